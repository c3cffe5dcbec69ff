/**
 * Issue 36 item 8: anonymous pages and their route data may be kept by the shopper's own cache
 * (`private, no-cache`: the desktop app shows them offline), personal ones never (`no-store`).
 * With the micro-cache on and off, so neither path can forget it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { pageCacheControl } from './page-route';

describe('pageCacheControl', () => {
  it('lets a private cache keep anonymous 200s only', () => {
    expect(pageCacheControl(false, 200)).toBe('private, no-cache');
    expect(pageCacheControl(true, 200)).toBe('no-store');
    expect(pageCacheControl(false, 404)).toBe('no-store');
    expect(pageCacheControl(false, 500)).toBe('no-store');
  });
});

for (const pageCacheSeconds of ['30', '0']) {
  describe(`Cache-Control of pages (PAGE_CACHE_SECONDS=${pageCacheSeconds})`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp({ PAGE_CACHE_SECONDS: pageCacheSeconds });
    });
    afterAll(() => app.close());

    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

    it('anonymous pages and their route data: private, no-cache (also when served from the micro-cache)', async () => {
      for (const url of ['/fotobox?cc=1', '/fotobox?cc=1', '/d/fotobox?cc=1', '/fotobox/_payload.json']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('private, no-cache');
      }
    });

    it('a consenting visitor without a session: kept by their own cache only (private), never the micro-cache', async () => {
      const page = await get('/fotobox?cc=4', { cookie: 'shop_consent=granted' });
      expect(page.headers['cache-control']).toBe('private, no-cache');
      if (pageCacheSeconds !== '0') expect(page.headers['x-page-cache']).toBe('bypass');
    });

    it('a customer, a wishlist holder, an answer setting a cookie and an error page: no-store', async () => {
      for (const cookie of [
        'shop_session=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
        '__Host-shop_session=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
        'shop_wishlist=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
      ]) {
        const page = await get('/fotobox?cc=2', { cookie });
        expect(page.headers['cache-control'], cookie).toBe('no-store');
        const data = await get('/fotobox/_payload.json', { cookie });
        expect(data.headers['cache-control'], cookie).toBe('no-store');
      }
      // A page that sets a cookie (an identifier deleted) is personal too.
      const withKey = await get('/fotobox?cc=3', {
        cookie: 'shop_consent=declined; shop_uid=6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11',
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      });
      expect(String(withKey.headers['set-cookie'])).toContain('shop_uid=');
      expect(withKey.headers['cache-control']).toBe('no-store');
      const missing = await get('/gibt-es-nicht-cc');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
    });
  });
}
