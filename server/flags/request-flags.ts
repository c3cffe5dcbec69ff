import {
  CONTROL,
  controlBootstrap,
  type FlagLogger,
  type FlagsBootstrap,
  flagsOfChannel,
  flagsOfPage,
  overridesFromQuery,
  type RenderedRoute,
  type Treatments,
} from '../../shared/flags';
import type { Cookies } from '../../shared/http/cookies';
import type { Channel } from '../../shared/markets';
import type { ConsentStatus } from '../../shared/tracking';
import type { FlagService } from './flag-service';
import type { SplitAttributes } from './split-sdk';
import { userKeyForConsent } from './user-key';

export interface RequestFlagsInput {
  /** The request's cookies (parsed once at the edge, server/http/request-context.ts): the user key. */
  cookies: Cookies;
  /** The consent the edge read from them (request.shop.consent). */
  consent: ConsentStatus;
  isBot: boolean;
  /** The query string, with or without "?". */
  search: string;
  /** The path below the market prefix; some flags are triggered by it (SPEC 2: /posterdruck). */
  path: string;
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
  /** For tests: how a new user key is made. */
  generateKey?: () => string;
}

export interface RequestFlags {
  consent: ConsentStatus;
  /**
   * The user-key cookie to send: a new key once consent is granted, or the deletion of a key the
   * visitor may no longer carry. Null for everyone else: a visitor without consent gets no
   * identifier, so the page carries no Set-Cookie for it.
   */
  setCookie: string | null;
  /**
   * The page's flags, evaluated only for what the rendered routes show (issue 24): every
   * evaluation is an impression, so a flag the page does not render is not asked for. A
   * _payload.json answer has no flag bootstrap and never calls it.
   */
  bootstrapFor(routes: readonly RenderedRoute[]): FlagsBootstrap;
}

const allControl = (flags: readonly string[]): Treatments =>
  Object.fromEntries(flags.map((flag) => [flag, CONTROL]));

/**
 * The flags of one page request (DESIGN "A page request", step 2): bots get no flag client and
 * see control; a visitor without consent gets no user key and sees control; with consent
 * granted the SDK evaluates the page's flags for the user key (cookie). `?<flag>=on|off`
 * overrides are applied on top for everyone but bots.
 */
export function resolveRequestFlags(service: FlagService, input: RequestFlagsInput): RequestFlags {
  const { consent } = input;
  const { key, setCookie } = userKeyForConsent(input.cookies, {
    consent,
    isBot: input.isBot,
    secure: input.secure,
    ...(input.generateKey ? { generate: input.generateKey } : {}),
  });
  if (input.isBot) return { consent, setCookie, bootstrapFor: () => controlBootstrap(input.channel, 'bot') };

  return {
    consent,
    setCookie,
    bootstrapFor(routes) {
      const flags = flagsOfPage(input.channel, input.path, routes);
      // QA may override any flag of the brand; an override is never an evaluation.
      const overrides = overridesFromQuery(input.search, flagsOfChannel(input.channel), input.log);
      const browserKey = service.mode === 'localhost' ? 'localhost' : input.browserKey?.trim() || null;
      const status = service.status();
      const usable = service.mode !== 'off' && status !== 'failed' && status !== 'destroyed';
      const sdk = usable && browserKey ? { authorizationKey: browserKey } : null;
      const base = { splitKey: key, channel: input.channel, overrides, sdk };
      if (key === null) return { ...base, treatments: allControl(flags), reason: 'no-consent' };
      const treatments = flags.length ? service.evaluate(key, flags, input.attributes) : {};
      return { ...base, treatments, reason: usable ? 'evaluated' : 'unavailable' };
    },
  };
}
