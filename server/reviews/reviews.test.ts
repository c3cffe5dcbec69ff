/** Issue 13 item 7: seeded reviews per brand and language, shown in the footer's reviews block. */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { createTestApp } from '../testing/test-app';
import { reviewSource } from './review-source';

const REVIEW_SOURCES = new URL('../../content/datasources/review-sources.json', import.meta.url);

describe('reviewSource', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives every brand reviews in every language it sells in', async () => {
    const source = reviewSource(database.db);
    for (const channel of ['cards', 'posters'] as const) {
      for (const language of ['de', 'en', 'es', 'fr', 'it', 'nl'] as const) {
        const block = await source({ channel, language });
        expect(block?.reviews.length, `${channel} ${language}`).toBeGreaterThanOrEqual(3);
        expect(block?.totalReviews).toBe(block?.reviews.length);
      }
    }
  });

  it('lists the newest first, with count and average of the published ones only', async () => {
    const copy = await database.clone();
    try {
      await copy.db.update(reviews).set({ published: false }).where(eq(reviews.id, 'cards-de-003'));
      const block = await reviewSource(copy.db)({ channel: 'cards', language: 'de' });
      expect(block?.reviews.map((r) => r.id)).toEqual(['cards-de-001', 'cards-de-002', 'cards-de-004']);
      expect(block?.totalReviews).toBe(3);
      expect(block?.score).toEqual({ average: 5 });
    } finally {
      await copy.close();
    }
  });

  it('is null for a brand and language without reviews', async () => {
    const copy = await database.clone();
    try {
      await copy.db.delete(reviews).where(eq(reviews.language, 'nl'));
      expect(await reviewSource(copy.db)({ channel: 'posters', language: 'nl' })).toBeNull();
    } finally {
      await copy.close();
    }
  });
});

describe('the footer shows them', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['localhost:3000', 'Wunderschöne Hochzeitskarten'],
    ['gb.posters.localhost:3000', 'Superb canvas print'],
    ['fr.cards.localhost:3000', 'De magnifiques faire-part'],
    ['ch.cards.localhost:3000', 'Wunderschöne Hochzeitskarten'],
  ])('%s: reviews block with the brand’s reviews in the page’s language', async (host, title) => {
    const response = await app.inject({ url: '/', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-testid="reviews"');
    expect(response.body).toContain(title);
    expect(response.body).toContain('data-testid="review"');
  });

  it.each([
    ['localhost:3000', 'cards'],
    ['gb.posters.localhost:3000', 'posters'],
  ])('%s: company and review links from the seed review-sources datasource', async (host, brand) => {
    const { entries } = JSON.parse(await readFile(REVIEW_SOURCES, 'utf8')) as {
      entries: { name: string; value: string }[];
    };
    const value = (name: string) => entries.find((e) => e.name === `${brand}-${name}`)?.value ?? '';
    const response = await app.inject({ url: '/', headers: { host } });
    const company = response.body.match(/<a href="([^"]+)"[^>]*data-testid="reviews-company"/)?.[1];
    expect(company).toBe(value('company-link'));
    // The seed's review base link is empty (its reviews are the shop's own): no per-review links.
    const base = value('review-base-link');
    if (base) expect(response.body).toContain(`href="${base}`);
    else expect(response.body).not.toContain('class="review__link"');
  });
});
