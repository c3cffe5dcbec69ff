/**
 * From the CMS's link fields to what <Link> takes. The link rules of SPEC 2 (prefixes, query
 * parameters, rel) stay in <Link>; this module only finds the href and refuses what is never a
 * link: script and data URLs, and anything that is not a string.
 */
import type { MultiLink } from '../../../shared/content/story-types';

export interface LinkTarget {
  href: string;
  /**
   * An editor typed this absolute URL on purpose, so <Link> may leave the shop; it still gets
   * rel="nofollow noopener noreferrer" unless the domain is the brand's own.
   */
  allowExternal: boolean;
  target?: '_blank';
  rel?: string;
}

/** Schemes a link may use; everything else (javascript:, data:, vbscript:, file: ...) is refused. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Browsers drop control characters and whitespace inside a scheme, so "java\tscript:" is javascript:. */
function normalisedScheme(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  return href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/** True when the href can be rendered as a link: a path, an anchor or a safe scheme. */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  if (!trimmed) return false;
  const compact = normalisedScheme(trimmed);
  if (HAS_SCHEME.test(compact)) return SAFE_SCHEME.test(compact);
  // "//host" is protocol-relative: an absolute URL without a scheme.
  return true;
}

/** True for absolute http(s) or protocol-relative URLs. */
export function isAbsoluteUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

/** A story's full slug as a shop path: "home" is the home page, "karten/hochzeit" "/karten/hochzeit". */
export function storyPath(slug: string): string {
  const clean = slug.trim().replace(/^\/+/, '').replace(/\/+$/, '');
  if (clean === '' || clean === 'home') return '/';
  return `/${clean}`;
}

function emailHref(address: string): string | undefined {
  const clean = address.trim().replace(/^mailto:/i, '');
  // One address, no header injection (?cc=, line breaks): an @ and no spaces or separators.
  if (!/^[^\s@?&:;,<>"']+@[^\s@?&:;,<>"']+$/.test(clean)) return undefined;
  return `mailto:${clean}`;
}

function withAnchor(path: string, anchor: unknown): string {
  if (typeof anchor !== 'string' || anchor.trim() === '') return path;
  return `${path}#${encodeURIComponent(anchor.trim())}`;
}

function finish(href: string | undefined, target: unknown): LinkTarget | undefined {
  if (!href || !isSafeHref(href)) return undefined;
  const result: LinkTarget = { href: href.trim(), allowExternal: isAbsoluteUrl(href) };
  if (target === '_blank') {
    result.target = '_blank';
    result.rel = 'noopener';
  }
  return result;
}

/** The link target of a multilink field; undefined when it is empty or unsafe. */
export function multiLinkTarget(link: MultiLink | undefined | null): LinkTarget | undefined {
  if (!link || typeof link !== 'object') return undefined;
  const raw = link as Partial<Record<string, unknown>>;
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  switch (raw.linktype) {
    case 'email': {
      const address = str(raw.email) || str(raw.url);
      return finish(address ? emailHref(address) : undefined, undefined);
    }
    case 'story': {
      const story = raw.story as { full_slug?: unknown } | undefined;
      const slug = str(story?.full_slug) ?? str(raw.cached_url) ?? str(raw.url);
      if (slug === undefined || (slug.trim() === '' && !str(raw.anchor))) return undefined;
      if (isAbsoluteUrl(slug) || HAS_SCHEME.test(normalisedScheme(slug))) return finish(slug, raw.target);
      return finish(withAnchor(storyPath(slug), raw.anchor), raw.target);
    }
    default: {
      // "url", "asset" and multilinks saved without a linktype.
      const url = str(raw.url) || str(raw.cached_url);
      return finish(url, raw.target);
    }
  }
}

/**
 * The target of a rich-text link mark (Storyblok attrs: href, linktype url/story/asset/email,
 * anchor, target, story). Undefined when the link is unsafe or empty.
 */
export function richTextLinkTarget(attrs: Record<string, unknown> | undefined): LinkTarget | undefined {
  if (!attrs) return undefined;
  const href = typeof attrs.href === 'string' ? attrs.href : '';
  const linktype = attrs.linktype;
  if (linktype === 'email') return finish(emailHref(href), undefined);
  if (linktype === 'story') {
    const story = attrs.story as { full_slug?: unknown } | undefined;
    const slug = typeof story?.full_slug === 'string' ? story.full_slug : href;
    if (isAbsoluteUrl(slug) || HAS_SCHEME.test(normalisedScheme(slug))) return finish(slug, attrs.target);
    if (slug.trim() === '' && typeof attrs.anchor !== 'string') return undefined;
    return finish(
      withAnchor(slug.trim() === '' ? '' : storyPath(slug), attrs.anchor) || undefined,
      attrs.target,
    );
  }
  if (/^mailto:/i.test(href.trim())) return finish(emailHref(href), undefined);
  return finish(withAnchor(href, attrs.anchor), attrs.target);
}

/** Image sources the block library renders: shop paths and http(s) URLs, never data: or script URLs. */
export function isSafeImageSrc(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  const trimmed = src.trim();
  if (!trimmed) return false;
  const compact = normalisedScheme(trimmed);
  if (HAS_SCHEME.test(compact)) return /^https?:/i.test(compact);
  return true;
}

/** Self-hosted media (the CSP allows media only from the shop): a path, not another host. */
export function isSelfHostedPath(src: unknown): src is string {
  return typeof src === 'string' && /^\/(?!\/)/.test(src.trim()) && !/\s/.test(src.trim());
}

/**
 * The rel a link needs from us: "noopener" for a new window, unless <Link> already adds
 * "nofollow noopener noreferrer" because the URL leaves the brand's own domains.
 */
export function linkRel(target: LinkTarget, ownDomains: readonly string[]): string | undefined {
  if (!target.rel) return undefined;
  if (!isAbsoluteUrl(target.href)) return target.rel;
  let host: string;
  try {
    host = new URL(target.href.startsWith('//') ? `https:${target.href}` : target.href).hostname;
  } catch {
    return target.rel;
  }
  const own = ownDomains.some((d) => host === d || host.endsWith(`.${d}`));
  return own ? target.rel : undefined;
}
