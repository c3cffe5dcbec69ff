/** The SPEC 3 per-channel settings as pages read them: from the catalogue snapshot (one read per TTL). */
import type { Channel } from '../../shared/markets';
import type { ChannelSettings } from '../../shared/settings/channel-settings';
import type { Snapshot } from './snapshot';

export function channelSettingsOf(snapshot: Snapshot, channel: Channel): ChannelSettings | undefined {
  const row = snapshot.channelSettings.get(channel);
  if (!row) return undefined;
  const { channel: _channel, ...settings } = row;
  return settings;
}

export function channelSettingsSource(catalogue: { snapshot(): Promise<Snapshot> }) {
  return async (channel: Channel) => channelSettingsOf(await catalogue.snapshot(), channel);
}
