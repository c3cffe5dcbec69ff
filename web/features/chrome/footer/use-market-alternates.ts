import { useMemo } from 'react';
import { type UIMatch, useLocation, useMatches } from 'react-router';
import {
  type MarketAlternate,
  type MarketAlternatesInput,
  marketAlternates,
} from '../../../../shared/chrome/market-switcher';
import type { Alternate } from '../../../../shared/seo/page-links';
import { useShop } from '../../../app/shop-context';

/**
 * Routes without a counterpart in other markets when they carry no hreflang table: the content
 * routes (a page without SEO data is a 404) and the error page. Every other route of the tree is
 * one of the shop's own, with the same path in every market.
 */
const NO_COUNTERPART = new Set(['root', 'page', 'home', 'content', 'error']);

/** The current route's links to other markets: its hreflang table, or what stands in for one. */
export function pageLinksOf(
  matches: readonly UIMatch[],
  pathname: string,
): Pick<MarketAlternatesInput, 'hreflang' | 'samePath'> {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { seo?: { alternates?: Alternate[] } } | null | undefined;
    if (data?.seo?.alternates) return { hreflang: data.seo.alternates };
  }
  const deepest = matches.at(-1);
  return deepest && !NO_COUNTERPART.has(deepest.id) ? { samePath: pathname } : {};
}

/**
 * The market switcher's links, derived from the route being shown: recomputed on every navigation,
 * in the server render and in the browser alike, so they never point at the page the visit began on.
 * With `needed` false it answers an empty list without the work (a hook cannot be called conditionally).
 */
export function useMarketAlternates(needed = true): MarketAlternate[] {
  const { channel, platform, origin } = useShop();
  const matches = useMatches();
  const { pathname } = useLocation();
  return useMemo(
    () => (needed ? marketAlternates({ channel, platform, origin, ...pageLinksOf(matches, pathname) }) : []),
    [needed, channel, platform, origin, matches, pathname],
  );
}
