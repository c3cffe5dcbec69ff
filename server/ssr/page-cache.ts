/**
 * The anonymous micro-cache: rendered pages of visitors without a session, kept in memory for a
 * few seconds, keyed by everything that changes their HTML. A burst of visitors to one page costs
 * one render; every visitor still gets a fresh CSP nonce, written into the stored HTML on the way
 * out. Pages with a Set-Cookie, of a logged-in customer or a preview are never stored.
 */

import type { ShopRequestInfo } from '../../shared/contracts/request-info';
import type { RenderInput } from '../../web/entry-server';

/** Query parameters that only feed analytics: the same page whatever their value. */
const IGNORED_QUERY = /^(utm_[a-z_]+|gclid|fbclid|msclkid|_ga|mc_cid|mc_eid)$/i;

/**
 * What one field of the render's input does to the micro-cache (issue 30 §2): it is part of the
 * key; or it makes the page personal, so it is never stored; or it cannot change the stored HTML,
 * and the reason says why. Every field of RenderInput and ShopRequestInfo has a role (the types
 * below make a new field without one a type error), and page-cache-coverage.test.ts renders real
 * pages and fails when the render reads a field whose role is missing.
 */
export type CacheRole = 'key' | 'personal' | { same: string };

type Roles<T> = { readonly [K in keyof Required<T>]: CacheRole };

export const RENDER_INPUT_ROLES: Roles<RenderInput> = {
  // Only its URL: the path with prefix and /d, and the query (normalised); it carries no headers.
  request: 'key',
  representation: 'key',
  // Field by field, below.
  info: 'key',
  requestedPath: 'key',
  // Consent is in it; granted consent makes the page personal (isPersonal).
  tracking: 'key',
  preview: 'personal',
  customer: 'personal',
  flags: {
    same: 'evaluated from channel and path (info, request), query overrides (request) and consent (tracking); a user key only with consent granted, which is personal',
  },
  services: { same: 'the same for every request of the server' },
  assets: { same: 'the same for every request of the server' },
  nonce: { same: 'replaced by every response its own nonce on the way out' },
  fragments: { same: 'the fragment cache: static blocks keyed by this same render key and their own data' },
};

export const INFO_ROLES: Roles<ShopRequestInfo> = {
  channel: 'key',
  market: 'key',
  bundle: 'key',
  platform: 'key',
  basename: 'key',
  origin: 'key',
  host: 'key',
  publicBase: 'key',
  deviceClass: 'key',
  isBot: 'key',
  debug: 'key',
  preview: 'personal',
  // Set only on a verified preview, which is personal already.
  visualEditor: 'personal',
  ownDomains: 'key',
  requestTime: {
    same: 'a stored page is at most PAGE_CACHE_SECONDS old: time-based banners may lag by that',
  },
  dismissals: 'key',
  settings: 'key',
  integrations: 'key',
  apiBase: 'key',
};

/** The query that can change a page, sorted so that parameter order does not split the cache. */
export function normalisedQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !IGNORED_QUERY.test(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return new URLSearchParams(kept).toString();
}

const keyed = <T extends object>(roles: Roles<T>, value: T): unknown[] =>
  (Object.keys(roles) as (keyof T)[]).filter((name) => roles[name] === 'key').map((name) => value[name]);

/** The request's URL as the key holds it: path as routed, the query that can change the page. */
function keyedUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}?${normalisedQuery(url.search)}`;
}

/**
 * The micro-cache key of a render: every field of its input whose role is "key", so a request
 * input the render can see and the key cannot is impossible by construction.
 */
export function pageCacheKey(input: RenderInput): string {
  return JSON.stringify(
    (Object.keys(RENDER_INPUT_ROLES) as (keyof RenderInput)[])
      .filter((name) => RENDER_INPUT_ROLES[name] === 'key')
      .map((name) => {
        if (name === 'request') return keyedUrl(input.request);
        if (name === 'info') return keyed(INFO_ROLES, input.info);
        return input[name];
      }),
  );
}

/**
 * A page only this visitor may see, from the same input: a field whose role is "personal" is set (a
 * preview shows drafts, a customer is logged in), or consent is granted, which gives the visitor
 * their own flag key and treatments (without it every visitor sees control, ADR 0004, plus query
 * overrides, which are part of the key). A Set-Cookie on the answer is checked by the page route.
 */
export function isPersonal(input: RenderInput): boolean {
  const personal = (Object.keys(RENDER_INPUT_ROLES) as (keyof RenderInput)[]).some(
    (name) => RENDER_INPUT_ROLES[name] === 'personal' && Boolean(input[name]),
  );
  const personalInfo = (Object.keys(INFO_ROLES) as (keyof ShopRequestInfo)[]).some(
    (name) => INFO_ROLES[name] === 'personal' && Boolean(input.info[name]),
  );
  return personal || personalInfo || input.tracking.consent === 'granted';
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
