/**
 * The page shown when the network is gone and the requested page was never saved: what happened,
 * a way to try again, and the pages that are available offline. No script, its own strict CSP.
 */
import { needsConnection } from './cache-policy';
import type { SavedPage } from './cache-store';
import type { DesktopStrings } from './strings';

export const OFFLINE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface OfflinePageInput {
  /** The page that could not be loaded. */
  url: string;
  /** html lang attribute, e.g. "de". */
  lang: string;
  homeUrl: string;
  saved: readonly SavedPage[];
  /** Only saved pages on these origins are listed. */
  origins: ReadonlySet<string>;
  strings: DesktopStrings;
}

function listed(page: SavedPage, origins: ReadonlySet<string>): boolean {
  try {
    return origins.has(new URL(page.url).origin);
  } catch {
    return false;
  }
}

export function offlinePageHtml(input: OfflinePageInput): string {
  const { strings } = input;
  const items = input.saved
    .filter((page) => listed(page, input.origins) && page.url !== input.url)
    .map((page) => {
      const path = new URL(page.url).pathname;
      const label = page.title ? `${page.title} (${path})` : path;
      return `<li><a href="${escapeHtml(page.url)}">${escapeHtml(label)}</a></li>`;
    });
  const saved = items.length ? `<h2>${escapeHtml(strings.offlineSaved)}</h2><ul>${items.join('')}</ul>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(strings.offlineTitle)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:3rem 1.5rem;color:#222;background:#fafafa}
main{max-width:40rem;margin:0 auto}
h1{font-size:1.75rem;margin:0 0 .75rem}
h2{font-size:1.1rem;margin:2rem 0 .5rem}
a.button{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.4rem;background:#222;color:#fff;text-decoration:none}
li{margin:.35rem 0}
</style>
</head>
<body>
<main data-testid="offline-page">
<h1>${escapeHtml(strings.offlineTitle)}</h1>
<p>${escapeHtml(needsConnection(input.url) ? strings.offlineNeedsConnection : strings.offlineText)}</p>
<p><a class="button" href="${escapeHtml(input.url)}">${escapeHtml(strings.offlineRetry)}</a> <a href="${escapeHtml(input.homeUrl)}">${escapeHtml(strings.home)}</a></p>
${saved}
</main>
</body>
</html>`;
}

export function offlinePageResponse(input: OfflinePageInput): Response {
  return new Response(offlinePageHtml(input), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': OFFLINE_PAGE_CSP,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-shop-desktop-cache': 'offline-page',
    },
  });
}
