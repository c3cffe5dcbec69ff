/**
 * Every cookie the shop sets (issue 18), as data: the README's cookie table and the tests that
 * check each Set-Cookie of a shopper's journey and each cookie the browser writes against it.
 * A new cookie is added here first, or the tests fail.
 */
import { USER_KEY_COOKIE } from '../flags/constants';
import type { ConsentStatus } from '../tracking/consent';

/**
 * What a cookie is for, in the terms of a consent banner. Only "statistics" waits for consent;
 * the others serve something the shopper asked for (a log-in, a wishlist, a closed banner, the
 * consent choice itself) and are set only by that action, never on a plain page view.
 */
export type CookieCategory = 'necessary' | 'preferences' | 'statistics';

export interface CookieEntry {
  /** The name over plain HTTP; behind HTTPS a `hostPrefixed` cookie is named `__Host-<name>`. */
  name: string;
  purpose: string;
  category: CookieCategory;
  /** What makes the shop set it: never a plain page view for a visitor without consent. */
  setWhen: string;
  /** Who writes it: the server's Set-Cookie, or the page's script (document.cookie). */
  setBy: 'server' | 'browser';
  /** Max-Age in seconds (a deletion sends 0), or a description when it is configurable. */
  maxAgeSeconds: number | null;
  lifetime: string;
  httpOnly: boolean;
  /** "https": Secure whenever the page is served over HTTPS. */
  secure: 'https';
  hostPrefixed: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
}

const DAY = 24 * 60 * 60;

export const COOKIE_INVENTORY: readonly CookieEntry[] = [
  {
    name: 'shop_consent',
    purpose: 'Remembers the consent choice (granted or declined), so the dialog does not ask again',
    category: 'necessary',
    setWhen: 'The shopper answers the consent dialog (or the consent script reports a choice)',
    setBy: 'browser',
    maxAgeSeconds: 180 * DAY,
    lifetime: '180 days',
    httpOnly: false,
    secure: 'https',
    hostPrefixed: false,
    sameSite: 'Lax',
  },
  {
    name: USER_KEY_COOKIE,
    purpose: 'Random user key for A/B tests (feature flags), so a shopper keeps seeing one variant',
    category: 'statistics',
    setWhen: 'Consent is granted (at the choice, or the next page); deleted when it is declined or withdrawn',
    setBy: 'server',
    maxAgeSeconds: 365 * DAY,
    lifetime: '1 year',
    httpOnly: true,
    secure: 'https',
    hostPrefixed: false,
    sameSite: 'Lax',
  },
  {
    name: 'shop_session',
    purpose: 'The customer session after sign-up or log-in (an opaque token)',
    category: 'necessary',
    setWhen: 'Sign-up or log-in; deleted at log-out',
    setBy: 'server',
    maxAgeSeconds: 30 * DAY,
    lifetime: '30 days (ends after 7 idle days on the server)',
    httpOnly: true,
    secure: 'https',
    hostPrefixed: true,
    sameSite: 'Lax',
  },
  {
    name: 'shop_device',
    purpose:
      "A device that logged in to an account before (an opaque token): others' failed log-ins do not slow it down",
    category: 'necessary',
    setWhen: 'A successful log-in from a device the account does not know yet',
    setBy: 'server',
    maxAgeSeconds: 180 * DAY,
    lifetime: '180 days (ends with a password change or reset)',
    httpOnly: true,
    secure: 'https',
    hostPrefixed: true,
    sameSite: 'Lax',
  },
  {
    name: 'shop_wishlist',
    purpose: 'The wishlist of a shopper who is not logged in (an opaque token)',
    category: 'necessary',
    setWhen: 'The first theme put on the wishlist without a log-in; deleted when it moves into an account',
    setBy: 'server',
    maxAgeSeconds: 90 * DAY,
    lifetime: '90 days',
    httpOnly: true,
    secure: 'https',
    hostPrefixed: true,
    sameSite: 'Lax',
  },
  {
    name: 'shop_basket',
    purpose:
      'The basket of a shopper who is not logged in: its designs and uploaded photos (an opaque token)',
    category: 'necessary',
    setWhen:
      'The first photo uploaded in a designer or the first item added to the basket without a log-in; deleted when the basket moves into an account',
    setBy: 'server',
    maxAgeSeconds: 30 * DAY,
    lifetime: '30 days after the last use (BASKET_KEEP_DAYS)',
    httpOnly: true,
    secure: 'https',
    hostPrefixed: true,
    sameSite: 'Lax',
  },
  {
    name: 'chrome_smartbanner_dismissed',
    purpose: 'The shopper closed the app banner: it stays closed',
    category: 'preferences',
    setWhen: 'The shopper closes the smartbanner',
    setBy: 'browser',
    maxAgeSeconds: null,
    lifetime: 'three dismissal periods (21 days by default)',
    httpOnly: false,
    secure: 'https',
    hostPrefixed: false,
    sameSite: 'Lax',
  },
  {
    name: 'chrome_actionbar_dismissed',
    purpose: 'The ids of the action bars the shopper closed: they stay closed',
    category: 'preferences',
    setWhen: 'The shopper closes an action bar',
    setBy: 'browser',
    maxAgeSeconds: null,
    lifetime: 'one dismissal period (7 days by default)',
    httpOnly: false,
    secure: 'https',
    hostPrefixed: false,
    sameSite: 'Lax',
  },
];

const HOST_PREFIX = '__Host-';

/** The inventory entry of a cookie name as sent (with or without its __Host- prefix). */
export function cookieEntryOf(name: string): CookieEntry | undefined {
  const prefixed = name.startsWith(HOST_PREFIX);
  const base = prefixed ? name.slice(HOST_PREFIX.length) : name;
  const entry = COOKIE_INVENTORY.find((e) => e.name === base);
  return entry && (!prefixed || entry.hostPrefixed) ? entry : undefined;
}

/** Whether a cookie of this category may be set under this consent. */
export function categoryAllowed(category: CookieCategory, consent: ConsentStatus): boolean {
  return category !== 'statistics' || consent === 'granted';
}

export interface SetCookieLine {
  name: string;
  value: string;
  /** Attribute names in lower case, with their values ("" for flags such as HttpOnly). */
  attributes: Record<string, string>;
}

/** Reads one Set-Cookie header line. */
export function parseSetCookie(line: string): SetCookieLine {
  const [pair = '', ...rest] = line.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const at = part.indexOf('=');
    const key = (at === -1 ? part : part.slice(0, at)).trim().toLowerCase();
    if (key) attributes[key] = at === -1 ? '' : part.slice(at + 1).trim();
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

/**
 * What is wrong with a cookie the shop set, measured against the inventory: an unknown name, a
 * statistics cookie before consent, or attributes other than listed. Deletions (Max-Age=0) are
 * always allowed. Returns the problems, empty when the cookie is as listed.
 */
export function inventoryProblems(
  line: string,
  context: { consent: ConsentStatus; https: boolean; setBy: 'server' | 'browser' },
): string[] {
  const cookie = parseSetCookie(line);
  const entry = cookieEntryOf(cookie.name);
  if (!entry) return [`${cookie.name} is not in the cookie inventory`];
  const problems: string[] = [];
  const deletion = cookie.attributes['max-age'] === '0';
  if (entry.setBy !== context.setBy) problems.push(`${cookie.name} is set by the ${entry.setBy} only`);
  if (!deletion && !categoryAllowed(entry.category, context.consent))
    problems.push(`${cookie.name} (${entry.category}) was set with consent ${context.consent}`);
  if (
    !deletion &&
    entry.maxAgeSeconds !== null &&
    cookie.attributes['max-age'] !== String(entry.maxAgeSeconds)
  )
    problems.push(`${cookie.name} lives ${cookie.attributes['max-age']} s, not ${entry.maxAgeSeconds}`);
  if ('httponly' in cookie.attributes !== entry.httpOnly)
    problems.push(`${cookie.name} must${entry.httpOnly ? '' : ' not'} be HttpOnly`);
  if (cookie.attributes.samesite !== entry.sameSite)
    problems.push(`${cookie.name} must be SameSite=${entry.sameSite}`);
  if ('secure' in cookie.attributes !== context.https)
    problems.push(`${cookie.name} must be Secure exactly when served over HTTPS`);
  if (cookie.attributes.path !== '/') problems.push(`${cookie.name} must have Path=/`);
  if (entry.hostPrefixed && context.https && !cookie.name.startsWith(HOST_PREFIX))
    problems.push(`${cookie.name} must be __Host- prefixed behind HTTPS`);
  return problems;
}
