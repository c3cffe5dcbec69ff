/**
 * The shop's requests as the app answers them (bound to protocol.handle by the adapter): other
 * origins pass through untouched; shop requests follow cache-policy.ts. Written against the web
 * Fetch API only, so it runs and is tested in plain Node with a fake network.
 */
import {
  type CachedKind,
  cacheKey,
  declaredImmutable,
  headersForPassOn,
  headersToKeep,
  NEEDS_CONNECTION,
  storable,
  strategyFor,
  titleOf,
} from './cache-policy';
import type { CacheBackend, CacheHit, SavedPage } from './cache-store';
import { type Logger, silentLogger } from './log';
import { isShopUrl } from './shop-target';

export interface ShopFetchOptions {
  origins: ReadonlySet<string>;
  /** undefined: the cache is off (SHOP_CACHE_MB=0); pages still get the offline page. */
  cache: CacheBackend | undefined;
  /** The shop over the network. Must hand redirects back as 3xx responses, not follow them. */
  network: (request: Request) => Promise<Response>;
  /** Requests to any other origin, untouched. */
  passThrough: (request: Request) => Promise<Response>;
  offlinePage: (url: string, saved: SavedPage[]) => Response;
  /** How long a page waits for the network before a saved copy is shown instead (ms). */
  documentTimeoutMs?: number;
  /** Unhashed assets and images older than this are served, then refreshed in the background (ms). */
  revalidateAfterMs?: number;
  now?: () => number;
  log?: Logger;
  /** Reports whether the shop answered (true) or could not be reached (false). */
  onNetworkState?: (online: boolean) => void;
}

export const DEFAULT_DOCUMENT_TIMEOUT_MS = 4000;
export const DEFAULT_REVALIDATE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Server answers that mean "the shop is down", for which a saved page is better. */
const UNAVAILABLE = new Set([502, 503, 504]);

export type ShopFetch = (request: Request) => Promise<Response>;

/** Reads a stream fully, or gives up (undefined) past `limit` bytes. */
async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function fromCache(hit: CacheHit, how: 'hit' | 'offline' | 'stale'): Response {
  const headers = new Headers(hit.entry.headers);
  headers.set('x-shop-desktop-cache', how);
  return new Response(hit.body.byteLength ? (hit.body as Uint8Array<ArrayBuffer>) : null, {
    status: hit.entry.status,
    headers,
  });
}

type NetworkOutcome = { type: 'response'; response: Response } | { type: 'error'; error: unknown };

export function createShopFetch(options: ShopFetchOptions): ShopFetch {
  const { cache, origins } = options;
  const log = options.log ?? silentLogger;
  const now = options.now ?? Date.now;
  const documentTimeoutMs = options.documentTimeoutMs ?? DEFAULT_DOCUMENT_TIMEOUT_MS;
  const revalidateAfterMs = options.revalidateAfterMs ?? DEFAULT_REVALIDATE_AFTER_MS;

  const fromNetwork = async (request: Request): Promise<NetworkOutcome> => {
    try {
      const response = await options.network(request);
      options.onNetworkState?.(true);
      return { type: 'response', response };
    } catch (error) {
      options.onNetworkState?.(false);
      return { type: 'error', error };
    }
  };

  /** Passes the answer on while a copy of its body goes to the cache. */
  const keep = (key: string, kind: CachedKind, immutable: boolean, response: Response): Response => {
    if (!cache) return response;
    const verdict = storable(kind, response);
    if (!verdict.ok) {
      log.debug('cache: not stored', { url: key, reason: verdict.reason });
      return response;
    }
    const headers = headersToKeep(response.headers);
    const passOn = new Headers(headersForPassOn(response.headers));
    const store = (body: Uint8Array | undefined) => {
      if (!body) {
        log.debug('cache: too large to store', { url: key });
        return;
      }
      const title =
        kind === 'document' ? titleOf(new TextDecoder().decode(body.subarray(0, 64 * 1024))) : undefined;
      return cache
        .put(
          key,
          {
            url: key,
            kind,
            status: response.status,
            headers,
            storedAt: now(),
            immutable: immutable && declaredImmutable(response),
            title,
          },
          body,
        )
        .then((stored) => log.debug(stored ? 'cache: stored' : 'cache: not stored', { url: key, kind }));
    };
    if (!response.body) {
      void Promise.resolve(store(new Uint8Array(0))).catch((error) =>
        log.warn('cache: store failed', { url: key, error: String(error) }),
      );
      return new Response(null, {
        status: response.status,
        statusText: response.statusText,
        headers: passOn,
      });
    }
    const [toPage, toCache] = response.body.tee();
    void collect(toCache, cache.maxEntryBytes)
      .then(store)
      .catch((error) => log.warn('cache: store failed', { url: key, error: String(error) }));
    return new Response(toPage, {
      status: response.status,
      statusText: response.statusText,
      headers: passOn,
    });
  };

  const match = async (key: string): Promise<CacheHit | undefined> => {
    try {
      return await cache?.match(key);
    } catch (error) {
      log.warn('cache: read failed', { url: key, error: String(error) });
      return undefined;
    }
  };

  const offline = (request: Request, key: string, kind: 'document' | 'data'): Response => {
    if (kind === 'data') return Response.error();
    log.info('offline: no saved copy', { url: key });
    return options.offlinePage(request.url, cache?.savedPages(20) ?? []);
  };

  const cacheFirst = async (request: Request, key: string, kind: CachedKind, immutable: boolean) => {
    const hit = await match(key);
    if (hit) {
      if (!hit.entry.immutable && now() - hit.entry.storedAt > revalidateAfterMs) {
        void fromNetwork(new Request(request)).then(async (outcome) => {
          if (outcome.type !== 'response') return;
          const passed = keep(key, kind, immutable, outcome.response);
          await passed.body?.cancel();
        });
      }
      return fromCache(hit, 'hit');
    }
    const outcome = await fromNetwork(request);
    if (outcome.type === 'error') {
      log.debug('network: failed', { url: key, error: String(outcome.error) });
      return Response.error();
    }
    return keep(key, kind, immutable, outcome.response);
  };

  const networkFirst = async (request: Request, key: string, kind: 'document' | 'data') => {
    const pending = fromNetwork(request);
    const hitPromise = match(key);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), documentTimeoutMs);
    });
    const first = await Promise.race([pending, timeout]);
    clearTimeout(timer);

    const settle = async (outcome: NetworkOutcome): Promise<Response> => {
      if (outcome.type === 'error') {
        const hit = await hitPromise;
        log.info(hit ? 'offline: serving saved copy' : 'offline: nothing saved', {
          url: key,
          error: String(outcome.error),
        });
        return hit ? fromCache(hit, 'offline') : offline(request, key, kind);
      }
      const { response } = outcome;
      if (UNAVAILABLE.has(response.status)) {
        const hit = await hitPromise;
        if (hit) {
          log.info('shop unavailable: serving saved copy', { url: key, status: response.status });
          await response.body?.cancel();
          return fromCache(hit, 'stale');
        }
      }
      return keep(key, kind, false, response);
    };

    if (first !== 'timeout') return settle(first);
    const hit = await hitPromise;
    if (!hit) return settle(await pending);
    // Slow network: show the saved copy now and let the answer refresh it when it comes.
    log.info('slow network: serving saved copy', { url: key });
    void pending.then(async (outcome) => {
      if (outcome.type !== 'response') return;
      const passed = keep(key, kind, false, outcome.response);
      await passed.body?.cancel();
    });
    return fromCache(hit, 'stale');
  };

  return async (request) => {
    if (!isShopUrl(request.url, origins)) return options.passThrough(request);
    const decision = strategyFor(request);
    try {
      if (decision.strategy === 'network-only') {
        const outcome = await fromNetwork(request);
        if (outcome.type === 'response') return outcome.response;
        // A designer or the basket: the offline page says they need a connection.
        if (decision.reason === NEEDS_CONNECTION) return offline(request, cacheKey(request.url), 'document');
        return Response.error();
      }
      const key = cacheKey(request.url);
      if (decision.strategy === 'cache-first')
        return await cacheFirst(request, key, decision.kind, decision.immutable);
      return await networkFirst(request, key, decision.kind);
    } catch (error) {
      log.error('shop request failed', { url: request.url, error: String(error) });
      return Response.error();
    }
  };
}
