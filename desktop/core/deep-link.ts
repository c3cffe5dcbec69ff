/**
 * Deep links (`photoprintshop://configurator-card/?themeId=4711`): which links the app opens and the
 * shop URL each one becomes. Only the six designer routes of SPEC 2 and shop pages are accepted;
 * designer parameters go through the shared designer-parameter schema (injected, see
 * designer-link.ts) and only those that pass reach the designer; market prefix, /d and the
 * configurator locale are added. Everything else is refused with a reason for the log.
 */
import { languageOf, lookupHost, type Market, marketsOfHost } from '../../shared/markets';
import { isSaneSlug, keepUnderscoreParams, MAX_URL_LENGTH, splitPrefix } from '../../shared/routing';
import type { ShopTarget } from './shop-target';

/** The app's custom URL scheme (registered with setAsDefaultProtocolClient and in electron-builder.yml). */
export const DEEP_LINK_SCHEME = 'photoprintshop';

export interface DesignerLinkError {
  param: string;
  message: string;
}

/**
 * Reads a designer path with its query. `href` is the designer path with only the parameters that
 * passed (e.g. "/configurator-card/?themeId=4711"), or undefined when the path is no designer.
 */
export type DesignerLinkValidator = (pathAndQuery: string) => {
  href: string | undefined;
  errors: readonly DesignerLinkError[];
};

export interface DeepLinkContext {
  scheme: string;
  target: Pick<ShopTarget, 'origin' | 'market' | 'languagePrefix'>;
  validateDesigner: DesignerLinkValidator;
}

export type DeepLinkResult =
  | {
      ok: true;
      kind: 'configurator' | 'page';
      /** The absolute shop URL to load. */
      url: string;
      /** Parts of the link that were dropped, for the log. */
      warnings: string[];
    }
  | { ok: false; reason: string };

/** First path segments that are services, not pages. */
const RESERVED_SEGMENTS = new Set([
  'api',
  'assets',
  'cdn-cgi',
  'customer-picture',
  'frontend-api',
  'price-api',
  'storyblok',
  'v2',
  'web-api',
  'whitelabel',
]);
const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const THEME_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const DESIGNER_PATH = /^\/configurator-[a-z-]+\/?$/;
const ANCHOR = /^#[A-Za-z0-9_-]{1,100}$/;
const MAX_PAGE_DEPTH = 6;

const refuse = (reason: string): DeepLinkResult => ({ ok: false, reason });

/**
 * SPEC 2: configurator links get the locale when they lack it. Appended as text so the shared
 * builder's readable key[]= and key[sub]= spelling survives (shared/routing withConfiguratorLocale
 * re-encodes the whole query, turning [ ] into %5B %5D).
 */
export function addConfiguratorLocale(href: string, market: Market): string {
  const [path = '', query = ''] = href.split('?', 2);
  if (new URLSearchParams(query).has('locale')) return href;
  const slashed = path.endsWith('/') ? path : `${path}/`;
  return `${slashed}?${query ? `${query}&` : ''}locale=${encodeURIComponent(market)}`;
}

/** Dot segments and encoded separators in the path part of the raw link (before the URL parser resolves them). */
function hasTraversal(raw: string): boolean {
  const pathPart = raw.split(/[?#]/, 1)[0] ?? '';
  return (
    /%2e|%2f|%5c|\\/i.test(pathPart) || /(^|[/:])\.{1,2}(?=\/|$)/.test(pathPart.replace(/^[^:]*:\/*/, '/'))
  );
}

/** The argument of a command line that is a deep link of the scheme (Windows and Linux hand it over this way). */
export function findDeepLinkArg(argv: readonly string[], scheme: string): string | undefined {
  const prefix = `${scheme.toLowerCase()}:`;
  return argv.find((arg) => typeof arg === 'string' && arg.toLowerCase().startsWith(prefix));
}

/** Why a shop page path is not one the app opens from a link, or undefined when it is. */
function pageProblem(rest: string): string | undefined {
  if (rest === '/') return undefined;
  const segments = rest.slice(1).split('/');
  const [first = ''] = segments;
  if (segments.length > MAX_PAGE_DEPTH) return 'path too deep';
  if (RESERVED_SEGMENTS.has(first)) return `/${first} is not a page`;
  if (segments.some((s) => s.startsWith('configurator-'))) return 'not one of the six designer routes';
  if (first === 'themes') {
    return segments.length === 2 && THEME_ID.test(segments[1] ?? '')
      ? undefined
      : 'a theme link needs one theme id';
  }
  if (!segments.every((s) => SLUG_SEGMENT.test(s))) return 'not a shop page path';
  return undefined;
}

export function parseDeepLink(raw: unknown, ctx: DeepLinkContext): DeepLinkResult {
  if (typeof raw !== 'string') return refuse('not a string');
  if (raw.length > MAX_URL_LENGTH) return refuse('link too long');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return refuse('link contains whitespace or control characters');
  if (hasTraversal(raw)) return refuse('dot segments or encoded separators in the path');
  let link: URL;
  try {
    link = new URL(raw);
  } catch {
    return refuse('malformed link');
  }
  if (link.protocol !== `${ctx.scheme}:`) return refuse(`scheme ${link.protocol} is not ${ctx.scheme}:`);
  if (link.username || link.password || link.port) return refuse('link carries credentials or a port');

  // photoprintshop://configurator-card/?… puts the first segment in the host; ///… and opaque forms do not.
  const pathname = link.pathname.startsWith('/') ? link.pathname : `/${link.pathname}`;
  const path = link.host ? `/${link.host}${pathname === '/' ? '/' : pathname}` : pathname || '/';
  if (!isSaneSlug(path)) return refuse('path fails the slug sanity check');
  if (/%/.test(path)) return refuse('encoded characters in the path');

  const warnings: string[] = [];
  // One trailing slash is not significant: designer routes get theirs back from the validator.
  const prefix = splitPrefix(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  let market: Market = ctx.target.market;
  let languagePrefix: string = ctx.target.languagePrefix;
  if (prefix.language !== undefined) {
    const served = marketsOfHost(lookupHost(new URL(ctx.target.origin).host));
    const sublocale = served.find((m) => languageOf(m) === prefix.language);
    if (sublocale) {
      market = sublocale;
      languagePrefix = served[0] === sublocale ? '' : `/${prefix.language}`;
    } else {
      warnings.push(`language /${prefix.language} is not served here; opened in ${market}`);
    }
  }
  const base = `${ctx.target.origin}${languagePrefix}/d`;
  const rest = prefix.rest;

  if (DESIGNER_PATH.test(rest)) {
    const checked = ctx.validateDesigner(`${rest}${link.search}`);
    if (!checked.href) return refuse(`${rest} is not one of the six designer routes`);
    for (const error of checked.errors) warnings.push(`dropped ${error.param}: ${error.message}`);
    return {
      ok: true,
      kind: 'configurator',
      url: `${base}${addConfiguratorLocale(checked.href, market)}`,
      warnings,
    };
  }

  const problem = pageProblem(rest);
  if (problem) return refuse(problem);
  const query = keepUnderscoreParams(link.search);
  if (query !== link.search && link.search !== '') warnings.push('dropped query parameters without "_"');
  let hash = '';
  if (link.hash) {
    if (ANCHOR.test(link.hash)) hash = link.hash;
    else warnings.push('dropped an anchor that is not a plain id');
  }
  return { ok: true, kind: 'page', url: `${base}${rest}${query}${hash}`, warnings };
}
