/**
 * Every catalogue API against the same rules: answers its example, takes its market from the
 * headers, and rejects the bad input of issue 5 (unknown materials, malformed formats, quantities
 * off the steps, unknown locales and channels, unknown parameters) with a 4xx and a message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes } from './plugin';
import { type ApiRoute, defineRoute } from './routes';
import { type CatalogueTestApp, createCatalogueTestApp, EXAMPLE_REQUESTS, json, send } from './testing';

let t: CatalogueTestApp;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createCatalogueTestApp();
  routes = catalogueRoutes(t.service);
});
afterAll(async () => {
  await t.close();
});

const examples = Object.entries(EXAMPLE_REQUESTS);

function expectError(response: { statusCode: number; json(): unknown }, status: number, pattern?: RegExp) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  const body = response.json() as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  if (pattern) expect(body.error?.message).toMatch(pattern);
}

describe('the route table', () => {
  it('has an example for every route and every SPEC 7 path of the issue', () => {
    const ids = routes.map((r) => r.operationId).sort();
    expect(Object.keys(EXAMPLE_REQUESTS).sort()).toEqual(ids);
    const urls = routes.flatMap((r) => r.urls);
    for (const path of [
      '/price-api/prices/article',
      '/price-api/prices/format-group',
      '/price-api/prices/formats',
      '/price-api/prices/format-group-prices-images',
      '/price-api/frame',
      '/price-api/photo-options-groups',
      '/price-api/photoboxes',
      '/price-api/accessory',
      '/accessory',
      '/web-api/calculator/reference',
      '/web-api/aspect-ratio',
      '/web-api/variants-for-frame-types',
      '/web-api/product-selection-photo-frame/price-article',
      '/web-api/product-selection-photo-frame/format-limits',
      '/web-api/product-selection-photo-frame/prices-format-group',
      '/web-api/product-selection-photo-frame/prices-formats',
      '/web-api/product-selection-photo-frame/prices-from',
      '/web-api/product-selection-photo-frame/data',
      '/web-api/calendar-price',
      '/web-api/calendar-design-group',
      '/web-api/photobook-price',
      '/web-api/photobook-design-group-set',
      '/web-api/photobook-design-group-set/:designGroupSetId',
      '/web-api/photobox-data',
      '/web-api/card-price',
      '/web-api/card-accessories',
      '/web-api/card-accessory-price',
      '/web-api/card-accessory-order',
      '/web-api/collage-designer-design-groups',
      '/web-api/collage-designer-design-group',
      '/web-api/sku/container',
      '/web-api/shipping-information',
      '/web-api/localized-urls',
      '/web-api/shop-frontends-initial-data',
      '/web-api/express-shop',
      '/web-api/campaign-data',
      '/web-api/voucher',
      '/gift-voucher',
    ]) {
      expect(urls, path).toContain(path);
    }
  });

  it('defineRoute fills in method, status and caching', () => {
    const route = defineRoute({ urls: ['/x'], operationId: 'x', summary: 'x', tag: 'x', handle: () => ({}) });
    expect(route).toMatchObject({ method: 'GET', status: 200, cache: 'public' });
  });
});

describe.each(examples)('%s', (_id, example) => {
  it('answers its example with JSON, cache and vary headers', async () => {
    const response = await send(t.app, example);
    expect(response.statusCode, response.body).toBe(example.method === 'POST' ? 201 : 200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers.vary).toBe('X-Channel, X-Locale, Host');
    expect(response.headers['cache-control']).toMatch(
      example.method === 'POST' ? /no-store/ : /max-age|no-store/,
    );
    expect(response.json()).toBeTypeOf('object');
  });

  it('rejects an unknown channel and unknown or malformed locales with 400', async () => {
    expectError(
      await send(t.app, example, { channel: 'shoes' }),
      400,
      /X-Channel "shoes" is not a shop channel/,
    );
    expectError(await send(t.app, example, { locale: 'xx-XX' }), 400, /X-Locale "xx-XX" is not a market/);
    expectError(await send(t.app, example, { locale: 'german' }), 400, /is not a locale/);
    expectError(
      await send(t.app, example, { channel: 'posters', locale: 'de-AT' }),
      400,
      /posters shop does not sell in de-AT/,
    );
  });

  it('rejects unknown parameters with 400 naming them', async () => {
    const response = await send(t.app, example, { query: { colour: 'red' } });
    expectError(response, 400, /unknown parameter "colour"/);
  });

  it('ignores the shop’s own _-parameters and empty values', async () => {
    const response = await send(t.app, example, { query: { _debug: '1', _storyblok: '123', emptyOne: '' } });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  if (example.query && 'material' in example.query) {
    it('rejects unknown materials with 400', async () => {
      expectError(
        await send(t.app, example, { query: { material: 'holz' } }),
        400,
        /material "holz" is not a material/,
      );
      expectError(
        await send(t.app, example, { query: { material: ['poster', 'leinwand'] } }),
        400,
        /material/,
      );
    });
  }

  if (example.query && 'materials' in example.query) {
    it('rejects unknown materials in the list with 400', async () => {
      expectError(await send(t.app, example, { query: { materials: ['poster', 'holz'] } }), 400, /holz/);
    });
  }

  const formatKey =
    example.query && (['format', 'formats'] as const).find((key) => key in (example.query ?? {}));
  const wallFormat = formatKey !== undefined && !/calendar|card/.test(example.path);
  if (wallFormat && formatKey) {
    it.each([
      ['0300x400', /leading zero/],
      ['300x0400', /leading zero/],
      ['0x400', /is 0/],
      ['300x0', /is 0/],
      ['-300x400', /negative/],
      ['300x-400', /negative/],
      ['abcx400', /not a whole number/],
      ['300x4o0', /not a whole number/],
      ['300', /not WIDTHxHEIGHT/],
      ['300x400x500', /not WIDTHxHEIGHT/],
      ['300X400', /not WIDTHxHEIGHT/],
      ['30.5x40', /not a whole number/],
    ])('rejects the malformed format %s with 400', async (bad, message) => {
      const value = formatKey === 'formats' ? ['300x400', bad] : bad;
      expectError(await send(t.app, example, { query: { [formatKey]: value } }), 400, message);
    });
  }
});

describe('formats outside a material’s limits, and ids of other products', () => {
  it('says what a material can be made in', async () => {
    const response = await send(t.app, EXAMPLE_REQUESTS.priceOfArticle!, { query: { format: '5000x5000' } });
    expectError(response, 400, /outside what leinwand can be made in: 20 x 20.cm to 120 x 180.cm/);
  });

  it('rejects malformed and unknown calendar and card formats', async () => {
    expectError(
      await send(t.app, EXAMPLE_REQUESTS.calendarPrice!, { query: { format: '0300x400' } }),
      400,
      /not a calendar format/,
    );
    expectError(
      await send(t.app, EXAMPLE_REQUESTS.cardPrice!, { query: { format: '0148x105' } }),
      400,
      /not a card format/,
    );
  });
});

describe('quantities off the SPEC 9 steps', () => {
  it.each([
    ['cardPrice', 6, /nearest steps are 5 and 9/],
    ['cardPrice', 0, /whole number from 1 to 5000/],
    ['cardPrice', 5001, /whole number from 1 to 5000/],
    ['cardPrice', '4.5', /whole number/],
    ['cardAccessoryPrice', 42, /nearest steps are 41 and 45/],
    ['cardAccessoryPrice', 1010, /nearest steps are 1000 and 1100/],
    ['accessoryPrice', 251, /nearest steps are 250 and 260/],
  ] as const)('%s rejects quantity %s', async (id, quantity, message) => {
    expectError(
      await send(t.app, EXAMPLE_REQUESTS[id]!, { query: { quantity: String(quantity) } }),
      400,
      message,
    );
  });

  it('card-accessory-order rejects a line off the steps and writes nothing', async () => {
    const response = await send(t.app, EXAMPLE_REQUESTS.cardAccessoryOrder!, {
      body: { items: [{ sku: 'briefumschlag-haftklebend-white-155x155', quantity: 7 }] },
    });
    expectError(response, 400, /nearest steps are 5 and 9/);
    expect(json(response).error?.fields).toHaveProperty(['items.0.quantity']);
  });

  it('photobox-data rejects more prints than the box holds', async () => {
    const response = await send(t.app, EXAMPLE_REQUESTS.photoboxData!, {
      query: { photoboxType: 'small', format: '150x100', quantity: 41 },
    });
    expectError(response, 400, /holds at most 40 prints/);
  });
});

describe('OpenAPI at /web-api/docs', () => {
  it('describes every route with its parameters, generated from the zod inputs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; parameters: { name?: string; schema?: Record<string, unknown> }[] }
        >
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    for (const route of routes) expect(operations).toContain(route.operationId);
    const article = doc.paths['/price-api/prices/article']?.get;
    const material = article?.parameters.find((p) => p.name === 'material');
    expect(material?.schema?.enum).toContain('leinwand');
    const format = article?.parameters.find((p) => p.name === 'format');
    expect(format?.schema?.pattern).toBe('^[1-9][0-9]*x[1-9][0-9]*$');
    expect(doc.paths['/web-api/photobook-design-group-set/{designGroupSetId}']).toBeDefined();
    expect(doc.paths['/web-api/card-accessory-order']?.post).toHaveProperty('requestBody');
  });
});
