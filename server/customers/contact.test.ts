import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../db/schema';
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
  t = await createCustomerTestApp({ settings: { supportAddress: 'support@test.example' } });
});
afterAll(async () => t?.close());

const valid = (email = uniqueEmail('kontakt')) => ({
  name: 'Erika Mustermann',
  email,
  orderNumber: 'fw-2024-001234',
  topic: 'order',
  message: 'Meine Karten sind noch nicht angekommen.',
  consent: true,
});

async function stored(email: string) {
  return t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe('POST /web-api/contact (ContactForm block)', () => {
  it('stores the message, mails support and logs when no customer matches', async () => {
    const body = valid();
    const response = await send(t.app, 'POST', '/web-api/contact', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Vielen Dank/);
    const [row] = await stored(body.email);
    expect(row).toMatchObject({
      name: 'Erika Mustermann',
      orderNumber: 'FW-2024-001234',
      topic: 'order',
      customerId: null,
    });
    expect(t.logs.some((l) => l.message === 'contact-form person not found')).toBe(true);
    await t.deps.background.idle();
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ kind: 'contact', toAddress: 'support@test.example' });
    expect(mail?.textBody).toContain('Meine Karten sind noch nicht angekommen.');
  });

  it('links the message to the customer of the session', async () => {
    const jar = new CookieJar();
    const email = uniqueEmail('kunde');
    await send(
      t.app,
      'POST',
      '/web-api/customer-signup',
      { firstName: 'K', lastName: 'L', email, password: STRONG_PASSWORD },
      { jar },
    );
    const other = uniqueEmail('andere');
    expect((await send(t.app, 'POST', '/web-api/contact', valid(other), { jar })).statusCode).toBe(201);
    const [row] = await stored(other);
    expect(row?.customerId).toBeTruthy();
  });

  it('answers field errors with the block’s codes', async () => {
    const response = await send(t.app, 'POST', '/web-api/contact', {
      ...valid(),
      email: 'nope',
      message: 'kurz',
      consent: false,
      topic: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'email',
      message: 'tooShort',
      consent: 'consent',
      topic: 'topic',
    });
    expect(response.json().error.message).toBe('Bitte prüf die markierten Felder.');
  });

  it('takes a plain form post and sends the browser back to the page', async () => {
    const email = uniqueEmail('form');
    const form = new URLSearchParams({ ...valid(email), consent: 'on' } as unknown as Record<
      string,
      string
    >).toString();
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/contact',
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        referer: 'http://localhost/kontakt?x=1',
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/kontakt?x=1');
    expect(await stored(email)).toHaveLength(1);
  });

  it('never redirects a plain form post to another site', async () => {
    const email = uniqueEmail('form');
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/contact',
      headers: {
        host: 'localhost',
        referer: 'https://evil.example/phish',
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ ...valid(email), consent: 'on' } as unknown as Record<
        string,
        string
      >).toString(),
    });
    expect(response.headers.location).toBe('/');
  });

  it('refuses oversized bodies, other types and cross-site posts', async () => {
    expect(
      (await send(t.app, 'POST', '/web-api/contact', { ...valid(), message: 'x'.repeat(70_000) })).statusCode,
    ).toBe(413);
    expect(
      (await send(t.app, 'POST', '/web-api/contact', 'x', { headers: { 'content-type': 'text/plain' } }))
        .statusCode,
    ).toBe(415);
    expect(
      (
        await send(t.app, 'POST', '/web-api/contact', valid(), {
          headers: { origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('rate-limits per IP with Retry-After', async () => {
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i <= t.deps.settings.limits.contactIp.limit; i++) {
      last = await send(t.app, 'POST', '/web-api/contact', valid(), { ip: '203.0.113.77' });
      codes.push(last.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
  });
});
