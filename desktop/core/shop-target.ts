/**
 * Where the app points: the origin and path prefix of the configured market on platform d, and
 * every origin that counts as the shop's own (for navigation, IPC and the cache). Built from the
 * shared host table only, so production hosts are added in config/, not here.
 */
import {
  allHosts,
  type Channel,
  channelSells,
  countryOf,
  hostFor,
  type Language,
  languageOf,
  lookupHost,
  type Market,
  marketsOfHost,
} from '../../shared/markets';

export interface ShopTarget {
  /** The origin serving the configured market, e.g. "http://localhost:3000". */
  origin: string;
  channel: Channel;
  market: Market;
  /** "" for the host's default language, else "/fr" etc. */
  languagePrefix: '' | `/${Language}`;
  /** The router basename of the app's pages: languagePrefix + "/d". */
  basename: string;
  /** Where the app starts and where "Home" goes: origin + basename + "/". */
  startUrl: string;
  /** Every origin of the shop: SHOP_URL, the market's origin, and each table host on the same scheme and port. */
  origins: ReadonlySet<string>;
}

export type ShopTargetResult = { ok: true; target: ShopTarget } | { ok: false; message: string };

function originOf(protocol: string, host: string, port: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}${port ? `:${port}` : ''}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Hosts that name this machine or a local network rather than a production shop: `localhost`,
 * `*.localhost`, and address literals. The host table lists them for development; a packaged app
 * must not count them as the shop (issue 34 item 12), or any local process serving
 * https://localhost (or a DNS answer for an address literal) would get the bridge and deep links.
 */
export function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name.startsWith('[') || name.includes(':')) return true; // IPv6 literal
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name);
}

/**
 * The shop's own origins as seen from SHOP_URL: it and every table host on its scheme and port.
 * A packaged build counts only production hosts: no local host of the table.
 */
export function shopOrigins(shopUrl: URL, options: { packaged?: boolean } = {}): Set<string> {
  const origins = new Set<string>([shopUrl.origin]);
  for (const entry of allHosts()) {
    if (options.packaged && isLocalHost(entry.host)) continue;
    const origin = originOf(shopUrl.protocol, entry.host, shopUrl.port);
    if (origin) origins.add(origin);
  }
  return origins;
}

export function resolveShopTarget(
  shopUrl: URL,
  market: Market | undefined,
  options: { packaged?: boolean } = {},
): ShopTargetResult {
  if (options.packaged && isLocalHost(shopUrl.hostname)) {
    return { ok: false, message: `A packaged app opens a production shop, not ${shopUrl.host}.` };
  }
  const entry = lookupHost(shopUrl.host);
  const hostMarkets = marketsOfHost(entry);
  const chosen = market ?? hostMarkets[0];
  if (!chosen) {
    return {
      ok: false,
      message: `The shop host ${shopUrl.host} (${entry.channel}, ${entry.country}) sells no market; set SHOP_MARKET.`,
    };
  }

  let origin = shopUrl.origin;
  let served = hostMarkets;
  if (!hostMarkets.includes(chosen)) {
    const host = channelSells(entry.channel, chosen) ? hostFor(entry.channel, countryOf(chosen)) : undefined;
    const other =
      host && !(options.packaged && isLocalHost(host))
        ? originOf(shopUrl.protocol, host, shopUrl.port)
        : undefined;
    if (!host || !other) {
      return {
        ok: false,
        message: `SHOP_MARKET ${chosen} is not sold by the ${entry.channel} channel of ${shopUrl.host}.`,
      };
    }
    origin = other;
    served = marketsOfHost({ channel: entry.channel, country: countryOf(chosen) });
  }

  const languagePrefix = served[0] === chosen ? '' : (`/${languageOf(chosen)}` as const);
  const basename = `${languagePrefix}/d`;
  const origins = shopOrigins(shopUrl, options);
  origins.add(origin);
  return {
    ok: true,
    target: {
      origin,
      channel: entry.channel,
      market: chosen,
      languagePrefix,
      basename,
      startUrl: `${origin}${basename}/`,
      origins,
    },
  };
}

/** Whether a URL (string or parsed) is on one of the shop's origins. Malformed input is not. */
export function isShopUrl(url: string | URL, origins: ReadonlySet<string>): boolean {
  try {
    const parsed = typeof url === 'string' ? new URL(url) : url;
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && origins.has(parsed.origin);
  } catch {
    return false;
  }
}
