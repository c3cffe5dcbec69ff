/** SPEC 1: the two shop channels (brands). Apart from the host table so that rules needing only the names stay light. */
export const CHANNELS = ['cards', 'posters'] as const;
export type Channel = (typeof CHANNELS)[number];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}
