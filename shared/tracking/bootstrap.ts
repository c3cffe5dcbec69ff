import { z } from 'zod';
import { CHANNELS, type Channel } from '../markets/channels';
import type { Market } from '../markets/locales';
import { onFirstUse } from '../validation/on-first-use';
import { CONSENT_STATUSES, type ConsentStatus, consentScriptFor } from './consent';
import { buildInitEvent, type DataLayerInitEvent } from './data-layer';
import { LOG_LEVELS, type LogLevel, resolveLogLevel } from './log-levels';
import { isValidTagManagerId, trackingDisabled } from './tag-manager';

/** What the server hands the browser about consent, tracking and logging, in the bootstrap JSON. */
export interface TrackingBootstrap {
  /** From the consent cookie; the dialog is server-rendered when unknown, so hydration matches. */
  consent: ConsentStatus;
  /** A valid tag-manager id, or null (then no tag manager ever loads). */
  tagManagerId: string | null;
  /** tracking=0 in the query. */
  trackingDisabled: boolean;
  /** The client log level (logging=0 makes it NONE). */
  logLevel: LogLevel;
  /** The consent-management script to load instead of the shop's dialog, or null. */
  consentScript: string | null;
  initEvent: DataLayerInitEvent;
}

export interface TrackingInput {
  /** The consent the server's edge read from the request's cookies, once. */
  consent: ConsentStatus;
  search: string;
  channel: Channel;
  market: Market;
  platform: 'w' | 'd';
  isBot: boolean;
  /** The path below the market prefix (for the consent script's route condition). */
  path: string;
  uniqueIdentifier: string;
  /** Configuration: tag-manager id, consent-script URL, client log level. */
  tagManagerId?: string | null;
  consentScriptUrl?: string | null;
  logLevel?: string | null;
}

export function resolveTracking(input: TrackingInput): TrackingBootstrap {
  return {
    consent: input.consent,
    tagManagerId: isValidTagManagerId(input.tagManagerId) ? input.tagManagerId : null,
    trackingDisabled: trackingDisabled(input.search),
    logLevel: resolveLogLevel(input.search, input.logLevel),
    consentScript: consentScriptFor({
      scriptUrl: input.consentScriptUrl,
      path: input.path,
      platform: input.platform,
      isBot: input.isBot,
    }),
    initEvent: buildInitEvent(input),
  };
}

// Pure: a module that never parses keeps neither the schema nor the library.
const schema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    consent: z.enum(CONSENT_STATUSES),
    tagManagerId: z.string().refine(isValidTagManagerId).nullable(),
    trackingDisabled: z.boolean(),
    logLevel: z.enum(LOG_LEVELS),
    consentScript: z.string().nullable(),
    initEvent: z.object({
      event: z.literal('init'),
      channel: z.enum(CHANNELS),
      country: z.string(),
      currency: z.string(),
      language: z.string(),
      locale: z.string(),
      page: z.object({ uniqueIdentifier: z.string() }),
      platform: z.enum(['web', 'desktop']),
    }),
  }),
);

/**
 * Reads the bootstrap the browser received. Malformed input gives the most careful reading:
 * consent unknown, no tag manager, tracking off, logging off.
 */
export function parseTrackingBootstrap(value: unknown, initEvent: DataLayerInitEvent): TrackingBootstrap {
  const result = schema().safeParse(value);
  if (result.success) return result.data as TrackingBootstrap;
  return {
    consent: 'unknown',
    tagManagerId: null,
    trackingDisabled: true,
    logLevel: 'NONE',
    consentScript: null,
    initEvent,
  };
}
