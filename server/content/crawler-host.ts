/**
 * Which channel and markets a request's host serves, and the origin its crawler files name, built
 * from the host table and the public base URL only (shared/seo/site-origin.ts): an unknown or
 * forged Host header selects the default market and is never written into a response.
 */
import { type Channel, type HostEntry, type Market, marketsOfHost } from '../../shared/markets';
import { hostOrigin } from '../../shared/seo/site-origin';

export interface CrawlerHost {
  channel: Channel;
  /** The markets this host serves, its default market first. */
  markets: Market[];
  /** This host's own origin (the sitemap index and robots.txt point here). */
  origin: string;
}

/** `site`: the request's host table entry, read once at the edge (`request.shop.site`). */
export function crawlerHost(site: HostEntry & { known: boolean }, publicBase: string): CrawlerHost {
  const entry = site;
  return {
    channel: entry.channel,
    markets: marketsOfHost(entry),
    origin: entry.known ? hostOrigin(publicBase, entry.host) : new URL(publicBase).origin,
  };
}
