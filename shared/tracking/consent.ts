import { type Cookies, serializeCookie } from '../http/cookies';

/**
 * SPEC 4: consent is granted, declined or unknown. Nothing is tracked or sent before it is
 * granted; declining stops sending and clears the queues.
 */
export const CONSENT_STATUSES = ['granted', 'declined', 'unknown'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** The consent cookie: written in the browser when the user chooses, read by the server for SSR. */
export const CONSENT_COOKIE = 'shop_consent';
/** How long a choice holds before the shop asks again: 180 days, in seconds. */
export const CONSENT_MAX_AGE = 180 * 24 * 60 * 60;

export type ConsentAction = { type: 'grant' } | { type: 'decline' } | { type: 'reset' };

/**
 * The consent state machine. unknown -> granted | declined by the user's choice; a choice can be
 * changed later (withdrawing consent must be as easy as giving it); reset returns to unknown.
 */
export function consentTransition(status: ConsentStatus, action: ConsentAction): ConsentStatus {
  switch (action.type) {
    case 'grant':
      return 'granted';
    case 'decline':
      return 'declined';
    case 'reset':
      return 'unknown';
    default:
      return status;
  }
}

export function parseConsent(value: unknown): ConsentStatus {
  return value === 'granted' || value === 'declined' ? value : 'unknown';
}

/** The consent recorded in a request's cookies (server) or document.cookie (browser), parsed. */
export function consentFromCookies(cookies: Cookies): ConsentStatus {
  return parseConsent(cookies[CONSENT_COOKIE]);
}

/** The cookie that stores a choice; "unknown" deletes it. Not HttpOnly: the browser writes it. */
export function consentCookie(status: ConsentStatus, options: { secure: boolean }): string {
  if (status === 'unknown')
    return serializeCookie(CONSENT_COOKIE, '', { maxAge: 0, sameSite: 'lax', secure: options.secure });
  return serializeCookie(CONSENT_COOKIE, status, {
    maxAge: CONSENT_MAX_AGE,
    sameSite: 'lax',
    secure: options.secure,
  });
}

export const mayTrack = (status: ConsentStatus): boolean => status === 'granted';

/** The Split SDK's name for a status (its `userConsent` setting). */
export function toSplitConsent(status: ConsentStatus): 'GRANTED' | 'DECLINED' | 'UNKNOWN' {
  return status === 'granted' ? 'GRANTED' : status === 'declined' ? 'DECLINED' : 'UNKNOWN';
}

/**
 * Paths a consent-management script is never loaded on: the internal prefixes of SPEC 2, which
 * are other applications (designers, customer account, magazine) or plain files.
 */
export const CONSENT_SCRIPT_EXCLUDED_PREFIXES = ['/configurator-', '/kundenkonto', '/magazin', '/llms.txt'];

export interface ConsentScriptInput {
  /** The configured script URL, if any; only https URLs (or a same-origin path) are accepted. */
  scriptUrl: string | null | undefined;
  /** The path below the market prefix. */
  path: string;
  platform: 'w' | 'd';
  isBot: boolean;
}

/**
 * SPEC 7: a consent-management script is loaded "when a route condition holds". The condition:
 * a valid script URL is configured, the page is on the web shop (the desktop app asks with the
 * shop's own dialog), the visitor is not a bot, and the path is not one of the excluded prefixes.
 * Returns the URL to load, or null (then the shop's own dialog asks).
 */
export function consentScriptFor(input: ConsentScriptInput): string | null {
  const url = input.scriptUrl?.trim();
  if (!url || input.isBot || input.platform !== 'w') return null;
  if (!/^https:\/\/[^\s"'<>]+$/.test(url) && !/^\/[^/\s"'<>][^\s"'<>]*$/.test(url)) return null;
  if (CONSENT_SCRIPT_EXCLUDED_PREFIXES.some((prefix) => input.path.startsWith(prefix))) return null;
  return url;
}
