/**
 * Thousands of random requests against every API family: the answer is always below 500, and
 * every 4xx carries the error shape. Values mix the catalogue's own vocabulary (so requests get
 * deep into the services) with malformed and hostile text.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESSORY_KINDS,
  BINDING_OPTIONS,
  CALENDAR_FORMATS,
  CALENDAR_MOUNTINGS,
  CALENDAR_TYPES,
  COLLAGE_MATERIAL_TYPES,
  FORMAT_TYPES,
  FRAMES,
  MATERIALS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_TYPES,
  PHOTOBOX_TYPES,
} from '../../shared/catalogue';
import { MARKETS } from '../../shared/markets';
import { catalogueRoutes } from './plugin';
import type { ApiRoute } from './routes';
import { type CatalogueTestApp, createCatalogueTestApp, EXAMPLE_REQUESTS } from './testing';

let t: CatalogueTestApp;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await createCatalogueTestApp();
  routes = catalogueRoutes(t.service);
});
afterAll(async () => {
  await t.close();
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const VOCABULARY = [
  ...MATERIALS,
  ...FRAMES,
  ...FORMAT_TYPES,
  ...COLLAGE_MATERIAL_TYPES,
  ...PHOTOBOOK_TYPES,
  ...PHOTOBOOK_FORMATS,
  ...PHOTOBOOK_COVERS,
  ...PHOTOBOOK_PAPERS,
  ...CALENDAR_TYPES,
  ...CALENDAR_FORMATS,
  ...CALENDAR_MOUNTINGS,
  ...PHOTOBOX_TYPES,
  ...ACCESSORY_KINDS,
  ...BINDING_OPTIONS,
  'photoframe',
  'collage',
  'postkarte-148x105',
  'klappkarte-145x145',
  'booklet-210x100',
  'briefumschlag-haftklebend-white-155x155',
  'briefumschlag-haftklebend-white-213x103',
  'einlegeblatt-145x145-standard',
  'screw-set-4',
  'leinwand-300x400',
  'poster-500x700-holzrahmen',
  'bestseller-wall-art',
  'premium-wall-art',
  'collage-grid-4',
  'wandkalender-classic',
  'photobook-premium',
  'WILLKOMMEN10',
  'SOMMER2023',
  '/leinwanddruck',
  '/bilderbox',
  'glass-museum',
  'stretcher-frame-38',
  '3/2',
  '16/9',
  '0/1',
  'd',
  'w',
  'true',
  '1',
];

const NUMBERS = [
  '0',
  '-1',
  '1',
  '5',
  '6',
  '41',
  '42',
  '45',
  '250',
  '251',
  '5000',
  '5001',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  '9007199254740993',
  '00041',
  '49.90',
  '0.001',
];

const FORMATS = [
  '300x400',
  '400x300',
  '333x444',
  '1x1',
  '150x100',
  '90x130',
  '0300x400',
  '300x0400',
  '0x400',
  '-300x400',
  '300x-400',
  'x',
  '300x',
  'x400',
  '300X400',
  '300x400x500',
  '3e2x400',
  '300.5x400',
  '999999999x999999999',
  '99999999999999999999x1',
  ' 300x400',
  '300x400 ',
  '３００x４００',
];

const JUNK = [
  '',
  ' ',
  '[]',
  '{}',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '%',
  '%2',
  '%%',
  '\u0000',
  '\u202e',
  '😀',
  '<script>',
  "'; drop table materials; --",
  'a'.repeat(3000),
];

const value = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...VOCABULARY) },
  { weight: 3, arbitrary: fc.constantFrom(...FORMATS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...JUNK) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 20,
});

/** Mostly valid or absent headers, so that most requests get past the market check into the services. */
const headers = fc.record(
  {
    channel: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('cards', 'posters') },
      { weight: 1, arbitrary: fc.constantFrom('CARDS', '', 'shoes') },
      { weight: 1, arbitrary: printable },
    ),
    locale: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...MARKETS) },
      { weight: 1, arbitrary: fc.constantFrom('de_DE', 'de-de', 'xx-XX', 'de', '', 'en-US,en') },
      { weight: 1, arbitrary: printable },
    ),
    host: fc.constantFrom(
      'localhost',
      'ch.cards.localhost:3000',
      'gb.posters.localhost',
      'evil.example',
      '[::1]:8080',
      'a b',
    ),
  },
  { requiredKeys: [] },
);

function queryOf(params: [string, string | string[]][], rawTail: string): string {
  const parts: string[] = [];
  for (const [key, v] of params) {
    for (const item of Array.isArray(v) ? v : [v]) {
      parts.push(`${encodeURIComponent(key).replace(/%5B%5D$/, '[]')}=${encodeURIComponent(item)}`);
    }
  }
  if (rawTail) parts.push(rawTail);
  return parts.join('&');
}

type Params = [string, string | string[]][];

/** The example's query as name/value pairs, lists named with [] as SPEC 7's builder names them. */
function exampleParams(route: ApiRoute): Params {
  const example = EXAMPLE_REQUESTS[route.operationId];
  return Object.entries(example?.query ?? {}).flatMap(([key, v]): Params => {
    if (v === undefined) return [];
    return Array.isArray(v) ? [[`${key}[]`, [...v]]] : [[key, String(v)]];
  });
}

function requestOf(route: ApiRoute) {
  const names = Object.keys(route.query ?? {});
  const key = fc.oneof(
    { weight: 6, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('material') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'material',
        'format',
        'formats[]',
        'quantity',
        'key[]',
        '_debug',
        '__proto__',
        'x[y]',
        'a[]',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  const pair = fc.tuple(key, fc.oneof(value, fc.array(value, { maxLength: 4 })));
  // Near the example: a few values replaced, dropped or added, so requests reach the services' own checks.
  const mutation = fc.oneof(
    fc.record({
      kind: fc.constant('replace' as const),
      index: fc.nat(),
      value: fc.oneof(value, fc.array(value, { maxLength: 3 })),
    }),
    fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }),
    fc.record({ kind: fc.constant('add' as const), pair }),
  );
  const nearExample = fc.array(mutation, { maxLength: 2 }).map((mutations) => {
    const params = exampleParams(route).map(([k, v]): [string, string | string[]] => [k, v]);
    for (const m of mutations) {
      if (m.kind === 'add') params.push(m.pair);
      else if (params.length > 0) {
        const i = m.index % params.length;
        if (m.kind === 'drop') params.splice(i, 1);
        else params[i] = [params[i]?.[0] ?? 'x', m.value];
      }
    }
    return params;
  });
  return fc.record({
    url: fc.constantFrom(...route.urls.map((url) => url.replace(':designGroupSetId', 'photobook-premium'))),
    params: fc.oneof(
      { weight: 3, arbitrary: nearExample },
      { weight: 1, arbitrary: fc.array(pair, { maxLength: 6 }) },
    ),
    // Occasionally unencoded text, as a careless client or an attacker would send it.
    rawTail: fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: printable.filter((s) => !s.includes('#')) },
    ),
    headers,
  });
}

function expectSane(response: LightMyRequestResponse, what: string) {
  expect(
    response.statusCode,
    `${what} -> ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  const body = response.json() as { error?: { code?: unknown; message?: unknown } };
  if (response.statusCode >= 400) {
    expect(typeof body.error?.code, what).toBe('string');
    expect(typeof body.error?.message, what).toBe('string');
  }
}

const FAMILIES: Record<string, (route: ApiRoute) => boolean> = {
  'price API': (r) => r.urls.some((u) => u.startsWith('/price-api') || u === '/accessory'),
  'wall art (calculator, product selection, collages)': (r) =>
    r.urls.some((u) => /calculator|aspect-ratio|variants-for-frame|product-selection|collage/.test(u)),
  'cards (GET)': (r) => r.method === 'GET' && r.urls.some((u) => u.includes('/web-api/card-')),
  'photobooks, calendars, photoboxes': (r) => r.urls.some((u) => /photobook|calendar|photobox-data/.test(u)),
  'shop (SKU containers, shipping, URLs, vouchers …)': (r) =>
    r.urls.some((u) => /sku|shipping|localized|initial-data|express|campaign|voucher/.test(u)),
};

describe.each(Object.entries(FAMILIES))('fuzzing the %s', (_family, belongs) => {
  it(`never answers 5xx (${RUNS} random requests)`, async () => {
    const family = routes.filter(belongs);
    expect(family.length).toBeGreaterThan(0);
    const request = fc.constantFrom(...family).chain((route) => requestOf(route));
    let succeeded = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ url, params, rawTail, headers: h }) => {
        const query = queryOf(params, rawTail);
        const full = query ? `${url}?${query}` : url;
        const sent: Record<string, string> = {};
        if (h.channel !== undefined) sent['x-channel'] = h.channel;
        if (h.locale !== undefined) sent['x-locale'] = h.locale;
        if (h.host !== undefined) sent.host = h.host;
        const response = await t.app.inject({ method: 'GET', url: full, headers: sent });
        expectSane(response, `GET ${full} ${JSON.stringify(sent)}`);
        if (response.statusCode < 300) succeeded += 1;
      }),
      { numRuns: RUNS },
    );
    // Guards the generator: a fuzz where everything bounces off validation tests little.
    expect(succeeded).toBeGreaterThan(RUNS * 0.12);
  });
});

describe('fuzzing /web-api/card-accessory-order', () => {
  it(`never answers 5xx and never leaves half an order (${RUNS} random bodies)`, async () => {
    const sku = fc.oneof(
      fc.constantFrom(
        'briefumschlag-haftklebend-white-155x155',
        'briefumschlag-haftklebend-red-213x103',
        'einlegeblatt-145x145-standard',
        'screw-set-4',
        'ribbon-satin-red',
      ),
      value,
    );
    const quantity = fc.oneof(
      fc.constantFrom(1, 5, 41, 45, 250, 5000, 2, 0, -1, 1.5, 5001),
      fc.constantFrom(...NUMBERS),
      fc.integer(),
    );
    const item = fc.oneof(
      { weight: 8, arbitrary: fc.record({ sku, quantity }) },
      { weight: 1, arbitrary: fc.record({ sku, quantity, extra: value }) },
      { weight: 1, arbitrary: fc.anything() },
    );
    const body = fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record(
          {
            cardFormat: fc.oneof(value, fc.constantFrom('klappkarte-145x145', 'booklet-210x100')),
            items: fc.array(item, { maxLength: 4 }),
          },
          { requiredKeys: ['items'] },
        ),
      },
      { weight: 1, arbitrary: fc.anything() },
      { weight: 1, arbitrary: fc.json() },
    );
    let created = 0;
    const before = await ordersAndLines();
    await fc.assert(
      fc.asyncProperty(body, headers, async (payload, h) => {
        const sent: Record<string, string> = { 'content-type': 'application/json' };
        if (h.channel !== undefined) sent['x-channel'] = h.channel;
        if (h.locale !== undefined) sent['x-locale'] = h.locale;
        const text = typeof payload === 'string' ? payload : (JSON.stringify(payload) ?? 'null');
        const response = await t.app.inject({
          method: 'POST',
          url: '/web-api/card-accessory-order',
          headers: sent,
          payload: text,
        });
        expectSane(response, `POST ${text.slice(0, 200)} ${JSON.stringify(sent)}`);
        if (response.statusCode === 201) created += 1;
      }),
      { numRuns: RUNS },
    );
    const after = await ordersAndLines();
    expect(after.orders - before.orders).toBe(created);
    expect(after.mismatched).toBe(0);
  });
});

async function ordersAndLines(): Promise<{ orders: number; mismatched: number }> {
  const result = (await t.database.db.execute(sql`
    select
      (select count(*)::int from accessory_orders) as orders,
      (select count(*)::int from accessory_orders o
        where o.total_cents <> coalesce((select sum(l.line_cents) from accessory_order_lines l where l.order_id = o.id), -1)
      ) as mismatched
  `)) as unknown as { rows: { orders: number; mismatched: number }[] };
  return result.rows[0] ?? { orders: -1, mismatched: -1 };
}
