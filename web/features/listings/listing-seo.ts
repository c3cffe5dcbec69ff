/** SEO links of listing, theme and feed pages (server only: loaders build them, pages render them). */

import type { ShopRequestInfo } from '../../../shared/contracts/request-info';
import { FACET_TYPES } from '../../../shared/listings/filters';
import { DEFAULT_PAGE_SIZE } from '../../../shared/listings/paging';
import { DEFAULT_SORT } from '../../../shared/listings/sort';
import type { ListingState } from '../../../shared/listings/url-state';
import { LANGUAGES, type Language } from '../../../shared/markets';
import { alternatesOf, canonicalOf, type Robots, robotsOf } from '../../../shared/seo/page-links';
import type { PageSeo } from '../seo/page-seo';

/** The same path in every content language: listing and theme paths are not translated. */
function everyLanguage(path: string): Partial<Record<Language, string>> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, path]));
}

/**
 * Canonical URL and hreflang alternates of an untranslated path with a query; title and
 * description are the page's own (translated in the component).
 */
export function pageSeo(
  info: ShopRequestInfo,
  path: string,
  search: string,
  options: { robots?: Robots; image?: string } = {},
): PageSeo {
  const input = {
    channel: info.channel,
    market: info.market,
    paths: everyLanguage(path),
    origin: info.origin,
  };
  const canonical = canonicalOf(input);
  return {
    title: '',
    description: '',
    canonical: canonical ? `${canonical}${search}` : undefined,
    alternates: alternatesOf(input).map((a) => ({ ...a, href: `${a.href}${search}` })),
    robots: options.robots ?? robotsOf(undefined, { platform: info.platform, preview: info.preview }),
    ...(options.image ? { image: options.image } : {}),
  };
}

/**
 * Listings are indexed with at most one filter value and the default sort and page size; every
 * other combination is "noindex, follow", so crawlers follow its links without indexing the
 * combinations of every filter (which would be millions of near-duplicate pages).
 */
export function listingRobots(info: ShopRequestInfo, state: ListingState): Robots {
  const values = FACET_TYPES.reduce((sum, type) => sum + state.facets[type].length, 0);
  const plain = values <= 1 && state.sort === DEFAULT_SORT && state.pageSize === DEFAULT_PAGE_SIZE;
  const robots = robotsOf(undefined, { platform: info.platform, preview: info.preview });
  return plain ? robots : robots.startsWith('index') ? 'noindex, follow' : robots;
}
