import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscriptions } from '../db/schema';
import type { RecaptchaResult } from './context';
import { type CustomerTestApp, createCustomerTestApp, send, uniqueEmail } from './testing';

let t: CustomerTestApp;
let verdict: RecaptchaResult = 'ok';
const seen: string[] = [];
beforeAll(async () => {
  t = await createCustomerTestApp({
    recaptcha: async (token) => {
      seen.push(token);
      return verdict;
    },
  });
});
afterAll(async () => t?.close());

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  send(t.app, 'POST', '/web-api/newsletter-subscribe', body, { headers });

async function optInMail(email: string) {
  await t.deps.background.idle();
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'newsletter-confirm')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return {
    mail,
    token: /\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '',
    unsubscribe: /\?unsubscribe=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '',
  };
}

const state = async (email: string) =>
  (
    await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
  )[0];

describe('newsletter double opt-in (SPEC 3/5/7)', () => {
  it('subscribes as pending and mails a confirmation and an unsubscribe link', async () => {
    const email = uniqueEmail('nl');
    const response = await subscribe({ email, uniqueIdentifier: 'home', reCaptchaToken: 'tok-1' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'pending', message: expect.stringMatching(/Fast geschafft/) });
    expect(seen).toContain('tok-1');
    const { mail, token, unsubscribe } = await optInMail(email);
    expect(mail?.subject).toBe('Bitte bestätige deine Newsletter-Anmeldung');
    expect(mail?.textBody).toContain('/kundenkonto/newsletter?token=');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribe).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await state(email)).toMatchObject({
      status: 'pending',
      source: 'home',
      channel: 'cards',
      market: 'de-DE',
    });
  });

  it('confirms once with the link; a replay or unknown token is refused', async () => {
    const email = uniqueEmail('nl');
    await subscribe({ email, uniqueIdentifier: 'footer', reCaptchaToken: 'x' });
    const { token } = await optInMail(email);
    const confirmed = await send(t.app, 'POST', '/web-api/newsletter-confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    expect((await state(email))?.confirmedAt).toBeInstanceOf(Date);
    expect((await send(t.app, 'POST', '/web-api/newsletter-confirm', { token })).statusCode).toBe(400);
    expect(
      (await send(t.app, 'POST', '/web-api/newsletter-confirm', { token: 'a'.repeat(43) })).statusCode,
    ).toBe(400);
    expect((await send(t.app, 'POST', '/web-api/newsletter-confirm', {})).statusCode).toBe(400);
  });

  it('does not confirm after the link expired', async () => {
    const email = uniqueEmail('nl');
    await subscribe({ email, uniqueIdentifier: 'footer' });
    const { token } = await optInMail(email);
    const start = t.clock.now;
    t.clock.now += t.deps.settings.newsletterTokenMs + 1000;
    try {
      expect((await send(t.app, 'POST', '/web-api/newsletter-confirm', { token })).statusCode).toBe(400);
    } finally {
      t.clock.now = start;
    }
  });

  it('unsubscribes from the page and by a mail client’s one-click POST, repeatably', async () => {
    const email = uniqueEmail('nl');
    await subscribe({ email, uniqueIdentifier: 'footer' });
    const { token, unsubscribe, mail } = await optInMail(email);
    await send(t.app, 'POST', '/web-api/newsletter-confirm', { token });
    const page = await send(t.app, 'POST', '/web-api/newsletter-unsubscribe', { token: unsubscribe });
    expect(page.statusCode).toBe(200);
    expect((await state(email))?.status).toBe('unsubscribed');
    // RFC 8058: the mail client posts List-Unsubscribe=One-Click to the URL, without an Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/web-api/newsletter-unsubscribe?token=${unsubscribe}`,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(mail).toBeDefined();
  });

  it('a 202 is a saved subscription: the row is committed before the answer, only the mail waits (issue 36)', async () => {
    // Work after the answer is held back here, as if the process died right after answering.
    const held: Array<() => Promise<void>> = [];
    const background = t.deps.background;
    const run = background.run;
    background.run = (_name, task) => {
      held.push(task);
    };
    try {
      const email = uniqueEmail('nl');
      const response = await subscribe({ email, uniqueIdentifier: 'kill-9' });
      expect(response.statusCode).toBe(202);
      expect(await state(email)).toMatchObject({ status: 'pending', source: 'kill-9' });
      expect(held).toHaveLength(1);
    } finally {
      background.run = run;
    }
    for (const task of held) await task();
  });

  it('answers alike for a confirmed address and sends it no second mail', async () => {
    const email = uniqueEmail('nl');
    await subscribe({ email, uniqueIdentifier: 'x' });
    const { token } = await optInMail(email);
    await send(t.app, 'POST', '/web-api/newsletter-confirm', { token });
    const again = await subscribe({ email, uniqueIdentifier: 'x' });
    const fresh = await subscribe({ email: uniqueEmail('nl'), uniqueIdentifier: 'x' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    await t.deps.background.idle();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect((await state(email))?.status).toBe('confirmed');
  });

  it('proceeds without a reCAPTCHA token and logs a warning (SPEC 5/8)', async () => {
    const email = uniqueEmail('nl');
    const response = await subscribe({ email, uniqueIdentifier: 'footer', reCaptchaToken: null });
    expect(response.statusCode).toBe(202);
    expect(t.logs.some((l) => l.level === 'warn' && l.message === 'newsletter missing recaptcha token')).toBe(
      true,
    );
  });

  it('refuses a failed reCAPTCHA and logs a verification outage without refusing', async () => {
    verdict = 'failed';
    const refused = await subscribe({
      email: uniqueEmail('nl'),
      uniqueIdentifier: 'f',
      reCaptchaToken: 'bot',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('recaptcha_failed');
    verdict = 'error';
    const outage = await subscribe({
      email: uniqueEmail('nl'),
      uniqueIdentifier: 'f',
      reCaptchaToken: 'tok',
    });
    expect(outage.statusCode).toBe(202);
    expect(t.logs.some((l) => l.level === 'error' && l.message === 'newsletter recaptcha error')).toBe(true);
    verdict = 'ok';
  });

  it('refuses addresses that fail the SPEC 5 pattern, and other bad input', async () => {
    for (const email of [
      '',
      'kein-at',
      'a@b',
      'a@b.c',
      'a b@example.de',
      'a@example.1e',
      '<x>@example.de>',
    ]) {
      const response = await subscribe({ email, uniqueIdentifier: 'f' });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().error.fields.email).toBeTruthy();
    }
    expect((await subscribe({ email: uniqueEmail(), uniqueIdentifier: 'x'.repeat(201) })).statusCode).toBe(
      400,
    );
    expect(
      (await subscribe('email=a@b.de', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode,
    ).toBe(415);
  });

  it('is per brand: the poster brand keeps its own subscription', async () => {
    const email = uniqueEmail('nl');
    await subscribe({ email, uniqueIdentifier: 'f' }, { 'x-channel': 'posters', 'x-locale': 'en-GB' });
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows.map((r) => [r.channel, r.market])).toEqual([['posters', 'en-GB']]);
    const { mail } = await optInMail(email);
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');
    expect(mail?.textBody).toContain('Wandwerk');
  });
});
