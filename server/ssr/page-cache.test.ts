import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRequestInfo } from '../../shared/contracts/request-info';
import { FALLBACK_CHANNEL_SETTINGS } from '../../shared/settings/channel-settings';
import { resolveTracking } from '../../shared/tracking';
import type { RenderInput } from '../../web/entry-server';
import { createTestApp } from '../testing/test-app';
import {
  acceptsHtml,
  createPageCache,
  INFO_ROLES,
  isPersonal,
  normalisedQuery,
  pageCacheKey,
} from './page-cache';

const INFO: ShopRequestInfo = {
  channel: 'cards',
  market: 'de-DE',
  bundle: 'de-DE',
  platform: 'w',
  basename: '',
  origin: 'http://de.cards.localhost:3000',
  host: 'de.cards.localhost:3000',
  publicBase: 'http://localhost:3000',
  deviceClass: 'desktop',
  isBot: false,
  debug: false,
  preview: false,
  ownDomains: ['cards.localhost'],
  requestTime: 1,
  dismissals: { smartbanner: false, actionBars: [] },
  settings: FALLBACK_CHANNEL_SETTINGS,
  integrations: { recaptchaSiteKey: null, chatKey: null },
};

/** A render's input as the page route builds it, for a path and query. */
function renderInput(
  over: Partial<Omit<RenderInput, 'info' | 'request'>> & {
    info?: Partial<ShopRequestInfo>;
    path?: string;
    search?: string;
  } = {},
): RenderInput {
  const { info, path = '/', search = '', ...rest } = over;
  return {
    request: new Request(new URL(`${path}${search}`, 'http://shop.internal')),
    representation: 'document',
    info: { ...INFO, ...info },
    services: {} as RenderInput['services'],
    requestedPath: path,
    flags: () => ({}) as ReturnType<RenderInput['flags']>,
    tracking: resolveTracking({
      consent: 'unknown',
      search,
      channel: 'cards',
      market: 'de-DE',
      platform: 'w',
      isBot: false,
      path,
      uniqueIdentifier: path,
    }),
    customer: false,
    nonce: 'n',
    assets: { entry: '/e.js', css: [] },
    ...rest,
  };
}

describe('the page cache (unit)', () => {
  const key = (over: Parameters<typeof renderInput>[0] = {}) => pageCacheKey(renderInput(over));

  it('gives every response its own nonce in the stored HTML', () => {
    const cache = createPageCache({ ttlMs: 5000, maxBytes: 1_000_000 });
    cache.set(
      key(),
      { status: 200, body: Buffer.from('<script nonce="AAA">1</script><link nonce="AAA">') },
      'AAA',
    );
    expect(cache.get(key(), 'BBB')?.body.toString()).toBe('<script nonce="BBB">1</script><link nonce="BBB">');
    expect(cache.get(key(), 'CCC')?.body.toString()).not.toContain('AAA');
  });

  it('forgets a page after its time', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 5000, maxBytes: 1_000_000, now: () => now });
    cache.set(key(), { status: 200, body: Buffer.from('x') }, 'n');
    now = 4999;
    expect(cache.get(key(), 'n')).toBeDefined();
    now = 5000;
    expect(cache.get(key(), 'n')).toBeUndefined();
  });

  it('keeps within its memory bound, least recently used first out', () => {
    const cache = createPageCache({ ttlMs: 5000, maxBytes: 25 });
    cache.set(key({ path: '/a' }), { status: 200, body: Buffer.from('a'.repeat(10)) }, 'n');
    cache.set(key({ path: '/b' }), { status: 200, body: Buffer.from('b'.repeat(10)) }, 'n');
    expect(cache.get(key({ path: '/a' }), 'n')).toBeDefined();
    cache.set(key({ path: '/c' }), { status: 200, body: Buffer.from('c'.repeat(10)) }, 'n');
    expect(cache.get(key({ path: '/b' }), 'n')).toBeUndefined();
    expect(cache.get(key({ path: '/a' }), 'n')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(25);
  });

  it('tells an Accept that asks for HTML from one that does not', () => {
    expect(acceptsHtml('text/html,application/xhtml+xml;q=0.9,*/*;q=0.8')).toBe(true);
    expect(acceptsHtml('TEXT/HTML; q=0.5')).toBe(true);
    for (const accept of [undefined, '', '*/*', 'application/json', 'text/html;q=0', 'text/htmlx']) {
      expect(acceptsHtml(accept), String(accept)).toBe(false);
    }
  });

  it('is off with no time or no memory', () => {
    for (const options of [
      { ttlMs: 0, maxBytes: 100 },
      { ttlMs: 100, maxBytes: 0 },
    ]) {
      const cache = createPageCache(options);
      cache.set(key(), { status: 200, body: Buffer.from('x') }, 'n');
      expect(cache.enabled).toBe(false);
      expect(cache.get(key(), 'n')).toBeUndefined();
    }
  });

  it('keys by everything that changes the HTML, and by nothing that does not', () => {
    expect(key({ info: { host: 'fr.cards.localhost:3000' } })).not.toBe(key());
    expect(key({ path: '/fr' })).not.toBe(key());
    expect(key({ info: { deviceClass: 'mobile' } })).not.toBe(key());
    expect(key({ info: { isBot: true } })).not.toBe(key());
    expect(key({ info: { dismissals: { smartbanner: true, actionBars: [] } } })).not.toBe(key());
    expect(key({ search: '?posters_flag=on' })).not.toBe(key());
    expect(key({ representation: 'payload' })).not.toBe(key());
    expect(key({ search: '?a=1&b=2' })).toBe(key({ search: '?b=2&a=1' }));
    expect(key({ search: '?utm_source=x&gclid=y' })).toBe(key());
    expect(key({ info: { requestTime: 2 } })).toBe(key());
    expect(key({ nonce: 'other' })).toBe(key());
    expect(normalisedQuery('?utm_campaign=z&page=2&fbclid=1')).toBe('page=2');
  });

  it('keys every field of ShopRequestInfo its role table says it keys', () => {
    const changed: Record<string, unknown> = {
      channel: 'posters',
      market: 'fr-FR',
      bundle: 'fr-FR',
      platform: 'd',
      basename: '/d',
      origin: 'https://de.cards.localhost',
      host: 'de.cards.localhost',
      publicBase: 'https://shop.example',
      deviceClass: 'tablet',
      isBot: true,
      debug: true,
      ownDomains: [],
      dismissals: { smartbanner: false, actionBars: ['sale'] },
      settings: { ...FALLBACK_CHANNEL_SETTINGS, trailingSlash: !FALLBACK_CHANNEL_SETTINGS.trailingSlash },
      integrations: { recaptchaSiteKey: 'k', chatKey: null },
      apiBase: 'http://127.0.0.1:9',
    };
    for (const [name, role] of Object.entries(INFO_ROLES)) {
      if (role !== 'key') continue;
      expect(name in changed, `a changed value for info.${name}`).toBe(true);
      expect(key({ info: { [name]: changed[name] } }), `info.${name}`).not.toBe(key());
    }
  });

  it('knows a personal page from the same input', () => {
    expect(isPersonal(renderInput())).toBe(false);
    expect(isPersonal(renderInput({ customer: true }))).toBe(true);
    expect(isPersonal(renderInput({ preview: {} }))).toBe(true);
    expect(isPersonal(renderInput({ info: { preview: true } }))).toBe(true);
    const granted = renderInput();
    expect(isPersonal({ ...granted, tracking: { ...granted.tracking, consent: 'granted' } })).toBe(true);
    expect(isPersonal({ ...granted, tracking: { ...granted.tracking, consent: 'declined' } })).toBe(false);
  });

  it('lets one request render a page while the others for it wait', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxBytes: 1000 });
    expect(cache.rendering(key())).toBeUndefined();
    const done = cache.startRendering(key());
    const waiting = cache.rendering(key());
    expect(waiting).toBeDefined();
    cache.set(key(), { status: 200, body: Buffer.from('page') }, 'n');
    done();
    await waiting;
    expect(cache.rendering(key())).toBeUndefined();
    expect(cache.get(key(), 'n')?.body.toString()).toBe('page');
  });
});

describe('the page cache in the shop', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ PAGE_CACHE_SECONDS: '30' });
  });
  afterAll(() => app.close());

  // What a browser asks for when it navigates.
  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost:3000', accept: BROWSER_ACCEPT, ...headers },
    });
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? '';

  it('renders an anonymous page once, then answers from memory with a fresh nonce', async () => {
    const first = await get('/fotobox?cache=1');
    const second = await get('/fotobox?cache=1');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.statusCode).toBe(200);
    const nonce = nonceOf(second.headers['content-security-policy']);
    expect(nonce).not.toBe(nonceOf(first.headers['content-security-policy']));
    expect(second.body).toContain(`nonce="${nonce}"`);
    expect(second.body).not.toContain(nonceOf(first.headers['content-security-policy']));
    expect(second.body.replaceAll(nonce, 'N')).toBe(
      first.body.replaceAll(nonceOf(first.headers['content-security-policy']), 'N'),
    );
  });

  it('serves a stored page compressed as the client asks', async () => {
    await get('/fotobox?cache=2');
    const gzip = await get('/fotobox?cache=2', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['x-page-cache']).toBe('hit');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('never stores or serves a page to a logged-in customer, a consenting visitor or a preview', async () => {
    await get('/fotobox?cache=3');
    for (const cookie of [
      'shop_session=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
      '__Host-shop_session=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
      'shop_wishlist=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
      'shop_consent=granted',
    ]) {
      const response = await get('/fotobox?cache=3', { cookie });
      expect(response.headers['x-page-cache'], cookie).toBe('bypass');
    }
  });

  it('keeps visitors apart by what their page shows: device, consent answer, query', async () => {
    await get('/fotobox?cache=4');
    const phone = await get('/fotobox?cache=4', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    expect(phone.headers['x-page-cache']).toBe('miss');
    const declined = await get('/fotobox?cache=4', { cookie: 'shop_consent=declined' });
    expect(declined.headers['x-page-cache']).toBe('miss');
    const other = await get('/fotobox?cache=4&page=2');
    expect(other.headers['x-page-cache']).toBe('miss');
  });

  it('answers a browser 404 for the navigation data route after a JSON-accepting request for it (issue 30 §2)', async () => {
    const json = await get('/_navigation', { accept: 'application/json' });
    expect(json.statusCode).toBe(404);
    const browser = await get('/_navigation', { accept: 'text/html' });
    expect(browser.statusCode).toBe(404);
    expect(browser.headers['x-page-cache']).not.toBe('hit');
    // Its data still comes as the payload the flyouts ask for.
    const payload = await get('/_navigation/_payload.json?_routes=navigation-groups', {
      accept: 'application/json',
    });
    expect(payload.statusCode).toBe(200);
    expect(Object.keys(payload.json().loaderData)).toContain('navigation-groups');
  });

  it('stores no page from a request whose Accept does not ask for HTML (issue 34 item 7)', async () => {
    // The attacker primes the cache with an Accept the loaders see and browsers never send.
    for (const accept of ['application/json', '*/*', 'text/html;q=0', 'image/webp']) {
      const primed = await get('/fotobox?cache=accept', { accept });
      expect(primed.headers['x-page-cache'], accept).toBe('bypass');
    }
    const withoutAccept = await app.inject({
      method: 'GET',
      url: '/fotobox?cache=accept',
      headers: { host: 'localhost:3000' },
    });
    expect(withoutAccept.headers['x-page-cache']).toBe('bypass');
    // The first browser renders its own page, and only that one is stored.
    expect((await get('/fotobox?cache=accept')).headers['x-page-cache']).toBe('miss');
    expect((await get('/fotobox?cache=accept')).headers['x-page-cache']).toBe('hit');
  });

  it('does not store error pages or pages that set a cookie', async () => {
    const missing = await get('/gibt-es-nicht-cache');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-page-cache']).toBe('bypass');
    expect((await get('/gibt-es-nicht-cache')).headers['x-page-cache']).toBe('bypass');
    // A visitor who declined but still carries an identifier has it deleted: a personal answer.
    const withKey = await get('/fotobox?cache=5', {
      cookie: 'shop_consent=declined; shop_uid=6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    });
    expect(String(withKey.headers['set-cookie'])).toContain('shop_uid=');
    expect(withKey.headers['x-page-cache']).toBe('bypass');
  });
});
