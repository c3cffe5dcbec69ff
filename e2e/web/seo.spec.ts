import { type APIRequestContext, expect, test } from '@playwright/test';
import { hostUrl } from '../support';

/**
 * Issue 19: what a crawler finds. Every URL of two markets' sitemaps answers 200 with itself as
 * canonical and "index"; every theme page of a market is in its theme sitemap; robots.txt names
 * the sitemap index.
 */

/**
 * GET a shop URL on any table host: Node does not resolve *.localhost as browsers do, so the
 * request goes to the loopback address with the URL's host as Host header.
 */
function get(request: APIRequestContext, url: string) {
  const target = new URL(url);
  return request.get(`${target.protocol}//127.0.0.1:${target.port}${target.pathname}${target.search}`, {
    headers: { host: target.host },
    maxRedirects: 0,
  });
}

async function text(request: APIRequestContext, url: string): Promise<string> {
  const response = await get(request, url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

async function sitemapUrls(request: APIRequestContext, indexUrl: string): Promise<Map<string, string[]>> {
  const byKind = new Map<string, string[]>();
  for (const child of locsOf(await text(request, indexUrl))) {
    const kind = /\/sitemaps\/([a-z]+)-\d+\.xml$/.exec(child)?.[1] ?? 'unknown';
    byKind.set(kind, [...(byKind.get(kind) ?? []), ...locsOf(await text(request, child))]);
  }
  return byKind;
}

/** Runs `work` over `items`, a few at a time (the shop renders each page on the server). */
async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

test.describe('sitemaps as a crawler reads them', () => {
  test.skip(({ isMobile }) => isMobile, 'the same server answers both viewports');
  test.setTimeout(240_000);

  for (const host of ['de.cards.localhost', 'gb.posters.localhost']) {
    test(`every sitemap URL on ${host} answers 200 with a self-canonical`, async ({ request, baseURL }) => {
      const robots = await text(request, hostUrl(baseURL, host, '/robots.txt'));
      const index = hostUrl(baseURL, host, '/sitemap.xml');
      expect(robots).toContain(`Sitemap: ${index}`);
      const urls = [...(await sitemapUrls(request, index)).values()].flat();
      expect(urls.length).toBeGreaterThanOrEqual(10);
      const problems: string[] = [];
      await inBatches(urls, 6, async (url) => {
        const response = await get(request, url);
        const html = await response.text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
        const robotsMeta = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
        if (response.status() !== 200) problems.push(`${url}: ${response.status()}`);
        else if (canonical !== url) problems.push(`${url}: canonical ${canonical}`);
        else if (robotsMeta !== 'index, follow') problems.push(`${url}: robots ${robotsMeta}`);
      });
      expect(problems).toEqual([]);
    });
  }

  test('every theme page of de-DE is in the theme sitemap', async ({ request, baseURL }) => {
    const host = 'de.cards.localhost';
    const themes = (await sitemapUrls(request, hostUrl(baseURL, host, '/sitemap.xml'))).get('themes') ?? [];
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const response = await get(request, hostUrl(baseURL, host, `/web-api/themes?pageSize=48&page=${page}`));
      const body = (await response.json()) as { items: { id: string }[]; paging: { pageCount: number } };
      ids.push(...body.items.map((i) => i.id));
      if (page >= body.paging.pageCount) break;
    }
    expect(ids.length).toBeGreaterThanOrEqual(300);
    expect(themes.map((u) => decodeURIComponent(new URL(u).pathname.replace('/themes/', ''))).sort()).toEqual(
      ids.sort(),
    );
  });
});
