/**
 * The page cache's key covers what the render reads (issue 30 §2). Real pages of every route kind
 * are rendered through the shop with their input watched: every field the loaders and
 * web/entry-server.tsx read must have a role in page-cache.ts, and every field whose role is "key"
 * must change the key when it changes. The router's Request may be read for its URL only; it
 * carries no headers, so no loader can branch on one (the GET /_navigation + Accept case).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRequestInfo } from '../../shared/contracts/request-info';
import type { RenderInput } from '../../web/entry-server';
import * as entry from '../../web/entry-server';
import { createTestApp, TEST_ASSETS } from '../testing/test-app';
import { type CacheRole, INFO_ROLES, pageCacheKey, RENDER_INPUT_ROLES } from './page-cache';

/** Reads as `input.field`, `info.field`, `tracking.field`, `request.field`. */
const reads = new Set<string>();
/** The inputs of the watched renders, to perturb afterwards. */
const inputs: RenderInput[] = [];

function watch<T extends object>(value: T, name: string, nested: Record<string, string> = {}): T {
  return new Proxy(value, {
    get(target, property, receiver) {
      const result = Reflect.get(target, property, receiver);
      // JSON.stringify and await probe for these; they are no fields of ours.
      if (typeof property !== 'string' || property === 'toJSON' || property === 'then') return result;
      reads.add(`${name}.${property}`);
      const inner = nested[property];
      return inner && result && typeof result === 'object' ? watch(result, inner) : result;
    },
    ownKeys(target) {
      for (const key of Reflect.ownKeys(target)) if (typeof key === 'string') reads.add(`${name}.${key}`);
      return Reflect.ownKeys(target);
    },
  });
}

/** The router's Request, watched without a Proxy (its getters need the real object). */
function watchRequest(request: Request): Request {
  for (const property of ['url', 'headers', 'method', 'signal', 'body', 'referrer', 'credentials', 'mode']) {
    const descriptor = Object.getOwnPropertyDescriptor(Request.prototype, property);
    if (!descriptor?.get) continue;
    const get = descriptor.get;
    Object.defineProperty(request, property, {
      get() {
        reads.add(`request.${property}`);
        return get.call(request);
      },
    });
  }
  return request;
}

function watched(input: RenderInput): RenderInput {
  inputs.push(input);
  return watch({ ...input, request: watchRequest(input.request) }, 'input', {
    info: 'info',
    tracking: 'tracking',
  });
}

/** What the Request may be read for: its URL is keyed, its signal and method do not shape the page. */
const REQUEST_READS = new Set(['request.url', 'request.signal', 'request.method']);

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(
    {},
    {
      renderer: async () => ({
        assets: TEST_ASSETS,
        renderPage: (input) => entry.renderPage(watched(input)),
        loadPayload: (input) => entry.loadPayload(watched(input)),
        renderHybridLayout: entry.renderHybridLayout,
        i18nAsset: entry.i18nAsset,
      }),
    },
  );
  const pages: [string, string, Record<string, string>?][] = [
    ['localhost:3000', '/'],
    ['localhost:3000', '/products?page=2'],
    ['localhost:3000', '/fotokalender'],
    ['localhost:3000', '/themes/hochzeit-001'],
    ['localhost:3000', '/feed-card'],
    ['localhost:3000', '/configurator-card?productType=card'],
    ['localhost:3000', '/_navigation', { accept: 'application/json' }],
    ['localhost:3000', '/_navigation/_payload.json?_routes=navigation-groups'],
    ['localhost:3000', '/gibt-es-nicht'],
    ['localhost:3000', '/error'],
    ['ch.cards.localhost:3000', '/fr/d/products', { 'user-agent': 'Googlebot/2.1' }],
    ['gb.posters.localhost:3000', '/leinwanddruck?_debug=1', { cookie: 'shop_consent=declined' }],
  ];
  for (const [host, url, headers] of pages) {
    const response = await app.inject({ method: 'GET', url, headers: { host, ...headers } });
    expect(response.statusCode, url).toBeLessThan(500);
  }
}, 120_000);
afterAll(() => app.close());

const roleOf = (read: string): CacheRole | undefined => {
  const [object, field] = read.split('.') as [string, string];
  if (object === 'input') return RENDER_INPUT_ROLES[field as keyof RenderInput];
  if (object === 'info') return INFO_ROLES[field as keyof ShopRequestInfo];
  // The tracking bootstrap is keyed whole.
  if (object === 'tracking') return RENDER_INPUT_ROLES.tracking;
  return REQUEST_READS.has(read) ? 'key' : undefined;
};

describe('the page cache key covers what the render reads', () => {
  it('watched real renders of every kind of route', () => {
    expect(inputs.length).toBeGreaterThanOrEqual(12);
    expect(reads).toContain('input.info');
    expect(reads).toContain('info.market');
    expect(reads).toContain('input.representation');
    expect(reads).toContain('request.url');
  });

  it('every field the loaders and the entry read has a role', () => {
    const missing = [...reads].filter((read) => roleOf(read) === undefined);
    expect(missing).toEqual([]);
  });

  it('the router request carries no header for a loader to branch on', () => {
    for (const input of inputs) expect([...input.request.headers]).toEqual([]);
  });

  it('every keyed field that was read changes the key when it changes', () => {
    const [sample] = inputs.filter((input) => input.representation === 'document');
    expect(sample).toBeDefined();
    if (!sample) return;
    const base = pageCacheKey(sample);
    // Objects watched field by field (info, tracking, request) are perturbed through their fields.
    const whole = new Set(['input.info', 'input.tracking', 'input.request']);
    const keyedReads = [...reads].filter(
      (read) => roleOf(read) === 'key' && !read.startsWith('tracking.') && !whole.has(read),
    );
    for (const read of keyedReads) {
      const [object, field] = read.split('.') as [string, string];
      let changed: RenderInput;
      if (object === 'request') {
        if (field !== 'url') continue;
        changed = { ...sample, request: new Request(`${sample.request.url}${'?'}changed=1`) };
      } else if (object === 'info') {
        const value = sample.info[field as keyof ShopRequestInfo];
        changed = { ...sample, info: { ...sample.info, [field]: perturb(value) } };
      } else {
        changed = { ...sample, [field]: perturb(sample[field as keyof RenderInput]) };
      }
      expect(pageCacheKey(changed), read).not.toBe(base);
    }
    const tracking = { ...sample.tracking, trackingDisabled: !sample.tracking.trackingDisabled };
    expect(pageCacheKey({ ...sample, tracking }), 'tracking').not.toBe(base);
  });
});

/** A different value of the same kind. */
function perturb(value: unknown): unknown {
  if (typeof value === 'string') return `${value}-other`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [...value, 'other'];
  if (value && typeof value === 'object') return { ...value, other: 1 };
  return 'other';
}
