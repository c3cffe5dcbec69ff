import {
  CONTROL,
  controlBootstrap,
  type FlagLogger,
  type FlagsBootstrap,
  flagsOfChannel,
  overridesFromQuery,
  type Treatments,
} from '../../shared/flags';
import type { Channel } from '../../shared/markets';
import { type ConsentStatus, consentFromCookies } from '../../shared/tracking';
import type { FlagService } from './flag-service';
import type { SplitAttributes } from './split-sdk';
import { ensureUserKey } from './user-key';

export interface RequestFlagsInput {
  /** The request's Cookie header. */
  cookieHeader: string | undefined;
  isBot: boolean;
  /** The query string, with or without "?". */
  search: string;
  channel: Channel;
  /** Whether the shopper sees HTTPS (the cookie then gets Secure). */
  secure: boolean;
  /**
   * The browser SDK's key: a client-side SDK key in remote mode (never the server-side
   * SPLIT_SDK_KEY). In localhost mode it is always "localhost". Null: no browser SDK.
   */
  browserKey?: string | null;
  /** Targeting attributes for the evaluation (market, device class, ...). */
  attributes?: SplitAttributes;
  log: FlagLogger;
}

export interface RequestFlags {
  bootstrap: FlagsBootstrap;
  /** Set-Cookie for a new user key; null when the request had one (or is a bot). */
  setCookie: string | null;
  consent: ConsentStatus;
}

const allControl = (flags: readonly string[]): Treatments =>
  Object.fromEntries(flags.map((flag) => [flag, CONTROL]));

/**
 * The flags of one page request (DESIGN "A page request", step 2): bots get no flag client and
 * see control; everyone else gets a user key (cookie) and, with consent granted, the SDK's
 * treatments of every flag of the channel; `?<flag>=on|off` overrides are applied on top.
 */
export function resolveRequestFlags(service: FlagService, input: RequestFlagsInput): RequestFlags {
  const consent = consentFromCookies(input.cookieHeader);
  if (input.isBot) return { bootstrap: controlBootstrap(input.channel, 'bot'), setCookie: null, consent };

  const { key, setCookie } = ensureUserKey(input.cookieHeader, { secure: input.secure });
  const flags = flagsOfChannel(input.channel);
  const overrides = overridesFromQuery(input.search, flags, input.log);
  const browserKey = service.mode === 'localhost' ? 'localhost' : input.browserKey?.trim() || null;
  const status = service.status();
  const usable = service.mode !== 'off' && status !== 'failed' && status !== 'destroyed';
  const sdk = usable && browserKey ? { authorizationKey: browserKey } : null;

  const base = { splitKey: key, channel: input.channel, overrides, sdk };
  if (consent !== 'granted')
    return {
      bootstrap: { ...base, treatments: allControl(flags), reason: 'no-consent' },
      setCookie,
      consent,
    };

  const treatments = service.evaluate(key, flags, input.attributes);
  return {
    bootstrap: { ...base, treatments, reason: usable ? 'evaluated' : 'unavailable' },
    setCookie,
    consent,
  };
}
