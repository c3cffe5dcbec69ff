import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, sessions } from '../db/schema';
import { sha256Hex } from './crypto';
import {
  CookieJar,
  type CustomerTestApp,
  createCustomerTestApp,
  STRONG_PASSWORD,
  send,
  setCookieLine,
  signUp as signUpCustomer,
  uniqueEmail,
} from './testing';

let t: CustomerTestApp;
beforeAll(async () => {
  t = await createCustomerTestApp();
});
afterAll(async () => t?.close());

const signUp = (jar = new CookieJar(), email = uniqueEmail()) => signUpCustomer(t.app, { jar, email });

describe('customer data (SPEC 3/7)', () => {
  it('is anonymous without a session, never cached, with every SPEC 3 field', async () => {
    const response = await send(t.app, 'GET', '/web-api/customer-data?page=1&_x=2', undefined, {
      headers: { referer: 'http://localhost/karten' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      emailHash: '',
      firstName: '',
      lastName: '',
      isLoggedIn: false,
      isWhitelabelCustomer: false,
      number: '',
      order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
      type: 0,
    });
    expect(response.json()).not.toHaveProperty('fullName');
  });

  it('clears a cookie whose session is unknown', async () => {
    const jar = new CookieJar();
    jar.set('shop_session', 'x'.repeat(43));
    const response = await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar });
    expect(response.json().isLoggedIn).toBe(false);
    expect(setCookieLine(response, 'shop_session')).toMatch(/Max-Age=0/);
  });
});

describe('sign-up, log-in, log-out', () => {
  it('signs up and is logged in at once, with the name and fullName', async () => {
    const { response, jar, email } = await signUp();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      fullName: 'Erika Mustermann',
      isLoggedIn: true,
      type: 0,
      order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
    });
    expect(body.number).toMatch(/^\d{6,}$/);
    expect(body.emailHash).toBe(sha256Hex(email));
    const data = await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar });
    expect(data.json()).toEqual(body);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that holds no more than an opaque token', async () => {
    const { response } = await signUp();
    const line = setCookieLine(response, 'shop_session') ?? '';
    expect(line).toMatch(/^shop_session=[A-Za-z0-9_-]{43};/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).toMatch(/Max-Age=\d+/);
  });

  it('stores only the hash of the session token and an scrypt hash of the password', async () => {
    const { jar, email } = await signUp();
    const token = jar.get('shop_session') ?? '';
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect(row).toBeDefined();
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(customer?.passwordHash).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$/);
    expect(customer?.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it('logs in with a new token each time and ends the previous session', async () => {
    const { email } = await signUp();
    const jar = new CookieJar();
    const first = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { jar },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      isLoggedIn: true,
      firstName: 'Erika',
      fullName: 'Erika Mustermann',
    });
    const token1 = jar.get('shop_session');
    const second = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { jar },
    );
    const token2 = jar.get('shop_session');
    expect(second.statusCode).toBe(200);
    expect(token2).not.toBe(token1);
    const old = new CookieJar();
    old.set('shop_session', token1 ?? '');
    expect(
      (await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar: old })).json().isLoggedIn,
    ).toBe(false);
  });

  it('accepts the address in any case and with spaces around it', async () => {
    const { email } = await signUp();
    const response = await send(t.app, 'POST', '/web-api/customer-login', {
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike: 400 with the message text', async () => {
    const { email } = await signUp();
    const wrong = await send(t.app, 'POST', '/web-api/customer-login', { email, password: 'falsch-falsch' });
    const unknown = await send(t.app, 'POST', '/web-api/customer-login', {
      email: uniqueEmail('niemand'),
      password: 'falsch-falsch',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({
      code: 'login_failed',
      message: 'E-Mail-Adresse oder Passwort sind nicht korrekt.',
    });
    expect(setCookieLine(wrong, 'shop_session')).toBeUndefined();
  });

  it('speaks the language of X-Locale', async () => {
    const response = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email: uniqueEmail(), password: 'falsch-falsch' },
      { headers: { 'x-locale': 'fr-FR' } },
    );
    expect(response.json().error.message).toBe('L’adresse e-mail ou le mot de passe est incorrect.');
  });

  it('logs out: the session is gone on the server and the cookie cleared', async () => {
    const { jar } = await signUp();
    const token = jar.get('shop_session') ?? '';
    const response = await send(t.app, 'POST', '/web-api/customer-logout', undefined, { jar });
    expect(response.statusCode).toBe(200);
    expect(response.json().isLoggedIn).toBe(false);
    expect(setCookieLine(response, 'shop_session')).toMatch(/Max-Age=0/);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect(rows).toHaveLength(0);
    // Replaying the old cookie does not bring the session back.
    const replay = new CookieJar();
    replay.set('shop_session', token);
    expect(
      (await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar: replay })).json().isLoggedIn,
    ).toBe(false);
  });

  it('ends a session after the idle timeout and after the absolute lifetime', async () => {
    const { jar } = await signUp();
    const { sessionIdleMs, sessionAbsoluteMs } = t.deps.settings;
    const start = t.clock.now;
    try {
      t.clock.now = start + sessionIdleMs - 60_000;
      expect((await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar })).json().isLoggedIn).toBe(
        true,
      );
      // Used just now, so another idle period later it is still alive …
      t.clock.now += sessionIdleMs - 60_000;
      expect((await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar })).json().isLoggedIn).toBe(
        true,
      );
      // … but never past the absolute end.
      t.clock.now = start + sessionAbsoluteMs + 1000;
      expect((await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar })).json().isLoggedIn).toBe(
        false,
      );
      const idle = (await signUp()).jar;
      t.clock.now += sessionIdleMs + 1000;
      expect(
        (await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar: idle })).json().isLoggedIn,
      ).toBe(false);
    } finally {
      t.clock.now = start;
    }
  });

  it('sends a welcome mail to the outbox, its link in the log', async () => {
    const { email } = await signUp();
    await t.deps.background.idle();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((m) => m.kind)).toEqual(['welcome']);
    expect(mails[0]?.subject).toBe('Willkommen bei Fotowerk');
    expect(t.logs.some((l) => l.message === 'mail written to the outbox')).toBe(true);
  });
});

describe('cookies behind HTTPS', () => {
  it('uses the __Host- prefix and Secure when PUBLIC_BASE_URL is https', async () => {
    const secure = await createCustomerTestApp({
      database: t.database,
      config: { PUBLIC_BASE_URL: 'https://shop.example' },
    });
    try {
      const response = await send(secure.app, 'POST', '/web-api/customer-signup', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
      });
      const line = setCookieLine(response, '__Host-shop_session') ?? '';
      expect(line).toContain('Secure');
      expect(line).toContain('HttpOnly');
      expect(line).toContain('Path=/');
      expect(line).not.toContain('Domain');
      // The unprefixed name is not read in secure mode, so a planted cookie does not count.
      const jar = new CookieJar();
      jar.set('shop_session', /__Host-shop_session=([^;]+)/.exec(line)?.[1] ?? '');
      expect(
        (await send(secure.app, 'GET', '/web-api/customer-data', undefined, { jar })).json().isLoggedIn,
      ).toBe(false);
    } finally {
      await secure.close();
    }
  });
});
