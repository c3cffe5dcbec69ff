/**
 * Sitemaps, robots.txt and llms.txt per host (issues 19.1, 19.2 and 13.4): a sitemap index with
 * child sitemaps per kind, only canonical and indexable URLs with the pages' own hreflang, and
 * every absolute URL from the host table and the configured origin, never from the Host header.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryPage } from '../../shared/contracts/page-services';
import type { ListingResult } from '../../shared/listings/data';
import { requestContext } from '../http/request-context';
import { createTestApp } from '../testing/test-app';
import { sitemapRoutes } from './sitemap-routes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, host: string) => app.inject({ url, headers: { host } });

interface ParsedUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
  images: string[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function parseUrlset(xml: string): ParsedUrl[] {
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => {
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1];
    return {
      loc: decode(/<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? ''),
      ...(lastmod ? { lastmod } : {}),
      alternates: Object.fromEntries(
        [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          decode(m[2] ?? ''),
        ]),
      ),
      images: [...block.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => decode(m[1] ?? '')),
    };
  });
}

function parseIndex(xml: string): { loc: string; lastmod?: string }[] {
  expect(xml).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  return [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map(([, block = '']) => {
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1];
    return { loc: decode(/<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? ''), ...(lastmod ? { lastmod } : {}) };
  });
}

/** Every URL of every child sitemap a host's index names, by kind. */
async function crawl(host: string): Promise<Record<string, ParsedUrl[]>> {
  const index = await get('/sitemap.xml', host);
  expect(index.statusCode).toBe(200);
  const out: Record<string, ParsedUrl[]> = {};
  for (const { loc } of parseIndex(index.body)) {
    const path = new URL(loc).pathname;
    const kind = /\/sitemaps\/([a-z]+)-\d+\.xml$/.exec(path)?.[1] ?? 'unknown';
    const child = await get(path, host);
    expect(child.statusCode, path).toBe(200);
    out[kind] = [...(out[kind] ?? []), ...parseUrlset(child.body)];
  }
  return out;
}

/** What a page says about itself: status, canonical, robots and hreflang links. */
async function pageSeo(url: string) {
  const parsed = new URL(url);
  const response = await get(`${parsed.pathname}${parsed.search}`, parsed.host);
  const html = response.body;
  const attr = (tag: string, name: string) => decode(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const canonical = links.find((l) => l.includes('rel="canonical"'));
  const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
  const alternates = Object.fromEntries(
    links
      .filter((l) => l.includes('rel="alternate"') && l.includes('hrefLang'))
      .map((l) => [attr(l, 'hrefLang'), attr(l, 'href')]),
  );
  return {
    status: response.statusCode,
    canonical: canonical ? attr(canonical, 'href') : undefined,
    robots,
    alternates,
  };
}

describe('/sitemap.xml is an index of child sitemaps per kind', () => {
  it('names the host’s pages, themes and listings sitemaps with their newest lastmod', async () => {
    const response = await get('/sitemap.xml', 'de.cards.localhost:3000');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=');
    const index = parseIndex(response.body);
    expect(index.map((s) => s.loc)).toEqual([
      'http://de.cards.localhost:3000/sitemaps/pages-1.xml',
      'http://de.cards.localhost:3000/sitemaps/themes-1.xml',
      'http://de.cards.localhost:3000/sitemaps/listings-1.xml',
    ]);
    for (const s of index) expect(s.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has no theme sitemap on the poster brand, which has no themes', async () => {
    const index = parseIndex((await get('/sitemap.xml', 'gb.posters.localhost:3000')).body);
    expect(index.map((s) => new URL(s.loc).pathname)).toEqual([
      '/sitemaps/pages-1.xml',
      '/sitemaps/listings-1.xml',
    ]);
  });

  it('answers JSON 404 for child sitemaps that do not exist', async () => {
    for (const path of [
      '/sitemaps/themes-2.xml',
      '/sitemaps/other-1.xml',
      '/sitemaps/themes-0.xml',
      '/sitemaps/x',
    ]) {
      const response = await get(path, 'de.cards.localhost:3000');
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await get('/sitemaps/themes-1.xml', 'gb.posters.localhost:3000')).statusCode).toBe(404);
  });
});

describe('child sitemaps list only canonical, indexable URLs with the pages’ own hreflang', () => {
  let urls: Record<string, ParsedUrl[]>;
  beforeAll(async () => {
    urls = await crawl('ch.cards.localhost:3000');
  });

  it('lists every language of the host, on the host, without /d, queries of pages or noindex stories', async () => {
    const pages = urls.pages ?? [];
    const locs = pages.map((u) => u.loc);
    expect(locs).toContain('http://ch.cards.localhost:3000/');
    expect(locs).toContain('http://ch.cards.localhost:3000/fr/impression-sur-toile');
    expect(locs).toContain('http://ch.cards.localhost:3000/it/stampa-su-tela');
    for (const url of Object.values(urls).flat()) {
      expect(new URL(url.loc).host).toBe('ch.cards.localhost:3000');
      expect(url.loc).not.toMatch(/\/d(\/|$)/);
    }
    for (const url of [...pages, ...(urls.themes ?? [])]) expect(url.loc).not.toContain('?');
    // AGB, Impressum and Datenschutz are noindex stories; redirect stories are no pages.
    expect(locs.some((l) => /\/(agb|impressum|datenschutz|error|bilderbox)$/.test(l))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('gives every URL the alternates and canonical its page carries (sampled per kind)', async () => {
    const samples = [
      ...(urls.pages ?? []).filter((u) =>
        /\/(fr\/impression-sur-toile|it\/stampa-su-tela|fotobox)$/.test(u.loc),
      ),
      ...(urls.themes ?? []).slice(0, 3),
      ...(urls.listings ?? []).filter((u) =>
        /\/products(\?category=geburtstag|\?product=calendar)?$/.test(u.loc),
      ),
      ...(urls.listings ?? []).slice(-2),
    ];
    expect(samples.length).toBeGreaterThanOrEqual(10);
    for (const url of samples) {
      const seo = await pageSeo(url.loc);
      expect(seo.status, url.loc).toBe(200);
      expect(seo.canonical, url.loc).toBe(url.loc);
      expect(seo.robots, url.loc).toBe('index, follow');
      expect(url.alternates, url.loc).toEqual(seo.alternates);
      expect(url.alternates['x-default'], url.loc).toBeTruthy();
    }
  });

  it('lists every theme page of the market with its lastmod and preview image', async () => {
    const themes = urls.themes ?? [];
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const response = await app.inject({
        url: `/web-api/themes?pageSize=48&page=${page}`,
        headers: { host: 'ch.cards.localhost:3000' },
      });
      const body = response.json() as ListingResult;
      ids.push(...body.items.map((i) => i.id));
      if (page >= body.paging.pageCount) break;
    }
    expect(ids.length).toBeGreaterThanOrEqual(300);
    // Three languages on ch: every theme once per language.
    for (const prefix of ['', '/fr', '/it']) {
      const listed = themes
        .map((t) => new URL(t.loc).pathname)
        .filter((p) => p.startsWith(`${prefix}/themes/`))
        .map((p) => decodeURIComponent(p.slice(`${prefix}/themes/`.length)));
      expect(listed.sort(), prefix || 'de').toEqual([...ids].sort());
    }
    for (const theme of themes) {
      expect(theme.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(theme.images).toHaveLength(1);
      expect(theme.images[0]).toMatch(
        /^http:\/\/ch\.cards\.localhost:3000\/cdn-cgi\/image\/[^/]+\/assets\/themes\/.+\.jpg$/,
      );
    }
  });

  it('lists each product listing and each filter value, never sorts, page sizes or later pages', async () => {
    const locs = (urls.listings ?? []).map((u) => u.loc);
    for (const expected of [
      'http://ch.cards.localhost:3000/products',
      'http://ch.cards.localhost:3000/products?category=geburtstag',
      'http://ch.cards.localhost:3000/fr/products?product=calendar',
      'http://ch.cards.localhost:3000/it/products?color=blue',
    ])
      expect(locs).toContain(expected);
    for (const loc of locs) {
      const params = [...new URL(loc).searchParams.keys()];
      expect(params.filter((p) => p !== 'product').length, loc).toBeLessThanOrEqual(1);
      expect(loc).not.toMatch(/[?&](sort|pageSize|page)=/);
    }
  });

  it('keeps every child under the protocol’s 50,000 URLs', () => {
    for (const list of Object.values(urls)) expect(list.length).toBeLessThanOrEqual(50_000);
  });
});

describe('URLs come from the host table and the configured origin, never from the Host header', () => {
  it.each(['localhost:9999', '127.0.0.1:9999', 'evil.example:9999'])(
    'Host: %s puts neither its name nor its port into sitemaps, robots.txt or llms.txt',
    async (host) => {
      const bodies = [
        (await get('/sitemap.xml', host)).body,
        ...(await Promise.all(
          parseIndex((await get('/sitemap.xml', host)).body).map(
            async (s) => (await get(new URL(s.loc).pathname, host)).body,
          ),
        )),
        (await get('/robots.txt', host)).body,
        (await get('/llms.txt', host)).body,
      ];
      for (const body of bodies) {
        expect(body).not.toContain('9999');
        expect(body).not.toContain('evil.example');
      }
    },
  );

  it.each(['localhost:3000', '127.0.0.1:3000'])(
    'the default host %s lists the German pages with their canonical URLs (issue 13.4)',
    async (host) => {
      const urls = await crawl(host);
      const locs = Object.values(urls)
        .flat()
        .map((u) => u.loc);
      expect(locs).toContain('http://de.cards.localhost:3000/leinwanddruck');
      expect(locs).toContain('http://de.cards.localhost:3000/themes/geburtstag-003');
      expect(locs).toContain('http://de.cards.localhost:3000/products');
      expect((await get('/llms.txt', host)).body).toContain(
        '](http://de.cards.localhost:3000/leinwanddruck)',
      );
    },
  );
});

/** Google's robots.txt matching: longest matching rule wins, "*" any run, "$" the end. */
function disallowed(robots: string, path: string): boolean {
  const rules = [...robots.matchAll(/^(Allow|Disallow): (.+)$/gm)].map((m) => ({
    allow: m[1] === 'Allow',
    pattern: m[2] ?? '',
  }));
  let best: { allow: boolean; length: number } | undefined;
  for (const rule of rules) {
    const regex = new RegExp(
      `^${rule.pattern
        .split('')
        .map((c) => (c === '*' ? '.*' : c === '$' ? '$' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}`,
    );
    if (regex.test(path) && (!best || rule.pattern.length > best.length))
      best = { allow: rule.allow, length: rule.pattern.length };
  }
  return best !== undefined && !best.allow;
}

describe('/robots.txt per host', () => {
  it('is small plain text with the rules and the host’s sitemap index', async () => {
    const response = await get('/robots.txt', 'ch.cards.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=');
    expect(response.body.length).toBeLessThan(2048);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Sitemap: http:\/\/ch\.cards\.localhost:3000\/sitemap\.xml$/m);
    for (const path of [
      '/d/products',
      '/d',
      '/fr/d/products',
      '/d/it/products',
      '/kundenkonto',
      '/it/kundenkonto/wunschliste',
      '/configurator-card?themeId=x',
      '/web-api/themes',
      '/price-api/x',
      '/frontend-api/mp/storyblok/global',
      '/api/x',
      '/karten/_payload.json',
      '/products?sort=created',
      '/products?category=hochzeit&pageSize=48',
      '/themes/geburtstag-003?format=klappkarte-105x148',
      '/fr/themes/geburtstag-003?quantity=25',
      '/fotobox?_preview=1',
    ])
      expect(disallowed(response.body, path), path).toBe(true);
    for (const path of [
      '/',
      '/fr',
      '/products',
      '/products?category=hochzeit',
      '/themes/geburtstag-003',
      '/de-fotos',
    ])
      expect(disallowed(response.body, path), path).toBe(false);
  });

  it('leaves every sitemap URL crawlable', async () => {
    const urls = Object.values(await crawl('ch.cards.localhost:3000')).flat();
    for (const url of urls) {
      const robots = (await get('/robots.txt', 'ch.cards.localhost:3000')).body;
      const parsed = new URL(url.loc);
      expect(disallowed(robots, `${parsed.pathname}${parsed.search}`), url.loc).toBe(false);
    }
  });

  it('answers the unknown host with the default market and the configured origin', async () => {
    const body = (await get('/robots.txt', 'evil.example')).body;
    expect(body).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });
});

describe('with PUBLIC_BASE_URL and ROBOTS_DISALLOW_ALL', () => {
  let configured: FastifyInstance;
  beforeAll(async () => {
    configured = await createTestApp({
      PUBLIC_BASE_URL: 'https://shop.example',
      ROBOTS_DISALLOW_ALL: 'true',
    });
  });
  afterAll(() => configured.close());

  it('takes scheme and port from the setting, hosts from the table', async () => {
    const index = await configured.inject({
      url: '/sitemap.xml',
      headers: { host: 'de.cards.localhost:8080' },
    });
    expect(parseIndex(index.body).map((s) => s.loc)).toContain(
      'https://de.cards.localhost/sitemaps/themes-1.xml',
    );
    const pages = await configured.inject({
      url: '/sitemaps/pages-1.xml',
      headers: { host: 'localhost:8080' },
    });
    expect(parseUrlset(pages.body).map((u) => u.loc)).toContain('https://de.cards.localhost/leinwanddruck');
    expect(pages.body).not.toContain('8080');
  });

  it('disallows everything on a non-production deployment', async () => {
    const robots = await configured.inject({ url: '/robots.txt', headers: { host: 'de.cards.localhost' } });
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('child sitemaps split at the URL limit', () => {
  let small: FastifyInstance;
  const page = (n: number): StoryPage => ({
    uuid: `u${n}`,
    name: `Page ${n}`,
    defaultPath: `seite-${n}`,
    paths: { de: `seite-${n}` },
    content: {
      component: 'Page',
      _uid: `p${n}`,
      metaTitle: `Seite ${n}`,
      metaDescription: '',
      teaser: [],
      body: [],
    },
    tags: [],
    publishedAt: `2025-01-${String(n).padStart(2, '0')}T10:00:00Z`,
  });
  beforeAll(async () => {
    small = Fastify();
    requestContext(small);
    await small.register(sitemapRoutes, {
      content: {
        page: async () => undefined,
        global: async () => undefined,
        listPages: async () => [1, 2, 3, 4, 5].map(page),
      },
      publicBase: 'http://localhost:3000',
      maxUrlsPerSitemap: 2,
    });
  });
  afterAll(() => small.close());

  it('names as many children as the URLs need, each with its own newest lastmod', async () => {
    const index = parseIndex(
      (await small.inject({ url: '/sitemap.xml', headers: { host: 'at.cards.localhost' } })).body,
    );
    expect(index).toEqual([
      { loc: 'http://at.cards.localhost:3000/sitemaps/pages-1.xml', lastmod: '2025-01-02' },
      { loc: 'http://at.cards.localhost:3000/sitemaps/pages-2.xml', lastmod: '2025-01-04' },
      { loc: 'http://at.cards.localhost:3000/sitemaps/pages-3.xml', lastmod: '2025-01-05' },
      // Without a themes service the shop still has its products page.
      { loc: 'http://at.cards.localhost:3000/sitemaps/listings-1.xml' },
    ]);
    const all: string[] = [];
    for (const child of index.slice(0, 3)) {
      const urls = parseUrlset(
        (await small.inject({ url: new URL(child.loc).pathname, headers: { host: 'at.cards.localhost' } }))
          .body,
      );
      expect(urls.length).toBeLessThanOrEqual(2);
      all.push(...urls.map((u) => u.loc));
    }
    expect(all).toEqual([1, 2, 3, 4, 5].map((n) => `http://at.cards.localhost:3000/seite-${n}`));
    expect(
      (await small.inject({ url: '/sitemaps/pages-4.xml', headers: { host: 'at.cards.localhost' } }))
        .statusCode,
    ).toBe(404);
  });
});
