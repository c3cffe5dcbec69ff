import { randomUUID } from 'node:crypto';
import { parseCookies, serializeCookie } from '../../shared/chrome/cookies';

/**
 * SPEC 3: the flag user key is a generated UUID kept in a cookie. The cookie is HttpOnly: the
 * browser SDK gets the key from the page's bootstrap JSON (pages are never cached), so no script
 * needs to read the cookie and injected scripts cannot steal or change it.
 */
export const USER_KEY_COOKIE = 'shop_uid';
/** One year, in seconds: long enough for an experiment to see a returning user again. */
export const USER_KEY_MAX_AGE = 365 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Only a lowercase UUID is a key; anything else in the cookie is replaced by a new one. */
export function isUserKey(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function readUserKey(cookieHeader: string | null | undefined): string | null {
  const value = parseCookies(cookieHeader)[USER_KEY_COOKIE];
  return isUserKey(value) ? value : null;
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

export interface UserKey {
  key: string;
  /** The Set-Cookie value to send when the key is new, else null. */
  setCookie: string | null;
}

/** The request's user key, or a new UUID with the cookie that keeps it. */
export function ensureUserKey(
  cookieHeader: string | null | undefined,
  options: { secure: boolean; generate?: () => string },
): UserKey {
  const existing = readUserKey(cookieHeader);
  if (existing) return { key: existing, setCookie: null };
  const key = (options.generate ?? randomUUID)();
  return { key, setCookie: userKeyCookie(key, options) };
}
