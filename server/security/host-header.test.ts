/**
 * Host header attacks (issue 22 item 7): a malformed Host is a 400 before any route runs, and no
 * absolute URL the shop writes (canonical, hreflang, og:image, JSON-LD, the bootstrap data, mails)
 * takes its host or port from the request.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, TEST_SCRYPT, uniqueEmail } from '../customers/testing';
import { mailOutbox } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { parseHost } from '../http/host-header';
import { createTestApp } from '../testing/test-app';

describe('parseHost: hostname[:port], nothing else', () => {
  it.each([
    ['localhost', { hostname: 'localhost' }],
    ['localhost:3000', { hostname: 'localhost', port: 3000 }],
    ['DE.Cards.LOCALHOST:1', { hostname: 'de.cards.localhost', port: 1 }],
    ['127.0.0.1:65535', { hostname: '127.0.0.1', port: 65535 }],
    ['[::1]:8080', { hostname: '[::1]', port: 8080 }],
    ['shop-1.example.com', { hostname: 'shop-1.example.com' }],
  ])('%s is accepted', (value, expected) => {
    expect(parseHost(value)).toEqual(expected);
  });

  it.each([
    'localhost:@evil.example',
    'localhost:x',
    'localhost:',
    'localhost:0',
    'localhost:65536',
    'localhost:03000',
    'localhost:3000:3000',
    'user@localhost',
    'localhost/evil',
    'localhost\\evil',
    'localhost evil',
    'localhost\tevil',
    'localhost#',
    'localhost?',
    '-localhost',
    'localhost-',
    'local_host',
    'a..b',
    '.localhost',
    'localhost.',
    '[::1',
    '[not-ipv6]:80',
    '[::1]x',
    '',
    `${'a'.repeat(64)}.example`,
    undefined,
  ])('%j is refused', (value) => {
    expect(parseHost(value)).toBeUndefined();
  });
});

describe('requests with a bad Host', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['localhost:@evil.example', 'localhost:x', 'localhost:99999', 'evil.example@localhost'])(
    'Host %s gets a 400 JSON before routing, for pages and APIs alike',
    async (host) => {
      for (const [method, url] of [
        ['GET', '/'],
        ['GET', '/de/\\evil.example'],
        ['GET', '/web-api/docs'],
        ['POST', '/web-api/customer-login'],
        ['GET', '/%E0%A4%A'],
      ] as const) {
        const response = await app.inject({ method, url, headers: { host } });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toMatchObject({ error: { code: 'bad_host' } });
        expect(response.headers.location).toBeUndefined();
      }
    },
  );
});

describe('absolute URLs come from the configured origin', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp({}, { database, customerSettings: { scrypt: TEST_SCRYPT } });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The href of the <link> with this attribute. */
  const linkOf = (html: string, attribute: string) =>
    new RegExp(`<link [^>]*${attribute} href="([^"]+)"`).exec(html)?.[1];

  /** Every absolute URL in a page: canonical, hreflang, og:image, JSON-LD, the bootstrap. */
  const absoluteUrls = (html: string) => [...html.matchAll(/https?:\/\/[^"'\s<>\\]+/g)].map((m) => m[0]);

  it('a page asked for on Host localhost:9999 names port 3000 (PORT) in every absolute URL', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'localhost:9999' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.includes('9999')).toBe(false);
    expect(linkOf(html, 'rel="canonical"')).toBe('http://de.cards.localhost:3000/');
    expect(linkOf(html, 'hrefLang="fr-CH"')).toBe('http://ch.cards.localhost:3000/fr');
    expect(/property="og:image" content="([^"]+)"/.exec(html)?.[1]).toMatch(/^http:\/\/localhost:3000\//);
    const shopUrls = absoluteUrls(html).filter((u) => /localhost/.test(new URL(u).hostname));
    expect(shopUrls.length).toBeGreaterThan(3);
    for (const url of shopUrls) expect(new URL(url).port, url).toBe('3000');
    expect(html.includes('"origin":"http://localhost:3000"')).toBe(true);
  });

  it('a theme page (og:image) on Host localhost:9999 too', async () => {
    const listing = await app.inject({
      url: '/products/_payload.json',
      headers: { host: 'localhost:9999' },
    });
    const id = /"\/themes\/([^"?]+)/.exec(listing.body)?.[1] ?? /"id":"([^"]+)"/.exec(listing.body)?.[1];
    expect(id).toBeDefined();
    const response = await app.inject({ url: `/themes/${id}`, headers: { host: 'localhost:9999' } });
    expect(response.statusCode).toBe(200);
    expect(response.body.includes('og:image')).toBe(true);
    expect(response.body.includes('9999')).toBe(false);
  });

  it('a content page (breadcrumb JSON-LD) on Host localhost:9999 too', async () => {
    const response = await app.inject({ url: '/fotobox', headers: { host: 'localhost:9999' } });
    expect(response.statusCode).toBe(200);
    const blocks = [
      ...response.body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g),
    ];
    const breadcrumbs = blocks.map((m) => m[1] ?? '').find((json) => json.includes('BreadcrumbList'));
    // The market's canonical host from the host table, on the configured port.
    expect(breadcrumbs).toContain('.localhost:3000/');
    expect(response.body.includes('9999')).toBe(false);
  });

  it('a password-reset mail asked for on Host localhost:9999 links to port 3000', async () => {
    const email = uniqueEmail('host-header');
    const signUp = await app.inject({
      method: 'POST',
      url: '/web-api/customer-signup',
      headers: { host: 'localhost' },
      payload: { firstName: 'Erika', lastName: 'Muster', email, password: STRONG_PASSWORD },
    });
    expect(signUp.statusCode).toBe(201);
    const reset = await app.inject({
      method: 'POST',
      url: '/web-api/customer-password-reset',
      headers: { host: 'localhost:9999' },
      payload: { email },
    });
    expect(reset.statusCode).toBe(202);
    let body = '';
    for (let i = 0; i < 100 && !body; i++) {
      const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      body = rows.find((r) => r.kind === 'password-reset')?.textBody ?? '';
      if (!body) await new Promise((r) => setTimeout(r, 50));
    }
    expect(body).toContain('http://localhost:3000/');
    expect(body).not.toContain('9999');
  });
});

describe('PUBLIC_SCHEME and PUBLIC_PORT', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('build canonical and hreflang URLs from the settings, whatever the Host port', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'gb.cards.localhost:9999' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe('https://gb.cards.localhost/');
    expect(/hrefLang="de-DE" href="([^"]+)"/.exec(html)?.[1]).toBe('https://de.cards.localhost/');
    expect(html.includes('9999')).toBe(false);
  });
});
