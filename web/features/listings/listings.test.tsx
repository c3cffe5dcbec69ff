/**
 * The listing, theme and feed loaders over the real themes service (seeded PGlite), and the pages
 * rendered on the server with what the loaders return: filters, sort, page sizes, crawlable
 * paging, the empty state, redirects of URLs that need repair, the theme page's prices, sample and
 * designer links, and the block data of occasion pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../../../server/catalogue/catalogue-service';
import { openTestDatabase, type TestDatabase } from '../../../server/db/testing';
import { themesSource } from '../../../server/themes/source';
import { createThemesService } from '../../../server/themes/theme-service';
import {
  feedDataSchema,
  productOverviewDataSchema,
  themesOverviewDataSchema,
} from '../../../shared/contracts/block-data';
import type { ThemesSource } from '../../../shared/contracts/themes-source';
import { FeedPage } from './FeedPage';
import { feedLoader } from './feed-loader';
import { ListingPage } from './ListingPage';
import { listingBlockData } from './listing-block-data';
import { type ListingPageData, listingLoader, type ProductsPageData } from './listing-loader';
import { ThemePage } from './ThemePage';
import { listingInfo, loadContext, renderRoute, thrown, urlOf } from './test-utils';
import { themeLoader } from './theme-loader';

let database: TestDatabase;
let themes: ThemesSource;
let firstThemeId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const catalogue = createCatalogueService(database.db, { ttlMs: Number.POSITIVE_INFINITY });
  const service = createThemesService(database.db, { catalogue, ttlMs: Number.POSITIVE_INFINITY });
  themes = themesSource(service, { debug() {}, info() {}, warn() {}, error() {} });
  firstThemeId = (await service.themeIds())[0] ?? '';
});
afterAll(async () => {
  await database.close();
});

const listing = (
  path: string,
  product: 'card' | 'calendar' = 'card',
  channel: 'cards' | 'posters' = 'cards',
) => listingLoader(loadContext(themes, path, { channel }), urlOf(path), product);

function renderListing(path: string, data: ProductsPageData, missing?: string[]) {
  const pattern = path.split('?')[0] ?? '/products';
  return renderRoute(<ListingPage />, { path: pattern, url: path, data, ...(missing ? { missing } : {}) });
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('listing loader', () => {
  it('serves the first page of card themes with filters and SEO links', async () => {
    const data = (await listing('/products')) as ListingPageData;
    expect(data.kind).toBe('listing');
    expect(data.result.items).toHaveLength(12);
    expect(data.result.paging.total).toBeGreaterThanOrEqual(300);
    expect(data.seo.canonical).toBe('http://de.cards.localhost:3000/products');
    expect(data.pageLinks).toEqual({ next: 'http://de.cards.localhost:3000/products?page=2' });
    expect(data.seo.robots).toBe('index, follow');
  });

  it.each([
    ['/products?pageSize=20', '/products'],
    ['/products?pageSize=40', '/products?pageSize=48'],
    ['/products?page=999', '/products?page=26'],
    ['/products?page=abc', '/products'],
    ['/products?color=alle&color=red', '/products?color=red'],
    ['/products?color=purple&style=modern', '/products?style=modern'],
    ['/products?utm_source=mail&page=999', '/products?page=26&utm_source=mail'],
    ['/products?gclid=abc&color=purple&_debug=1', '/products?gclid=abc&_debug=1'],
    ['/products?sort=new', '/products?sort=created'],
    ['/products?sort=created&sort=popularity', '/products?sort=created'],
    ['/products?product=calendar&color=red', '/products?product=calendar'],
    ['/products?_routes=root,page&page=0', '/products'],
  ])('repairs %s → %s', async (path, location) => {
    expect(await thrown(() => listing(path))).toEqual({ status: 302, location });
  });

  it('ignores parameters it does not know (tracking links), and keeps them out of its links', async () => {
    const data = (await listing(
      '/products?utm_source=mail&colour=red&_debug=1&category=hochzeit',
    )) as ListingPageData;
    expect(data.result.state.facets.category).toEqual(['hochzeit']);
    expect(data.passThrough).toEqual([['_debug', '1']]);
    expect(data.seo.canonical).toBe('http://de.cards.localhost:3000/products?category=hochzeit');
  });

  it('keeps well-formed URLs, even with defaults spelt out (what a form without JavaScript sends)', async () => {
    const data = (await listing(
      '/products?product=card&sort=popularity&pageSize=12&color=red',
    )) as ListingPageData;
    expect(data.result.state.facets.color).toEqual(['red']);
    // the canonical URL is the short one
    expect(data.seo.canonical).toBe('http://de.cards.localhost:3000/products?color=red');
  });

  it('does not index combinations of filters, other sorts or page sizes', async () => {
    const one = (await listing('/products?category=hochzeit&page=2')) as ListingPageData;
    expect(one.seo.robots).toBe('index, follow');
    const two = (await listing('/products?category=hochzeit&color=red')) as ListingPageData;
    expect(two.seo.robots).toBe('noindex, follow');
    const sorted = (await listing('/products?sort=created')) as ListingPageData;
    expect(sorted.seo.robots).toBe('noindex, follow');
  });

  it('lists calendar design groups on /vorkonfigurator-kalender, card themes with product=card', async () => {
    const calendars = (await listing('/vorkonfigurator-kalender', 'calendar')) as ListingPageData;
    expect(calendars.result.state.product).toBe('calendar');
    expect(calendars.defaultProduct).toBe('calendar');
    expect(calendars.seo.canonical).toBe('http://de.cards.localhost:3000/products?product=calendar');
    const cards = (await listing('/vorkonfigurator-kalender?product=card', 'calendar')) as ListingPageData;
    expect(cards.result.state.product).toBe('card');
  });

  it('offers the posters shop its products and designers instead', async () => {
    const data = await listing('/products', 'card', 'posters');
    expect(data.kind).toBe('kinds');
  });
});

describe('listing page (server-rendered)', () => {
  it('renders the results, filters, sort, page sizes and crawlable pagination', async () => {
    const missing: string[] = [];
    const html = renderListing('/products', await listing('/products'), missing);
    expect(missing).toEqual([]);
    expect(html).toContain('<h1>Kartendesigns</h1>');
    expect(count(html, 'data-testid="listing-item"')).toBe(12);
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*data-testid="listing-count"/);
    expect(html).toMatch(/\d+ Designs/);
    // filters: a GET form of checkboxes per filter, the product as radios, an Apply button
    expect(html).toMatch(/<form[^>]*data-testid="listing-filters"[^>]*action="\/products" method="get"/);
    expect(html).toContain('data-testid="filter-color-red"');
    expect(html).toMatch(
      /type="radio" data-testid="filter-product-calendar" name="product" value="calendar"/,
    );
    expect(html).toMatch(
      /type="checkbox" data-testid="filter-category-hochzeit" name="category" value="hochzeit"/,
    );
    expect(html).toContain('<legend class="listing-filter__legend">Anlass</legend>');
    expect(html).toContain('data-testid="listing-filters-apply"');
    // sort and page size
    expect(html).toMatch(/<select[^>]*name="sort"[^>]*data-testid="listing-sort"/);
    expect(html).toContain('<option value="created">Neueste zuerst</option>');
    expect(html).toMatch(/href="\/products\?pageSize=48"/);
    // crawlable pages: links with rel, the current one marked
    expect(html).toContain('href="/products?page=2#listing-results"');
    expect(html).toMatch(
      /<a[^>]*rel="next"[^>]*href="\/products\?page=2#listing-results"|<a[^>]*href="\/products\?page=2#listing-results"[^>]*rel="next"/,
    );
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('<link rel="next" href="http://de.cards.localhost:3000/products?page=2"/>');
    expect(html).toContain('<link rel="canonical" href="http://de.cards.localhost:3000/products"/>');
    // tiles link to the theme pages and show the price per card
    expect(html).toMatch(/href="\/themes\/[a-z-]+-\d{3}"/);
    expect(html).toMatch(/ab \d+,\d{2}\s€ pro Karte/);
  });

  it('marks chosen filters, lists them as removable chips and keeps the state in every link', async () => {
    const path = '/products?category=hochzeit&color=white&sort=created';
    const html = renderListing(path, await listing(path));
    expect(html).toContain('<h1>Kartendesigns: Hochzeit</h1>');
    expect(html).toMatch(/data-testid="filter-color-white" name="color" checked=""/);
    expect(html).toContain('data-testid="listing-active-filters"');
    expect(html).toContain('aria-label="Filter Weiß entfernen"');
    expect(html).toContain('href="/products?category=hochzeit&amp;sort=created"');
    expect(html).toMatch(/<input type="hidden" name="sort" value="created"\/>/);
  });

  it('shows an empty state with a way back', async () => {
    const path = '/products?category=trauer&style=playful';
    const html = renderListing(path, await listing(path));
    expect(html).toContain('data-testid="listing-empty"');
    expect(html).toContain('Keine passenden Designs gefunden');
    expect(html).toMatch(
      /data-testid="listing-empty-reset"|href="\/products"[^>]*data-testid="listing-empty-reset"/,
    );
    expect(html).not.toContain('data-testid="listing-pager"');
  });

  it('lists design groups that open their designer with the locale', async () => {
    const html = renderListing(
      '/vorkonfigurator-kalender',
      await listing('/vorkonfigurator-kalender', 'calendar'),
    );
    expect(html).toContain('<h1>Kalendervorlagen</h1>');
    expect(html).toMatch(/href="\/configurator-calendar\/\?[^"]*locale=de-DE"/);
    expect(html).toContain('<option value="new">Neueste zuerst</option>');
  });

  it('shows collage filter landing pictures from /filters/collage/{type}', async () => {
    const path = '/products?product=collage';
    const html = renderListing(path, await listing(path));
    expect(html).toContain('src="/filters/collage/framedPoster?width=160"');
  });

  it('renders the products of the posters shop', async () => {
    const html = renderRoute(<ListingPage />, {
      path: '/products',
      url: '/products',
      data: await listing('/products', 'card', 'posters'),
      info: listingInfo('posters'),
    });
    expect(html).toContain('<h1>Alle Produkte</h1>');
    expect(count(html, 'class="product-card"')).toBe(2);
    expect(html).toContain('href="/configurator-photo-frame/?locale=de-DE"');
  });
});

describe('theme page', () => {
  const theme = (path: string, id: string | undefined) =>
    themeLoader(loadContext(themes, path), urlOf(path), id);

  it('is a 404 "Page Not Found" for an unknown or empty id', async () => {
    const unknown = await thrown(() => theme('/themes/nope', 'nope'));
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ message: 'Page Not Found: /themes/nope' });
    expect((await thrown(() => theme('/themes/%20', ' '))).status).toBe(404);
    expect(
      (await thrown(() => themeLoader(loadContext(undefined, '/themes/x'), urlOf('/themes/x'), 'x'))).status,
    ).toBe(404);
  });

  it('repairs a selection that does not fit, and drops parameters it does not know', async () => {
    expect(await thrown(() => theme(`/themes/${firstThemeId}?quantity=42`, firstThemeId))).toEqual({
      status: 302,
      location: `/themes/${firstThemeId}?quantity=41`,
    });
    // The default (the smallest pack) needs no parameter.
    expect(await thrown(() => theme(`/themes/${firstThemeId}?quantity=2`, firstThemeId))).toEqual({
      status: 302,
      location: `/themes/${firstThemeId}`,
    });
    expect(await thrown(() => theme(`/themes/${firstThemeId}?quantity=99&utm=1`, firstThemeId))).toEqual({
      status: 302,
      location: `/themes/${firstThemeId}?quantity=100&utm=1`,
    });
    // parameters it does not read are no reason to redirect
    expect((await theme(`/themes/${firstThemeId}?gclid=x&quantity=100`, firstThemeId)).theme.id).toBe(
      firstThemeId,
    );
  });

  it('asks a phone for the front picture at its slot, not at the whole viewport', async () => {
    const path = `/themes/${firstThemeId}`;
    const html = renderRoute(<ThemePage />, {
      path: '/themes/:id',
      url: path,
      data: await theme(path, firstThemeId),
    });
    const img = /<div class="theme-page__front">.*?<img([^>]*)>/s.exec(html)?.[1] ?? '';
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(img)?.[1] ?? '';
    // The slot width a browser reads from sizes (the forms the page uses), as it would pick.
    const slot = (viewport: number) => {
      for (const entry of attr('sizes').split(/,\s*(?![^(]*\))/)) {
        const condition = /^\(min-width: (\d+)px\)\s+(.*)$/.exec(entry);
        if (condition && viewport < Number(condition[1])) continue;
        const value = condition?.[2] ?? entry;
        const calc = /^calc\(100vw - (\d+)px\)$/.exec(value);
        if (calc) return viewport - Number(calc[1]);
        if (value.endsWith('vw')) return (viewport * Number.parseFloat(value)) / 100;
        return Number.parseFloat(value);
      }
      throw new Error('no sizes');
    };
    const widths = attr('srcSet')
      .split(', ')
      .map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))
      .sort((a, b) => a - b);
    const chosen = (viewport: number, dpr: number) => widths.find((w) => w >= slot(viewport) * dpr);
    // A 412 px phone at 1.75 dpr shows the picture 332 px wide (page and gallery padding off).
    expect(slot(412)).toBe(332);
    expect(chosen(412, 1.75)).toBe(640);
    expect(slot(1280)).toBe(560);
  });

  it('renders previews, formats, the quantity field at the smallest pack, accessories at none, the price, sample and designer links', async () => {
    const path = `/themes/${firstThemeId}`;
    const data = await theme(path, firstThemeId);
    const missing: string[] = [];
    const html = renderRoute(<ThemePage />, { path: '/themes/:id', url: path, data, missing });
    expect(missing).toEqual([]);
    expect(html).toContain(`<h1 class="theme-page__title">${data.theme.title}</h1>`);
    // A number field, not a list of 156 options (issue 23.13).
    const input = (testId: string) =>
      new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(input('theme-quantity')).toMatch(/type="number"/);
    expect(input('theme-quantity')).toMatch(/value="1"/);
    expect(count(html, '<option value=')).toBe(0);
    // No paid extra is chosen for the shopper (issue 23.11).
    for (const kind of ['envelope', 'ribbon', 'bow', 'box'])
      expect(input(`theme-${kind}-none`), kind).toContain('checked=""');
    expect(html).toContain('data-testid="theme-envelope"');
    expect(html).toContain('data-testid="theme-ribbon"');
    expect(html).toContain('data-testid="theme-box"');
    expect(html).toMatch(/Gesamtpreis für 1 Karte:/);
    expect(html).toMatch(
      new RegExp(
        `<a href="/configurator-card/\\?themeId=${firstThemeId}&amp;format=[^"]*&amp;quantity=1(?:&amp;occasion=[^"&]*)?&amp;locale=de-DE" class="button button--primary" data-testid="theme-cta"`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `href="/configurator-card/\\?themeId=${firstThemeId}&amp;format=[^"&]+&amp;quantity=1&amp;isSample=true&amp;locale=de-DE"`,
      ),
    );
    expect(html).toContain('<link rel="canonical" href="http://de.cards.localhost:3000/themes/');
    expect(html).toContain('href="/products?category=');
  });

  it('prices the chosen quantity and accessories, and passes them to the designer', async () => {
    const data = await theme(`/themes/${firstThemeId}`, firstThemeId);
    const format = data.theme.formats[0];
    const envelope = format?.envelopes.find((e) => !e.isDefault);
    const path = `/themes/${firstThemeId}?quantity=100&envelope=${envelope?.sku}&ribbon=ribbon-satin-red`;
    const selected = await theme(path, firstThemeId);
    const html = renderRoute(<ThemePage />, { path: '/themes/:id', url: path, data: selected });
    expect(html).toMatch(/Gesamtpreis für 100 Karten:/);
    expect(html).toContain(`envelope=${envelope?.sku}`);
    expect(html).toContain('ribbon=ribbon-satin-red&amp;ribbonColor=red');
    expect(html).toMatch(/data-testid="theme-ribbon-ribbon-satin-red" name="ribbon" checked=""/);
  });
});

describe('feed pages', () => {
  const feed = (path: string, type: 'card' | 'calendar' | 'collage') =>
    feedLoader(loadContext(themes, path), urlOf(path), type);

  it('lists 48 of everything, newest first, with crawlable pages', async () => {
    const data = await feed('/feed-card', 'card');
    expect(data.result.items).toHaveLength(48);
    expect(data.result.state.sort).toBe('created');
    const html = renderRoute(<FeedPage />, { path: '/feed-card', url: '/feed-card', data });
    expect(html).toContain('data-testid="feed-page"');
    expect(html).toContain('href="/feed-card?page=2#listing-results"');
    expect(count(html, 'data-testid="listing-item"')).toBe(48);
  });

  it('has the page as its only listing parameter', async () => {
    expect(await thrown(() => feed('/feed-card?color=red&page=2', 'card'))).toEqual({
      status: 302,
      location: '/feed-card?page=2',
    });
    expect(await thrown(() => feed('/feed-collage?page=9', 'collage'))).toEqual({
      status: 302,
      location: '/feed-collage',
    });
  });

  it('lists calendar and collage design groups', async () => {
    expect((await feed('/feed-calendar', 'calendar')).result.items.length).toBeGreaterThan(0);
    expect((await feed('/feed-collage', 'collage')).result.items.every((i) => i.kind === 'designGroup')).toBe(
      true,
    );
  });
});

describe('block data of occasion and overview pages', () => {
  it.each([
    'einschulung',
    'geburtstag',
    'geburtstag/kindergeburtstag',
    'hochzeit',
    'weihnachten/geschaeftlich',
    'weihnachten/privat',
    'trauer',
  ])('ThemesOverviewWrapper of %s', async (occasion) => {
    const data = await themes.themesOverview({
      channel: 'cards',
      market: 'de-DE',
      occasion,
      sort: 'popularity',
      pageSize: 12,
    });
    expect(themesOverviewDataSchema.safeParse(data).success).toBe(true);
    expect(data?.themes.length).toBe(12);
    expect(data?.total).toBeGreaterThanOrEqual(12);
  });

  it('alle-fotokalender, collages and photobooks as overview data; feeds as feed data', async () => {
    const calendars = await themes.productOverview({
      channel: 'cards',
      market: 'de-DE',
      product: 'calendar',
      pageSize: 48,
    });
    expect(productOverviewDataSchema.safeParse(calendars).success).toBe(true);
    expect(calendars?.items.length).toBeGreaterThan(0);
    expect(calendars?.moreHref).toBe('/products?product=calendar');
    const photobooks = await themes.productOverview({
      channel: 'cards',
      market: 'de-DE',
      product: 'photobook',
      category: '15',
    });
    expect(photobooks?.items.map((i) => i.id)).toEqual(['photobook-category-15']);
    const feed = await themes.feed({
      channel: 'cards',
      market: 'fr-FR',
      feedType: 'card',
      category: 'hochzeit',
    });
    expect(feedDataSchema.safeParse(feed).success).toBe(true);
    expect(feed?.items[0]?.text).toBe('Mariage');
  });

  it('gives the posters shop no theme data', async () => {
    expect(
      await themes.themesOverview({ channel: 'posters', market: 'de-DE', occasion: 'hochzeit' }),
    ).toBeUndefined();
    expect(await themes.feed({ channel: 'posters', market: 'de-DE', feedType: 'wallart' })).toBeUndefined();
  });
});

describe('listing blocks of the seeded stories', () => {
  const story = (path: string) =>
    JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../content/stories/cards', `${path}.json`), 'utf8'),
    ) as {
      content: unknown;
    };

  it.each([
    ['geburtstag/kindergeburtstag', 'ThemesOverviewWrapper', themesOverviewDataSchema],
    ['weihnachten/geschaeftlich', 'ThemesOverviewWrapper', themesOverviewDataSchema],
    ['hochzeit', 'ThemesOverviewWrapper', themesOverviewDataSchema],
    ['alle-fotokalender', 'CalendarOverviewWrapper', productOverviewDataSchema],
    ['karten-designen', 'CardOverviewWrapper', productOverviewDataSchema],
    ['fotocollage', 'CollageOverviewWrapper', productOverviewDataSchema],
    ['fotobuch', 'PhotobookOverviewWrapper', productOverviewDataSchema],
    ['home', 'Feed', feedDataSchema],
  ] as const)('%s gets data for its listing block (%s)', async (path, component, schema) => {
    const data = await listingBlockData(story(path).content, themes, { channel: 'cards', market: 'de-DE' });
    const values = Object.values(data);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(value.component).toBe(component);
      expect(schema.safeParse(value.data).success).toBe(true);
    }
  });

  it('fills the occasion page of kindergeburtstag with its own themes only', async () => {
    const data = await listingBlockData(story('geburtstag/kindergeburtstag').content, themes, {
      channel: 'cards',
      market: 'de-DE',
    });
    const overview = themesOverviewDataSchema.parse(Object.values(data)[0]?.data);
    expect(overview.themes.every((t) => t.id.startsWith('geburtstag-kindergeburtstag-'))).toBe(true);
  });

  it('gives nothing without a themes source', async () => {
    expect(
      await listingBlockData(story('hochzeit').content, undefined, { channel: 'cards', market: 'de-DE' }),
    ).toEqual({});
  });
});
