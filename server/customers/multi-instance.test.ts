/**
 * Two shop instances on one database (issue 16): whatever one instance did, the other knows, because
 * nothing that changes an answer lives in a process. Each instance is a customer plugin of its own
 * (its own session store, rate limiter, wishlist store, background queue); on PostgreSQL
 * (TEST_DATABASE_URL) each also has its own connection pool, as two processes would.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/open-database';
import { channelSettings, mailOutbox } from '../db/schema';
import {
  CookieJar,
  type CustomerTestApp,
  createCustomerTestApp,
  STRONG_PASSWORD,
  send,
  uniqueEmail,
} from './testing';

let a: CustomerTestApp;
let b: CustomerTestApp;
let secondPool: OpenDatabase;

beforeAll(async () => {
  a = await createCustomerTestApp();
  secondPool = a.database.secondConnection();
  b = await createCustomerTestApp({ database: { ...a.database, db: secondPool.db } });
});
afterAll(async () => {
  await b?.close();
  await secondPool?.close();
  await a?.close();
});

let ipCounter = 0;
/** A client address of its own per test, so per-IP limits of one test do not touch another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function signUp(app: CustomerTestApp, jar = new CookieJar()) {
  const email = uniqueEmail('multi');
  const response = await send(
    app.app,
    'POST',
    '/web-api/customer-signup',
    { firstName: 'Ida', lastName: 'Instanz', email, password: STRONG_PASSWORD },
    { jar },
  );
  expect(response.statusCode).toBe(201);
  return { email, jar };
}

const loggedIn = async (app: CustomerTestApp, jar: CookieJar) =>
  (await send(app.app, 'GET', '/web-api/customer-data', undefined, { jar })).json().isLoggedIn as boolean;

async function lastLink(email: string, kind: string, pattern: RegExp): Promise<string | undefined> {
  await Promise.all([a.deps.background.idle(), b.deps.background.idle()]);
  const rows = await a.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
  const last = rows.sort((x, y) => y.id - x.id)[0];
  return last ? pattern.exec(last.textBody)?.[1] : undefined;
}

describe('two instances sharing one database', () => {
  it('log in on one instance, continue on the other, log out there and the first forgets the session too', async () => {
    const { email } = await signUp(a);
    const jar = new CookieJar();
    const login = await send(
      a.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { jar },
    );
    expect(login.statusCode).toBe(200);
    const account = await send(b.app, 'GET', '/web-api/customer-account', undefined, { jar });
    expect(account.statusCode).toBe(200);
    expect(account.json().email).toBe(email);
    expect((await send(b.app, 'POST', '/web-api/customer-logout', undefined, { jar })).statusCode).toBe(200);
    // The cookie is gone from the jar; the old token must be dead on A as well.
    const stolen = new CookieJar();
    stolen.set('shop_session', String(login.headers['set-cookie']).match(/shop_session=([^;]+)/)?.[1] ?? '');
    expect(await loggedIn(a, stolen)).toBe(false);
  });

  it('counts log-in failures of both instances against one limit', async () => {
    const { email } = await signUp(a);
    const ip = freshIp();
    const attempt = (app: CustomerTestApp) =>
      send(app.app, 'POST', '/web-api/customer-login', { email, password: 'falsch geraten' }, { ip });
    // Five failures per account and address are allowed: three on A, two on B...
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await attempt(app)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // ...and the sixth is refused whichever instance it reaches.
    const sixth = await attempt(b);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(a)).statusCode).toBe(429);
  });

  it('ends the sessions on the other instance when the password changes', async () => {
    const { email, jar } = await signUp(a);
    const other = new CookieJar();
    await send(
      b.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { jar: other },
    );
    expect(await loggedIn(b, other)).toBe(true);
    const changed = await send(
      a.app,
      'POST',
      '/web-api/customer-password-change',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Ein neues langes Passwort' },
      { jar },
    );
    expect(changed.statusCode).toBe(200);
    expect(await loggedIn(b, other)).toBe(false);
    expect(await loggedIn(b, jar)).toBe(true);
  });

  it('keeps the wishlist: added on one instance, listed and merged on the other', async () => {
    const jar = new CookieJar();
    expect(
      (await send(a.app, 'POST', '/web-api/wishlist', { themeId: 'geburtstag-01' }, { jar })).statusCode,
    ).toBe(201);
    await send(b.app, 'POST', '/web-api/wishlist', { themeId: 'taufe-07' }, { jar });
    const listed = await send(b.app, 'GET', '/web-api/wishlist', undefined, { jar });
    expect(listed.json().items.map((i: { themeId: string }) => i.themeId)).toEqual([
      'geburtstag-01',
      'taufe-07',
    ]);
    // Signing up on B moves the anonymous list (written by A and B) into the account.
    await signUp(b, jar);
    const merged = await send(a.app, 'GET', '/web-api/wishlist', undefined, { jar });
    expect(
      merged
        .json()
        .items.map((i: { themeId: string }) => i.themeId)
        .sort(),
    ).toEqual(['geburtstag-01', 'taufe-07']);
  });

  it('confirms a newsletter link on the other instance, once', async () => {
    const email = uniqueEmail('news');
    const subscribed = await send(
      a.app,
      'POST',
      '/web-api/newsletter-subscribe',
      { email, uniqueIdentifier: 'home' },
      { ip: freshIp() },
    );
    expect(subscribed.statusCode).toBe(202);
    const token = await lastLink(email, 'newsletter-confirm', /[?&]token=([A-Za-z0-9_-]+)/);
    expect(token).toBeTruthy();
    expect((await send(b.app, 'POST', '/web-api/newsletter-confirm', { token })).statusCode).toBe(200);
    const again = await send(a.app, 'POST', '/web-api/newsletter-confirm', { token });
    expect(again.statusCode).toBe(400);
  });

  it('spends a password-reset link once, whichever instance it reaches first, and writes every mail once', async () => {
    const { email } = await signUp(a);
    expect((await send(b.app, 'POST', '/web-api/customer-password-reset', { email })).statusCode).toBe(202);
    const token = await lastLink(email, 'password-reset', /resetToken=([A-Za-z0-9_-]+)/);
    expect(token).toBeTruthy();
    // The same link opened in two tabs that reach different instances at the same moment.
    const [first, second] = await Promise.all(
      [a, b].map((app) =>
        send(app.app, 'POST', '/web-api/customer-password-reset', {
          token,
          password: `Neu ${app === a ? 'A' : 'B'} und lang`,
        }),
      ),
    );
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 400]);
    // The outbox got one row per mail, with ids from one sequence: sign-up, reset, password changed.
    await Promise.all([a.deps.background.idle(), b.deps.background.idle()]);
    const mails = await b.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(new Set(mails.map((m) => m.id)).size).toBe(mails.length);
    expect(mails.filter((m) => m.kind === 'password-reset')).toHaveLength(1);
  });

  it('sees a change of the channel settings on every instance within a minute', async () => {
    const available = async (app: CustomerTestApp) =>
      (await send(app.app, 'GET', '/web-api/wishlist', undefined, { jar: new CookieJar() })).statusCode;
    expect([await available(a), await available(b)]).toEqual([200, 200]);
    await a.database.db
      .update(channelSettings)
      .set({ wishlistAvailable: false })
      .where(eq(channelSettings.channel, 'cards'));
    try {
      a.clock.now += 61_000;
      b.clock.now += 61_000;
      expect([await available(a), await available(b)]).toEqual([404, 404]);
    } finally {
      await a.database.db
        .update(channelSettings)
        .set({ wishlistAvailable: true })
        .where(eq(channelSettings.channel, 'cards'));
    }
  });
});
