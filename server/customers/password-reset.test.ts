import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, customerTokens, mailOutbox, sessions } from '../db/schema';
import { sha256Hex } from './crypto';
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
  t = await createCustomerTestApp();
});
afterAll(async () => t?.close());

async function account() {
  const { jar, email } = await signUp(t.app, {
    email: uniqueEmail('reset'),
    firstName: 'Max',
    lastName: 'Muster',
  });
  return { jar, email };
}

async function requestLink(email: string): Promise<string | undefined> {
  const response = await send(t.app, 'POST', '/web-api/customer-password-reset', { email });
  expect(response.statusCode).toBe(202);
  await t.deps.background.idle();
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'password-reset')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ? /resetToken=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1] : undefined;
}

describe('password reset (SPEC 7, ASVS V6.4)', () => {
  it('answers the same for an address with and without an account', async () => {
    const { email } = await account();
    const known = await send(t.app, 'POST', '/web-api/customer-password-reset', { email });
    const unknown = await send(t.app, 'POST', '/web-api/customer-password-reset', {
      email: uniqueEmail('ghost'),
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toMatch(/Wenn zu dieser Adresse ein Kundenkonto besteht/);
  });

  it('mails a link to the account page of the shop the request came to, never to the Host it names', async () => {
    const { email } = await account();
    const response = await send(
      t.app,
      'POST',
      '/web-api/customer-password-reset',
      { email },
      { headers: { host: 'evil.example', origin: 'http://evil.example' } },
    );
    expect(response.statusCode).toBe(202);
    await t.deps.background.idle();
    // By kind: on PostgreSQL the sign-up's welcome mail may be written after the reset mail.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'password-reset')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.textBody).not.toContain('evil.example');
    expect(mail?.textBody).toMatch(/http:\/\/[a-z.]*localhost(:\d+)?\/kundenkonto\?resetToken=/);
  });

  it('stores only a hash of the token, which expires within the hour', async () => {
    const { email } = await account();
    const token = (await requestLink(email)) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.tokenHash, sha256Hex(token)));
    expect(row?.purpose).toBe('password-reset');
    expect((row?.expiresAt.getTime() ?? 0) - t.clock.now).toBeLessThanOrEqual(60 * 60_000);
  });

  it('sets a new password, logs in, ends every other session, and the token cannot be replayed', async () => {
    const { jar: other, email } = await account();
    const token = (await requestLink(email)) ?? '';
    const jar = new CookieJar();
    const newPassword = 'Grüne Äpfel am Zaun';
    const done = await send(
      t.app,
      'POST',
      '/web-api/customer-password-reset',
      { token, password: newPassword },
      { jar },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isLoggedIn: true, firstName: 'Max' });
    expect(
      (await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar: other })).json().isLoggedIn,
    ).toBe(false);
    expect((await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar })).json().isLoggedIn).toBe(
      true,
    );
    const replay = await send(t.app, 'POST', '/web-api/customer-password-reset', {
      token,
      password: 'Noch ein Passwort 1',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.fields.token).toMatch(/nicht mehr gültig/);
    const oldLogin = await send(t.app, 'POST', '/web-api/customer-login', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await send(t.app, 'POST', '/web-api/customer-login', { email, password: newPassword });
    expect(newLogin.statusCode).toBe(200);
    await t.deps.background.idle();
    const kinds = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
      (m) => m.kind,
    );
    expect(kinds).toContain('password-changed');
  });

  it('lets exactly one of two concurrent uses of a token through', async () => {
    const { email } = await account();
    const token = (await requestLink(email)) ?? '';
    const results = await Promise.all(
      ['Erste Wahl im Mai', 'Zweite Wahl im Juni'].map((password) =>
        send(t.app, 'POST', '/web-api/customer-password-reset', { token, password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token', async () => {
    const { email } = await account();
    const token = (await requestLink(email)) ?? '';
    const start = t.clock.now;
    t.clock.now += t.deps.settings.resetTokenMs + 1000;
    try {
      const response = await send(t.app, 'POST', '/web-api/customer-password-reset', {
        token,
        password: 'Spät ist es schon',
      });
      expect(response.statusCode).toBe(400);
    } finally {
      t.clock.now = start;
    }
  });

  it('keeps the token when the new password is refused, so the shopper can try another', async () => {
    const { email } = await account();
    const token = (await requestLink(email)) ?? '';
    const weak = await send(t.app, 'POST', '/web-api/customer-password-reset', {
      token,
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/zu leicht zu erraten/);
    const short = await send(t.app, 'POST', '/web-api/customer-password-reset', { token, password: 'kurz' });
    expect(short.json().error.fields.password).toBe('Dein Passwort muss mindestens 8 Zeichen lang sein.');
    const ok = await send(t.app, 'POST', '/web-api/customer-password-reset', {
      token,
      password: 'Lange Wege gehen',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses malformed and unknown tokens', async () => {
    for (const token of ['', 'abc', '<script>', 'x'.repeat(43)]) {
      const response = await send(t.app, 'POST', '/web-api/customer-password-reset', {
        token,
        password: 'Lange Wege gehen',
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('spends every other open reset link of the account once one is used', async () => {
    const { email } = await account();
    const first = (await requestLink(email)) ?? '';
    const second = (await requestLink(email)) ?? '';
    expect(first).not.toBe(second);
    expect(
      (
        await send(t.app, 'POST', '/web-api/customer-password-reset', {
          token: second,
          password: 'Lange Wege gehen',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send(t.app, 'POST', '/web-api/customer-password-reset', {
          token: first,
          password: 'Andere Wege gehen',
        })
      ).statusCode,
    ).toBe(400);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, customer?.id ?? ''));
    expect(live).toHaveLength(1);
  });
});
