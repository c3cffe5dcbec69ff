/** The account page's APIs: account data, password change, e-mail change, sessions, whitelabel. */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox } from '../db/schema';
import { sha256Hex } from './crypto';
import {
  CookieJar,
  type CustomerTestApp,
  createCustomerTestApp,
  STRONG_PASSWORD,
  send,
  signUp,
  uniqueEmail,
  verifyEmail,
} from './testing';

let t: CustomerTestApp;
beforeAll(async () => {
  t = await createCustomerTestApp();
});
afterAll(async () => t?.close());

async function account() {
  const { jar, email } = await signUp(t.app, {
    email: uniqueEmail('acct'),
    firstName: 'Paula',
    lastName: 'Paulsen',
  });
  // The owner followed the welcome mail's link: the account may change its address (issue 34 item 13).
  await verifyEmail(t, email);
  return { jar, email };
}

async function secondSession(email: string) {
  const jar = new CookieJar();
  expect(
    (await send(t.app, 'POST', '/web-api/customer-login', { email, password: STRONG_PASSWORD }, { jar }))
      .statusCode,
  ).toBe(200);
  return jar;
}

const isLoggedIn = async (jar: CookieJar) =>
  (await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar })).json().isLoggedIn as boolean;

async function lastMail(to: string, kind: string) {
  await t.deps.background.idle();
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

describe('account data', () => {
  it('needs a session', async () => {
    const response = await send(t.app, 'GET', '/web-api/customer-account');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Bitte melde dich zuerst an.');
  });

  it('shows name, address, number, newsletter state and the other sessions', async () => {
    const { jar, email } = await account();
    await secondSession(email);
    const response = await send(t.app, 'GET', '/web-api/customer-account', undefined, { jar });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      email,
      firstName: 'Paula',
      lastName: 'Paulsen',
      newsletter: 'none',
      otherSessions: 1,
    });
  });
});

describe('password change', () => {
  it('needs the current password (re-authentication), then rotates the token and ends the others on request', async () => {
    const { jar, email } = await account();
    const other = await secondSession(email);
    const wrong = await send(
      t.app,
      'POST',
      '/web-api/customer-password-change',
      { currentPassword: 'nicht richtig', newPassword: 'Neues langes Passwort', endOtherSessions: true },
      { jar },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('Dein aktuelles Passwort ist nicht korrekt.');
    const before = jar.get('shop_session');
    const done = await send(
      t.app,
      'POST',
      '/web-api/customer-password-change',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Neues langes Passwort', endOtherSessions: true },
      { jar },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Dein Passwort wurde geändert.', otherSessions: 0 });
    expect(jar.get('shop_session')).not.toBe(before);
    expect(await isLoggedIn(jar)).toBe(true);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await lastMail(email, 'password-changed')).toBeDefined();
  });

  it('ends the other sessions even when the old form asks to keep them (issue 22.1)', async () => {
    const { jar, email } = await account();
    const other = await secondSession(email);
    const done = await send(
      t.app,
      'POST',
      '/web-api/customer-password-change',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Neues langes Passwort', endOtherSessions: false },
      { jar },
    );
    expect(done.json().otherSessions).toBe(0);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(jar)).toBe(true);
  });

  it('ends the other sessions from the account page', async () => {
    const { jar, email } = await account();
    const other = await secondSession(email);
    expect(await isLoggedIn(other)).toBe(true);
    const ended = await send(t.app, 'POST', '/web-api/customer-sessions-end', undefined, { jar });
    expect(ended.statusCode).toBe(200);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(jar)).toBe(true);
  });

  it('refuses a common new password', async () => {
    const { jar } = await account();
    const response = await send(
      t.app,
      'POST',
      '/web-api/customer-password-change',
      { currentPassword: STRONG_PASSWORD, newPassword: 'iloveyou123' },
      { jar },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.newPassword).toMatch(/zu leicht/);
  });

  it('limits wrong current passwords like log-ins', async () => {
    const { jar } = await account();
    const codes: number[] = [];
    for (let i = 0; i <= t.deps.settings.limits.reauthAccount.limit; i++) {
      codes.push(
        (
          await send(
            t.app,
            'POST',
            '/web-api/customer-password-change',
            { currentPassword: 'falsch falsch', newPassword: 'Neues langes Passwort' },
            { jar },
          )
        ).statusCode,
      );
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('e-mail change', () => {
  it('needs the password, then a link opened from the new mailbox', async () => {
    const { jar, email } = await account();
    const newEmail = uniqueEmail('neu');
    const wrong = await send(
      t.app,
      'POST',
      '/web-api/customer-email-change',
      { password: 'nope nope', email: newEmail },
      { jar },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBeTruthy();
    const asked = await send(
      t.app,
      'POST',
      '/web-api/customer-email-change',
      { password: STRONG_PASSWORD, email: newEmail },
      { jar },
    );
    expect(asked.statusCode).toBe(202);
    // Nothing changes until the link is opened.
    const [still] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(still).toBeDefined();
    const mail = await lastMail(newEmail, 'email-change');
    const token = /emailToken=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const confirmed = await send(t.app, 'POST', '/web-api/customer-email-confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const [moved] = await t.database.db.select().from(customers).where(eq(customers.email, newEmail));
    expect(moved?.emailHash).toBe(sha256Hex(newEmail));
    expect(await lastMail(email, 'email-changed')).toBeDefined();
    expect((await send(t.app, 'POST', '/web-api/customer-email-confirm', { token })).statusCode).toBe(400);
    expect(
      (await send(t.app, 'POST', '/web-api/customer-login', { email: newEmail, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('answers alike when the new address is taken, and mails its owner instead', async () => {
    const { jar } = await account();
    const { email: taken } = await account();
    const response = await send(
      t.app,
      'POST',
      '/web-api/customer-email-change',
      { password: STRONG_PASSWORD, email: taken },
      { jar },
    );
    expect(response.statusCode).toBe(202);
    expect(await lastMail(taken, 'email-change')).toBeUndefined();
    expect(await lastMail(taken, 'account-exists')).toBeDefined();
  });

  it('needs a session', async () => {
    expect(
      (await send(t.app, 'POST', '/web-api/customer-email-change', { password: 'x', email: uniqueEmail() }))
        .statusCode,
    ).toBe(401);
  });
});

describe('whitelabel switch', () => {
  it('is refused to anonymous and ordinary customers', async () => {
    expect((await send(t.app, 'POST', '/whitelabel/switch')).statusCode).toBe(401);
    const { jar } = await account();
    const response = await send(t.app, 'POST', '/whitelabel/switch', undefined, { jar });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('not_whitelabel');
  });

  it('toggles or sets the whitelabel order flag of a whitelabel customer', async () => {
    const { jar, email } = await account();
    await t.database.db
      .update(customers)
      .set({ isWhitelabelCustomer: true })
      .where(eq(customers.email, email));
    const data = await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar });
    expect(data.json()).toMatchObject({ isWhitelabelCustomer: true, order: { isWhitelabelOrder: false } });
    const on = await send(t.app, 'POST', '/whitelabel/switch', undefined, { jar });
    expect(on.statusCode).toBe(200);
    expect(on.json().order.isWhitelabelOrder).toBe(true);
    const off = await send(t.app, 'POST', '/whitelabel/switch', { isWhitelabelOrder: false }, { jar });
    expect(off.json().order.isWhitelabelOrder).toBe(false);
    expect(
      (await send(t.app, 'POST', '/whitelabel/switch', { isWhitelabelOrder: 'yes' }, { jar })).statusCode,
    ).toBe(400);
  });
});

describe('newsletter from the account page', () => {
  it('subscribes with double opt-in and unsubscribes', async () => {
    const { jar, email } = await account();
    const on = await send(t.app, 'POST', '/web-api/customer-newsletter', { subscribe: true }, { jar });
    expect(on.json().newsletter).toBe('pending');
    expect(await lastMail(email, 'newsletter-confirm')).toBeDefined();
    const off = await send(t.app, 'POST', '/web-api/customer-newsletter', { subscribe: false }, { jar });
    expect(off.json().newsletter).toBe('unsubscribed');
    const page = await send(t.app, 'GET', '/web-api/customer-account', undefined, { jar });
    expect(page.json().newsletter).toBe('unsubscribed');
  });
});
