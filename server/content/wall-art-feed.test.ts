/**
 * Issue 13 item 5: the poster home's "New on our walls" feed lists the brand's wall-art products
 * (the product pages' calculators, priced by the catalogue) in every poster market.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The HTML of the Feed block: from its headline to the end of its section. */
function feedSection(body: string, headline: string): string {
  const start = body.indexOf(`>${headline}<`);
  expect(start, `feed headline "${headline}"`).toBeGreaterThan(-1);
  const end = body.indexOf('</section>', start);
  return body.slice(start, end);
}

describe('wall-art feed', () => {
  it.each([
    ['de.posters.localhost:3000', 'Neu an unseren Wänden', '/leinwanddruck', '€'],
    ['gb.posters.localhost:3000', 'New on our walls', '/canvas-prints', '£'],
    ['us.posters.localhost:3000', 'New on our walls', '/canvas-prints', '$'],
    ['fr.posters.localhost:3000', 'Nouveau sur nos murs', '/impression-sur-toile', '€'],
    ['es.posters.localhost:3000', 'Nuevo en nuestras paredes', '/impresion-sobre-lienzo', '€'],
    ['it.posters.localhost:3000', 'Nuovo sulle nostre pareti', '/stampa-su-tela', '€'],
    ['nl.posters.localhost:3000', 'Nieuw aan onze muren', '/afdruk-op-canvas', '€'],
  ])(
    '%s: products with prices and links in the market’s language',
    async (host, headline, canvas, currency) => {
      const response = await app.inject({ url: '/', headers: { host } });
      expect(response.statusCode).toBe(200);
      const body = response.body;
      const feed = feedSection(body, headline);
      expect(feed).not.toContain('block-empty');
      expect(feed.match(/class="tile-grid__item"/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
      expect(feed).toContain(`href="${canvas}"`);
      expect(feed).toContain(currency);
    },
  );
});
