import { describe, expect, it } from 'vitest';
import { parseCookies } from '../../shared/http/cookies';
import {
  ensureUserKey,
  isUserKey,
  readUserKey,
  USER_KEY_COOKIE,
  userKeyCookie,
  userKeyForConsent,
} from './user-key';

const KEY = '6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11';

describe('user key cookie (SPEC 3)', () => {
  it('accepts only lowercase UUIDs', () => {
    expect(isUserKey(KEY)).toBe(true);
    expect(isUserKey(KEY.toUpperCase())).toBe(false);
    expect(isUserKey('')).toBe(false);
    expect(isUserKey('not-a-uuid')).toBe(false);
    expect(isUserKey(`${KEY}x`)).toBe(false);
    expect(isUserKey(42)).toBe(false);
  });

  it('reads the key from a Cookie header and ignores garbage', () => {
    expect(readUserKey(parseCookies(`a=1; ${USER_KEY_COOKIE}=${KEY}; b=2`))).toBe(KEY);
    expect(readUserKey(parseCookies(`${USER_KEY_COOKIE}=<script>`))).toBeNull();
    expect(readUserKey(parseCookies(undefined))).toBeNull();
    expect(readUserKey(parseCookies(''))).toBeNull();
  });

  it('keeps an existing key without setting a cookie', () => {
    expect(ensureUserKey(parseCookies(`${USER_KEY_COOKIE}=${KEY}`), { secure: false })).toEqual({
      key: KEY,
      setCookie: null,
    });
  });

  it('generates a UUID and an HttpOnly, SameSite=Lax, one-year cookie when absent or invalid', () => {
    const fresh = ensureUserKey(parseCookies(`${USER_KEY_COOKIE}=bad`), { secure: false });
    expect(isUserKey(fresh.key)).toBe(true);
    expect(fresh.setCookie).toBe(
      `${USER_KEY_COOKIE}=${fresh.key}; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly`,
    );
    const other = ensureUserKey(parseCookies(undefined), { secure: true });
    expect(other.key).not.toBe(fresh.key);
    expect(other.setCookie).toContain('; Secure');
  });

  it('uses the given generator and refuses to write a non-UUID', () => {
    expect(ensureUserKey(parseCookies(undefined), { secure: false, generate: () => KEY }).key).toBe(KEY);
    expect(() => userKeyCookie('x; Path=/evil', { secure: false })).toThrow();
  });

  it('exists only with consent granted, never for bots, and is deleted when consent is gone', () => {
    const generate = () => KEY;
    const fresh = userKeyForConsent(parseCookies(undefined), {
      consent: 'granted',
      isBot: false,
      secure: false,
      generate,
    });
    expect(fresh).toEqual({ key: KEY, setCookie: userKeyCookie(KEY, { secure: false }) });
    const kept = userKeyForConsent(parseCookies(`${USER_KEY_COOKIE}=${KEY}`), {
      consent: 'granted',
      isBot: false,
      secure: false,
    });
    expect(kept).toEqual({ key: KEY, setCookie: null });
    for (const consent of ['unknown', 'declined'] as const) {
      expect(
        userKeyForConsent(parseCookies(undefined), { consent, isBot: false, secure: false, generate }),
      ).toEqual({
        key: null,
        setCookie: null,
      });
      expect(
        userKeyForConsent(parseCookies(`${USER_KEY_COOKIE}=${KEY}`), { consent, isBot: false, secure: true }),
      ).toEqual({
        key: null,
        setCookie: `${USER_KEY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure; HttpOnly`,
      });
    }
    for (const cookie of [undefined, `${USER_KEY_COOKIE}=${KEY}`])
      expect(
        userKeyForConsent(parseCookies(cookie), { consent: 'granted', isBot: true, secure: false, generate }),
      ).toEqual({
        key: null,
        setCookie: null,
      });
  });
});
