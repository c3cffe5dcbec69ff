/** SPEC 2 link rules: what a Link renders for an href, whatever platform or market it runs in. */
import type { Platform } from './locale-path';
import { prefixPath } from './prefix-path';

export interface LinkContext {
  /** The current prefix (router basename), e.g. "/fr/d" or "". */
  basename: string;
  /** The current market's locale, e.g. "fr-CH", added to configurator paths when missing. */
  locale: string;
  platform: Platform;
  /** Hostnames of the brand's own sites; their links are followed (no nofollow). */
  ownDomains: readonly string[];
}

export type LinkTarget =
  | { kind: 'anchor'; href: string }
  | { kind: 'internal'; to: string }
  /** Same site, but served outside the shop's router: a full page load with the market prefix. */
  | { kind: 'document'; href: string }
  | { kind: 'configurator'; href: string }
  | { kind: 'external'; href: string; rel: string; own: boolean }
  | { kind: 'refused'; reason: string };

const CONFIGURATOR = /^\/configurator-[a-z-]+(\/|$)/;

/**
 * SPEC 2 internal path prefixes. /configurator- goes to the designers (see below); the others are
 * the customer account, the magazine and llms.txt, which other applications (or the server
 * itself, not the page router) serve on the shop's own domain: followed, never external, with
 * the market prefix, by a full page load.
 */
export const INTERNAL_PREFIXES = ['/configurator-', '/kundenkonto', '/magazin', '/llms.txt'] as const;

const DOCUMENT_PREFIXES = INTERNAL_PREFIXES.filter((p) => p !== '/configurator-');

function hasPrefix(path: string, prefix: string): boolean {
  if (prefix.endsWith('-')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isDocumentPath(path: string): boolean {
  return DOCUMENT_PREFIXES.some((prefix) => hasPrefix(path, prefix));
}

/**
 * Whether the page router serves a path (without the market prefix): everything but the
 * designers and the documents other applications serve (a full page load, see resolveLink).
 */
export function isRouterPath(path: string): boolean {
  return !CONFIGURATOR.test(path) && !isDocumentPath(path);
}

/**
 * SPEC 2 routes exempt from server-side handling: the product listing (with its aliases), home,
 * the feeds, /fotos-drucken and the visual editor's /storyblok/ pages. Their query is their own
 * state (filters, page, sort, the editor's parameters), so a link to them keeps all of it; on
 * every other route only the shop's underscore parameters survive.
 */
export function isExemptRoute(path: string): boolean {
  return (
    path === '/' ||
    path === '' ||
    /^\/(?:[a-z]{2}\/)?(?:d\/)?(?:products|vorkonfigurator-kalender|vorkonfigurator-karten)\/?$/.test(path) ||
    path.startsWith('/feed-') ||
    hasPrefix(path, '/fotos-drucken') ||
    path.startsWith('/storyblok/')
  );
}

/** Keeps only query parameters whose names start with an underscore (SPEC 2). */
export function keepUnderscoreParams(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith('_')) kept.append(key, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Adds the locale parameter to a configurator link that lacks one. */
export function withConfiguratorLocale(href: string, locale: string): string {
  const [pathAndQuery = '', hash] = href.split('#', 2);
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  // Append rather than re-serialise: the designers expect the query exactly as the shared query
  // builder wrote it (key[]=a, not key%5B%5D=a).
  const hasLocale = new URLSearchParams(query).has('locale');
  const withLocale = hasLocale
    ? query
    : [query, `locale=${encodeURIComponent(locale)}`].filter(Boolean).join('&');
  const normalisedPath = path.endsWith('/') ? path : `${path}/`;
  return `${normalisedPath}?${withLocale}${hash !== undefined ? `#${hash}` : ''}`;
}

/**
 * A raw "[" or "]" in a query is not a valid URL in an HTML attribute (the Nu HTML Checker refuses
 * it). Written %5B %5D, the designers still read key[]=a: every query parser decodes the name first.
 */
export function escapeBrackets(href: string): string {
  const at = href.indexOf('?');
  if (at < 0) return href;
  return href.slice(0, at) + href.slice(at).replace(/\[/g, '%5B').replace(/\]/g, '%5D');
}

function isOwnDomain(hostname: string, ownDomains: readonly string[]): boolean {
  return ownDomains.some((d) => hostname === d || hostname.endsWith(`.${d}`));
}

/**
 * Classifies a link. External links are refused unless `allowExternal`; own-domain links are
 * followed, other external links get rel="nofollow noopener noreferrer".
 */
export function resolveLink(
  href: string,
  ctx: LinkContext,
  options: { allowExternal?: boolean } = {},
): LinkTarget {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return { kind: 'anchor', href: trimmed };
  if (/^(javascript|data|vbscript):/i.test(trimmed.replace(/\s/g, ''))) {
    return { kind: 'refused', reason: 'unsafe scheme' };
  }
  if (/^(mailto|tel):/i.test(trimmed)) return { kind: 'external', href: trimmed, rel: '', own: true };
  const isAbsolute = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(trimmed);
  if (isAbsolute) {
    let url: URL;
    try {
      url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    } catch {
      return { kind: 'refused', reason: 'malformed URL' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { kind: 'refused', reason: 'unsafe scheme' };
    const own = isOwnDomain(url.hostname, ctx.ownDomains);
    if (!own && !options.allowExternal) return { kind: 'refused', reason: 'external navigation not allowed' };
    return { kind: 'external', href: url.toString(), rel: own ? '' : 'nofollow noopener noreferrer', own };
  }
  const [beforeHash = '', hash] = trimmed.split('#', 2);
  const [rawPath = '', query = ''] = beforeHash.split('?', 2);
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  if (CONFIGURATOR.test(path)) {
    // In the desktop app the designers run at platform d too, as the app's deep links open them.
    const platformPrefix = ctx.platform === 'd' ? '/d' : '';
    return {
      kind: 'configurator',
      href: `${platformPrefix}${escapeBrackets(withConfiguratorLocale(`${path}${query ? `?${query}` : ''}`, ctx.locale))}`,
    };
  }
  const kept = isExemptRoute(path) ? (query ? `?${query}` : '') : keepUnderscoreParams(query);
  const tail = `${kept}${hash !== undefined ? `#${hash}` : ''}`;
  if (isDocumentPath(path)) return { kind: 'document', href: `${prefixPath(path, ctx.basename)}${tail}` };
  return { kind: 'internal', to: `${path}${tail}` };
}

export { prefixPath };
