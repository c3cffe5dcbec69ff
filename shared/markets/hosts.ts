import channelsTable from '../../config/channels.json' with { type: 'json' };
import hostsTable from '../../config/hosts.json' with { type: 'json' };
import type { Channel } from './channels';
import { COUNTRY_MARKETS, type Country, isMarket, type Market } from './locales';

export { CHANNELS, type Channel, isChannel } from './channels';

export interface HostEntry {
  host: string;
  channel: Channel;
  country: Country;
  /** The host that links and redirects use for this channel and country. */
  primary?: boolean;
}

const HOSTS: readonly HostEntry[] = hostsTable.hosts as HostEntry[];
const DEFAULT_HOST = hostsTable.default as { channel: Channel; country: Country };
const CHANNEL_MARKETS: Record<Channel, readonly Market[]> = {
  cards: channelsTable.cards.markets.filter(isMarket),
  posters: channelsTable.posters.markets.filter(isMarket),
};

/** Strips the port and lower-cases; anything malformed becomes the empty string (the default host). */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return /^[a-z0-9.[\]:-]{1,253}$/.test(name ?? '') ? (name ?? '') : '';
}

/** The host table entry of a host; unknown hosts serve the default channel and country. */
export function lookupHost(hostHeader: string | undefined): HostEntry & { known: boolean } {
  const name = hostnameOf(hostHeader);
  const entry = HOSTS.find((h) => h.host === name);
  if (entry) return { ...entry, known: true };
  return { host: name, ...DEFAULT_HOST, known: false };
}

export function marketsOfChannel(channel: Channel): readonly Market[] {
  return CHANNEL_MARKETS[channel];
}

export function channelSells(channel: Channel, market: Market): boolean {
  return CHANNEL_MARKETS[channel].includes(market);
}

/** The primary host of a country in a channel, the only kind of host a redirect may name. */
export function hostFor(channel: Channel, country: Country): string | undefined {
  return HOSTS.find((h) => h.channel === channel && h.country === country && h.primary)?.host;
}

/** Markets a host serves: its country's markets that its channel sells. */
export function marketsOfHost(entry: Pick<HostEntry, 'channel' | 'country'>): Market[] {
  return COUNTRY_MARKETS[entry.country].filter((m) => channelSells(entry.channel, m));
}

export function allHosts(): readonly HostEntry[] {
  return HOSTS;
}
