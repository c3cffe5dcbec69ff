import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, host = 'localhost:3000') => app.inject({ method: 'GET', url, headers: { host } });

describe('translation bundles as files (issue 20)', () => {
  it('the page names its bundle, preloads it with the entry and carries no messages itself', async () => {
    const page = await get('/', 'fr.cards.localhost:3000');
    // Preloaded by the inline start script, beside the entry, once the page has painted.
    const href = /as:"fetch",crossOrigin:"anonymous",href:"(\/_i18n\/fr-FR\.[0-9a-f]{8}\.json)"/.exec(
      page.body,
    )?.[1];
    expect(href).toBeDefined();
    expect(page.body).not.toContain('<link rel="preload" as="fetch"');
    expect(page.body).toContain(`"i18n":{"bundle":"fr-FR","href":"${href}"}`);
    expect(page.body).not.toContain('"messages"');

    const bundle = await get(href ?? '');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Object.keys(bundle.json() as object)).toContain('nav');
  });

  it('answers an outdated name with today’s bundle, not cached; unknown names with a JSON 404', async () => {
    const stale = await get('/_i18n/de-DE.00000000.json');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    for (const url of ['/_i18n/xx-XX.00000000.json', '/_i18n/de-DE.json', '/_i18n/..%2Fpackage.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
