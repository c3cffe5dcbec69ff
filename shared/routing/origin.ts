/**
 * Absolute URLs the shop writes (canonical, hreflang, og:image, JSON-LD, mails, sitemap) name a host
 * from the host table and the public scheme and port the operator configured, never what a request's
 * Host header said (issue 22 item 7).
 */
import { type Channel, countryOf, hostFor, type Market } from '../markets';

/** How the shop is reached from outside: scheme and port (absent: the scheme's default). */
export interface PublicAddress {
  protocol: 'http' | 'https';
  port?: number | undefined;
}

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

/** "http://host:3000", or "https://host" when the port is the scheme's default. */
export function formatOrigin(address: PublicAddress, hostname: string): string {
  const port =
    address.port === undefined || address.port === DEFAULT_PORTS[address.protocol] ? '' : `:${address.port}`;
  return `${address.protocol}://${hostname}${port}`;
}

/** The origin of a market: its country's primary host in the channel, when the table has one. */
export function originOfMarket(channel: Channel, market: Market, address: PublicAddress): string | undefined {
  const host = hostFor(channel, countryOf(market));
  return host ? formatOrigin(address, host) : undefined;
}
