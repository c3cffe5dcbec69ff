/**
 * Issue 34 items 1 and 13, performed:
 * - whoever signs up with an address that has an account gets a stand-in session; every follow-up
 *   (account view, newsletter switch, password change with the password just typed, e-mail change,
 *   a new verification link) must answer exactly as for a brand-new account;
 * - a new account is usable but unverified until the welcome mail's link is followed: it cannot
 *   move to another address before.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
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

let n = 0;
const ip = () => {
  n += 1;
  return `10.36.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

/** What an attacker can compare: status and body, with the address and the customer number made equal. */
function seen(response: LightMyRequestResponse, email: string) {
  const body = response.body
    .replaceAll(email, '<email>')
    .replace(/"number":"\d+"/g, '"number":"<n>"')
    .replace(/"emailHash":"[0-9a-f]+"/g, '"emailHash":"<h>"');
  return { status: response.statusCode, body };
}

async function followUps(jar: CookieJar, email: string) {
  const post = (url: string, body: unknown) => send(t.app, 'POST', url, body, { jar, ip: ip() });
  return {
    account: seen(await send(t.app, 'GET', '/web-api/customer-account', undefined, { jar }), email),
    newsletterOn: seen(await post('/web-api/customer-newsletter', { subscribe: true }), email),
    wrongPassword: seen(
      await post('/web-api/customer-password-change', {
        currentPassword: 'nicht das Passwort',
        newPassword: 'Ein ganz neues Passwort',
      }),
      email,
    ),
    passwordChange: seen(
      await post('/web-api/customer-password-change', {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Ein ganz neues Passwort',
      }),
      email,
    ),
    emailChange: seen(
      await post('/web-api/customer-email-change', {
        password: 'Ein ganz neues Passwort',
        email: uniqueEmail('neu'),
      }),
      email,
    ),
    resend: seen(await post('/web-api/customer-verification-resend', {}), email),
    accountAfter: seen(await send(t.app, 'GET', '/web-api/customer-account', undefined, { jar }), email),
  };
}

describe('item 1: the follow-ups of a sign-up tell nothing about the address', () => {
  it('a taken address and a new one answer every follow-up alike', async () => {
    const taken = uniqueEmail('taken');
    expect((await signUp(t.app, { email: taken, ip: ip() })).response.statusCode).toBe(201);
    const fresh = uniqueEmail('fresh');

    const asTaken = await signUp(t.app, { email: taken, ip: ip(), firstName: 'Mallory', lastName: 'Muster' });
    const asNew = await signUp(t.app, { email: fresh, ip: ip(), firstName: 'Mallory', lastName: 'Muster' });
    expect(seen(asTaken.response, taken)).toEqual(seen(asNew.response, fresh));

    const takenAnswers = await followUps(asTaken.jar, taken);
    const newAnswers = await followUps(asNew.jar, fresh);
    expect(takenAnswers).toEqual(newAnswers);
    // And they are the answers of an unverified account: the checks did run.
    expect(newAnswers.passwordChange.status).toBe(200);
    expect(newAnswers.wrongPassword.status).toBe(400);
    expect(newAnswers.emailChange.status).toBe(403);
    expect(JSON.parse(newAnswers.account.body)).toMatchObject({ emailVerified: false, otherSessions: 0 });
  });
});

describe('item 1: a later log-in with the password typed at sign-up tells nothing either', () => {
  /** Log out, then log in from a fresh browser with the sign-up's password; what each step shows. */
  async function logOutAndIn(jar: CookieJar, email: string) {
    const out = await send(t.app, 'POST', '/web-api/customer-logout', {}, { jar, ip: ip() });
    const wrong = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: 'nicht das Passwort' },
      { jar: new CookieJar(), ip: ip() },
    );
    const later = new CookieJar();
    const login = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email, password: STRONG_PASSWORD },
      { jar: later, ip: ip() },
    );
    const cookies = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((line) => line.replace(/=[^;]*/, '=<v>'))
      .sort();
    return {
      out: seen(out, email),
      wrong: seen(wrong, email),
      login: seen(login, email),
      cookies,
      account: seen(await send(t.app, 'GET', '/web-api/customer-account', undefined, { jar: later }), email),
    };
  }

  it('a taken address and a new one: log-out, a wrong password and the sign-up’s password answer alike', async () => {
    const taken = uniqueEmail('taken');
    const ownerPassword = 'Das Passwort der Besitzerin';
    const opened = await send(
      t.app,
      'POST',
      '/web-api/customer-signup',
      { firstName: 'Olga', lastName: 'Owner', email: taken, password: ownerPassword },
      { jar: new CookieJar(), ip: ip() },
    );
    expect(opened.statusCode).toBe(201);
    const fresh = uniqueEmail('fresh');
    const asTaken = await signUp(t.app, { email: taken, ip: ip(), firstName: 'Mallory', lastName: 'Muster' });
    const asNew = await signUp(t.app, { email: fresh, ip: ip(), firstName: 'Mallory', lastName: 'Muster' });

    const takenAnswers = await logOutAndIn(asTaken.jar, taken);
    const newAnswers = await logOutAndIn(asNew.jar, fresh);
    expect(takenAnswers).toEqual(newAnswers);
    // The new account's answers: the log-in did succeed, the wrong password did fail.
    expect(newAnswers.login.status).toBe(200);
    expect(newAnswers.wrong.status).toBe(400);
    expect(JSON.parse(newAnswers.account.body)).toMatchObject({ emailVerified: false });
    // The owner's account is untouched: its own password still logs in, as the owner.
    const owner = await send(
      t.app,
      'POST',
      '/web-api/customer-login',
      { email: taken, password: ownerPassword },
      { jar: new CookieJar(), ip: ip() },
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ firstName: 'Olga' });
  });
});

describe('item 13: an account is unverified until the welcome mail’s link is followed', () => {
  it('cannot change its address before, can after; the link works once', async () => {
    const email = uniqueEmail('verify');
    const { jar } = await signUp(t.app, { email, ip: ip() });
    const account = async () =>
      (await send(t.app, 'GET', '/web-api/customer-account', undefined, { jar })).json();
    expect((await account()).emailVerified).toBe(false);

    const change = () =>
      send(
        t.app,
        'POST',
        '/web-api/customer-email-change',
        { password: STRONG_PASSWORD, email: uniqueEmail('elsewhere') },
        { jar, ip: ip() },
      );
    const refused = await change();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'email_unverified' });
    expect(refused.json().error.message).toMatch(/bestätige/);

    await t.deps.background.idle();
    const [welcome] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'welcome')))
      .orderBy(desc(mailOutbox.id));
    const token = /[?&]verifyToken=([A-Za-z0-9_-]+)/.exec(welcome?.textBody ?? '')?.[1];
    expect(token).toBeDefined();

    const bad = await send(
      t.app,
      'POST',
      '/web-api/customer-email-verify',
      { token: 'x'.repeat(43) },
      { ip: ip() },
    );
    expect(bad.statusCode).toBe(400);
    const verified = await send(t.app, 'POST', '/web-api/customer-email-verify', { token }, { ip: ip() });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ emailVerified: true });
    expect((await account()).emailVerified).toBe(true);
    expect((await change()).statusCode).toBe(202);
    // Spent: the link does nothing a second time.
    expect(
      (await send(t.app, 'POST', '/web-api/customer-email-verify', { token }, { ip: ip() })).statusCode,
    ).toBe(400);
  });

  it('a new link can be asked for; it verifies like the first', async () => {
    const email = uniqueEmail('resend');
    const { jar } = await signUp(t.app, { email, ip: ip() });
    const resent = await send(t.app, 'POST', '/web-api/customer-verification-resend', {}, { jar, ip: ip() });
    expect(resent.statusCode).toBe(202);
    await t.deps.background.idle();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'welcome')))
      .orderBy(desc(mailOutbox.id));
    expect(mails).toHaveLength(2);
    const token = /[?&]verifyToken=([A-Za-z0-9_-]+)/.exec(mails[0]?.textBody ?? '')?.[1];
    expect(
      (await send(t.app, 'POST', '/web-api/customer-email-verify', { token }, { ip: ip() })).statusCode,
    ).toBe(200);
  });
});
