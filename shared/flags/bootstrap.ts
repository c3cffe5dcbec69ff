import { z } from 'zod';
import { CHANNELS, type Channel } from '../markets/channels';
import { onFirstUse } from '../validation/on-first-use';
import type { Overrides } from './override';
import { CONTROL, TREATMENTS, type Treatment, type Treatments } from './treatments';

/** Why the page's treatments are what they are. */
export type FlagsReason =
  /** The Split SDK evaluated them for the user key. */
  | 'evaluated'
  /** Crawlers get no flag client and see control (SPEC 1). */
  | 'bot'
  /** Nothing is evaluated, tracked or sent before consent: control until the user grants it. */
  | 'no-consent'
  /** No SDK (init failed, empty key, timed out): logged on the server, flags off. */
  | 'unavailable';

/** The browser SDK's settings; authorizationKey "localhost" runs it on the server's treatments. */
export interface BrowserSdkSettings {
  authorizationKey: string;
}

/**
 * What the server hands the browser about flags, in the page's bootstrap JSON: the browser renders
 * exactly these treatments while hydrating, so server and browser HTML match (no flicker).
 */
export interface FlagsBootstrap {
  /** The user key (a UUID from the user-key cookie); null for bots and before consent. */
  splitKey: string | null;
  channel: Channel;
  /** Every flag of the channel, as evaluated (and kept sticky) by the server. */
  treatments: Treatments;
  /** Accepted `?<flag>=on|off` overrides of this request; they win over `treatments`. */
  overrides: Overrides;
  reason: FlagsReason;
  /** Null: no browser SDK on this page (bots, no consent, or no browser key configured). */
  sdk: BrowserSdkSettings | null;
}

export function effectiveTreatment(
  bootstrap: Pick<FlagsBootstrap, 'treatments' | 'overrides'>,
  flag: string,
): Treatment {
  return bootstrap.overrides[flag] ?? bootstrap.treatments[flag] ?? CONTROL;
}

// Pure: a module that never parses keeps neither the schema nor the library.
const schema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    splitKey: z.string().max(250).nullable(),
    channel: z.enum(CHANNELS),
    treatments: z.record(z.string(), z.enum(TREATMENTS)),
    overrides: z.record(z.string(), z.enum(['on', 'off'])),
    reason: z.enum(['evaluated', 'bot', 'no-consent', 'unavailable']),
    sdk: z.object({ authorizationKey: z.string().min(1) }).nullable(),
  }),
);

/** A bootstrap in which every flag is control and no SDK runs: the safe fallback. */
export function controlBootstrap(channel: Channel, reason: FlagsReason): FlagsBootstrap {
  return { splitKey: null, channel, treatments: {}, overrides: {}, reason, sdk: null };
}

/** Reads the bootstrap the browser received; anything malformed falls back to control. */
export function parseFlagsBootstrap(value: unknown, channel: Channel): FlagsBootstrap {
  const result = schema().safeParse(value);
  return result.success ? result.data : controlBootstrap(channel, 'unavailable');
}
