import { randomUUID } from 'node:crypto';
import { USER_KEY_COOKIE } from '../../shared/flags/constants';
import { type Cookies, serializeCookie } from '../../shared/http/cookies';
import type { ConsentStatus } from '../../shared/tracking';

/**
 * SPEC 3: the flag user key is a generated UUID kept in a cookie. The cookie is HttpOnly: the
 * browser SDK gets the key from the page's bootstrap JSON (pages are never cached), so no script
 * needs to read the cookie and injected scripts cannot steal or change it.
 *
 * It is an identifier for experiments and measurement, so it exists only while the shopper has
 * granted consent (issue 18): no key before consent, none for a decline or a bot, and withdrawing
 * consent deletes it.
 */
export { USER_KEY_COOKIE };
/** One year, in seconds: long enough for an experiment to see a returning user again. */
export const USER_KEY_MAX_AGE = 365 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Only a lowercase UUID is a key; anything else in the cookie is replaced by a new one. */
export function isUserKey(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function readUserKey(cookies: Cookies): string | null {
  const value = cookies[USER_KEY_COOKIE];
  return isUserKey(value) ? value : null;
}

/** Whether the request carries a user-key cookie at all (even a malformed one). */
export function hasUserKeyCookie(cookies: Cookies): boolean {
  return Object.hasOwn(cookies, USER_KEY_COOKIE);
}

export function userKeyCookie(key: string, options: { secure: boolean }): string {
  if (!isUserKey(key)) throw new Error('a user key is a UUID');
  const cookie = serializeCookie(USER_KEY_COOKIE, key, {
    maxAge: USER_KEY_MAX_AGE,
    sameSite: 'lax',
    secure: options.secure,
  });
  return `${cookie}; HttpOnly`;
}

/** The Set-Cookie that deletes the user key (consent withdrawn or never given). */
export function deleteUserKeyCookie(options: { secure: boolean }): string {
  const cookie = serializeCookie(USER_KEY_COOKIE, '', { maxAge: 0, sameSite: 'lax', secure: options.secure });
  return `${cookie}; HttpOnly`;
}

export interface UserKey {
  key: string;
  /** The Set-Cookie value to send when the key is new, else null. */
  setCookie: string | null;
}

/** The request's user key, or a new UUID with the cookie that keeps it. */
export function ensureUserKey(
  cookies: Cookies,
  options: { secure: boolean; generate?: () => string },
): UserKey {
  const existing = readUserKey(cookies);
  if (existing) return { key: existing, setCookie: null };
  const key = (options.generate ?? randomUUID)();
  return { key, setCookie: userKeyCookie(key, options) };
}

export interface ConsentedUserKey {
  /** Null: no identifier for this visitor (no consent, declined, or a bot). */
  key: string | null;
  /** A new key's cookie, or the deletion of a key the visitor may no longer carry; else null. */
  setCookie: string | null;
}

/**
 * The user key as consent allows it: with consent granted the request's key (or a new one and
 * its cookie); otherwise none, and a key cookie still in the browser is deleted. Bots get no key
 * and no cookie of any kind.
 */
export function userKeyForConsent(
  cookies: Cookies,
  options: { consent: ConsentStatus; isBot: boolean; secure: boolean; generate?: () => string },
): ConsentedUserKey {
  if (options.isBot) return { key: null, setCookie: null };
  if (options.consent === 'granted') return ensureUserKey(cookies, options);
  return {
    key: null,
    setCookie: hasUserKeyCookie(cookies) ? deleteUserKeyCookie(options) : null,
  };
}
