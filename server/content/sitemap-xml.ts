/** The sitemaps protocol's XML (sitemaps.org 0.9 with the xhtml and Google image extensions). */
import type { SitemapUrl } from './sitemap-entries';

/** The protocol's limit of URLs per sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;

export const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
  ];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${xml(url.loc)}</loc>`);
    if (url.lastmod) lines.push(`    <lastmod>${xml(url.lastmod)}</lastmod>`);
    for (const a of url.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`);
    }
    for (const image of url.images) {
      lines.push('    <image:image>', `      <image:loc>${xml(image)}</image:loc>`, '    </image:image>');
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export interface SitemapRef {
  loc: string;
  lastmod?: string;
}

export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  const lines = [HEAD, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const s of sitemaps) {
    lines.push('  <sitemap>', `    <loc>${xml(s.loc)}</loc>`);
    if (s.lastmod) lines.push(`    <lastmod>${xml(s.lastmod)}</lastmod>`);
    lines.push('  </sitemap>');
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/** The newest lastmod of some URLs, if any has one. */
export function newestLastmod(urls: readonly SitemapUrl[]): string | undefined {
  let newest: string | undefined;
  for (const url of urls) if (url.lastmod && (!newest || url.lastmod > newest)) newest = url.lastmod;
  return newest;
}
