/** The href of a CMS multilink for the chrome (the link rules of SPEC 2 stay in the web Link). */
import type { MultiLink } from '../content/story-types';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A story slug or url as a shop path: "karten/hochzeit" -> "/karten/hochzeit", "home" -> "/". */
export function slugPath(slug: string): string {
  const clean = slug.trim().replace(/^\/+/, '').replace(/\/+$/, '');
  if (clean === '' || clean === 'home') return '/';
  return `/${clean}`;
}

/**
 * The href of a multilink: the url of url links, the path of story links, mailto: for e-mails.
 * Undefined when the link is empty. Script and data URLs are not filtered here; <Link> refuses them.
 */
export function multiLinkHref(
  link: MultiLink | { url?: string; cached_url?: string } | null | undefined,
): string | undefined {
  if (!link || typeof link !== 'object') return undefined;
  const raw = link as Record<string, unknown>;
  const str = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  if (raw.linktype === 'email') {
    const address = str(raw.email) ?? str(raw.url);
    if (!address) return undefined;
    return address.startsWith('mailto:') ? address : `mailto:${address}`;
  }
  if (raw.linktype === 'story') {
    const story = raw.story as { full_slug?: unknown } | undefined;
    const slug = str(story?.full_slug) ?? str(raw.cached_url) ?? str(raw.url);
    if (slug === undefined) return undefined;
    if (SCHEME.test(slug) || slug.startsWith('//')) return slug;
    const anchor = str(raw.anchor);
    return anchor ? `${slugPath(slug)}#${encodeURIComponent(anchor)}` : slugPath(slug);
  }
  const url = str(raw.url) ?? str(raw.cached_url);
  if (url === undefined) return undefined;
  if (SCHEME.test(url) || url.startsWith('//') || url.startsWith('#') || url.startsWith('/')) return url;
  return `/${url}`;
}

/** A path for comparisons: no query or hash, no trailing slash (except "/"), lower case. */
export function comparablePath(path: string): string {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').trim();
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return (trimmed || '/').toLowerCase();
}

/** Whether an href is absolute (another origin), so <Link> needs allowExternal. */
export function isAbsoluteHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}
