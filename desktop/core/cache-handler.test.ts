import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopFetch, type ShopFetchOptions } from './cache-handler';
import { DiskCache } from './cache-store';
import { OFFLINE_PAGE_CSP, offlinePageResponse } from './offline-page';
import { stringsFor } from './strings';

const ORIGIN = 'http://localhost:3000';
const origins = new Set([ORIGIN]);
const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const CSP = "default-src 'self'; script-src 'self' 'nonce-n0nce' 'strict-dynamic'";

type Route = () => Response | Promise<Response>;

/** The shop behind the handler: a table of answers, and a switch that takes the network away. */
function fakeShop() {
  const routes = new Map<string, Route>();
  const calls: string[] = [];
  const state = { offline: false };
  const network = vi.fn(async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (state.offline) throw new Error('net::ERR_INTERNET_DISCONNECTED');
    const route = routes.get(new URL(request.url).pathname);
    return route ? route() : new Response('not found', { status: 404 });
  });
  return { routes, calls, state, network };
}

const page = (title: string, extra: Record<string, string> = {}) =>
  new Response(`<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CSP,
      'cache-control': 'private, no-cache',
      'set-cookie': 'shop_uid=abc; HttpOnly; SameSite=Lax',
      'content-encoding': 'br',
      ...extra,
    },
  });

const get = (path: string, accept = '*/*') => new Request(`${ORIGIN}${path}`, { headers: { accept } });
const doc = (path: string) => get(path, HTML);

async function eventually<T>(probe: () => Promise<T | undefined>, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

let dir: string;
let cache: DiskCache;
let shop: ReturnType<typeof fakeShop>;
let clock: number;
let passThrough: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
let states: boolean[];

const handler = (overrides: Partial<ShopFetchOptions> = {}) =>
  createShopFetch({
    origins,
    cache,
    network: shop.network,
    passThrough,
    offlinePage: (url, saved) =>
      offlinePageResponse({
        url,
        lang: 'de',
        homeUrl: `${ORIGIN}/d/`,
        saved,
        origins,
        strings: stringsFor('de-DE'),
      }),
    documentTimeoutMs: 50,
    revalidateAfterMs: 1000,
    now: () => clock,
    onNetworkState: (up) => states.push(up),
    ...overrides,
  });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-fetch-'));
  cache = await DiskCache.open(dir, { maxBytes: 10_000, maxEntryBytes: 2_000 });
  shop = fakeShop();
  clock = 1_000_000;
  passThrough = vi.fn(async () => new Response('elsewhere'));
  states = [];
});
afterEach(async () => {
  await cache.flush();
  await rm(dir, { recursive: true, force: true });
});

describe('other origins', () => {
  it('pass through untouched, never cached', async () => {
    const fetchShop = handler();
    const request = get('/x.js').url.replace(ORIGIN, 'https://cdn.example');
    const response = await fetchShop(new Request(request));
    expect(await response.text()).toBe('elsewhere');
    expect(passThrough).toHaveBeenCalledOnce();
    expect(shop.network).not.toHaveBeenCalled();
  });
});

describe('hashed assets, fonts and images: cache-first', () => {
  it('fetches once, then serves from disk, also offline', async () => {
    shop.routes.set(
      '/assets/entry-client-EYFC5NaX.js',
      () =>
        new Response('console.log(1)', {
          headers: {
            'content-type': 'text/javascript',
            'cache-control': 'public, max-age=31536000, immutable',
          },
        }),
    );
    const fetchShop = handler();
    const first = await fetchShop(get('/assets/entry-client-EYFC5NaX.js'));
    expect(await first.text()).toBe('console.log(1)');
    await eventually(() => cache.match(`${ORIGIN}/assets/entry-client-EYFC5NaX.js`));

    shop.state.offline = true;
    const second = await fetchShop(get('/assets/entry-client-EYFC5NaX.js'));
    expect(await second.text()).toBe('console.log(1)');
    expect(second.headers.get('x-shop-desktop-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toBe('text/javascript');
    expect(shop.calls).toEqual(['GET /assets/entry-client-EYFC5NaX.js']);
  });

  it('serves a stale unhashed image and refreshes it in the background', async () => {
    let version = 1;
    shop.routes.set(
      '/cdn-cgi/image/width=100/a.png',
      () => new Response(`v${version}`, { headers: { 'content-type': 'image/png' } }),
    );
    const fetchShop = handler();
    await (await fetchShop(get('/cdn-cgi/image/width=100/a.png'))).text();
    await eventually(() => cache.match(`${ORIGIN}/cdn-cgi/image/width=100/a.png`));

    version = 2;
    clock += 500;
    expect(await (await fetchShop(get('/cdn-cgi/image/width=100/a.png'))).text()).toBe('v1');
    expect(shop.calls).toHaveLength(1);

    clock += 1000;
    expect(await (await fetchShop(get('/cdn-cgi/image/width=100/a.png'))).text()).toBe('v1');
    await eventually(async () => {
      const hit = await cache.match(`${ORIGIN}/cdn-cgi/image/width=100/a.png`);
      return hit && new TextDecoder().decode(hit.body) === 'v2' ? hit : undefined;
    });
    expect(await (await fetchShop(get('/cdn-cgi/image/width=100/a.png'))).text()).toBe('v2');
  });

  it('passes a body over the entry bound through in full without keeping it', async () => {
    const big = 'x'.repeat(5000);
    shop.routes.set(
      '/assets/big-AbCdEfGh.js',
      () => new Response(big, { headers: { 'content-type': 'text/javascript' } }),
    );
    const fetchShop = handler();
    expect(await (await fetchShop(get('/assets/big-AbCdEfGh.js'))).text()).toBe(big);
    await new Promise((r) => setTimeout(r, 20));
    expect(await cache.match(`${ORIGIN}/assets/big-AbCdEfGh.js`)).toBeUndefined();
  });

  it('fails like the network when offline and not cached', async () => {
    shop.state.offline = true;
    const response = await handler()(get('/assets/never-AbCdEfGh.js'));
    expect(response.type).toBe('error');
    expect(states).toEqual([false]);
  });
});

describe('pages: network-first with the saved copy as fallback', () => {
  it('shows the network answer and keeps a copy without cookies and with its CSP', async () => {
    shop.routes.set('/d/', () => page('Start'));
    const fetchShop = handler();
    const response = await fetchShop(doc('/d/'));
    expect(await response.text()).toContain('Start');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(states).toEqual([true]);

    const hit = await eventually(() => cache.match(`${ORIGIN}/d/`));
    const stored = new Headers(hit.entry.headers);
    expect(stored.get('content-security-policy')).toBe(CSP);
    expect(stored.get('set-cookie')).toBeNull();
    expect(stored.get('content-encoding')).toBeNull();
    expect(hit.entry.title).toBe('Start');
  });

  it('shows the saved copy, CSP and all, when the network is gone', async () => {
    shop.routes.set('/d/', () => page('Start'));
    const fetchShop = handler();
    await (await fetchShop(doc('/d/'))).text();
    await eventually(() => cache.match(`${ORIGIN}/d/`));

    shop.state.offline = true;
    const response = await fetchShop(doc('/d/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shop-desktop-cache')).toBe('offline');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(await response.text()).toContain('<title>Start</title>');
    expect(states).toEqual([true, false]);
  });

  it('shows the offline page, listing the saved pages, when nothing is saved', async () => {
    shop.routes.set('/d/', () => page('Startseite'));
    const fetchShop = handler();
    await (await fetchShop(doc('/d/'))).text();
    await eventually(() => cache.match(`${ORIGIN}/d/`));

    shop.state.offline = true;
    const response = await fetchShop(doc('/d/themes/9'));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-security-policy')).toBe(OFFLINE_PAGE_CSP);
    expect(response.headers.get('x-shop-desktop-cache')).toBe('offline-page');
    const html = await response.text();
    expect(html).toContain('Keine Verbindung');
    expect(html).toContain(`href="${ORIGIN}/d/themes/9"`);
    expect(html).toContain(`<a href="${ORIGIN}/d/">Startseite (/d/)</a>`);
    expect(html).not.toContain('<script');
  });

  it('never keeps a designer or the basket; offline their page says they need a connection (issue 36)', async () => {
    shop.routes.set('/d/configurator-card/', () => page('Gestalter'));
    shop.routes.set('/d/warenkorb', () => page('Warenkorb'));
    const fetchShop = handler();
    for (const path of ['/d/configurator-card/', '/d/warenkorb']) {
      const online = await fetchShop(doc(path));
      expect(online.status).toBe(200);
      await online.text();
    }
    await cache.flush();
    expect(await cache.match(`${ORIGIN}/d/configurator-card/`)).toBeUndefined();
    expect(await cache.match(`${ORIGIN}/d/warenkorb`)).toBeUndefined();

    shop.state.offline = true;
    for (const path of ['/d/configurator-card/', '/d/warenkorb', '/fr/d/configurator-photobook']) {
      const response = await fetchShop(doc(path));
      expect(response.status, path).toBe(503);
      expect(response.headers.get('x-shop-desktop-cache'), path).toBe('offline-page');
      const html = await response.text();
      expect(html, path).toContain('brauchen eine Internetverbindung');
    }
    // Any other page never saved keeps the general text.
    expect(await (await fetchShop(doc('/d/themes/9'))).text()).not.toContain(
      'brauchen eine Internetverbindung',
    );
  });

  it('shows the saved copy when the shop answers 502, 503 or 504', async () => {
    let status = 200;
    shop.routes.set('/d/', () => (status === 200 ? page('Start') : new Response('down', { status })));
    const fetchShop = handler();
    await (await fetchShop(doc('/d/'))).text();
    await eventually(() => cache.match(`${ORIGIN}/d/`));
    for (status of [502, 503, 504]) {
      const response = await fetchShop(doc('/d/'));
      expect(response.headers.get('x-shop-desktop-cache')).toBe('stale');
      expect(await response.text()).toContain('Start');
    }
    status = 500;
    expect((await fetchShop(doc('/d/'))).status).toBe(500);
  });

  it('shows the saved copy of a slow page at once and refreshes it when the answer comes', async () => {
    let title = 'Alt';
    let delay = 0;
    shop.routes.set('/d/', async () => {
      await new Promise((r) => setTimeout(r, delay));
      return page(title);
    });
    const fetchShop = handler();
    await (await fetchShop(doc('/d/'))).text();
    await eventually(() => cache.match(`${ORIGIN}/d/`));

    title = 'Neu';
    delay = 200;
    const started = Date.now();
    const response = await fetchShop(doc('/d/'));
    expect(Date.now() - started).toBeLessThan(150);
    expect(response.headers.get('x-shop-desktop-cache')).toBe('stale');
    expect(await response.text()).toContain('Alt');
    await eventually(async () => {
      const hit = await cache.match(`${ORIGIN}/d/`);
      return hit?.entry.title === 'Neu' ? hit : undefined;
    });
  });

  it('waits for a slow page that was never saved', async () => {
    shop.routes.set('/d/slow', async () => {
      await new Promise((r) => setTimeout(r, 120));
      return page('Langsam');
    });
    const response = await handler()(doc('/d/slow'));
    expect(await response.text()).toContain('Langsam');
  });

  it('hands redirects back to Chromium and keeps nothing of them', async () => {
    shop.routes.set(
      '/de/d/',
      () => new Response(null, { status: 301, headers: { location: `${ORIGIN}/d/` } }),
    );
    const response = await handler()(doc('/de/d/'));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/d/`);
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps no error pages', async () => {
    await (await handler()(doc('/d/missing'))).text();
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.stats().entries).toBe(0);
  });

  it('still shows the offline page when the cache is off', async () => {
    shop.state.offline = true;
    const response = await handler({ cache: undefined })(doc('/d/'));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Keine Verbindung');
  });
});

describe('route data (_payload.json)', () => {
  it('is network-first and falls back to the saved copy', async () => {
    shop.routes.set('/d/products/_payload.json', () =>
      Response.json({ loaderData: { products: 1 } }, { headers: { 'cache-control': 'private, no-cache' } }),
    );
    const fetchShop = handler();
    await (await fetchShop(get('/d/products/_payload.json', 'application/json'))).text();
    await eventually(() => cache.match(`${ORIGIN}/d/products/_payload.json`));
    shop.state.offline = true;
    const response = await fetchShop(get('/d/products/_payload.json', 'application/json'));
    expect(await response.json()).toEqual({ loaderData: { products: 1 } });
  });

  it('fails like the network when offline and never saved (no offline page inside JSON)', async () => {
    shop.state.offline = true;
    expect((await handler()(get('/d/x/_payload.json'))).type).toBe('error');
  });
});

describe('APIs and writes: network only', () => {
  it('never keeps API answers and fails like the network offline', async () => {
    shop.routes.set('/web-api/customer-data', () => Response.json({ isLoggedIn: true }));
    const fetchShop = handler();
    await (await fetchShop(get('/web-api/customer-data', HTML))).text();
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.stats().entries).toBe(0);
    shop.state.offline = true;
    expect((await fetchShop(get('/web-api/customer-data'))).type).toBe('error');
  });

  it('sends POST to the network with its body', async () => {
    const seen: string[] = [];
    const fetchShop = handler({
      network: async (request) => {
        seen.push(`${request.method} ${await request.text()}`);
        return new Response('ok');
      },
    });
    await fetchShop(
      new Request(`${ORIGIN}/web-api/newsletter-subscribe`, { method: 'POST', body: 'email=a%40b.de' }),
    );
    expect(seen).toEqual(['POST email=a%40b.de']);
  });
});

describe('what the cache must never keep or trust (security issue, item 19)', () => {
  it('keeps no page the shop marks no-store, and shows the offline page instead of a copy', async () => {
    shop.routes.set('/d/kundenkonto', () => page('Mein Konto', { 'cache-control': 'no-store' }));
    const fetchShop = handler();
    expect(await (await fetchShop(doc('/d/kundenkonto'))).text()).toContain('Mein Konto');
    await new Promise((r) => setTimeout(r, 20));
    expect(await cache.match(`${ORIGIN}/d/kundenkonto`)).toBeUndefined();

    shop.state.offline = true;
    const offline = await fetchShop(doc('/d/kundenkonto'));
    expect(offline.status).toBe(503);
    expect(await offline.text()).not.toContain('Mein Konto');
  });

  it('keeps no route data or image marked no-store', async () => {
    shop.routes.set('/d/kundenkonto/_payload.json', () =>
      Response.json({ email: 'a@b.example' }, { headers: { 'cache-control': 'no-store' } }),
    );
    shop.routes.set(
      '/cdn-cgi/image/width=100/me.png',
      () => new Response('png', { headers: { 'content-type': 'image/png', 'cache-control': 'no-store' } }),
    );
    const fetchShop = handler();
    await (await fetchShop(get('/d/kundenkonto/_payload.json', 'application/json'))).text();
    await (await fetchShop(get('/cdn-cgi/image/width=100/me.png'))).text();
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.stats().entries).toBe(0);
  });

  it.each([
    '/d/?resetToken=4f1c2a9b8e7d',
    '/d/kundenkonto?emailToken=4f1c2a9b8e7d',
    '/d/kundenkonto/newsletter?token=4f1c2a9b8e7d',
    '/d/kundenkonto/newsletter?unsubscribe=4f1c2a9b8e7d',
    '/d/?_storyblok=1&_storyblok_tk[token]=4f1c2a9b8e7d',
  ])('neither keeps nor answers from a copy a URL with a one-time token: %s', async (path) => {
    const pathname = path.slice(0, path.indexOf('?'));
    shop.routes.set(pathname, () => page('Token page'));
    const fetchShop = handler();
    expect(await (await fetchShop(doc(path))).text()).toContain('Token page');
    await new Promise((r) => setTimeout(r, 20));
    expect(await cache.match(`${ORIGIN}${path}`)).toBeUndefined();

    // Even a copy that got into the cache some other way is never served for it.
    await cache.put(
      `${ORIGIN}${path}`,
      {
        url: `${ORIGIN}${path}`,
        kind: 'document',
        status: 200,
        headers: [],
        storedAt: clock,
        immutable: false,
      },
      new TextEncoder().encode('<title>old copy</title>'),
    );
    shop.state.offline = true;
    const response = await fetchShop(doc(path));
    expect(response.type).toBe('error');
  });

  it('does not trust a name that only looks hashed: without `immutable` from the shop it is refreshed', async () => {
    let version = 1;
    shop.routes.set(
      '/assets/looks-hashed-AbCdEfGh.js',
      () => new Response(`v${version}`, { headers: { 'content-type': 'text/javascript' } }),
    );
    const fetchShop = handler();
    await (await fetchShop(get('/assets/looks-hashed-AbCdEfGh.js'))).text();
    const stored = await eventually(() => cache.match(`${ORIGIN}/assets/looks-hashed-AbCdEfGh.js`));
    expect(stored.entry.immutable).toBe(false);

    version = 2;
    clock += 2000;
    await (await fetchShop(get('/assets/looks-hashed-AbCdEfGh.js'))).text();
    await eventually(async () => {
      const hit = await cache.match(`${ORIGIN}/assets/looks-hashed-AbCdEfGh.js`);
      return hit && new TextDecoder().decode(hit.body) === 'v2' ? hit : undefined;
    });
  });
});
