/** Rate limits, CSRF, enumeration and the bad-input list of issue 6. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import {
  CookieJar,
  type CustomerTestApp,
  createCustomerTestApp,
  STRONG_PASSWORD,
  send,
  signUp,
  uniqueEmail,
} from './testing';

let t: CustomerTestApp;
beforeAll(async () => {
  t = await createCustomerTestApp({
    settings: {
      limits: {
        loginIp: { limit: 8, windowMs: 60_000 },
        loginAccountIp: { limit: 3, windowMs: 60_000 },
        loginAccount: { limit: 5, windowMs: 60_000 },
        resetAccount: { limit: 2, windowMs: 60_000 },
        signUpIp: { limit: 1000, windowMs: 60_000 },
      },
    },
  });
});
afterAll(async () => t?.close());

let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++}`;

async function account(email = uniqueEmail('abuse')) {
  const { response } = await signUp(t.app, { email, firstName: 'Lena', lastName: 'Lustig' });
  expect(response.statusCode).toBe(201);
  return email;
}

describe('rate limits (429 with Retry-After)', () => {
  it('limits log-in failures per account and IP, and the lock lasts one window only', async () => {
    const email = await account();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const r = await send(
        t.app,
        'POST',
        '/web-api/customer-login',
        { email, password: 'wrong-wrong' },
        { ip },
      );
      expect(r.statusCode).toBe(400);
    }
    const blocked = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(blocked.json().error.message).toMatch(/Zu viele Versuche/);
    // The owner on another network is not locked out by this IP's failures.
    const elsewhere = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(elsewhere.statusCode).toBe(200);
    const start = t.clock.now;
    t.clock.now += 61_000;
    try {
      const later = await send(
        t.app,
        'POST',
        '/web-api/customer-login',
        { email, password: STRONG_PASSWORD },
        { ip },
      );
      expect(later.statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it('slows failures per account across IPs (issue 34 item 2): past the free ones every guess waits, nobody is locked', async () => {
    const email = await account();
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      await send(
        t.app,
        'POST',
        '/web-api/customer-login',
        { email, password: 'wrong-wrong' },
        { ip: i < 2 ? attacker : freshIp() },
      );
    }
    // Past the account's free failures, the next guess waits, from whichever address...
    const blocked = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: 'wrong-wrong' },
      { ip: attacker },
    );
    expect(blocked.statusCode).toBe(429);
    const owner = freshIp();
    const waiting = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { ip: owner },
    );
    expect(waiting.statusCode).toBe(429);
    // ...and only for a moment: the owner, after the wait, is in (slowed, never locked).
    const wait = Number(waiting.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(t.deps.settings.loginDelay.maxMs / 1000);
    const before = t.clock.now;
    t.clock.now += wait * 1000;
    try {
      expect(
        (
          await send(
            t.app,
            'POST',
            '/web-api/customer-login',
            { email, password: STRONG_PASSWORD },
            { ip: owner },
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      t.clock.now = before;
    }
    const start = t.clock.now;
    t.clock.now += 61_000;
    try {
      expect(
        (
          await send(
            t.app,
            'POST',
            '/web-api/customer-login',
            { email, password: STRONG_PASSWORD },
            { ip: attacker },
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it('limits log-in attempts per IP whatever the account', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) {
      codes.push(
        (
          await send(
            t.app,
            'POST',
            '/web-api/customer-login',
            { email: uniqueEmail(), password: 'x-x-x-x-x' },
            { ip },
          )
        ).statusCode,
      );
    }
    expect(codes.slice(0, 8).every((c) => c === 400)).toBe(true);
    expect(codes[8]).toBe(429);
  });

  it('limits reset requests per address, answered alike for known and unknown ones', async () => {
    const known = await account();
    const unknown = uniqueEmail('ghost');
    for (const email of [known, unknown]) {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await send(t.app, 'POST', '/web-api/customer-password-reset', { email }, { ip: freshIp() }))
            .statusCode,
        );
      }
      expect(codes).toEqual([202, 202, 429]);
    }
  });
});

describe('no account enumeration', () => {
  it('answers a sign-up for a taken address like a new one, and the taken account stays untouched', async () => {
    const email = await account();
    const jar = new CookieJar();
    const again = await send(
      t.app,
      'POST',
      '/web-api/customer-signup',
      { firstName: 'Mallory', lastName: 'Böse', email, password: 'Ganz anderes Passwort' },
      { jar },
    );
    const fresh = await send(t.app, 'POST', '/web-api/customer-signup', {
      firstName: 'Mallory',
      lastName: 'Böse',
      email: uniqueEmail('new'),
      password: 'Ganz anderes Passwort',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(again.json()).toMatchObject({ isLoggedIn: true, firstName: 'Mallory', fullName: 'Mallory Böse' });
    expect(again.json().number).toMatch(/^\d+$/);
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    // The stand-in session shows the same data later, but it is not the owner's account.
    const data = await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar });
    expect(data.json()).toEqual(again.json());
    const account2 = await send(t.app, 'GET', '/web-api/customer-account', undefined, { jar });
    expect(account2.json()).toMatchObject({ email, firstName: 'Mallory', newsletter: 'none' });
    const [owner] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(owner?.firstName).toBe('Lena');
    expect(
      (await send(t.app, 'POST', '/web-api/customer-login', { email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    await t.deps.background.idle();
  });
});

describe('CSRF: Origin check on state-changing requests', () => {
  it('refuses a cross-site POST and DELETE, in the shopper’s language', async () => {
    for (const [method, url] of [
      ['POST', '/web-api/customer-login'],
      ['POST', '/web-api/customer-logout'],
      ['POST', '/whitelabel/switch'],
      ['DELETE', '/web-api/wishlist/abc'],
    ] as const) {
      const response = await send(t.app, method, url, method === 'POST' ? {} : undefined, {
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('forbidden_origin');
    }
  });

  it('refuses Origin null and Sec-Fetch-Site cross-site, allows same-origin and header-less clients', async () => {
    const email = uniqueEmail();
    const body = { email, password: 'wrong-wrong' };
    expect(
      (await send(t.app, 'POST', '/web-api/customer-login', body, { headers: { origin: 'null' } }))
        .statusCode,
    ).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/web-api/customer-login',
      headers: { host: 'localhost', 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: JSON.stringify(body),
    });
    expect(noOrigin.statusCode).toBe(403);
    const curl = await t.app.inject({
      method: 'POST',
      url: '/web-api/customer-login',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: freshIp(),
    });
    expect(curl.statusCode).toBe(400);
    expect(
      (
        await send(t.app, 'POST', '/web-api/customer-login', body, {
          headers: { origin: 'http://localhost' },
          ip: freshIp(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets GET through from anywhere (it changes nothing)', async () => {
    const response = await send(t.app, 'GET', '/web-api/customer-data', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  const signUp = (body: unknown, headers: Record<string, string> = {}) =>
    send(t.app, 'POST', '/web-api/customer-signup', body, { headers, ip: freshIp() });

  it('refuses an oversized body with 413', async () => {
    const response = await signUp({
      firstName: 'A'.repeat(40_000),
      lastName: 'B',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBeTruthy();
  });

  it('refuses other content types with 415, and broken JSON with 400', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const response = await signUp('firstName=a', { 'content-type': type });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    }
    const broken = await signUp('{"firstName": ', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBeDefined();
  });

  it('names every missing field, in the shopper’s language', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    const { fields, message } = response.json().error;
    expect(message).toBe('Bitte prüf deine Eingaben.');
    expect(Object.keys(fields).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(fields.firstName).toBe('Bitte füll dieses Feld aus.');
    const en = await signUp({}, { 'x-locale': 'en-GB' });
    expect(en.json().error.fields.email).toBe('Please fill in this field.');
    expect((await signUp(null)).statusCode).toBe(400);
    expect((await signUp([])).statusCode).toBe(400);
    expect((await signUp('"text"')).statusCode).toBe(400);
  });

  it('refuses markup and scripts in names, accepts names of every script', async () => {
    for (const name of [
      '<b>Erika</b>',
      '<script>alert(1)</script>',
      'Erika"',
      'Erika{{x}}',
      "Robert'); DROP TABLE",
      'Ann\u0000a',
      '12345',
    ]) {
      const response = await signUp({
        firstName: name,
        lastName: 'M',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.fields.firstName).toBeTruthy();
    }
    for (const name of [
      'Anna-Lena',
      'O’Brien',
      "D'Artagnan",
      'José María',
      'Nguyễn',
      'Zoë',
      'Łukasz',
      '王',
      'Jr.',
    ]) {
      const response = await signUp({
        firstName: name,
        lastName: 'Test',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
      });
      expect(response.statusCode, name).toBe(201);
      expect(response.json().firstName).toBe(name.normalize('NFC'));
    }
  });

  it('normalises and refuses e-mail addresses at the Unicode edges', async () => {
    const base = uniqueEmail('uni').split('@')[0];
    // Decomposed "ü" (u + combining diaeresis) and a precomposed one are one address.
    const composed = `${base}.j\u00fcrgen@example.de`;
    const decomposed = `${base}.ju\u0308rgen@example.de`;
    expect(
      (await signUp({ firstName: 'Jürgen', lastName: 'X', email: composed, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await send(
          t.app,
          'POST',
          '/web-api/customer-login',
          { email: decomposed, password: STRONG_PASSWORD },
          { ip: freshIp() },
        )
      ).statusCode,
    ).toBe(200);
    // An internationalised domain is stored in its ASCII form: both spellings reach the account.
    const idn = `${base}@bücher.de`;
    expect(
      (await signUp({ firstName: 'B', lastName: 'X', email: idn, password: STRONG_PASSWORD })).statusCode,
    ).toBe(201);
    expect(
      (
        await send(
          t.app,
          'POST',
          '/web-api/customer-login',
          { email: `${base}@xn--bcher-kva.de`, password: STRONG_PASSWORD },
          { ip: freshIp() },
        )
      ).statusCode,
    ).toBe(200);
    for (const email of [
      `${base}\u200b@example.de`, // zero-width space
      `${base}\u202e@example.de`, // right-to-left override
      `${base}@example.de\u0000`,
      `${base}@@example.de`,
      `${base}@example`,
      `${base}@exa mple.de`,
      `${base}@[127.0.0.1]`,
      `${base}@127.0.0.1`,
      `${'a'.repeat(65)}@example.de`,
      `${base}@${'a'.repeat(250)}.de`,
      `${base}＠example.de`,
    ]) {
      const response = await signUp({ firstName: 'E', lastName: 'X', email, password: STRONG_PASSWORD });
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(response.json().error.fields.email).toBeTruthy();
    }
  });

  it('refuses short, common and personal passwords, and accepts long Unicode pass phrases', async () => {
    const cases: [string, RegExp][] = [
      ['kurz', /mindestens 8 Zeichen/],
      ['1234567', /mindestens 8 Zeichen/],
      ['password1', /zu leicht zu erraten/],
      ['Passwort123!', /zu leicht zu erraten/],
      ['qwertzuiop', /zu leicht zu erraten/],
      ['fotowerk2024', /zu leicht zu erraten|nicht dein Name/],
      ['Lustiglena', /nicht dein Name/],
    ];
    for (const [password, expected] of cases) {
      const response = await signUp({
        firstName: 'Lena',
        lastName: 'Lustig',
        email: uniqueEmail(),
        password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields.password, password).toMatch(expected);
    }
    // Eight characters counted as a person reads them: four emoji are not eight.
    expect(
      (await signUp({ firstName: 'E', lastName: 'X', email: uniqueEmail(), password: '😀😀😀😀' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await signUp({
          firstName: 'E',
          lastName: 'X',
          email: uniqueEmail(),
          password: '🙂 Schöne Grüße aus Köln 🙂'.repeat(10),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await signUp({ firstName: 'E', lastName: 'X', email: uniqueEmail(), password: 'x'.repeat(1025) }))
        .statusCode,
    ).toBe(400);
  });

  it('creates exactly one account from five concurrent sign-ups with one address', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send(
          t.app,
          'POST',
          '/web-api/customer-signup',
          { firstName: `Racer${'abcde'[i]}`, lastName: 'X', email, password: STRONG_PASSWORD },
          { ip: freshIp() },
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
    await t.deps.background.idle();
  });
});
