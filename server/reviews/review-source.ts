/**
 * The footer's reviews block (SPEC 3 review block) from the reviews table: the newest published
 * reviews of a brand in the page's language, their count and average. Kept in memory for a
 * minute per brand and language, like the catalogue snapshot: every page shows the block.
 */
import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { ReviewBlock } from '../../shared/chrome/footer';
import type { Channel, Language } from '../../shared/markets';
import { reviews } from '../db/schema';
import type { Database } from '../db/types';
import { NO_REVIEW_LINKS, type ReviewLinksSource } from './review-links';

export interface ReviewSourceOptions {
  /** How long one read serves; default 60 s. */
  ttlMs?: number;
  /** How many reviews the carousel gets; default 10. */
  limit?: number;
  /**
   * The review platform's company page and review base link of a brand: the CMS's `review-sources`
   * datasource (review-links.ts), asked on every call (the CMS client caches it). Default: none.
   */
  links?: ReviewLinksSource;
}

export type ReviewSource = (request: { channel: Channel; language: Language }) => Promise<ReviewBlock | null>;

export function reviewSource(db: Database, options: ReviewSourceOptions = {}): ReviewSource {
  const ttlMs = options.ttlMs ?? 60_000;
  const limit = options.limit ?? 10;
  const cache = new Map<string, { at: number; block: ReturnType<typeof read> }>();

  const links = options.links ?? (async () => NO_REVIEW_LINKS);

  async function read(
    channel: Channel,
    language: Language,
  ): Promise<Omit<ReviewBlock, keyof typeof NO_REVIEW_LINKS> | null> {
    const where = and(
      eq(reviews.channel, channel),
      eq(reviews.language, language),
      eq(reviews.published, true),
    );
    const [summary] = await db
      .select({ total: count(), average: avg(reviews.stars) })
      .from(reviews)
      .where(where);
    const total = Number(summary?.total ?? 0);
    if (total === 0) return null;
    const rows = await db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt)).limit(limit);
    const average = Math.round(Number(summary?.average ?? 0) * 10) / 10;
    return {
      reviews: rows.map((r) => ({
        id: r.id,
        stars: r.stars,
        title: r.title,
        text: r.text,
        authorName: r.authorName,
        createdAt: r.createdAt.toISOString(),
      })),
      score: { average },
      totalReviews: total,
    };
  }

  const reviewsOf = (channel: Channel, language: Language) => {
    const key = `${channel}|${language}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < ttlMs) return hit.block;
    const block = read(channel, language);
    cache.set(key, { at: now, block });
    // A failed read is not kept: the next page asks again.
    block.catch(() => {
      if (cache.get(key)?.block === block) cache.delete(key);
    });
    return block;
  };

  return async ({ channel, language }) => {
    const [block, brandLinks] = await Promise.all([reviewsOf(channel, language), links(channel)]);
    return block && { ...block, ...brandLinks };
  };
}
