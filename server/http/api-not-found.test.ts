/**
 * Unknown API paths (issue 13 item 2): JSON { error: { code, message } } with 404 for any method,
 * never the HTML page that unknown shop paths get.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('unknown paths under the API prefixes', () => {
  const paths = [
    '/web-api/card-accessory-order?garbage',
    '/web-api/nothing-here',
    '/web-api/',
    '/web-api',
    '/web-api/docs/deeper/still',
    '/price-api/nothing',
    '/price-api',
    '/frontend-api/mp/storyblok/nothing',
    '/frontend-api',
    '/api/anything',
    '/api',
  ];
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
    // /web-api/card-accessory-order is a POST route: any other method is unknown there.
    const unknown = paths.filter((p) => method !== 'POST' || !p.startsWith('/web-api/card-accessory-order'));
    it.each(unknown)(`${method} %s answers 404 JSON`, async (url) => {
      const response = await app.inject({ method, url, headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      if (method !== 'HEAD') {
        expect(response.json()).toMatchObject({
          error: { code: 'not_found', message: expect.stringContaining(url.split('?')[0] ?? '') },
        });
      }
    });
  }

  it('leaves known API routes and shop pages alone', async () => {
    expect((await app.inject({ url: '/web-api/docs' })).statusCode).toBe(200);
    const page = await app.inject({ url: '/apis-are-not-pages', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
