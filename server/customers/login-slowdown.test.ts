/**
 * Issue 34 item 2, performed: 110 parallel wrong log-ins for one account from 110 IPv6 networks
 * (X-Forwarded-For behind TRUST_PROXY) used to hash 95 passwords of 64 MiB for free and then lock
 * the owner out for 13 minutes. Now the account slows down exponentially (a refused guess costs no
 * hash), never locks, and a device that logged in before is not slowed by anyone else's failures.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { DEFAULT_SETTINGS } from './settings';
import {
  CookieJar,
  type CustomerTestApp,
  createCustomerTestApp,
  STRONG_PASSWORD,
  send,
  signUp,
  TEST_SCRYPT,
  uniqueEmail,
} from './testing';

const FREE = DEFAULT_SETTINGS.limits.loginAccount.limit;

describe('110 addresses against one account, behind the proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A wait longer than the burst lasts, so that the count below does not depend on the machine's speed.
    app = await createTestApp(
      { TRUST_PROXY: '127.0.0.1' },
      { customerSettings: { scrypt: TEST_SCRYPT, loginDelay: { baseMs: 30_000, maxMs: 60_000 } } },
    );
  });
  afterAll(async () => app.close());

  const logIn = (email: string, password: string, forwardedFor: string, jar?: CookieJar) =>
    app
      .inject({
        method: 'POST',
        url: '/web-api/customer-login',
        headers: {
          host: 'localhost',
          'x-forwarded-for': forwardedFor,
          'content-type': 'application/json',
          ...(jar?.header() ? { cookie: jar.header() } : {}),
        },
        payload: JSON.stringify({ email, password }),
      })
      .then((response: LightMyRequestResponse) => {
        jar?.store(response);
        return response;
      });

  it('hashes only a handful, never locks, and the owner’s known device logs in at once', async () => {
    const email = uniqueEmail('owner');
    const signed = await app.inject({
      method: 'POST',
      url: '/web-api/customer-signup',
      headers: { host: 'localhost', 'x-forwarded-for': '198.51.100.50', 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'Olga', lastName: 'Owner', email, password: STRONG_PASSWORD }),
    });
    expect(signed.statusCode).toBe(201);
    // The owner's laptop logs in once: it becomes a known device.
    const laptop = new CookieJar();
    expect((await logIn(email, STRONG_PASSWORD, '198.51.100.50', laptop)).statusCode).toBe(200);
    expect(laptop.get('shop_device')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const attack = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        logIn(email, 'Falsches Passwort 123', `2001:db8:${(i + 1).toString(16)}::1`),
      ),
    );
    const hashed = attack.filter((r) => r.statusCode === 400).length;
    const refused = attack.filter((r) => r.statusCode === 429);
    expect(hashed + refused.length).toBe(110);
    // The free failures only: no scrypt for the rest.
    expect(hashed).toBe(FREE);
    for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);

    // The owner's known device, from a clean address: in at once.
    expect((await logIn(email, STRONG_PASSWORD, '198.51.100.51', laptop)).statusCode).toBe(200);
    // A new device of the owner is slowed, not locked: it waits at most a minute, not a window.
    const phone = await logIn(email, STRONG_PASSWORD, '198.51.100.52', new CookieJar());
    if (phone.statusCode === 429) {
      expect(Number(phone.headers['retry-after'])).toBeLessThanOrEqual(
        DEFAULT_SETTINGS.loginDelay.maxMs / 1000,
      );
    } else {
      expect(phone.statusCode).toBe(200);
    }
    // Another account's device cookie does not count for this one.
    const stranger = await signUp(app, { ip: '198.51.100.53' });
    const strangerJar = new CookieJar();
    await logIn(stranger.email, STRONG_PASSWORD, '198.51.100.53', strangerJar);
    const borrowed = await logIn(email, 'Falsches Passwort 123', '198.51.100.54', strangerJar);
    expect(borrowed.statusCode).toBe(429);
  }, 60_000);
});

describe('the account’s wait doubles with every failure past the free ones', () => {
  let t: CustomerTestApp;
  beforeAll(async () => {
    t = await createCustomerTestApp({
      settings: { limits: { loginIp: { limit: 10_000, windowMs: 15 * 60_000 } } },
    });
  });
  afterAll(async () => t?.close());

  let n = 0;
  const wrong = (email: string) => {
    n += 1;
    return send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: 'nicht das Passwort' },
      { ip: `10.35.0.${n}` },
    );
  };

  it('1, 2, 4, 8 s between guesses, whoever guesses; a reset lifts it', async () => {
    const { email } = await signUp(t.app, { ip: '10.35.1.1' });
    for (let i = 0; i < FREE; i++) expect((await wrong(email)).statusCode).toBe(400);
    const waits: number[] = [];
    for (let step = 0; step < 4; step++) {
      const refused = await wrong(email);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      t.clock.now += wait * 1000;
      expect((await wrong(email)).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The owner proves the mailbox with a reset: the slowdown is gone.
    const jar = new CookieJar();
    await send(t.app, 'POST', '/web-api/customer-password-reset', { email }, { ip: '10.35.2.1' });
    await t.deps.background.idle();
    const { mailOutbox } = await import('../db/schema');
    const { and, eq } = await import('drizzle-orm');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'password-reset')));
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
    const reset = await send(
      t.app,
      'POST',
      '/web-api/customer-password-reset',
      { token, password: 'Ein ganz neues Passwort' },
      { jar, ip: '10.35.2.1' },
    );
    expect(reset.statusCode).toBe(200);
    expect((await wrong(email)).statusCode).toBe(400);
  });
});
