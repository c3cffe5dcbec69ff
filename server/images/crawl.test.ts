/**
 * Issue 22.13, performed: a link checker crawls every page of one host and every image those
 * pages name, with 8 connections, against a shop with an empty image cache. Not one answer may be
 * a 5xx (browsers do not retry images: a 503 is a grey box for a shopper).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { renditionUrlsOf, warmRenditions } from './warm-renditions';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crawl-'));
  app = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function crawl(urls: string[], connections: number, visit: (url: string) => Promise<void>) {
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await visit(url);
    }),
  );
}

describe('crawling a host on a cold image cache', () => {
  it('answers every page and every image it names without a 5xx, at 8 connections', async () => {
    const host = 'de.posters.localhost';
    const sitemap = await app.inject({ url: '/sitemaps/pages-1.xml', headers: { host } });
    const pages = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(pages.length).toBeGreaterThan(5);

    const images = new Set<string>();
    const failures: string[] = [];
    await crawl(pages, 8, async (path) => {
      const page = await app.inject({ url: path, headers: { host, 'user-agent': 'link-checker' } });
      if (page.statusCode >= 500) failures.push(`${page.statusCode} ${path}`);
      for (const url of renditionUrlsOf(page.body)) images.add(url);
    });
    expect(images.size).toBeGreaterThan(20);
    const statuses = new Map<number, number>();
    await crawl([...images], 8, async (url) => {
      const image = await app.inject({ url, headers: { host, accept: 'image/webp,*/*' } });
      statuses.set(image.statusCode, (statuses.get(image.statusCode) ?? 0) + 1);
      if (image.statusCode >= 500) failures.push(`${image.statusCode} ${url}`);
    });
    expect(failures).toEqual([]);
    // Every rendition a page names exists: the crawl saw real images, not 4xx answers.
    expect([...statuses.keys()]).toEqual([200]);
  }, 180_000);

  it('takes a burst of 160 distinct cold renditions at once without a 503', async () => {
    // A page of theme tiles opened by many shoppers, or a crawler with many connections: every
    // rendition is new, all arrive together. The old resizer (one job, 64 waiting) refused most.
    const themes = [
      ...new Set(
        [
          ...(await app.inject({ url: '/products', headers: { host: 'de.cards.localhost' } })).body.matchAll(
            /\/assets\/themes\/([a-z0-9-]+\.jpg)/g,
          ),
        ].map((m) => m[1] ?? ''),
      ),
    ];
    expect(themes.length).toBeGreaterThan(5);
    const urls = Array.from({ length: 160 }, (_, i) => {
      const theme = themes[i % themes.length];
      return `/cdn-cgi/image/width=320,blur=${i % 100},brightness=${i >= 100 ? 1 : 0},format=webp/assets/themes/${theme}`;
    });
    // Many shoppers: each from an address of its own (one client asking for all of them at once is
    // limited per client instead, issue 34 item 6: server/images/per-client.test.ts).
    const statuses = await Promise.all(
      urls.map(
        async (url, i) =>
          (
            await app.inject({
              url,
              headers: { host: 'de.cards.localhost' },
              remoteAddress: `10.34.${Math.floor(i / 200)}.${(i % 200) + 1}`,
            })
          ).statusCode,
      ),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 180_000);

  it('warms the renditions of the seeded pages, which are then served from the cache', async () => {
    const controller = new AbortController();
    const result = await warmRenditions(app, { signal: controller.signal, maxPages: 3 });
    expect(result.pages).toBe(3);
    expect(result.renditions).toBeGreaterThan(0);
    expect(result.failed).toBe(0);
    const home = await app.inject({ url: '/', headers: { host: 'de.cards.localhost' } });
    const [first] = renditionUrlsOf(home.body);
    const image = await app.inject({
      url: first ?? '',
      headers: { host: 'de.cards.localhost', accept: 'image/webp' },
    });
    expect(image.headers['x-image-cache']).toBe('hit');
  }, 120_000);

  it('reads the resizer URLs of src, srcset and image preloads', () => {
    const html =
      '<img src="/cdn-cgi/image/width=80,quality=85/a.jpg" srcSet="/cdn-cgi/image/width=80,quality=85/a.jpg 80w, /cdn-cgi/image/width=160,quality=85/a.jpg 160w"/>' +
      '<link rel="preload" as="image" imageSrcSet="/cdn-cgi/image/width=320/b.jpg 320w"/><img src="/favicon.svg"/>';
    expect(renditionUrlsOf(html).sort()).toEqual([
      '/cdn-cgi/image/width=160,quality=85/a.jpg',
      '/cdn-cgi/image/width=320/b.jpg',
      '/cdn-cgi/image/width=80,quality=85/a.jpg',
    ]);
  });
});
