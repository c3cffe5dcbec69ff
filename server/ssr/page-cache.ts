/**
 * The anonymous micro-cache: rendered pages of visitors without a session, kept in memory for a
 * few seconds, keyed by everything that changes their HTML. A burst of visitors to one page costs
 * one render; every visitor still gets a fresh CSP nonce, written into the stored HTML on the way
 * out. Pages with a Set-Cookie, of a logged-in customer or a preview are never stored.
 */

/** Query parameters that only feed analytics: the same page whatever their value. */
const IGNORED_QUERY = /^(utm_[a-z_]+|gclid|fbclid|msclkid|_ga|mc_cid|mc_eid)$/i;

export interface PageCacheKeyInput {
  host: string;
  /** Path as requested, with language prefix and /d. */
  path: string;
  search: string;
  deviceClass: string;
  isBot: boolean;
  /** Not granted (granted pages are personal and never stored): all flags control but overrides. */
  consent: string;
  /** Banner dismissals read from cookies. */
  dismissals: unknown;
}

/** The query that can change a page, sorted so that parameter order does not split the cache. */
export function normalisedQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !IGNORED_QUERY.test(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return new URLSearchParams(kept).toString();
}

export function pageCacheKey(input: PageCacheKeyInput): string {
  return JSON.stringify([
    input.host.toLowerCase(),
    input.path,
    normalisedQuery(input.search),
    input.deviceClass,
    input.isBot,
    input.consent,
    input.dismissals,
  ]);
}

interface Entry {
  /** The page's UTF-8 bytes, split where the nonce stood. */
  parts: Buffer[];
  status: number;
  bytes: number;
  expires: number;
}

/**
 * A page as bytes: a hit is then one copy into the socket, like a static file. As a string it cost
 * a UTF-8 encoding per response (the pages hold non-ASCII text), which halved the hit rate.
 */
export interface StoredPage {
  status: number;
  body: Buffer;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  stored: number;
  entries: number;
  bytes: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Upper bound of the stored HTML, in bytes. */
  maxBytes: number;
  now?: () => number;
}

export interface PageCache {
  readonly enabled: boolean;
  get(key: string, nonce: string): StoredPage | undefined;
  set(key: string, page: StoredPage, nonce: string): void;
  bypass(): void;
  /**
   * Single flight: the first miss of a key renders, later ones wait for that render and are
   * answered from the cache (undefined when it could not be stored: they render themselves).
   */
  rendering(key: string): Promise<void> | undefined;
  startRendering(key: string): () => void;
  stats(): PageCacheStats;
}

/** The bytes between the occurrences of a separator (copies: the stored page must not pin a larger buffer). */
function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(Buffer.from(body.subarray(from, at)));
    from = at + separator.length;
  }
  parts.push(Buffer.from(body.subarray(from)));
  return parts;
}

function joinWith(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(separator);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recent.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const counts = { hits: 0, misses: 0, bypasses: 0, stored: 0 };
  const inFlight = new Map<string, Promise<void>>();
  const enabled = options.ttlMs > 0 && options.maxBytes > 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    enabled,
    get(key, nonce) {
      if (!enabled) return undefined;
      const entry = entries.get(key);
      if (!entry || entry.expires <= now()) {
        if (entry) drop(key, entry);
        counts.misses += 1;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      counts.hits += 1;
      return { status: entry.status, body: joinWith(entry.parts, Buffer.from(nonce)) };
    },
    set(key, page, nonce) {
      if (!enabled || page.body.length > options.maxBytes) return;
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      // The nonce is 128 random bits: it stands nowhere in the page but where we wrote it.
      const parts = nonce ? splitAt(page.body, Buffer.from(nonce)) : [page.body];
      const entry: Entry = {
        parts,
        status: page.status,
        bytes: page.body.length,
        expires: now() + options.ttlMs,
      };
      entries.set(key, entry);
      bytes += entry.bytes;
      counts.stored += 1;
      for (const [oldKey, old] of entries) {
        if (bytes <= options.maxBytes) break;
        drop(oldKey, old);
      }
    },
    bypass() {
      counts.bypasses += 1;
    },
    rendering(key) {
      return inFlight.get(key);
    },
    startRendering(key) {
      let finish = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      inFlight.set(key, done);
      return () => {
        if (inFlight.get(key) === done) inFlight.delete(key);
        finish();
      };
    },
    stats() {
      return { ...counts, entries: entries.size, bytes };
    },
  };
}

/**
 * Whether a request's Accept header asks for HTML (`text/html` listed with a quality above 0).
 * A page is stored in the micro-cache only from such a request: the header reaches the route
 * loaders, so a request with another Accept could otherwise leave a page that differs from what
 * browsers get (issue 34 item 7).
 */
export function acceptsHtml(accept: string | string[] | undefined): boolean {
  const text = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  return text.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/html') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
