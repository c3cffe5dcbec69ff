import { describe, expect, it } from 'vitest';
import { CookieError, parseCookies, serializeCookie } from '../http/cookies';
import {
  ACTION_BAR_COOKIE,
  actionBarDismissalCookie,
  chromeDismissalsOf,
  DEFAULT_DISMISSAL_PERIOD_DAYS,
  dismissalMaxAge,
  isActionBarVisible,
  SMARTBANNER_COOKIE,
  smartbannerDismissalCookie,
  smartbannerDismissalMaxAge,
} from './dismissals';

const DAY = 24 * 60 * 60;

describe('dismissal lifetimes (SPEC 9: smartbanner three times the period)', () => {
  it.each([
    [1, DAY, 3 * DAY],
    [7, 7 * DAY, 21 * DAY],
    [30, 30 * DAY, 90 * DAY],
    [0, DEFAULT_DISMISSAL_PERIOD_DAYS * DAY, 3 * DEFAULT_DISMISSAL_PERIOD_DAYS * DAY],
    [Number.NaN, DEFAULT_DISMISSAL_PERIOD_DAYS * DAY, 3 * DEFAULT_DISMISSAL_PERIOD_DAYS * DAY],
  ])('period %s days: action bar %s s, smartbanner %s s', (period, bar, banner) => {
    expect(dismissalMaxAge(period)).toBe(bar);
    expect(smartbannerDismissalMaxAge(period)).toBe(banner);
  });

  it('writes the smartbanner cookie for three periods, path /, SameSite Lax', () => {
    expect(smartbannerDismissalCookie(7)).toBe(
      `${SMARTBANNER_COOKIE}=1; Max-Age=${21 * DAY}; Path=/; SameSite=Lax`,
    );
    expect(smartbannerDismissalCookie(7, true)).toMatch(/; Secure$/);
  });

  it('remembers closed action bars by id, newest last, without duplicates', () => {
    const cookie = actionBarDismissalCookie('b', ['a', 'b'], 7);
    expect(cookie).toBe(`${ACTION_BAR_COOKIE}=a%2Cb; Max-Age=${7 * DAY}; Path=/; SameSite=Lax`);
    const header = cookie.split(';')[0];
    expect(chromeDismissalsOf(parseCookies(`x=1; ${header}; ${SMARTBANNER_COOKIE}=1`))).toEqual({
      smartbanner: true,
      actionBars: ['a', 'b'],
    });
  });

  it('reads nothing from an empty or broken header', () => {
    expect(chromeDismissalsOf(parseCookies(undefined))).toEqual({ smartbanner: false, actionBars: [] });
    expect(chromeDismissalsOf(parseCookies(`${ACTION_BAR_COOKIE}=%E0%A4%A`))).toEqual({
      smartbanner: false,
      actionBars: [],
    });
    expect(chromeDismissalsOf(parseCookies(`${SMARTBANNER_COOKIE}=0`)).smartbanner).toBe(false);
  });
});

describe('action bar visibility', () => {
  const bar = { id: 'sale', text: 'Sale', actionBarEndDate: '2025-06-02T00:00:00Z' };
  const before = Date.parse('2025-06-01T00:00:00Z');
  const after = Date.parse('2025-06-03T00:00:00Z');
  it.each([
    ['shown', bar, [], before, true],
    ['no time known yet: shown', bar, [], undefined, true],
    ['after its end date', bar, [], after, false],
    ['closed', bar, ['sale'], before, false],
    ['without text', { ...bar, text: ' ' }, [], before, false],
    ['absent', undefined, [], before, false],
    ['without end date', { id: 'x', text: 'y' }, [], after, true],
  ] as const)('%s', (_name, b, dismissed, now, visible) => {
    expect(isActionBarVisible(b, dismissed, now)).toBe(visible);
  });
});

describe('cookies (SPEC 5 cookie options)', () => {
  it('serialises the options', () => {
    expect(serializeCookie('a', 'b', { maxAge: 10.7, sameSite: 'strict', priority: 'high' })).toBe(
      'a=b; Max-Age=10; Path=/; SameSite=Strict; Priority=High',
    );
    expect(serializeCookie('a', 'b', { sameSite: 'none' })).toBe('a=b; Path=/; SameSite=None; Secure');
  });

  it.each([
    ['a name with a space', () => serializeCookie('a b', 'c')],
    ['an empty name', () => serializeCookie('', 'c')],
    ['a value with a semicolon', () => serializeCookie('a', 'b;c')],
    ['a value with a comma', () => serializeCookie('a', 'b,c')],
    ['an infinite maxAge', () => serializeCookie('a', 'b', { maxAge: Number.POSITIVE_INFINITY })],
    ['an unknown sameSite', () => serializeCookie('a', 'b', { sameSite: 'x' as 'lax' })],
    ['an unknown priority', () => serializeCookie('a', 'b', { priority: 'x' as 'low' })],
  ])('refuses %s', (_name, fn) => {
    expect(fn).toThrow(CookieError);
  });

  it('parses a header, first duplicate wins', () => {
    expect(parseCookies('a=1; b = 2;c=x=y; a=3; =z; d')).toEqual({ a: '1', b: '2', c: 'x=y' });
  });
});
