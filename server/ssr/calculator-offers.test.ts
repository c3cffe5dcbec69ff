import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The schema.org nodes of a page's JSON-LD scripts. */
async function jsonLd(host: string, path: string): Promise<Record<string, unknown>[]> {
  const response = await app.inject({ url: path, headers: { host } });
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

describe('calculator pages carry their Product and offers (issue 31 §4)', () => {
  it.each([
    ['de.posters.localhost', '/leinwanddruck', 'EUR'],
    ['us.posters.localhost', '/canvas-prints', 'USD'],
  ])(
    '%s%s: an AggregateOffer over every priced size, in the market currency',
    async (host, path, currency) => {
      const product = (await jsonLd(host, path)).find((n) => n['@type'] === 'Product');
      expect(product, 'a Product node').toBeDefined();
      const offers = product?.offers as {
        '@type': string;
        lowPrice: string;
        highPrice: string;
        offerCount: number;
        priceCurrency: string;
        offers: { price: string; priceCurrency: string; sku: string }[];
      };
      expect(offers['@type']).toBe('AggregateOffer');
      expect(offers.offerCount).toBeGreaterThanOrEqual(11);
      expect(offers.offers).toHaveLength(offers.offerCount);
      expect(offers.priceCurrency).toBe(currency);
      const prices = offers.offers.map((o) => Number(o.price));
      expect(Number(offers.lowPrice)).toBe(Math.min(...prices));
      expect(Number(offers.highPrice)).toBe(Math.max(...prices));
      expect(Number(offers.lowPrice)).toBeLessThan(Number(offers.highPrice));
      expect(offers.offers.every((o) => o.priceCurrency === currency && /^leinwand/.test(o.sku))).toBe(true);
    },
  );

  it('the home page has no Product node', async () => {
    const nodes = await jsonLd('de.posters.localhost', '/');
    expect(nodes.some((n) => n['@type'] === 'Product')).toBe(false);
  });
});
