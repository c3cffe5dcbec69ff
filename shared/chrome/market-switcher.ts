/**
 * The country and language switcher (SPEC 2 footer: international and languages boxes). Leads to
 * the same page in another market; names are the markets' own (endonyms), as shoppers look for
 * their own language.
 */
import {
  type Channel,
  COUNTRY_MARKETS,
  type Country,
  countryOf,
  type Language,
  languageOf,
  type Market,
  marketsOfChannel,
} from '../markets';
import { marketUrl, type Platform } from '../routing/locale-path';
import type { Alternate } from '../seo/page-links';

export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
};

/** The country's name in the market's language. */
export const COUNTRY_NAMES: Record<Market, string> = {
  'de-AT': 'Österreich',
  'de-CH': 'Schweiz',
  'de-DE': 'Deutschland',
  'de-IT': 'Italien',
  'de-LI': 'Liechtenstein',
  'de-LU': 'Luxemburg',
  'en-GB': 'United Kingdom',
  'en-US': 'United States',
  'es-ES': 'España',
  'fr-BE': 'Belgique',
  'fr-CH': 'Suisse',
  'fr-FR': 'France',
  'fr-LU': 'Luxembourg',
  'it-CH': 'Svizzera',
  'it-IT': 'Italia',
  'nl-BE': 'België',
  'nl-NL': 'Nederland',
};

/** "Deutschland · Deutsch". */
export function marketName(market: Market): string {
  return `${COUNTRY_NAMES[market]} · ${LANGUAGE_NAMES[languageOf(market)]}`;
}

export interface SwitcherEntry {
  market: Market;
  href: string;
  /** Country name (countries list) or language name (languages list). */
  label: string;
  current: boolean;
}

export interface MarketSwitcherGroups {
  /** The languages of the current country (only when there is more than one). */
  languages: SwitcherEntry[];
  /** One entry per country of the channel: the current language where the country speaks it, else its default. */
  countries: SwitcherEntry[];
}

export function marketSwitcherGroups(
  current: Market,
  alternates: readonly MarketAlternate[],
): MarketSwitcherGroups {
  const country = countryOf(current);
  const language = languageOf(current);
  const sameCountry = alternates.filter((a) => countryOf(a.market) === country);
  const languages =
    sameCountry.length > 1
      ? sameCountry.map((a) => ({
          market: a.market,
          href: a.href,
          label: LANGUAGE_NAMES[languageOf(a.market)],
          current: a.market === current,
        }))
      : [];
  const byCountry = new Map<Country, { market: Market; href: string }[]>();
  for (const a of alternates) {
    const c = countryOf(a.market);
    byCountry.set(c, [...(byCountry.get(c) ?? []), a]);
  }
  const countries: SwitcherEntry[] = [];
  for (const [c, entries] of byCountry) {
    const pick =
      c === country
        ? (entries.find((e) => e.market === current) ?? entries[0])
        : (entries.find((e) => languageOf(e.market) === language) ??
          entries.find((e) => e.market === COUNTRY_MARKETS[c][0]) ??
          entries[0]);
    if (!pick) continue;
    countries.push({
      market: pick.market,
      href: pick.href,
      label: COUNTRY_NAMES[pick.market],
      current: c === country,
    });
  }
  countries.sort((a, b) => a.label.localeCompare(b.label, 'de'));
  return { languages, countries };
}

export interface MarketAlternate {
  market: Market;
  href: string;
}

export interface MarketAlternatesInput {
  channel: Channel;
  platform: Platform;
  /** The origin the shopper sees (scheme and port of the links), e.g. "http://fr.cards.localhost:3000". */
  origin: string;
  /** The current page's hreflang table (its SEO alternates); undefined when the route has none. */
  hreflang?: readonly Alternate[];
  /**
   * Without a hreflang table: the path below the prefix when the page is one of the shop's own
   * routes, whose path is the same in every market (/kundenkonto, /configurator-card). Absent: the
   * page has no counterpart we know of (a 404), and the links lead to the markets' home pages.
   */
  samePath?: string;
}

function targetOf(origin: string) {
  const url = new URL(origin);
  return { host: url.host, protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const) };
}

/**
 * A hreflang URL (always the web platform's) on the shopper's platform: the desktop app keeps its
 * /d, which sits between the market's language prefix and the page's path.
 */
function onPlatform(
  href: string,
  web: { home: string },
  platform: Platform,
  toUrl: (rest: string) => string,
) {
  if (platform === 'w') return href;
  const url = new URL(href);
  const prefix = new URL(web.home).pathname.replace(/\/$/, '');
  const rest = url.pathname.slice(prefix.length) || '/';
  return `${toUrl(rest)}${url.search}`;
}

/**
 * Where the switcher's entry for each market of the channel leads (SPEC 2 footer; issue 23 item 2):
 * the same page in that market through the page's own hreflang table, and that market's home page
 * where the page does not exist there, so no country or language link ends in a 404.
 */
export function marketAlternates(input: MarketAlternatesInput): MarketAlternate[] {
  const target = targetOf(input.origin);
  const out: MarketAlternate[] = [];
  for (const market of marketsOfChannel(input.channel)) {
    const url = (platform: Platform, rest: string) =>
      marketUrl(target, input.channel, market, platform, rest);
    const home = url(input.platform, '/');
    const webHome = url('w', '/');
    if (!home || !webHome) continue;
    let href: string | undefined;
    if (input.hreflang) {
      const entry = input.hreflang.find((a) => a.hreflang === market);
      href =
        entry &&
        onPlatform(
          entry.href,
          { home: webHome },
          input.platform,
          (rest) => url(input.platform, rest) ?? home,
        );
    } else if (input.samePath !== undefined) {
      href = url(input.platform, input.samePath);
    }
    out.push({ market, href: href ?? home });
  }
  return out;
}
