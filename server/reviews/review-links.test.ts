/**
 * Issue 37 §3: the footer's review links (SPEC 3 companyLink, reviewBaseLink) come from the CMS's
 * `review-sources` datasource, read by the shop's storyblok-js-client from the embedded service.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLink } from '../../shared/chrome/footer';
import { createCmsClient } from '../cms/client';
import { makeContentDir, PUBLIC_TOKEN, removeDir, silentLogger, startService } from '../cms/testing';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { reviewLinksFromCms } from './review-links';
import { reviewSource } from './review-source';

/** A CMS whose review-sources datasource holds `entries`; the shop's client reading it. */
async function cmsWith(dir: string, entries: { name: string; value: string }[]) {
  const stories = path.join(dir, 'stories');
  const datasources = path.join(dir, 'datasources');
  await mkdir(stories, { recursive: true });
  await mkdir(datasources, { recursive: true });
  await writeFile(
    path.join(datasources, 'review-sources.json'),
    JSON.stringify({
      id: 3,
      name: 'Review sources',
      slug: 'review-sources',
      entries: entries.map((e, i) => ({ id: 3001 + i, ...e })),
    }),
  );
  const service = await startService({
    contentDir: stories,
    datasourceDir: datasources,
    rateLimitPerSecond: 0,
  });
  const log = silentLogger();
  const client = createCmsClient({
    endpoint: service.endpoint,
    accessToken: PUBLIC_TOKEN,
    logger: log,
    isProduction: false,
  });
  return { service, client, log };
}

describe('review links from the review-sources datasource', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await makeContentDir();
  });
  afterAll(async () => {
    await database.close();
    await removeDir(dir);
  });

  it('gives each brand the links its datasource entries name, and a changed entry changes the link', async () => {
    const first = await cmsWith(path.join(dir, 'a'), [
      { name: 'cards-company-link', value: 'https://reviews.example/company/cards-a' },
      { name: 'cards-review-base-link', value: 'https://reviews.example/a/reviews/' },
      { name: 'posters-company-link', value: 'https://reviews.example/company/posters-a' },
      { name: 'posters-review-base-link', value: 'https://reviews.example/a/poster-reviews/' },
    ]);
    try {
      const source = reviewSource(database.db, { links: reviewLinksFromCms(first.client, first.log) });
      const cards = await source({ channel: 'cards', language: 'de' });
      expect(cards?.companyLink).toBe('https://reviews.example/company/cards-a');
      expect(cards?.reviewBaseLink).toBe('https://reviews.example/a/reviews/');
      const review = cards?.reviews[0];
      expect(review && reviewLink(cards.reviewBaseLink, review.id)).toBe(
        `https://reviews.example/a/reviews/${review?.id}`,
      );
      const posters = await source({ channel: 'posters', language: 'fr' });
      expect(posters?.companyLink).toBe('https://reviews.example/company/posters-a');
      expect(posters?.reviewBaseLink).toBe('https://reviews.example/a/poster-reviews/');
      // Read through the CDN API (cached by the client like any published content).
      expect(first.service.requests.some((r) => r.url.includes('/v2/cdn/datasource_entries'))).toBe(true);
      expect(first.service.requests.some((r) => r.url.includes('datasource=review-sources'))).toBe(true);
    } finally {
      await first.service.close();
    }

    const second = await cmsWith(path.join(dir, 'b'), [
      { name: 'cards-company-link', value: 'https://other-reviews.example/cards-b' },
      { name: 'cards-review-base-link', value: 'https://other-reviews.example/r/' },
    ]);
    try {
      const source = reviewSource(database.db, { links: reviewLinksFromCms(second.client, second.log) });
      const cards = await source({ channel: 'cards', language: 'de' });
      expect(cards?.companyLink).toBe('https://other-reviews.example/cards-b');
      expect(cards?.reviewBaseLink).toBe('https://other-reviews.example/r/');
      // A brand without entries has no links, not another brand's.
      const posters = await source({ channel: 'posters', language: 'de' });
      expect(posters?.companyLink).toBe('');
      expect(posters?.reviewBaseLink).toBe('');
      expect(posters?.reviews.length).toBeGreaterThan(0);
    } finally {
      await second.service.close();
    }
  });

  it('leaves out values that are not http(s) links, and says so', async () => {
    const cms = await cmsWith(path.join(dir, 'c'), [
      { name: 'cards-company-link', value: 'javascript:alert(1)' },
      { name: 'cards-review-base-link', value: 'not a link' },
    ]);
    try {
      const source = reviewSource(database.db, { links: reviewLinksFromCms(cms.client, cms.log) });
      const cards = await source({ channel: 'cards', language: 'en' });
      expect(cards?.companyLink).toBe('');
      expect(cards?.reviewBaseLink).toBe('');
      expect(cms.log.warn).toHaveBeenCalledTimes(2);
    } finally {
      await cms.service.close();
    }
  });

  it('still shows the reviews when the datasource cannot be read', async () => {
    const cms = await cmsWith(path.join(dir, 'd'), []);
    await cms.service.close();
    const log = silentLogger();
    const unreachable = createCmsClient({
      endpoint: cms.service.endpoint,
      accessToken: PUBLIC_TOKEN,
      logger: log,
      isProduction: false,
      timeoutSeconds: 2,
    });
    const source = reviewSource(database.db, { links: reviewLinksFromCms(unreachable, log) });
    const cards = await source({ channel: 'cards', language: 'de' });
    expect(cards?.reviews.length).toBeGreaterThan(0);
    expect(cards?.companyLink).toBe('');
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'cards' }),
      expect.stringContaining('review-sources'),
    );
  });
});
