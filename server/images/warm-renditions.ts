/**
 * Warms the image renditions the shop's own pages ask for (issue 22.13): after start, in the
 * background and one at a time, it reads each brand's page and listing sitemaps for the main
 * German hosts, renders those pages in-process (inject, no network) and asks for every
 * /cdn-cgi/image/ URL their HTML references. A shopper or crawler arriving later finds the
 * renditions on disk instead of waiting in the resizer's queue.
 */
import type { FastifyInstance } from 'fastify';
import { RESIZE_PREFIX } from './source-path';

/** The hosts whose pages are warmed: one per brand, whose images the other markets share. */
const WARM_HOSTS = ['de.cards.localhost', 'de.posters.localhost'] as const;
const SITEMAPS = ['pages', 'listings'] as const;
/** A browser that takes WebP, as nearly all do: the rendition most requests will want. */
const ACCEPT_IMAGES = 'image/avif,image/webp,image/*;q=0.8';

export interface WarmUpResult {
  pages: number;
  renditions: number;
  failed: number;
}

/** Every resizer URL a page's HTML names: src, srcset and image preloads. */
export function renditionUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)) {
    // Candidates are separated by a comma and white space; resizer URLs hold bare commas.
    for (const candidate of (match[1] ?? '').split(/,\s+/)) {
      const url = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&');
      if (url?.startsWith(RESIZE_PREFIX)) urls.add(url);
    }
  }
  return [...urls];
}

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function warmRenditions(
  app: FastifyInstance,
  /** token: the resizer's internalToken, so the warm-up is not limited as a client. */
  options: { signal: AbortSignal; maxPages?: number; token?: string },
): Promise<WarmUpResult> {
  const result: WarmUpResult = { pages: 0, renditions: 0, failed: 0 };
  const seen = new Set<string>();
  const maxPages = options.maxPages ?? 400;
  for (const host of WARM_HOSTS) {
    for (const kind of SITEMAPS) {
      const sitemap = await app.inject({ url: `/sitemaps/${kind}-1.xml`, headers: { host } });
      if (sitemap.statusCode !== 200) continue;
      for (const loc of locsOf(sitemap.body)) {
        if (options.signal.aborted || result.pages >= maxPages) return result;
        const url = new URL(loc);
        const page = await app.inject({
          url: `${url.pathname}${url.search}`,
          headers: { host: url.host, 'user-agent': 'shop-image-warmup', accept: 'text/html' },
        });
        result.pages += 1;
        for (const rendition of renditionUrlsOf(page.body)) {
          if (options.signal.aborted) return result;
          if (seen.has(rendition)) continue;
          seen.add(rendition);
          const image = await app.inject({
            url: rendition,
            headers: {
              host,
              accept: ACCEPT_IMAGES,
              ...(options.token ? { 'x-image-warmup': options.token } : {}),
            },
          });
          if (image.statusCode === 200) result.renditions += 1;
          else result.failed += 1;
          // Shoppers first: one rendition at a time, and the event loop is free between them.
          await pause();
        }
      }
    }
  }
  return result;
}
