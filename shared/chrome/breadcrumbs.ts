/** SPEC 2 breadcrumbs and their schema.org BreadcrumbList (SPEC 3 breadcrumb item). */

export interface BreadcrumbItem {
  _uid: string;
  link: { url: string };
  text: string;
}

export interface BreadcrumbEntry {
  key: string;
  text: string;
  /** A shop path without market prefix, e.g. "/karten/hochzeit". */
  href: string;
  /** The last entry: plain text, aria-current="page". */
  current: boolean;
}

function normalise(url: string): string {
  const trimmed = url.trim();
  if (!trimmed || trimmed === '/') return '/';
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(trimmed)) return trimmed;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Home (/) first, then every item with text, linked to its url; the last entry is the current
 * page. Items pointing at / are skipped (home is already first).
 */
export function breadcrumbTrail(items: readonly BreadcrumbItem[], homeText: string): BreadcrumbEntry[] {
  const trail: BreadcrumbEntry[] = [{ key: 'home', text: homeText, href: '/', current: false }];
  for (const item of items) {
    const text = item.text?.trim();
    if (!text) continue;
    const href = normalise(item.link?.url ?? '');
    if (href === '/') continue;
    trail.push({ key: item._uid, text, href, current: false });
  }
  const last = trail[trail.length - 1];
  if (last) last.current = true;
  return trail;
}

/** Absolute URL of a shop path in the current market and platform. */
export function absoluteUrl(path: string, origin: string, basename: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const prefixed = path === '/' ? basename || '/' : `${basename}${path}`;
  return `${origin.replace(/\/+$/, '')}${prefixed}`;
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: {
    '@type': 'ListItem';
    position: number;
    name: string;
    item: string;
  }[];
}

/** The trail as schema.org BreadcrumbList with absolute URLs, positions from 1. */
export function breadcrumbJsonLd(
  trail: readonly BreadcrumbEntry[],
  origin: string,
  basename: string,
): BreadcrumbListJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.text,
      item: absoluteUrl(entry.href, origin, basename),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so it cannot close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
