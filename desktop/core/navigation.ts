/**
 * All navigation and new-window policy of the app in one place (after Element desktop): the window
 * shows the shop's own origins only; other sites open in the system browser when the allow-list
 * permits, and are refused otherwise. Pure: the Electron adapter only carries out the decision.
 */
import { isShopUrl } from './shop-target';

/** Sites the shop links to (footer social boxes, reviews, app stores). Subdomains are included. */
export const DEFAULT_EXTERNAL_HOSTS = [
  'facebook.com',
  'instagram.com',
  'pinterest.com',
  'youtube.com',
  'trustpilot.com',
  'apps.apple.com',
  'play.google.com',
] as const;

/** Schemes handed to the operating system without a host check (hotline and support mail, SPEC 2). */
const EXTERNAL_SCHEMES = new Set(['mailto:', 'tel:']);
const MAX_EXTERNAL_URL_LENGTH = 2048;

export interface NavigationPolicy {
  shopOrigins: ReadonlySet<string>;
  /** Host names (lower case) whose https links may open in the system browser, with their subdomains. */
  externalHosts: readonly string[];
}

export type ExternalDecision = { ok: true; url: string } | { ok: false; reason: string };

export type NavigationDecision =
  | { action: 'allow' }
  | { action: 'open-external'; url: string }
  | { action: 'deny'; reason: string };

export type WindowOpenDecision =
  | { action: 'load-in-window'; url: string }
  | { action: 'open-external'; url: string }
  | { action: 'deny'; reason: string };

/**
 * Mail clients (Thunderbird, some Outlook versions) honour `attach=` / `attachment=` in a mailto:
 * link and attach a local file to the draft: a page could slip the user's files into a mail.
 * Those parameters are dropped; the rest (to, subject, body, ...) is kept exactly as written.
 */
const MAILTO_ATTACHMENT_PARAM = /^attach(ment)?s?$/;

export function withoutMailAttachments(url: URL): string {
  if (url.protocol !== 'mailto:') return url.href;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      const rawName = part.split('=', 1)[0] ?? '';
      let name: string;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        return false;
      }
      return !MAILTO_ATTACHMENT_PARAM.test(name.trim().toLowerCase());
    });
  return `mailto:${url.pathname}${kept.length ? `?${kept.join('&')}` : ''}`;
}

function hostAllowed(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowed.some((a) => host === a || host.endsWith(`.${a}`));
}

/** Whether a link may be handed to the operating system (shell.openExternal), and in which form. */
export function decideExternal(raw: unknown, policy: NavigationPolicy): ExternalDecision {
  if (typeof raw !== 'string') return { ok: false, reason: 'not a string' };
  if (raw.length > MAX_EXTERNAL_URL_LENGTH) return { ok: false, reason: 'too long' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(raw))
    return { ok: false, reason: 'contains whitespace or control characters' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'malformed URL' };
  }
  if (EXTERNAL_SCHEMES.has(url.protocol)) return { ok: true, url: withoutMailAttachments(url) };
  if (url.username || url.password) return { ok: false, reason: 'credentials in URL' };
  if (isShopUrl(url, policy.shopOrigins)) return { ok: true, url: url.href };
  if (url.protocol !== 'https:') return { ok: false, reason: `scheme ${url.protocol} is not allowed` };
  if (url.port) return { ok: false, reason: 'non-default port' };
  if (!hostAllowed(url.hostname, policy.externalHosts)) {
    return { ok: false, reason: `host ${url.hostname} is not on the allow-list` };
  }
  return { ok: true, url: url.href };
}

/** A top-level navigation of the window (will-navigate, will-redirect). */
export function decideNavigation(raw: string, policy: NavigationPolicy): NavigationDecision {
  if (isShopUrl(raw, policy.shopOrigins)) return { action: 'allow' };
  const external = decideExternal(raw, policy);
  if (external.ok) return { action: 'open-external', url: external.url };
  return { action: 'deny', reason: external.reason };
}

/**
 * A navigation that is not initiated by the user clicking a link (server redirect, subframe): only
 * the shop's origins, never handed to the system browser.
 */
export function decideSilentNavigation(
  raw: string,
  policy: NavigationPolicy,
): { action: 'allow' } | { action: 'deny'; reason: string } {
  if (isShopUrl(raw, policy.shopOrigins)) return { action: 'allow' };
  return { action: 'deny', reason: 'not a shop origin' };
}

/**
 * window.open and target=_blank: no new window ever. A shop link loads in the one window; an allowed
 * external link goes to the system browser; anything else is refused.
 */
export function decideWindowOpen(raw: string, policy: NavigationPolicy): WindowOpenDecision {
  if (isShopUrl(raw, policy.shopOrigins)) return { action: 'load-in-window', url: new URL(raw).href };
  const external = decideExternal(raw, policy);
  if (external.ok) return { action: 'open-external', url: external.url };
  return { action: 'deny', reason: external.reason };
}

export function navigationPolicy(
  shopOrigins: ReadonlySet<string>,
  extraHosts: readonly string[],
): NavigationPolicy {
  return {
    shopOrigins,
    externalHosts: [...DEFAULT_EXTERNAL_HOSTS, ...extraHosts.map((h) => h.toLowerCase())],
  };
}
