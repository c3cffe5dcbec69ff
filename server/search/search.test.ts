/**
 * Site search (issue 32 §1) on the seeded database and the shop's own CMS content: the right
 * designs first for a word, its typo and its translation, "did you mean", filters and paging, and
 * the rebuild when a design changes. The same file runs on PostgreSQL in `npm run test:postgres`.
 */
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../../shared/contracts/page-services';
import { registerRoutes } from '../catalogue/routes';
import { createCmsClient } from '../cms/client';
import { DEFAULT_CONTENT_DIR } from '../cms/embedded-service';
import { PUBLIC_TOKEN, type RunningService, silentLogger, startService } from '../cms/testing';
import { createContentService } from '../content/content-service';
import * as t from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { errorHandling } from '../http/error-handler';
import { requestContext } from '../http/request-context';
import { searchRoutes } from './search-routes';
import { createSearchService, type SearchService } from './search-service';

let cms: RunningService;
let content: ContentSource;
let database: TestDatabase;
let search: SearchService;

beforeAll(async () => {
  cms = await startService({ contentDir: DEFAULT_CONTENT_DIR, rateLimitPerSecond: 0 });
  const log = silentLogger();
  content = createContentService(
    createCmsClient({ endpoint: cms.endpoint, accessToken: PUBLIC_TOKEN, logger: log, isProduction: false }),
    undefined,
    log,
  );
  database = await openTestDatabase();
  search = createSearchService({ db: database.db, content, log });
  const report = await search.refresh(['cards', 'posters'], ['de-DE', 'en-GB', 'fr-CH', 'en-US']);
  expect(report.rebuilt).toContain('cards/de-DE');
}, 120_000);

afterAll(async () => {
  await search?.stop();
  await database?.close();
  await cms?.close();
});

const occasionOf = async (id: string) => {
  const [row] = await database.db
    .select({ occasion: t.themes.occasion })
    .from(t.themes)
    .where(eq(t.themes.id, id));
  return row?.occasion;
};

async function firstDesigns(market: Parameters<SearchService['search']>[1], q: string, n = 10) {
  const result = await search.search('cards', market, { q, kind: 'design' });
  const ids = result.hits.slice(0, n).map((hit) => hit.key);
  return { result, ids, occasions: await Promise.all(ids.map(occasionOf)) };
}

describe('site search', () => {
  it('finds wedding designs first for "hochzeit" on de', async () => {
    const { result, occasions } = await firstDesigns('de-DE', 'hochzeit');
    expect(result.total).toBeGreaterThanOrEqual(10);
    expect(occasions).toEqual(Array(10).fill('hochzeit'));
    // Unfiltered, the first result is a wedding design or the wedding page, nothing else.
    const all = await search.search('cards', 'de-DE', { q: 'hochzeit' });
    const first = all.hits[0];
    expect(first?.kind === 'page' ? first.href : await occasionOf(first?.key ?? '')).toMatch(/hochzeit/);
  });

  it('finds them for the typo "hochzeitt" and says what was meant', async () => {
    const { result, occasions } = await firstDesigns('de-DE', 'hochzeitt');
    expect(occasions).toEqual(Array(10).fill('hochzeit'));
    expect(result.didYouMean).toBe('hochzeit');
  });

  it('finds them for "wedding" on gb and "mariage" on ch/fr', async () => {
    const gb = await firstDesigns('en-GB', 'wedding');
    expect(gb.occasions).toEqual(Array(10).fill('hochzeit'));
    expect(gb.result.hits[0]?.subtitle).toBe('Wedding');
    const fr = await firstDesigns('fr-CH', 'mariage');
    expect(fr.occasions).toEqual(Array(10).fill('hochzeit'));
    expect(fr.result.didYouMean).toBeNull();
  });

  it('stems in the language: "Hochzeiten" finds weddings, "weddings" on gb too', async () => {
    expect((await firstDesigns('de-DE', 'Hochzeiten')).occasions[0]).toBe('hochzeit');
    expect((await firstDesigns('en-GB', 'weddings')).occasions[0]).toBe('hochzeit');
  });

  it('searches content, product and help pages in the market language', async () => {
    const help = await search.search('cards', 'de-DE', { q: 'Versand', kind: 'help' });
    expect(help.hits.map((h) => h.href)).toContain('/hilfe');
    const canvas = await search.search('posters', 'en-GB', { q: 'canvas' });
    expect(canvas.hits[0]?.kind).toBe('product');
    expect(canvas.hits[0]?.href).toMatch(/^\/canvas/);
    expect(canvas.facets.find((f) => f.kind === 'product')?.count).toBeGreaterThan(0);
  });

  it('pages through results and counts each kind', async () => {
    const first = await search.search('cards', 'de-DE', { q: 'weihnachten', page: 1 });
    expect(first.total).toBeGreaterThan(24);
    expect(first.hits).toHaveLength(24);
    const second = await search.search('cards', 'de-DE', { q: 'weihnachten', page: 2 });
    expect(second.page).toBe(2);
    expect(second.hits.map((h) => h.key)).not.toContain(first.hits[0]?.key);
    const sum = first.facets.reduce((s, f) => s + f.count, 0);
    expect(sum).toBe(first.total);
    // Past the end: the last page.
    const far = await search.search('cards', 'de-DE', { q: 'weihnachten', page: 50 });
    expect(far.page).toBe(far.pageCount);
  });

  it('answers an unknown word with nothing and no crash, and punctuation with an empty result', async () => {
    const none = await search.search('cards', 'de-DE', { q: 'xylophonquark' });
    expect(none.total).toBe(0);
    expect(none.hits).toEqual([]);
    const marks = await search.search('cards', 'de-DE', { q: "'&|!:*()" });
    expect(marks.total).toBe(0);
  });

  it('suggests as one types', async () => {
    const s = await search.suggest('cards', 'en-GB', 'wedd');
    expect(s.hits.length).toBeGreaterThan(0);
    expect(s.hits.length).toBeLessThanOrEqual(6);
    expect(s.hits.every((h) => /wedding/i.test(`${h.title} ${h.subtitle}`))).toBe(true);
  });

  it('writes US spelling on en-US and has no designs on posters', async () => {
    const us = await search.search('cards', 'en-US', { q: 'colour', kind: 'design' });
    const color = await search.search('cards', 'en-US', { q: 'color', kind: 'design' });
    expect(us.total).toBeLessThanOrEqual(color.total);
    const posters = await search.search('posters', 'de-DE', { q: 'hochzeit', kind: 'design' });
    expect(posters.total).toBe(0);
  });

  it('is rebuilt when a design changes, and left alone when nothing did', async () => {
    const unchanged = await search.refresh(['cards'], ['de-DE']);
    expect(unchanged.rebuilt).toEqual([]);
    await database.db
      .update(t.themeTranslations)
      .set({ title: 'Zebrastreifen-Hochzeit' })
      .where(and(eq(t.themeTranslations.themeId, 'hochzeit-001'), eq(t.themeTranslations.language, 'de')));
    expect((await search.search('cards', 'de-DE', { q: 'zebrastreifen' })).total).toBe(0);
    const report = await search.refresh(['cards'], ['de-DE']);
    expect(report.rebuilt).toEqual(['cards/de-DE']);
    const found = await search.search('cards', 'de-DE', { q: 'zebrastreifen' });
    expect(found.hits[0]?.key).toBe('hochzeit-001');
  });
});

describe('GET /web-api/search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    errorHandling(app);
    requestContext(app);
    registerRoutes(app, searchRoutes(search));
    await app.ready();
  });
  afterAll(async () => app?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: 'localhost:3000', ...headers } });

  it('answers the market of the host or the headers', async () => {
    const de = await get('/web-api/search?q=hochzeit&kind=design');
    expect(de.statusCode).toBe(200);
    expect(de.json().hits[0].subtitle).toBe('Hochzeit');
    const gb = await get('/web-api/search?q=wedding&page=1', { 'x-channel': 'cards', 'x-locale': 'en-GB' });
    expect(gb.statusCode).toBe(200);
    expect(gb.json()).toMatchObject({ query: 'wedding', page: 1, kind: null, didYouMean: null });
    expect(gb.json().total).toBeGreaterThan(0);
  });

  it.each([
    ['/web-api/search', 'q'],
    ['/web-api/search?q=', 'q'],
    ['/web-api/search?q=%20%20', 'q'],
    [`/web-api/search?q=${'a'.repeat(101)}`, 'q'],
    ['/web-api/search?q=a&page=0', 'page'],
    ['/web-api/search?q=a&page=51', 'page'],
    ['/web-api/search?q=a&page=two', 'page'],
    ['/web-api/search?q=a&kind=poster', 'kind'],
    ['/web-api/search?q=a&q=b', 'q'],
    ['/web-api/search?q=a&sort=new', 'sort'],
    ['/web-api/search/suggestions?q=a&page=1', 'page'],
  ])('refuses %s (%s)', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(`${body.error.message} ${JSON.stringify(body.error.fields ?? {})}`).toContain(field);
  });

  it('suggests', async () => {
    const response = await get('/web-api/search/suggestions?q=mariag', { 'x-locale': 'fr-CH' });
    expect(response.statusCode).toBe(200);
    expect(response.json().hits.length).toBeGreaterThan(0);
  });
});
