/**
 * SEO links of a page (SPEC 3 "SEO meta kinds"): the canonical URL, hreflang alternates for every
 * market of the brand whose language has the page, and x-default (the default market's URL).
 */
import {
  type Channel,
  DEFAULT_MARKET,
  type Language,
  languageOf,
  type Market,
  marketsOfChannel,
} from '../markets';
import { marketUrl } from '../routing';

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageLinkInput {
  channel: Channel;
  market: Market;
  /** The page's path per content language, without leading slash ("" or "home" is the home page). */
  paths: Partial<Record<Language, string>>;
  /** The origin the shopper sees, e.g. "http://ch.cards.localhost:3000". */
  origin: string;
}

function toPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' || trimmed === 'home' ? '/' : `/${trimmed}`;
}

function targetOf(origin: string) {
  const url = new URL(origin);
  return { host: url.host, protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const) };
}

/** Alternates always point at the web platform: the desktop app's /d pages are not for search engines. */
export function alternatesOf(input: PageLinkInput): Alternate[] {
  const target = targetOf(input.origin);
  const alternates: Alternate[] = [];
  for (const market of marketsOfChannel(input.channel)) {
    const path = input.paths[languageOf(market)];
    if (path === undefined) continue;
    const href = marketUrl(target, input.channel, market, 'w', toPath(path));
    if (href) alternates.push({ hreflang: market, href });
  }
  const fallback =
    alternates.find((a) => a.hreflang === DEFAULT_MARKET) ??
    alternates.find((a) => a.hreflang === input.market) ??
    alternates[0];
  if (fallback) alternates.push({ hreflang: 'x-default', href: fallback.href });
  return alternates;
}

export function canonicalOf(input: PageLinkInput): string | undefined {
  const path = input.paths[languageOf(input.market)];
  if (path === undefined) return undefined;
  return marketUrl(targetOf(input.origin), input.channel, input.market, 'w', toPath(path));
}

export type Robots = 'index, follow' | 'index, nofollow' | 'noindex, follow' | 'noindex, nofollow';

/** The story's robots setting, tightened to noindex on the desktop platform and in preview. */
export function robotsOf(
  value: string | undefined,
  options: { platform: 'w' | 'd'; preview: boolean },
): Robots {
  const normalised = (value ?? '').toLowerCase().replace(/\s+/g, '');
  const index = !normalised.includes('noindex') && options.platform === 'w' && !options.preview;
  const follow = !normalised.includes('nofollow');
  return `${index ? 'index' : 'noindex'}, ${follow ? 'follow' : 'nofollow'}` as Robots;
}
