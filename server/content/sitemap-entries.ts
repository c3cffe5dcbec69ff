/**
 * The URLs a host's sitemaps list, per kind: content pages (CMS stories), theme pages and listings.
 * Only canonical, indexable web URLs of the markets the host serves, on their canonical hosts
 * (a host that serves a market without being its canonical host lists the canonical URLs), with
 * the same hreflang alternates the pages themselves carry.
 */

import type { ContentSource, StoryPage } from '../../shared/contracts/page-services';
import { listingSearch } from '../../shared/listings/url-state';
import { LANGUAGES, type Language, languageOf, type Market } from '../../shared/markets';
import { crawlerImageUrl } from '../../shared/seo/image-url';
import { type Alternate, alternatesOf, canonicalOf } from '../../shared/seo/page-links';
import { marketOrigin } from '../../shared/seo/site-origin';
import type { ThemesService } from '../themes/theme-service';
import type { CrawlerHost } from './crawler-host';

export const SITEMAP_KINDS = ['pages', 'themes', 'listings'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapUrl {
  loc: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
  alternates: Alternate[];
  /** Absolute picture URLs (image:image). */
  images: string[];
}

export interface SitemapSources {
  content: ContentSource;
  /** Absent when the shop runs without a catalogue database: no theme or listing sitemaps. */
  themes?: Pick<ThemesService, 'sitemapThemes' | 'sitemapListings'>;
  /** Scheme and port of every URL (PUBLIC_BASE_URL, else http://localhost:PORT). */
  publicBase: string;
}

/** A content page of one market, with what llms.txt shows of it. */
export interface ContentPageUrl extends SitemapUrl {
  market: Market;
  page: StoryPage;
}

/** Listing and theme paths are not translated: the same path in every content language. */
function everyLanguage(path: string): Partial<Record<Language, string>> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, path]));
}

const day = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

export async function contentPageUrls(host: CrawlerHost, sources: SitemapSources): Promise<ContentPageUrl[]> {
  const out: ContentPageUrl[] = [];
  const byLanguage = new Map<Language, Promise<StoryPage[]>>();
  for (const market of host.markets) {
    // Titles and descriptions in the market's own language (llms.txt shows them).
    const language = languageOf(market);
    let pages = byLanguage.get(language);
    if (!pages) {
      pages = sources.content.listPages({ channel: host.channel, language });
      byLanguage.set(language, pages);
    }
    const origin = marketOrigin(sources.publicBase, host.channel, market);
    for (const page of await pages) {
      if (page.content.component !== 'Page') continue;
      if (String(page.content.robots ?? '').includes('noindex')) continue;
      const input = { channel: host.channel, market, paths: page.paths, origin };
      const loc = canonicalOf(input);
      if (!loc) continue;
      const lastmod = day(page.publishedAt);
      out.push({
        market,
        page,
        loc,
        ...(lastmod ? { lastmod } : {}),
        alternates: alternatesOf(input),
        images: [],
      });
    }
  }
  return out;
}

async function themeUrls(host: CrawlerHost, sources: SitemapSources): Promise<SitemapUrl[]> {
  const { themes } = sources;
  if (!themes) return [];
  const out: SitemapUrl[] = [];
  for (const market of host.markets) {
    const origin = marketOrigin(sources.publicBase, host.channel, market);
    for (const theme of await themes.sitemapThemes({ channel: host.channel, market })) {
      const input = {
        channel: host.channel,
        market,
        paths: everyLanguage(`themes/${encodeURIComponent(theme.id)}`),
        origin,
      };
      const loc = canonicalOf(input);
      if (!loc) continue;
      const image = crawlerImageUrl(theme.image, origin);
      out.push({
        loc,
        lastmod: theme.lastmod,
        alternates: alternatesOf(input),
        images: image ? [image] : [],
      });
    }
  }
  return out;
}

async function listingUrls(host: CrawlerHost, sources: SitemapSources): Promise<SitemapUrl[]> {
  const { themes } = sources;
  const out: SitemapUrl[] = [];
  for (const market of host.markets) {
    const origin = marketOrigin(sources.publicBase, host.channel, market);
    const input = { channel: host.channel, market, paths: everyLanguage('products'), origin };
    const base = canonicalOf(input);
    if (!base) continue;
    const alternates = alternatesOf(input);
    const listings = themes ? await themes.sitemapListings({ channel: host.channel, market }) : [];
    // A shop without listed products still has its products page (the product kinds).
    if (listings.length === 0) out.push({ loc: base, alternates, images: [] });
    for (const listing of listings) {
      // As the listing page writes its canonical URL and alternates (web/features/listings/listing-seo.ts).
      const search = listingSearch(listing.state, { defaultProduct: 'card' });
      out.push({
        loc: `${base}${search}`,
        ...(listing.lastmod ? { lastmod: listing.lastmod } : {}),
        alternates: alternates.map((a) => ({ ...a, href: `${a.href}${search}` })),
        images: [],
      });
    }
  }
  return out;
}

export async function sitemapUrls(
  kind: SitemapKind,
  host: CrawlerHost,
  sources: SitemapSources,
): Promise<SitemapUrl[]> {
  switch (kind) {
    case 'pages':
      return (await contentPageUrls(host, sources)).map(({ loc, lastmod, alternates, images }) => ({
        loc,
        ...(lastmod ? { lastmod } : {}),
        alternates,
        images,
      }));
    case 'themes':
      return themeUrls(host, sources);
    case 'listings':
      return listingUrls(host, sources);
  }
}
