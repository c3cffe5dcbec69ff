/**
 * Honest trust signals on real pages (issue 33): the delivery promise per market, seals with a
 * label and a link, and one rating (footer, JSON-LD) from the shop's own reviews.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeliveryPromise, deliveryPromise } from '../../shared/delivery/promise';
import type { Market } from '../../shared/markets';
import { isPublicHoliday } from '../delivery/holidays';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

function findDelivery(value: unknown): DeliveryPromise | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if (
    'delivery' in value &&
    value.delivery &&
    typeof value.delivery === 'object' &&
    'deliveredBy' in value.delivery
  )
    return value.delivery as DeliveryPromise;
  for (const child of Object.values(value)) {
    const found = findDelivery(child);
    if (found) return found;
  }
  return undefined;
}

describe('delivery promise on product pages', () => {
  it.each([
    ['de.cards.localhost:3000', '/leinwanddruck', 'de-DE', 'Lieferung bis'],
    ['fr.posters.localhost:3000', '/impression-sur-toile', 'fr-FR', 'livré'],
    ['gb.posters.localhost:3000', '/canvas-prints', 'en-GB', 'delivered by'],
  ] as const)('%s%s promises the date of its market', async (host, path, market, words) => {
    const before = deliveryPromise({
      now: new Date(),
      market: market as Market,
      product: 'leinwand',
      isHoliday: isPublicHoliday,
    });
    const payload = await get(`${path}/_payload.json?_routes=content`, host);
    expect(payload.statusCode).toBe(200);
    const promise = findDelivery(payload.json());
    const after = deliveryPromise({
      now: new Date(),
      market: market as Market,
      product: 'leinwand',
      isHoliday: isPublicHoliday,
    });
    expect(promise).toBeDefined();
    // the same rule as the unit tests, on the server's clock (a cut-off may pass in between)
    expect([before.deliveredBy, after.deliveredBy]).toContain(promise?.deliveredBy);
    const html = (await get(path, host)).body;
    expect(html).toContain('data-testid="delivery-promise"');
    expect(html).toContain(words);
  });
});

describe('seals and rating on the home page', () => {
  it('labels every seal and links it to what it promises', async () => {
    const html = (await get('/', 'de.cards.localhost:3000')).body;
    // <li><a href="/hilfe#zusagen"><img alt="" …/>Label</a></li>
    const seals = [
      ...html.matchAll(/<li><a href="(\/hilfe[^"]*)"><img[^>]*alt=""[^>]*\/>([^<]+)<\/a><\/li>/g),
    ];
    expect(seals).toHaveLength(3);
    for (const [, href, inner] of seals) {
      expect(href).toBe('/hilfe#zusagen');
      expect(inner?.replace(/<[^>]+>/g, '').trim().length, inner).toBeGreaterThan(3);
    }
    expect(html).toContain('Zufriedenheitsgarantie');
  });

  it('rates the shop with the numbers of its own reviews, the same in the footer and the JSON-LD', async () => {
    const html = (await get('/', 'de.cards.localhost:3000')).body;
    expect(html).not.toContain('TrustScore');
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? 'null'))
      .find((node) => node?.['@type'] === 'Organization');
    const rating = ld?.aggregateRating;
    expect(rating?.['@type']).toBe('AggregateRating');
    const average = Number(rating.ratingValue).toLocaleString('de-DE', { maximumFractionDigits: 1 });
    expect(html).toMatch(new RegExp(`data-testid="reviews-average"[^>]*>${average} von 5<`));
    expect(html).toMatch(
      new RegExp(`data-testid="reviews-total"[^>]*>${rating.reviewCount} eigene Kundenbewertung`),
    );
  });
});
