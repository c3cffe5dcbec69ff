/**
 * The SPEC 7 endpoints of issue 14 against a whole app: /customer-picture/get,
 * /api/get-location/ and /web-api/feature-flags, each with its bad input (4xx JSON, never 5xx).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagsOfChannel } from '../../shared/flags';
import { ROOT_DIR } from '../app';
import { customerPictureRows } from '../db/seed/customer-pictures';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ LOCATION_HEADERS: 'cf-ipcountry,x-country-code' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const QA_ON = '00000000-0000-4000-8000-000000000001';
const POSTERS = { host: 'de.posters.localhost' };

function expectError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  pattern?: RegExp,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  if (pattern) expect(String(body.error?.message)).toMatch(pattern);
}

describe('/customer-picture/get', () => {
  it('lists the approved pictures of a product in the brand, newest first, in the market’s language', async () => {
    const de = await app.inject({ url: '/customer-picture/get?product=leinwand', headers: POSTERS });
    expect(de.statusCode).toBe(200);
    const body = de.json() as {
      total: number;
      pictures: { id: string; product: string; caption: string; sharedOn: string; image: { src: string } }[];
    };
    // Four seeded, one waiting for moderation.
    expect(body.total).toBe(3);
    expect(body.pictures.map((p) => p.product)).toEqual(['leinwand', 'leinwand', 'leinwand']);
    expect(body.pictures.every((p) => p.id.startsWith('posters-'))).toBe(true);
    const dates = body.pictures.map((p) => p.sharedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const fr = await app.inject({
      url: '/customer-picture/get?product=leinwand',
      headers: { ...POSTERS, 'x-locale': 'fr-FR' },
    });
    const frBody = fr.json() as typeof body;
    expect(frBody.pictures[0]?.id).toBe(body.pictures[0]?.id);
    expect(frBody.pictures[0]?.caption).not.toBe(body.pictures[0]?.caption);
  });

  it('never shows a picture that is not approved, and pages with limit and offset', async () => {
    const all = await app.inject({ url: '/customer-picture/get?limit=48', headers: POSTERS });
    const body = all.json() as { total: number; pictures: { id: string }[] };
    const unapproved = customerPictureRows().filter((r) => !r.approved && r.channel === 'posters');
    expect(unapproved.length).toBeGreaterThan(0);
    for (const row of unapproved) expect(body.pictures.map((p) => p.id)).not.toContain(row.id);
    const second = await app.inject({ url: '/customer-picture/get?limit=2&offset=2', headers: POSTERS });
    expect((second.json() as typeof body).pictures.map((p) => p.id)).toEqual(
      body.pictures.slice(2, 4).map((p) => p.id),
    );
  });

  it('keeps the brands apart: the card shop has pictures of its own products only', async () => {
    const cards = await app.inject({ url: '/customer-picture/get?product=echtglas' });
    expect(cards.statusCode).toBe(200);
    expect(cards.json()).toMatchObject({ total: 0, pictures: [] });
  });

  it('feeds the CustomerPicture block of the poster pages (no "coming soon" placeholder)', async () => {
    const page = await app.inject({ url: '/leinwanddruck', headers: POSTERS });
    expect(page.statusCode).toBe(200);
    const items = page.body.match(/class="customer-pictures__item"/g) ?? [];
    expect(items.length).toBe(3);
    expect(page.body).toContain('assets/customer-pictures/posters-leinwand-');
    expect(page.body).not.toContain('Hier zeigen wir bald Fotos');
  });

  it('has a picture file for every seeded row', () => {
    for (const row of customerPictureRows()) {
      expect(existsSync(join(ROOT_DIR, 'content', row.image)), row.image).toBe(true);
    }
  });

  it.each([
    ['/customer-picture/get?product=bogus', /product "bogus" is not a product/],
    ['/customer-picture/get?limit=0', /limit "0" must be a whole number from 1 to 48/],
    ['/customer-picture/get?limit=abc', /limit/],
    ['/customer-picture/get?offset=-1', /offset/],
    ['/customer-picture/get?product=leinwand&product=poster', /more than once/],
    ['/customer-picture/get?colour=red', /unknown parameter "colour"/],
  ])('refuses %s with a 400', async (url, pattern) => {
    expectError(await app.inject({ url, headers: POSTERS }), 400, pattern);
  });

  it('refuses an unknown channel header with a 400', async () => {
    expectError(await app.inject({ url: '/customer-picture/get', headers: { 'x-channel': 'mugs' } }), 400);
  });
});

describe('/api/get-location/', () => {
  it('answers the edge’s country and suggests the market of the visitor’s country', async () => {
    const response = await app.inject({ url: '/api/get-location/', headers: { 'cf-ipcountry': 'AT' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      country: 'AT',
      known: true,
      source: 'cf-ipcountry',
      markets: ['de-AT'],
      suggestedMarket: 'de-AT',
    });
  });

  it('suggests nothing when the visitor is in the host’s country', async () => {
    const response = await app.inject({ url: '/api/get-location/', headers: { 'x-country-code': 'de' } });
    expect(response.json()).toMatchObject({
      country: 'DE',
      known: true,
      source: 'x-country-code',
      suggestedMarket: null,
    });
  });

  it('takes the first configured header and ignores headers that are not configured', async () => {
    const response = await app.inject({
      url: '/api/get-location/',
      headers: { 'x-country-code': 'FR', 'cf-ipcountry': 'NL', 'cloudfront-viewer-country': 'GB' },
    });
    expect(response.json()).toMatchObject({ country: 'NL', source: 'cf-ipcountry' });
    const unconfigured = await app.inject({
      url: '/api/get-location/',
      headers: { 'cloudfront-viewer-country': 'GB' },
    });
    expect(unconfigured.json()).toEqual({
      country: null,
      known: false,
      reason: 'no-header',
      source: null,
      markets: [],
      suggestedMarket: null,
    });
  });

  it('says clearly when the edge does not know the country', async () => {
    for (const value of ['XX', 'T1', 'not a country', '12']) {
      const response = await app.inject({ url: '/api/get-location/', headers: { 'cf-ipcountry': value } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ country: null, known: false, reason: 'not-a-country' });
    }
  });

  it('knows countries the shop does not sell in, with no market to suggest', async () => {
    const response = await app.inject({ url: '/api/get-location/', headers: { 'cf-ipcountry': 'JP' } });
    expect(response.json()).toMatchObject({ country: 'JP', known: true, markets: [], suggestedMarket: null });
  });

  it('offers only markets the host’s channel sells', async () => {
    const response = await app.inject({
      url: '/api/get-location/',
      headers: { host: 'de.posters.localhost', 'cf-ipcountry': 'GB' },
    });
    expect(response.json()).toMatchObject({ markets: ['en-GB'], suggestedMarket: 'en-GB' });
  });

  it('refuses parameters with a 400', async () => {
    expectError(await app.inject({ url: '/api/get-location/?country=fr' }), 400, /unknown parameter/);
    expectError(
      await app.inject({ url: '/api/get-location/', headers: { 'x-locale': 'xx' } }),
      400,
      /not a locale/,
    );
  });
});

describe('/web-api/feature-flags', () => {
  // An empty user agent counts as a bot: these requests come from a browser.
  const BROWSER =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const granted = (key: string) => ({
    cookie: `shop_consent=granted; shop_uid=${key}`,
    'user-agent': BROWSER,
  });

  it('evaluates every flag of the channel for the user key when consent is granted', async () => {
    const response = await app.inject({ url: '/web-api/feature-flags', headers: granted(QA_ON) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { splitKey: string; reason: string; treatments: Record<string, string> };
    expect(body.splitKey).toBe(QA_ON);
    expect(body.reason).toBe('evaluated');
    expect(Object.keys(body.treatments).sort()).toEqual([...flagsOfChannel('cards')].sort());
    expect(new Set(Object.values(body.treatments))).toEqual(new Set(['on']));
  });

  it('narrows the answer to flags[] and follows the host’s channel', async () => {
    const [flag] = flagsOfChannel('posters');
    const response = await app.inject({
      url: `/web-api/feature-flags?flags[]=${flag}`,
      headers: { ...POSTERS, ...granted(QA_ON) },
    });
    expect(response.json()).toMatchObject({ treatments: { [flag as string]: 'on' } });
    expect(Object.keys((response.json() as { treatments: object }).treatments)).toHaveLength(1);
  });

  it('gives control and no key without consent, even with a key cookie', async () => {
    for (const cookie of [`shop_uid=${QA_ON}`, `shop_consent=declined; shop_uid=${QA_ON}`]) {
      const response = await app.inject({
        url: '/web-api/feature-flags',
        headers: { cookie, 'user-agent': BROWSER },
      });
      const body = response.json() as {
        splitKey: unknown;
        reason: string;
        treatments: Record<string, string>;
      };
      expect(body).toMatchObject({ splitKey: null, reason: 'no-consent' });
      expect(new Set(Object.values(body.treatments))).toEqual(new Set(['control']));
    }
    const noKey = await app.inject({
      url: '/web-api/feature-flags',
      headers: { cookie: 'shop_consent=granted', 'user-agent': BROWSER },
    });
    expect(noKey.json()).toMatchObject({
      splitKey: null,
      reason: 'no-consent',
    });
  });

  it('gives bots control and never a key', async () => {
    const result = await app.inject({
      url: '/web-api/feature-flags',
      headers: {
        ...granted(QA_ON),
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(result.json()).toMatchObject({ splitKey: null, reason: 'bot' });
  });

  it('never sets a cookie', async () => {
    const result = await app.inject({
      url: '/web-api/feature-flags',
      headers: { cookie: 'shop_consent=granted' },
    });
    expect(result.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['/web-api/feature-flags?flags[]=card-brand_nope', /is not a flag of the cards shop/],
    // A flag of the other brand is not one of this channel's.
    [`/web-api/feature-flags?flags[]=${flagsOfChannel('posters')[0]}`, /is not a flag of the cards shop/],
    ['/web-api/feature-flags?key=abc', /unknown parameter "key"/],
    [`/web-api/feature-flags?${Array.from({ length: 51 }, () => 'flags[]=x').join('&')}`, /at most 50/],
  ])('refuses %s with a 400', async (url, pattern) => {
    expectError(await app.inject({ url, headers: granted(QA_ON) }), 400, pattern);
  });

  it('is described in the OpenAPI document with the other new endpoints', async () => {
    const doc = (await app.inject({ url: '/web-api/docs' })).json() as { paths: Record<string, unknown> };
    for (const path of ['/web-api/feature-flags', '/api/get-location/', '/customer-picture/get']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
