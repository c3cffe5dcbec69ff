import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  type CustomerTestApp,
  createCustomerTestApp,
  STRONG_PASSWORD,
  send,
  uniqueEmail,
} from './testing';

let t: CustomerTestApp;
beforeAll(async () => {
  t = await createCustomerTestApp({ settings: { wishlistMax: 5 } });
});
afterAll(async () => t?.close());

const themes = async (jar: CookieJar) =>
  (
    (await send(t.app, 'GET', '/web-api/wishlist', undefined, { jar })).json().items as { themeId: string }[]
  ).map((i) => i.themeId);

describe('wishlist (cards channel only, SPEC 1)', () => {
  it('is not offered on the poster brand', async () => {
    const response = await send(t.app, 'GET', '/web-api/wishlist', undefined, {
      headers: { 'x-channel': 'posters' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('wishlist_unavailable');
    expect(
      (
        await send(
          t.app,
          'POST',
          '/web-api/wishlist',
          { themeId: 'a' },
          { headers: { host: 'de.posters.localhost', origin: 'http://de.posters.localhost' } },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('keeps an anonymous list by an HttpOnly cookie', async () => {
    const jar = new CookieJar();
    expect(await themes(jar)).toEqual([]);
    const added = await send(t.app, 'POST', '/web-api/wishlist', { themeId: 'geburtstag-01' }, { jar });
    expect(added.statusCode).toBe(201);
    const cookie = String(added.headers['set-cookie']);
    expect(cookie).toMatch(/^shop_wishlist=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    await send(t.app, 'POST', '/web-api/wishlist', { themeId: 'taufe-07' }, { jar });
    await send(t.app, 'POST', '/web-api/wishlist', { themeId: 'taufe-07' }, { jar });
    expect(await themes(jar)).toEqual(['geburtstag-01', 'taufe-07']);
    const removed = await send(t.app, 'DELETE', '/web-api/wishlist/taufe-07', undefined, { jar });
    expect(removed.json().items.map((i: { themeId: string }) => i.themeId)).toEqual(['geburtstag-01']);
    // Another visitor sees nothing of it.
    expect(await themes(new CookieJar())).toEqual([]);
  });

  it('merges the anonymous list into the account at log-in and at sign-up', async () => {
    const email = uniqueEmail('wish');
    const owner = new CookieJar();
    await send(
      t.app,
      'POST',
      '/web-api/customer-signup',
      { firstName: 'W', lastName: 'L', email, password: STRONG_PASSWORD },
      { jar: owner },
    );
    await send(t.app, 'POST', '/web-api/wishlist', { themeId: 'hochzeit-1' }, { jar: owner });
    const visitor = new CookieJar();
    await send(t.app, 'POST', '/web-api/wishlist', { themeId: 'hochzeit-1' }, { jar: visitor });
    await send(t.app, 'POST', '/web-api/wishlist', { themeId: 'ostern-2' }, { jar: visitor });
    const login = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { jar: visitor },
    );
    expect(login.statusCode).toBe(200);
    expect(visitor.get('shop_wishlist')).toBeUndefined();
    expect(await themes(visitor)).toEqual(['hochzeit-1', 'ostern-2']);
    expect(await themes(owner)).toEqual(['hochzeit-1', 'ostern-2']);
    // After log-out the list is the account's, not the browser's.
    await send(t.app, 'POST', '/web-api/customer-logout', undefined, { jar: visitor });
    expect(await themes(visitor)).toEqual([]);

    const newcomer = new CookieJar();
    await send(t.app, 'POST', '/web-api/wishlist', { themeId: 'trauer-3' }, { jar: newcomer });
    await send(
      t.app,
      'POST',
      '/web-api/customer-signup',
      { firstName: 'N', lastName: 'C', email: uniqueEmail(), password: STRONG_PASSWORD },
      { jar: newcomer },
    );
    expect(await themes(newcomer)).toEqual(['trauer-3']);
  });

  it('refuses bad theme ids and a full list', async () => {
    const jar = new CookieJar();
    for (const themeId of ['', '<script>', 'a/b', 'x'.repeat(101), 42]) {
      expect((await send(t.app, 'POST', '/web-api/wishlist', { themeId }, { jar })).statusCode).toBe(400);
    }
    expect(
      (await send(t.app, 'DELETE', '/web-api/wishlist/%3Cscript%3E', undefined, { jar })).statusCode,
    ).toBe(400);
    for (let i = 0; i < 5; i++)
      await send(t.app, 'POST', '/web-api/wishlist', { themeId: `t-${i}` }, { jar });
    const full = await send(t.app, 'POST', '/web-api/wishlist', { themeId: 't-6' }, { jar });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('wishlist_full');
  });
});
