/**
 * What the offline cache does with each request to the shop (see docs/adr/0005-desktop-cache.md):
 * hashed static assets, fonts and images cache-first; pages and route data network-first with the
 * cached copy as fallback; everything else (APIs, non-GET, ranges, links carrying a one-time token)
 * straight to the network. Nothing the shop marks `no-store` is ever kept.
 */

export type CachedKind = 'asset' | 'font' | 'image' | 'document' | 'data';

export type CacheStrategy =
  | { strategy: 'cache-first'; kind: 'asset' | 'font' | 'image'; immutable: boolean }
  | { strategy: 'network-first'; kind: 'document' | 'data' }
  | { strategy: 'network-only'; reason: string };

export interface RequestFacts {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

export interface ResponseFacts {
  status: number;
  headers: { get(name: string): string | null };
}

/** Paths that are services, whatever they answer: never cached. */
const NETWORK_ONLY_PREFIXES = [
  '/web-api/',
  '/price-api/',
  '/frontend-api/',
  '/api/',
  '/v2/',
  '/customer-picture/',
  '/whitelabel/',
  '/gift-voucher',
  '/accessory',
];

/**
 * Query parameters that carry a secret meant for one use (password reset, e-mail and newsletter
 * confirmation, the CMS preview): such a URL is never stored, nor answered from a stored copy.
 */
const ONE_TIME_TOKEN_PARAM = /token|_tk\[|secret|signature|^sig$|^otp$|^code$|^unsubscribe$|password/i;

export function carriesOneTimeToken(url: URL): boolean {
  for (const name of url.searchParams.keys()) if (ONE_TIME_TOKEN_PARAM.test(name)) return true;
  return false;
}

/**
 * Pages that only work with the shop at hand (issue 36 item 8): the designers and the basket. They
 * are never kept nor shown from a copy; offline they get the offline page saying they need a
 * connection. Language prefix and platform `d` in either order (SPEC 2).
 */
const NEEDS_CONNECTION_PATH =
  /^(?:\/[a-z]{2})?(?:\/d)?(?:\/[a-z]{2})?\/(?:configurator-[a-z-]+|warenkorb|checkout)(?:\/|$)/;

/** The network-only reason of those pages; the handler answers them offline with the offline page. */
export const NEEDS_CONNECTION = 'needs a connection';

export function needsConnection(url: string): boolean {
  try {
    return NEEDS_CONNECTION_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** A content hash in the file name, as Vite writes it: entry-client-EYFC5NaX.js. */
const HASHED_FILE = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const FONT = /\.(woff2?|ttf|otf|eot)$/i;
const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
const STATIC = /\.(m?js|css|map|json|wasm|txt)$/i;
export const PAYLOAD_SUFFIX = '/_payload.json';

/**
 * A page load: asks for HTML, or says it is a document navigation (Chromium marks those with
 * sec-fetch-dest or upgrade-insecure-requests, in case Accept is not passed on).
 */
export function isPageRequest(request: RequestFacts): boolean {
  if (request.method !== 'GET') return false;
  const headers = request.headers;
  return (
    (headers.get('accept') ?? '').includes('text/html') ||
    headers.get('sec-fetch-dest') === 'document' ||
    headers.get('upgrade-insecure-requests') === '1'
  );
}

export function strategyFor(request: RequestFacts): CacheStrategy {
  if (request.method !== 'GET') return { strategy: 'network-only', reason: `method ${request.method}` };
  if (request.headers.get('range')) return { strategy: 'network-only', reason: 'range request' };
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { strategy: 'network-only', reason: 'malformed URL' };
  }
  if (carriesOneTimeToken(url)) return { strategy: 'network-only', reason: 'one-time token in URL' };
  const path = url.pathname;
  if (NETWORK_ONLY_PREFIXES.some((p) => path.startsWith(p)))
    return { strategy: 'network-only', reason: 'API' };
  if (path.endsWith(PAYLOAD_SUFFIX)) return { strategy: 'network-first', kind: 'data' };

  const file = path.slice(path.lastIndexOf('/') + 1);
  const hashed = HASHED_FILE.test(file);
  if (path.startsWith('/cdn-cgi/image/')) return { strategy: 'cache-first', kind: 'image', immutable: false };
  if (FONT.test(file)) return { strategy: 'cache-first', kind: 'font', immutable: hashed };
  if (IMAGE.test(file)) return { strategy: 'cache-first', kind: 'image', immutable: hashed };
  if (path.startsWith('/assets/') && STATIC.test(file)) {
    return { strategy: 'cache-first', kind: 'asset', immutable: hashed };
  }
  // The translation bundles (/_i18n/{bundle}.{hash}.json): a saved page cannot hydrate without its own.
  if (path.startsWith('/_i18n/') && file.endsWith('.json')) {
    return { strategy: 'cache-first', kind: 'asset', immutable: hashed };
  }
  if (isPageRequest(request)) {
    if (NEEDS_CONNECTION_PATH.test(path)) return { strategy: 'network-only', reason: NEEDS_CONNECTION };
    return { strategy: 'network-first', kind: 'document' };
  }
  return { strategy: 'network-only', reason: 'not a page, asset, font or image' };
}

/** One entry per URL; the fragment never reaches the network. */
export function cacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

const mediaType = (headers: ResponseFacts['headers']) =>
  (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Whether a network answer may be kept. `no-store` is obeyed for every kind, pages included: a page
 * the shop wants readable offline says `private, no-cache` (kept in this profile, revalidated on
 * every visit, which network-first does anyway).
 */
export function storable(
  kind: CachedKind,
  response: ResponseFacts,
): { ok: true } | { ok: false; reason: string } {
  if (response.status !== 200) return { ok: false, reason: `status ${response.status}` };
  if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? ''))
    return { ok: false, reason: 'no-store' };
  if (response.headers.get('content-range')) return { ok: false, reason: 'partial content' };
  if ((response.headers.get('vary') ?? '').includes('*')) return { ok: false, reason: 'vary *' };
  const type = mediaType(response.headers);
  if (kind === 'document' && type !== 'text/html') return { ok: false, reason: `page of type ${type}` };
  if (kind === 'data' && type !== 'application/json') return { ok: false, reason: `data of type ${type}` };
  return { ok: true };
}

/**
 * A name that looks hashed is only a claim: the copy is kept without refreshing only when the shop
 * also declared the answer `immutable` (it does so for its build's hashed assets).
 */
export function declaredImmutable(response: ResponseFacts): boolean {
  return /\bimmutable\b/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * The response headers a cached copy keeps: what the page needs to render and be protected the same
 * way (its CSP included), never cookies, and no transfer framing (the body is stored decoded).
 */
const KEPT_HEADERS = new Set([
  'cache-control',
  'content-language',
  'content-security-policy',
  'content-security-policy-report-only',
  'content-type',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'etag',
  'last-modified',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
]);

export function headersToKeep(headers: Iterable<[string, string]>): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (KEPT_HEADERS.has(lower)) kept.push([lower, value]);
  }
  return kept;
}

/** Headers of a fresh network answer passed on to the page while its body is also being stored. */
export function headersForPassOn(headers: Iterable<[string, string]>): [string, string][] {
  return [...headers].filter(
    ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name.toLowerCase()),
  );
}

/** A page title for the offline page's list, read from the start of a stored page. */
export function titleOf(html: string): string | undefined {
  const match = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(html.slice(0, 64 * 1024));
  if (!match?.[1]) return undefined;
  const decoded = match[1]
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .trim();
  return decoded || undefined;
}
