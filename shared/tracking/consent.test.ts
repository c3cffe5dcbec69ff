import { describe, expect, it } from 'vitest';
import { parseCookies } from '../../shared/http/cookies';
import {
  CONSENT_COOKIE,
  consentCookie,
  consentFromCookies,
  consentScriptFor,
  consentTransition,
  mayTrack,
  parseConsent,
  toSplitConsent,
} from './consent';

describe('consent (SPEC 4: granted, declined, unknown)', () => {
  it('moves between the states by the user’s choice', () => {
    expect(consentTransition('unknown', { type: 'grant' })).toBe('granted');
    expect(consentTransition('unknown', { type: 'decline' })).toBe('declined');
    expect(consentTransition('granted', { type: 'decline' })).toBe('declined');
    expect(consentTransition('declined', { type: 'grant' })).toBe('granted');
    expect(consentTransition('granted', { type: 'reset' })).toBe('unknown');
  });

  it('tracks only when granted', () => {
    expect(mayTrack('granted')).toBe(true);
    expect(mayTrack('unknown')).toBe(false);
    expect(mayTrack('declined')).toBe(false);
  });

  it('reads the cookie; anything but granted or declined is unknown', () => {
    expect(consentFromCookies(parseCookies(`a=1; ${CONSENT_COOKIE}=granted`))).toBe('granted');
    expect(consentFromCookies(parseCookies(`${CONSENT_COOKIE}=declined`))).toBe('declined');
    expect(consentFromCookies(parseCookies(`${CONSENT_COOKIE}=GRANTED`))).toBe('unknown');
    expect(consentFromCookies(parseCookies(`${CONSENT_COOKIE}=`))).toBe('unknown');
    expect(consentFromCookies(parseCookies(undefined))).toBe('unknown');
    expect(parseConsent(1)).toBe('unknown');
  });

  it('writes a readable (not HttpOnly) SameSite=Lax cookie for 180 days, or deletes it', () => {
    expect(consentCookie('granted', { secure: false })).toBe(
      `${CONSENT_COOKIE}=granted; Max-Age=15552000; Path=/; SameSite=Lax`,
    );
    expect(consentCookie('declined', { secure: true })).toBe(
      `${CONSENT_COOKIE}=declined; Max-Age=15552000; Path=/; SameSite=Lax; Secure`,
    );
    expect(consentCookie('unknown', { secure: false })).toBe(
      `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
    );
  });

  it('names the statuses as the Split SDK does', () => {
    expect(toSplitConsent('granted')).toBe('GRANTED');
    expect(toSplitConsent('declined')).toBe('DECLINED');
    expect(toSplitConsent('unknown')).toBe('UNKNOWN');
  });

  it('loads a consent script only when configured and the route condition holds', () => {
    const base = {
      scriptUrl: 'https://cmp.example/loader.js',
      path: '/',
      platform: 'w' as const,
      isBot: false,
    };
    expect(consentScriptFor(base)).toBe('https://cmp.example/loader.js');
    expect(consentScriptFor({ ...base, scriptUrl: '/cmp/loader.js' })).toBe('/cmp/loader.js');
    expect(consentScriptFor({ ...base, scriptUrl: null })).toBeNull();
    expect(consentScriptFor({ ...base, scriptUrl: ' ' })).toBeNull();
    expect(consentScriptFor({ ...base, scriptUrl: 'http://cmp.example/x.js' })).toBeNull();
    expect(consentScriptFor({ ...base, scriptUrl: 'javascript:alert(1)' })).toBeNull();
    expect(consentScriptFor({ ...base, scriptUrl: '//cmp.example/x.js' })).toBeNull();
    expect(consentScriptFor({ ...base, platform: 'd' })).toBeNull();
    expect(consentScriptFor({ ...base, isBot: true })).toBeNull();
    expect(consentScriptFor({ ...base, path: '/configurator-card/' })).toBeNull();
    expect(consentScriptFor({ ...base, path: '/kundenkonto/orders' })).toBeNull();
  });
});
