import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: 'localhost:3000', ...headers } });

describe('the frontend API over the CMS (SPEC 7)', () => {
  it('answers page data by locale and slug, in the language of the locale', async () => {
    const de = await get('/frontend-api/mp/storyblok/de-DE/leinwanddruck?apiVersion=v2');
    expect(de.statusCode).toBe(200);
    expect(de.json().story.paths.fr).toBe('impression-sur-toile');
    const fr = await get('/frontend-api/mp/storyblok/fr-FR/impression-sur-toile');
    expect(fr.statusCode).toBe(200);
    expect(fr.json().story.uuid).toBe(de.json().story.uuid);
  });

  it('refuses drafts, unknown locales, channels, api versions and slugs with a 4xx', async () => {
    expect((await get('/frontend-api/mp/storyblok/de-DE/leinwanddruck?version=draft')).statusCode).toBe(403);
    expect((await get('/frontend-api/mp/storyblok/xx-XX/leinwanddruck')).statusCode).toBe(400);
    expect(
      (await get('/frontend-api/mp/storyblok/de-DE/leinwanddruck', { 'x-channel': 'shoes' })).statusCode,
    ).toBe(400);
    expect((await get('/frontend-api/mp/storyblok/de-DE/leinwanddruck?apiVersion=v1')).statusCode).toBe(400);
    expect((await get('/frontend-api/mp/storyblok/de-DE/..%2f..%2fetc')).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect((await get('/frontend-api/mp/storyblok/de-DE/gibt-es-nicht')).statusCode).toBe(404);
  });

  it('builds breadcrumbs from the pages along a path', async () => {
    const response = await get(
      '/frontend-api/mp/storyblok/breadcrumb?locale=de-DE&path=/geburtstag/kindergeburtstag',
    );
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { link: { url: string } }[];
    expect(items.map((i) => i.link.url)).toEqual(['/geburtstag', '/geburtstag/kindergeburtstag']);
  });

  it('finds the market as every other API does: from the host when no locale is given', async () => {
    const french = await get('/frontend-api/mp/storyblok/global', { host: 'fr.cards.localhost:3000' });
    expect(french.statusCode).toBe(200);
    expect(french.json().locale).toBe('fr-FR');
    const header = await get('/frontend-api/mp/storyblok/pages', {
      host: 'ch.cards.localhost',
      'x-locale': 'it-CH',
    });
    expect(header.json().locale).toBe('it-CH');
    // A market the brand does not sell in is a 400 naming the markets it does, as in the catalogue API.
    const unsold = await get('/frontend-api/mp/storyblok/global?locale=de-IT', { 'x-channel': 'posters' });
    expect(unsold.statusCode).toBe(400);
    expect(unsold.json().error.message).toContain('does not sell in de-IT');
  });

  it('serves the global story and the page list of a brand', async () => {
    const global = await get('/frontend-api/mp/storyblok/global?locale=en-GB', { 'x-channel': 'posters' });
    expect(global.statusCode).toBe(200);
    expect(global.json().global.component).toBe('Global');
    const pages = await get('/frontend-api/mp/storyblok/pages?locale=fr-FR');
    expect(pages.json().pages.map((p: { path: string }) => p.path)).toContain('/impression-sur-toile');
  });

  it('transforms an editor body to page data, and answers bad bodies with 400', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/frontend-api/mp/storyblok/transform?locale=de-DE',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
      },
      payload: { story: { name: 'Vorschau', content: { component: 'Page', metaTitle: 'Titel', body: [] } } },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().page.title).toBe('Titel');
    for (const payload of ['{"story": ', '[]', '{"story":{"content":{"component":"Teaser"}}}']) {
      const bad = await app.inject({
        method: 'POST',
        url: '/frontend-api/mp/storyblok/transform?locale=de-DE',
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
        },
        payload,
      });
      expect(bad.statusCode, payload).toBe(400);
      expect(bad.json().error.code).toBeTruthy();
    }
  });
});

describe('sitemap.xml and llms.txt', () => {
  it('list the pages of a host in its languages', async () => {
    // /sitemap.xml is the index; the content pages are in its pages sitemap (sitemap.test.ts).
    const sitemap = await get('/sitemaps/pages-1.xml', { host: 'ch.cards.localhost:3000' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>http://ch.cards.localhost:3000/fr/impression-sur-toile</loc>');
    expect(sitemap.body).toContain('hreflang="x-default"');
    const llms = await get('/llms.txt', { host: 'gb.posters.localhost:3000' });
    expect(llms.body).toContain('# Wandwerk');
    expect(llms.body).toContain('http://gb.posters.localhost:3000/canvas-prints');
  });
});
