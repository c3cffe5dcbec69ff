/**
 * Origins for the absolute URLs that leave the shop for crawlers (sitemaps, robots.txt, llms.txt,
 * structured data). The host always comes from the host table and scheme and port from the
 * configured public base URL (PUBLIC_BASE_URL, else http://localhost:PORT): a request's Host header
 * is never echoed, so a forged "Host: localhost:9999" cannot end up in a cached sitemap.
 */
import { type Channel, countryOf, hostFor, type Market } from '../markets';
import { marketUrl } from '../routing';

/** "http://" + host + ":3000" with the scheme and port of the public base URL. */
export function hostOrigin(publicBase: string, host: string): string {
  const base = new URL(publicBase);
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`;
}

/**
 * The origin of a market's canonical host; the public base URL itself when the host table names
 * no primary host for the market's country in this channel.
 */
export function marketOrigin(publicBase: string, channel: Channel, market: Market): string {
  const host = hostFor(channel, countryOf(market));
  return host ? hostOrigin(publicBase, host) : new URL(publicBase).origin;
}

/**
 * The web URL of a shop path (with its query, if any) in a market, on the market's canonical host:
 * "/products?category=hochzeit" in fr-CH is http://ch.cards.localhost:3000/fr/products?category=hochzeit.
 */
export function marketPageUrl(publicBase: string, channel: Channel, market: Market, path: string): string {
  // A link the CMS made absolute (another site) stays as it is.
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const base = new URL(publicBase);
  const target = {
    host: base.host,
    protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
  };
  const rest = path.startsWith('/') ? path : `/${path}`;
  return marketUrl(target, channel, market, 'w', rest) ?? `${base.origin}${rest}`;
}
