/**
 * Which banners the shopper closed (SPEC 2 smartbanner and action bar, SPEC 9 dismissal
 * lifetimes). The server can read the same cookies from the request, so a dismissed banner is
 * never rendered and then removed (no layout shift).
 */

import { type CookieOptions, type Cookies, serializeCookie } from '../http/cookies';
import { SECONDS_PER_DAY } from './constants';

export const SMARTBANNER_COOKIE = 'chrome_smartbanner_dismissed';
export const ACTION_BAR_COOKIE = 'chrome_actionbar_dismissed';

/** The configured dismissal period in days; the action bar stays closed for one, the smartbanner for three. */
export const DEFAULT_DISMISSAL_PERIOD_DAYS = 7;

/** SPEC 9: the smartbanner stays dismissed three times the period. Seconds. */
export function smartbannerDismissalMaxAge(periodDays: number = DEFAULT_DISMISSAL_PERIOD_DAYS): number {
  return 3 * dismissalMaxAge(periodDays);
}

/** One period, in seconds (the action bar's dismissal lifetime). */
export function dismissalMaxAge(periodDays: number = DEFAULT_DISMISSAL_PERIOD_DAYS): number {
  const days = Number.isFinite(periodDays) && periodDays > 0 ? periodDays : DEFAULT_DISMISSAL_PERIOD_DAYS;
  return Math.round(days * SECONDS_PER_DAY);
}

export interface ChromeDismissals {
  smartbanner: boolean;
  /** Ids of the action bars closed. */
  actionBars: string[];
}

export const NO_DISMISSALS: ChromeDismissals = { smartbanner: false, actionBars: [] };

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** The dismissals recorded in a request's cookies (server) or document.cookie (browser), parsed. */
export function chromeDismissalsOf(cookies: Cookies): ChromeDismissals {
  const bars = cookies[ACTION_BAR_COOKIE];
  return {
    smartbanner: cookies[SMARTBANNER_COOKIE] === '1',
    actionBars: bars
      ? decode(bars)
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : [],
  };
}

const COOKIE_DEFAULTS: CookieOptions = { path: '/', sameSite: 'lax' };

/** The cookie that records a closed smartbanner for three periods. */
export function smartbannerDismissalCookie(periodDays?: number, secure = false): string {
  return serializeCookie(SMARTBANNER_COOKIE, '1', {
    ...COOKIE_DEFAULTS,
    maxAge: smartbannerDismissalMaxAge(periodDays),
    secure,
  });
}

/** The cookie that records closed action bars (the newest 20 ids) for one period. */
export function actionBarDismissalCookie(
  id: string,
  previous: readonly string[],
  periodDays?: number,
  secure = false,
): string {
  const ids = [...previous.filter((p) => p !== id), id].slice(-20);
  return serializeCookie(ACTION_BAR_COOKIE, encodeURIComponent(ids.join(',')), {
    ...COOKIE_DEFAULTS,
    maxAge: dismissalMaxAge(periodDays),
    secure,
  });
}

export interface ActionBarLike {
  id: string;
  text: string;
  actionBarEndDate?: string;
}

/**
 * Whether the action bar shows: it has text, was not closed, and its actionBarEndDate (if any)
 * has not passed. `now` undefined means "not known yet" (first render without a request time):
 * the end date is then not applied.
 */
export function isActionBarVisible(
  bar: ActionBarLike | undefined,
  dismissedIds: readonly string[],
  now?: number,
): boolean {
  if (!bar?.text?.trim()) return false;
  if (dismissedIds.includes(bar.id)) return false;
  if (now !== undefined && bar.actionBarEndDate) {
    const end = new Date(bar.actionBarEndDate).getTime();
    if (Number.isFinite(end) && end <= now) return false;
  }
  return true;
}
