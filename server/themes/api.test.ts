/**
 * GET /web-api/themes and /web-api/themes/{id} against a seeded database: filters, sorts, paging
 * (12 and 48, past the end), the market from X-Channel and X-Locale, and bad input answered with a
 * 4xx and a message, never a 500.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_QUANTITY_STEPS } from '../../shared/catalogue';
import type { ListingItem, ListingResult, ThemeDetail } from '../../shared/listings/data';
import { THEMES_PER_OCCASION } from '../db/seed/themes';
import { createThemesTestApp, type ThemesTestApp } from './testing';

let t: ThemesTestApp;

beforeAll(async () => {
  t = await createThemesTestApp();
});
afterAll(async () => {
  await t.close();
});

const TOTAL = Object.values(THEMES_PER_OCCASION).reduce((a, b) => a + b, 0);

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
}

async function listing(query = '', headers: Record<string, string> = {}) {
  const response = await get(`/web-api/themes${query ? `?${query}` : ''}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListingResult & { canonicalQuery: string };
}

function expectError(response: LightMyRequestResponse, status: number, pattern?: RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { error?: { code?: string; message?: string } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  if (pattern) expect(body.error?.message).toMatch(pattern);
}

describe('GET /web-api/themes', () => {
  it('lists every card theme, 12 a page, most popular first, with titles, images and prices', async () => {
    const body = await listing();
    expect(TOTAL).toBeGreaterThanOrEqual(300);
    expect(body.paging).toMatchObject({
      page: 1,
      pageSize: 12,
      total: TOTAL,
      pageCount: Math.ceil(TOTAL / 12),
    });
    expect(body.items).toHaveLength(12);
    const popularity = body.items.map((i) => i.id);
    expect(new Set(popularity).size).toBe(12);
    const first = body.items[0] as ListingItem;
    expect(first).toMatchObject({ kind: 'theme', product: 'card', priceUnit: 'card' });
    expect(first.href).toBe(`/themes/${first.id}`);
    expect(first.image.src).toMatch(/^\/assets\/themes\/.+\.jpg$/);
    expect(first.priceFrom).toMatchObject({ currency: 'eur' });
    expect(first.priceFrom?.amount).toBeGreaterThan(0);
    expect(body.sorts).toEqual(['popularity', 'created']);
    expect(body.pageSizes).toEqual([12, 48]);
    expect(body.products).toEqual(['card', 'calendar', 'collage', 'photobook']);
    expect(body.canonicalQuery).toBe('');
  });

  it('offers the SPEC 3 filters with value, title, selected, active and counts', async () => {
    const body = await listing('color=red');
    const types = body.filters.map((f) => f.type);
    expect(types).toEqual(['product', 'category', 'aspectRatio', 'color', 'style', 'label', 'punching']);
    const color = body.filters.find((f) => f.type === 'color');
    const red = color?.options.find((o) => o.value === 'red');
    expect(red).toMatchObject({ title: 'Rot', selected: true, active: true });
    expect(red?.count).toBe(body.paging.total);
    const category = body.filters.find((f) => f.type === 'category');
    expect(category?.title).toBe('Anlass');
    expect(category?.options.map((o) => o.value)).toContain('geburtstag/kindergeburtstag');
    for (const group of body.filters)
      for (const option of group.options) {
        expect(Object.keys(option).sort()).toEqual(['active', 'count', 'selected', 'title', 'value']);
      }
  });

  it.each([
    ['category=hochzeit', (i: ListingItem) => i.subtitle === 'Hochzeit', THEMES_PER_OCCASION.hochzeit],
    [
      'category=geburtstag',
      (i: ListingItem) => ['Geburtstag', 'Kindergeburtstag'].includes(i.subtitle),
      THEMES_PER_OCCASION.geburtstag + THEMES_PER_OCCASION['geburtstag/kindergeburtstag'],
    ],
    [
      'category=geburtstag%2Fkindergeburtstag',
      (i: ListingItem) => i.subtitle === 'Kindergeburtstag',
      THEMES_PER_OCCASION['geburtstag/kindergeburtstag'],
    ],
    [
      'category=weihnachten',
      (i: ListingItem) => i.subtitle.startsWith('Weihnachten'),
      THEMES_PER_OCCASION['weihnachten/privat'] + THEMES_PER_OCCASION['weihnachten/geschaeftlich'],
    ],
    [
      'category=weihnachten%2Fgeschaeftlich',
      (i: ListingItem) => i.subtitle === 'Weihnachten geschäftlich',
      THEMES_PER_OCCASION['weihnachten/geschaeftlich'],
    ],
  ])('filters by occasion: %s', async (query, check, total) => {
    const body = await listing(`${query}&pageSize=48`);
    expect(body.paging.total).toBe(total);
    expect(body.items.every(check)).toBe(true);
  });

  it('ORs the values of one filter and ANDs filters', async () => {
    const red = (await listing('color=red')).paging.total;
    const blue = (await listing('color=blue')).paging.total;
    const both = (await listing('color=red&color=blue')).paging.total;
    const bracket = (await listing('color[]=red&color[]=blue')).paging.total;
    expect(both).toBe(bracket);
    expect(both).toBeGreaterThanOrEqual(Math.max(red, blue));
    expect(both).toBeLessThanOrEqual(red + blue);
    const narrowed = await listing('color=red&aspectRatio=square&pageSize=48');
    expect(narrowed.paging.total).toBeLessThanOrEqual(red);
    for (const item of narrowed.items) expect(item.colors).toContain('red');
  });

  it('sorts by created: newest first; popularity is the default', async () => {
    const byCreated = await listing('sort=created&pageSize=48');
    const detail = await Promise.all(
      byCreated.items.slice(0, 5).map(async (i) => (await t.service.themeIds()).includes(i.id)),
    );
    expect(detail.every(Boolean)).toBe(true);
    const popular = await listing('sort=popularity');
    const standard = await listing();
    expect(popular.items.map((i) => i.id)).toEqual(standard.items.map((i) => i.id));
    expect(byCreated.items[0]?.id).not.toBe(standard.items[0]?.id);
    // every "new" label is among the newest designs
    const newest = await listing('sort=created&label=new&pageSize=48');
    expect(newest.items.every((i) => i.labels.some((l) => l.value === 'new'))).toBe(true);
  });

  it('pages through without gaps or repeats, in 12s and 48s', async () => {
    const seen = new Set<string>();
    const pages = Math.ceil(TOTAL / 48);
    for (let page = 1; page <= pages; page += 1) {
      const body = await listing(`pageSize=48&page=${page}`);
      expect(body.paging.page).toBe(page);
      for (const item of body.items) seen.add(item.id);
    }
    expect(seen.size).toBe(TOTAL);
    const twelve = await listing('page=2');
    const fortyEight = await listing('pageSize=48');
    expect(twelve.items.map((i) => i.id)).toEqual(fortyEight.items.slice(12, 24).map((i) => i.id));
  });

  it('serves the last page for a page past the end, and says so', async () => {
    const body = await listing('page=999');
    const last = Math.ceil(TOTAL / 12);
    expect(body.paging).toMatchObject({ page: last, clamped: true });
    expect(body.requestedPage).toBe(999);
    expect(body.canonicalQuery).toBe(`?page=${last}`);
    expect(body.items.length).toBe(TOTAL - (last - 1) * 12);
  });

  it('answers an empty result for filters nothing matches, with one empty page', async () => {
    const body = await listing('category=trauer&style=playful');
    expect(body.items).toEqual([]);
    expect(body.paging).toMatchObject({ total: 0, page: 1, pageCount: 1 });
  });

  it('reads "alle" and "alleVorlagen" as no restriction', async () => {
    const all = await listing('color=alle&category=alleVorlagen&aspectRatio=all&product=alle');
    expect(all.paging.total).toBe(TOTAL);
    expect(all.canonicalQuery).toBe('');
  });

  it('lists calendar, collage and photobook design groups', async () => {
    const calendars = await listing('product=calendar');
    expect(calendars.items.length).toBeGreaterThan(0);
    expect(calendars.items.every((i) => i.kind === 'designGroup' && i.product === 'calendar')).toBe(true);
    expect(calendars.items[0]?.href).toMatch(/^\/configurator-calendar\/\?/);
    expect(calendars.sorts).toEqual(['popularity', 'new']);
    expect(calendars.filters.map((f) => f.type)).toEqual(['product', 'category', 'aspectRatio']);
    const wall = await listing('product=calendar&category=wandkalender');
    expect(wall.items.length).toBe(2);
    const collages = await listing('product=collage&category=leinwand');
    expect(collages.items.map((i) => i.id).sort()).toEqual(['collage-grid-9', 'collage-panorama']);
    expect(collages.items[0]?.image.src).toMatch(/^\/assets\/themes\/filters\/collage\/leinwand\.jpg$/);
    const photobooks = await listing('product=photobook&category=15&sort=new');
    expect(photobooks.items.map((i) => i.id)).toEqual(['photobook-category-15']);
  });

  it('takes the market from X-Locale: titles and prices in its language and currency', async () => {
    const fr = await listing('category=hochzeit', { 'x-channel': 'cards', 'x-locale': 'fr-CH' });
    expect(fr.items[0]?.title).toMatch(/ en /);
    expect(fr.items[0]?.subtitle).toBe('Mariage');
    expect(fr.items[0]?.priceFrom?.currency).toBe('chf');
    const gb = await listing('', { 'x-locale': 'en-GB' });
    expect(gb.items[0]?.priceFrom?.currency).toBe('gbp');
    expect(gb.filters.find((f) => f.type === 'color')?.title).toBe('Colour');
  });

  it('has no themes in the posters shop: 400 with a message', async () => {
    expectError(
      await get('/web-api/themes', { 'x-channel': 'posters' }),
      400,
      /posters shop has no card themes/,
    );
    expectError(await get('/web-api/themes', { host: 'de.posters.localhost' }), 400, /X-Channel: cards/);
  });

  it.each([
    ['unknown X-Channel', '', { 'x-channel': 'stickers' }, /X-Channel "stickers" is not a shop channel/],
    ['unknown X-Locale', '', { 'x-locale': 'xx-XX' }, /not a market/],
    ['malformed X-Locale', '', { 'x-locale': 'german' }, /not a locale/],
    ['unknown parameter', 'colour=red', {}, /unknown parameter "colour"/],
    ['unknown colour', 'color=purple', {}, /color "purple" is not a card filter value/],
    ['unknown occasion', 'category=kirmes', {}, /expected one of: .*hochzeit/],
    ['unknown style', 'style=baroque', {}, /style "baroque"/],
    ['alle with a value', 'color=alle&color=red', {}, /contradicts red/],
    ['alleVorlagen outside category', 'style=alleVorlagen', {}, /applies to category only/],
    ['page size 20', 'pageSize=20', {}, /12 or 48/],
    ['page size 0', 'pageSize=0', {}, /12 or 48/],
    ['page 0', 'page=0', {}, /page "0" must be a whole number/],
    ['page -1', 'page=-1', {}, /whole number/],
    ['page text', 'page=two', {}, /whole number/],
    ['page given twice', 'page=1&page=2', {}, /page is given 2 times/],
    ['sort given twice', 'sort=created&sort=popularity', {}, /sort is given 2 times/],
    ['unknown sort', 'sort=price', {}, /expected one of: popularity, created/],
    ['the other listing’s sort', 'sort=new', {}, /popularity, created/],
    ['a design group’s sort on cards', 'product=calendar&sort=created', {}, /popularity, new/],
    ['unknown product', 'product=poster', {}, /product "poster"/],
    ['product twice', 'product=card&product=calendar', {}, /product is given 2 times/],
    [
      'a filter the product lacks',
      'product=calendar&color=red',
      {},
      /color does not filter calendar listings/,
    ],
    ['a value far too long', `color=${'x'.repeat(300)}`, {}, /200|color/],
  ])('%s → 400', async (_name, query, headers, pattern) => {
    expectError(await get(`/web-api/themes${query ? `?${query}` : ''}`, headers), 400, pattern);
  });

  it('never answers 500 to odd queries', async () => {
    for (const query of [
      'color=%00',
      'page=99999999999999999999',
      'pageSize=48.0',
      'category=..%2F..%2Fetc',
      'color[]=&color=',
      '_debug=1',
      'color[x]=red',
      '%ZZ=1',
    ]) {
      const response = await get(`/web-api/themes?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('is cached publicly and varies by the market headers', async () => {
    const response = await get('/web-api/themes');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toMatch(/X-Channel/);
  });
});

describe('honest "from" prices (issue 31 §4)', () => {
  it("a theme tile's price is the lowest per-card price its table offers, any format, any quantity", async () => {
    const body = await listing();
    for (const item of body.items.slice(0, 3)) {
      const detail = (await get(`/web-api/themes/${item.id}`)).json() as { theme: ThemeDetail };
      const all = detail.theme.formats.flatMap((f) => f.unitCents.filter((c): c is number => c !== null));
      expect(item.priceFrom?.amount).toBe(Math.min(...all));
      // One card costs more than the tile's "from": the range is real, not one price.
      expect(Math.max(...all)).toBeGreaterThan(item.priceFrom?.amount ?? 0);
    }
  });
});

describe('GET /web-api/themes/{id}', () => {
  it('answers a theme with formats, prices per quantity step, accessories and designer links', async () => {
    const [id] = await t.service.themeIds();
    const response = await get(`/web-api/themes/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      theme: ThemeDetail;
      selection: { quantity: number; format: string };
      quote: { totalCents: number; unitCents: number } | null;
      designerUrl: string;
      sampleUrl: string;
    };
    const theme = body.theme;
    expect(theme.quantitySteps).toEqual([...CARD_QUANTITY_STEPS]);
    // The price table's reference stays SPEC 9's 41; a shopper starts at the smallest pack.
    expect(theme.defaultQuantity).toBe(41);
    expect(body.selection.quantity).toBe(1);
    for (const format of theme.formats) {
      expect(format.unitCents).toHaveLength(CARD_QUANTITY_STEPS.length);
      // larger orders never cost more per card
      const prices = format.unitCents.filter((c): c is number => c !== null);
      for (let i = 1; i < prices.length; i += 1) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1] ?? 0);
      expect(format.envelopes.length).toBeGreaterThan(0);
    }
    expect(theme.ribbons.length).toBeGreaterThan(0);
    expect(theme.bows.length).toBeGreaterThan(0);
    expect(theme.boxes.length).toBeGreaterThan(0);
    expect(theme.images[0]?.src).toMatch(/^\/assets\/themes\//);
    expect(body.quote?.totalCents).toBe(body.quote?.unitCents ?? 0);
    expect(body.designerUrl).toMatch(new RegExp(`^/configurator-card/\\?themeId=${id}&format=`));
    expect(body.designerUrl).toContain('quantity=1');
    expect(body.designerUrl).not.toMatch(/envelope=|inlay=/);
    expect(body.sampleUrl).toMatch(/quantity=1&isSample=true$/);
  });

  it('prices envelopes at SPEC 9 tiers: 1,80 € large in Germany, 2.90 CHF in Switzerland', async () => {
    const ids = await t.service.themeIds();
    const square = await Promise.all(
      ids.map((id) => t.service.theme({ channel: 'cards', market: 'de-DE' }, id)),
    );
    const theme = square.find((x) => x?.formats.some((f) => f.id === 'klappkarte-145x145'));
    expect(theme).toBeDefined();
    const de = await get(`/web-api/themes/${theme?.id}?format=klappkarte-145x145`);
    const format = (de.json() as { theme: ThemeDetail }).theme.formats.find(
      (f) => f.id === 'klappkarte-145x145',
    );
    expect(format?.envelopes[0]).toMatchObject({ priceCents: 180, sizeClass: 'large', isDefault: true });
    const ch = await get(`/web-api/themes/${theme?.id}?format=klappkarte-145x145`, { 'x-locale': 'de-CH' });
    const chFormat = (ch.json() as { theme: ThemeDetail }).theme.formats.find(
      (f) => f.id === 'klappkarte-145x145',
    );
    expect(chFormat?.envelopes[0]?.priceCents).toBe(290);
    // no envelope prices in pounds (SPEC 9): not available, and not preselected
    const gb = await get(`/web-api/themes/${theme?.id}?format=klappkarte-145x145`, { 'x-locale': 'en-GB' });
    const gbBody = gb.json() as { theme: ThemeDetail; selection: { envelope: string | null } };
    expect(gbBody.theme.formats[0]?.envelopes[0]).toMatchObject({ available: false, priceCents: null });
    expect(gbBody.selection.envelope).toBeNull();
  });

  it('quotes a selection and links the designer with it', async () => {
    const [id] = await t.service.themeIds();
    const theme = (await t.service.theme({ channel: 'cards', market: 'de-DE' }, id ?? ''))!;
    const format = theme.formats[0]!;
    const envelope = format.envelopes.find((e) => !e.isDefault)!;
    const response = await get(
      `/web-api/themes/${id}?format=${format.id}&quantity=100&envelope=${envelope.sku}&ribbon=ribbon-satin-red`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      designerUrl: string;
      quote: { quantity: number; accessories: unknown[] };
    };
    expect(body.quote.quantity).toBe(100);
    expect(body.designerUrl).toContain(`envelope=${envelope.sku}`);
    expect(body.designerUrl).toContain('ribbon=ribbon-satin-red&ribbonColor=red');
  });

  it.each([
    ['unknown id', '/web-api/themes/no-such-theme', 404, /no theme/],
    ['quantity off the steps', '/web-api/themes/{id}?quantity=42', 400, /nearest is 41/],
    ['unknown format', '/web-api/themes/{id}?format=a4', 400, /not made for this design/],
    ['unknown parameter', '/web-api/themes/{id}?colour=red', 400, /unknown parameter/],
    ['quantity twice', '/web-api/themes/{id}?quantity=41&quantity=45', 400, /more than once/],
  ])('%s → %i', async (_name, url, status, pattern) => {
    const [id] = await t.service.themeIds();
    expectError(await get(url.replace('{id}', id ?? '')), status, pattern);
  });

  it('has no themes in the posters shop', async () => {
    const [id] = await t.service.themeIds();
    expectError(await get(`/web-api/themes/${id}`, { 'x-channel': 'posters' }), 400, /posters/);
  });
});

describe('GET /filters/collage/{type}', () => {
  it('redirects to the resized landing picture', async () => {
    const response = await get('/filters/collage/framedPoster');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/cdn-cgi/image/w=640,q=85,f=auto/assets/themes/filters/collage/framedPoster.jpg',
    );
    const small = await get('/filters/collage/leinwand?width=200');
    expect(small.headers.location).toContain('w=320');
  });

  it('answers 404 for an unknown type', async () => {
    expectError(await get('/filters/collage/sticker'), 404, /leinwand, poster, framedPoster, mixed/);
  });
});

describe('OpenAPI', () => {
  it('describes both routes with their parameters, for the /web-api/docs document', async () => {
    const { openApiDocument } = await import('../catalogue/openapi');
    const { themesRoutes } = await import('./routes');
    const document = openApiDocument(themesRoutes(t.service)) as {
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    };
    expect(Object.keys(document.paths)).toEqual(['/web-api/themes', '/web-api/themes/{id}']);
    const names = document.paths['/web-api/themes']?.get?.parameters.map((p) => p.name) ?? [];
    for (const name of ['product', 'category', 'color', 'color[]', 'sort', 'page', 'pageSize'])
      expect(names).toContain(name);
  });
});
