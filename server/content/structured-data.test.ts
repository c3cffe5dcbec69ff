/**
 * The JSON-LD of rendered pages (issues 13.3 and 19): every node the shop emits, read from pages
 * served by the whole app, checked against Google's rich-result properties, against the market's
 * currency and the prices the page shows, and for URLs that come from the host table only.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHosts, type Currency, type Market } from '../../shared/markets';
import { formatMoney, money } from '../../shared/money';
import { type JsonNode, jsonLdBlocks, urlsIn, validateTopLevel } from '../testing/rich-results';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function page(host: string, url: string) {
  const response = await app.inject({ url, headers: { host } });
  expect(response.statusCode, `${host}${url}`).toBe(200);
  return { html: response.body, nodes: jsonLdBlocks(response.body) };
}

const ofType = (nodes: JsonNode[], type: string) => nodes.filter((n) => n['@type'] === type);
const TABLE_HOSTS = new Set(allHosts().map((h) => h.host));
/** Text as the HTML shows it (React escapes quotes and apostrophes). */
const htmlText = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, '\u00a0');

describe('every JSON-LD node the shop emits is a valid rich result', () => {
  it.each([
    ['de.cards.localhost:3000', '/', ['Organization']],
    ['gb.posters.localhost:3000', '/', ['Organization']],
    ['de.cards.localhost:3000', '/geburtstag/kindergeburtstag', ['BreadcrumbList', 'Organization']],
    ['ch.cards.localhost:3000', '/fr/impression-sur-toile', ['BreadcrumbList', 'Organization', 'Product']],
    ['gb.posters.localhost:3000', '/canvas-prints', ['BreadcrumbList', 'Organization', 'Product']],
    ['de.cards.localhost:3000', '/products', ['BreadcrumbList', 'ItemList', 'Organization']],
    [
      'de.cards.localhost:3000',
      '/products?category=geburtstag&page=2',
      ['BreadcrumbList', 'ItemList', 'Organization'],
    ],
    ['ch.cards.localhost:3000', '/it/products?color=blue', ['BreadcrumbList', 'ItemList', 'Organization']],
    ['de.cards.localhost:3000', '/themes/geburtstag-003', ['BreadcrumbList', 'Organization', 'Product']],
    ['gb.cards.localhost:3000', '/themes/hochzeit-001', ['BreadcrumbList', 'Organization', 'Product']],
    ['localhost:9999', '/themes/geburtstag-003', ['BreadcrumbList', 'Organization', 'Product']],
  ] as const)('%s%s: %j', async (host, url, types) => {
    const { nodes } = await page(host, url);
    expect(nodes.map((n) => n['@type']).sort()).toEqual(types);
    for (const node of nodes) expect(validateTopLevel(node)).toEqual([]);
    // Absolute URLs name host table hosts with the configured port (3000), whatever the Host header said.
    for (const href of nodes.flatMap((n) => urlsIn(n))) {
      const parsed = new URL(href);
      expect(TABLE_HOSTS.has(parsed.hostname), href).toBe(true);
      expect(parsed.port, href).toBe('3000');
    }
  });
});

describe('Organization (issue 13.3)', () => {
  it.each([
    ['localhost:3000', '/', 'Fotowerk', 'http://de.cards.localhost:3000/'],
    ['ch.cards.localhost:3000', '/fr/impression-sur-toile', 'Fotowerk', 'http://ch.cards.localhost:3000/fr'],
    ['de.posters.localhost:3000', '/', 'Wandwerk', 'http://de.posters.localhost:3000/'],
    ['us.posters.localhost:3000', '/canvas-prints', 'Wandwerk', 'http://us.posters.localhost:3000/'],
  ])('%s%s names %s from the CMS organisation', async (host, url, name, home) => {
    const { nodes } = await page(host, url);
    const [org] = ofType(nodes, 'Organization');
    expect(org).toMatchObject({ name, url: home, foundingDate: '2011' });
    expect(String(org?.email)).toContain(`@${name.toLowerCase()}.example`);
    expect(org?.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'DE' });
  });
});

describe('Product on theme pages (issue 19.3)', () => {
  it.each([
    ['de.cards.localhost:3000', '/themes/geburtstag-003', 'de-DE', 'eur'],
    ['at.cards.localhost:3000', '/themes/geburtstag-003', 'de-AT', 'eur'],
    ['ch.cards.localhost:3000', '/fr/themes/geburtstag-003', 'fr-CH', 'chf'],
    ['li.cards.localhost:3000', '/themes/hochzeit-001', 'de-LI', 'chf'],
    ['gb.cards.localhost:3000', '/themes/geburtstag-003', 'en-GB', 'gbp'],
    ['us.cards.localhost:3000', '/themes/hochzeit-001', 'en-US', 'usd'],
  ] as const)('%s%s: offers in %s %s, at prices the page shows', async (host, url, market, currency) => {
    const { html, nodes } = await page(host, url);
    const [product] = ofType(nodes, 'Product');
    const offers = product?.offers as JsonNode;
    expect(offers.priceCurrency).toBe(currency.toUpperCase());
    const id = url.split('/').at(-1);
    expect(product?.sku).toBe(id);
    expect(String(product?.url)).toMatch(
      new RegExp(`^http://[a-z]{2}\\.cards\\.localhost:3000(/[a-z]{2})?/themes/${id}$`),
    );
    expect(String(product?.image)).toContain('/cdn-cgi/image/');
    const shown = htmlText(html);
    for (const offer of offers.offers as JsonNode[]) {
      expect(offer.priceCurrency).toBe(currency.toUpperCase());
      const [major, minor] = String(offer.price).split('.');
      const cents = Number(major) * 100 + Number(minor);
      expect(shown, `${offer.name}: ${offer.price}`).toContain(
        formatMoney(money(cents, currency as Currency), market as Market),
      );
    }
  });

  it('follows the back link: home › occasion listing › theme', async () => {
    const { html, nodes } = await page('de.cards.localhost:3000', '/themes/geburtstag-003');
    const tag = /<a[^>]*data-testid="theme-back"[^>]*>/.exec(html)?.[0] ?? '';
    const back = /href="([^"]+)"/.exec(tag)?.[1];
    expect(back).toBeTruthy();
    const [crumbs] = ofType(nodes, 'BreadcrumbList');
    const items = crumbs?.itemListElement as JsonNode[];
    expect(items.map((i) => i.item)).toEqual([
      'http://de.cards.localhost:3000/',
      `http://de.cards.localhost:3000${htmlText(back ?? '')}`,
      'http://de.cards.localhost:3000/themes/geburtstag-003',
    ]);
  });
});

describe('ItemList and BreadcrumbList on listings (issue 19.4)', () => {
  it('lists the themes of the page shown, in order, with positions from the listing start', async () => {
    const { html, nodes } = await page('de.cards.localhost:3000', '/products?category=geburtstag&page=2');
    const shownIds = [...html.matchAll(/data-testid="listing-item" data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(shownIds.length).toBeGreaterThan(0);
    const [list] = ofType(nodes, 'ItemList');
    const items = list?.itemListElement as JsonNode[];
    expect(items.map((i) => String(i.url).split('/themes/')[1])).toEqual(shownIds);
    expect(items[0]?.position).toBe(13);
    const [crumbs] = ofType(nodes, 'BreadcrumbList');
    expect(((crumbs?.itemListElement ?? []) as JsonNode[]).map((i) => i.item)).toEqual([
      'http://de.cards.localhost:3000/',
      'http://de.cards.localhost:3000/products',
      'http://de.cards.localhost:3000/products?category=geburtstag',
    ]);
  });

  it('has no ItemList for design groups (they open the designer, not a page)', async () => {
    const { nodes } = await page('de.cards.localhost:3000', '/products?product=calendar');
    expect(ofType(nodes, 'ItemList')).toEqual([]);
    expect(ofType(nodes, 'BreadcrumbList')).toHaveLength(1);
  });
});

describe('BreadcrumbList on content pages matches the visible breadcrumbs', () => {
  it('names and links the same trail, on the canonical host', async () => {
    const { html, nodes } = await page('localhost:9999', '/geburtstag/kindergeburtstag');
    const nav = html.slice(html.indexOf('data-testid="breadcrumbs"'));
    const visible = [...nav.matchAll(/data-testid="breadcrumb-(?:link|current)"[^>]*>([^<]+)</g)].map((m) =>
      htmlText(m[1] ?? ''),
    );
    const [crumbs] = ofType(nodes, 'BreadcrumbList');
    const items = crumbs?.itemListElement as JsonNode[];
    expect(items.map((i) => i.name)).toEqual(visible);
    expect(items.map((i) => i.item)).toEqual([
      'http://de.cards.localhost:3000/',
      'http://de.cards.localhost:3000/geburtstag',
      'http://de.cards.localhost:3000/geburtstag/kindergeburtstag',
    ]);
  });
});
