/**
 * SPEC 2 "Global navigation rules": which market, platform and path prefix a request means,
 * and when it must be redirected instead. Redirect targets are built from the host table only.
 */
import {
  type Channel,
  COUNTRY_MARKETS,
  channelSells,
  countryOf,
  fallbackOf,
  type HostEntry,
  hostFor,
  isLanguage,
  LANGUAGE_HOME,
  type Language,
  languageOf,
  type Market,
  marketFor,
  marketsOfHost,
} from '../markets';
import { formatOrigin, type PublicAddress } from './origin';
import { safeRedirectPath } from './safe-redirect';

export type Platform = 'w' | 'd';

export interface ResolvedPage {
  kind: 'page';
  channel: Channel;
  market: Market;
  platform: Platform;
  /** The prefix the URL carried, e.g. "/d", "/fr", "/fr/d"; the router's basename. */
  basename: string;
  /** The path below the prefix, always starting with "/". */
  rest: string;
  /** Whether the host is in the table (unknown hosts serve the default market). */
  knownHost: boolean;
}

export interface ResolvedRedirect {
  kind: 'redirect';
  status: 301 | 302;
  /** Either a safe path on this host, or an absolute URL on a host from the host table. */
  location: string;
}

export type Resolution = ResolvedPage | ResolvedRedirect;

export interface RequestTarget {
  /**
   * The host table's entry for the request's Host (read once at the server's edge): it picks the
   * market, never the origin of a redirect.
   */
  site: HostEntry & { known: boolean };
  /** The path, not decoded, without the query. */
  path: string;
  /** The query string including "?", or "". */
  search: string;
  /** The public scheme and port that redirects to another host of the table carry. */
  address: PublicAddress;
}

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

interface Prefix {
  language?: string;
  platform: Platform;
  /** Segments as they stood, in order, e.g. ["d", "fr"]. */
  segments: string[];
  rest: string;
}

/** Splits "/fr/d/x" or "/d/fr/x" into its language, platform and the rest. */
export function splitPrefix(path: string): Prefix {
  const parts = path.split('/').slice(1);
  const segments: string[] = [];
  let language: string | undefined;
  let platform: Platform = 'w';
  for (let i = 0; i < 2 && parts.length > 0; i++) {
    const head = parts[0] ?? '';
    if (head === 'd' && platform === 'w') {
      platform = 'd';
    } else if (LANGUAGE_SEGMENT.test(head) && language === undefined) {
      language = head;
    } else {
      break;
    }
    segments.push(head);
    parts.shift();
  }
  // Leading slashes collapse so that no redirect built from the rest can read as "//other-host".
  return { language, platform, segments, rest: `/${parts.join('/')}`.replace(/^\/+/, '/') };
}

function withPrefix(segments: string[], rest: string): string {
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  if (rest === '/' && prefix) return prefix;
  return `${prefix}${rest}`;
}

/** The port part of an origin's host, when it is a plain port number. */
function portOf(hostHeader: string | undefined): string {
  const match = /:(\d{1,5})$/.exec(hostHeader?.trim() ?? '');
  return match ? `:${match[1]}` : '';
}

function absolute(target: RequestTarget, host: string, path: string): string {
  return `${formatOrigin(target.address, host)}${safeRedirectPath(`${path}${target.search}`)}`;
}

/** A redirect on this host: always through the one safe-redirect function. */
function local(status: 301 | 302, path: string, search = ''): ResolvedRedirect {
  return { kind: 'redirect', status, location: safeRedirectPath(`${path}${search}`) };
}

/**
 * The market a language prefix falls back to on this channel: the country's market for it when
 * the channel sells that, else its SPEC 9 fallback, else the language's home market.
 */
function fallbackMarket(channel: Channel, country: ReturnType<typeof countryOf>, language: Language) {
  const local = marketFor(country, language);
  const candidates = [local, local && fallbackOf(local), LANGUAGE_HOME[language]];
  return candidates.find((m): m is Market => m !== undefined && channelSells(channel, m));
}

export function resolveRequest(target: RequestTarget): Resolution {
  const entry = target.site;
  const prefix = splitPrefix(target.path);
  const hostMarkets = marketsOfHost(entry);
  const platformSegments = prefix.platform === 'd' ? ['d'] : [];

  // A host whose country this channel does not sell in (e.g. at.posters) hands over to its fallback.
  const [hostDefault] = hostMarkets;
  if (!hostDefault) {
    const country = entry.country;
    const market = fallbackMarket(entry.channel, country, languageOf(COUNTRY_MARKETS[country][0]));
    const host = market && hostFor(entry.channel, countryOf(market));
    if (!host) return local(302, '/error');
    return { kind: 'redirect', status: 302, location: absolute(target, host, target.path) };
  }

  const page = (market: Market, segments: string[]): ResolvedPage => ({
    kind: 'page',
    channel: entry.channel,
    market,
    platform: prefix.platform,
    basename: segments.length ? `/${segments.join('/')}` : '',
    rest: prefix.rest,
    knownHost: entry.known,
  });

  if (prefix.language === undefined) return page(hostDefault, prefix.segments);

  const language = prefix.language;
  const withoutLanguage = prefix.segments.filter((s) => s !== language);
  if (!isLanguage(language)) return local(302, withPrefix(platformSegments, '/error'));
  if (language === languageOf(hostDefault)) {
    return local(301, withPrefix(withoutLanguage, safeRedirectPath(prefix.rest)), target.search);
  }
  const sublocale = hostMarkets.find((m) => languageOf(m) === language);
  if (sublocale) return page(sublocale, prefix.segments);

  const fallback = fallbackMarket(entry.channel, entry.country, language);
  if (!fallback) return local(302, withPrefix(platformSegments, '/error'));
  const fallbackCountry = countryOf(fallback);
  if (fallbackCountry === entry.country) {
    return local(301, withPrefix(withoutLanguage, safeRedirectPath(prefix.rest)), target.search);
  }
  const host = hostFor(entry.channel, fallbackCountry);
  if (!host) return local(302, withPrefix(platformSegments, '/error'));
  const targetDefault = marketsOfHost({ channel: entry.channel, country: fallbackCountry })[0];
  const segments = fallback === targetDefault ? withoutLanguage : prefix.segments;
  return {
    kind: 'redirect',
    status: 302,
    location: absolute(target, host, withPrefix(segments, safeRedirectPath(prefix.rest))),
  };
}

/**
 * The URL of the same page in another market of the channel, for the market switcher and hreflang.
 * `target` is the shop's own public origin (scheme, and host whose port is kept), not a request's Host.
 */
export function marketUrl(
  target: { host: string | undefined; protocol: 'http' | 'https' },
  channel: Channel,
  market: Market,
  platform: Platform,
  rest: string,
): string | undefined {
  const country = countryOf(market);
  const host = hostFor(channel, country);
  if (!host || !channelSells(channel, market)) return undefined;
  const isDefault = marketsOfHost({ channel, country })[0] === market;
  const segments = [...(isDefault ? [] : [languageOf(market)]), ...(platform === 'd' ? ['d'] : [])];
  return `${target.protocol}://${host}${portOf(target.host)}${withPrefix(segments, rest)}`;
}
