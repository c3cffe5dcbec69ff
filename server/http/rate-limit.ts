/**
 * Fixed-window rate limits kept in the database, so every shop instance counts the same attempts
 * (DESIGN: the server is stateless). One upsert per hit, atomic under concurrency. Keys name the
 * rule and what it limits: `login:ip:203.0.113.5`, `login:acct:<sha256 of the address>`.
 *
 * Costly checks (a password hash) reserve their attempt with hit() before the work and refund()
 * it when it turned out harmless: N parallel attempts are then counted N, not peeked at N times.
 */
import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Database } from '../db/types';
import { ApiError } from './errors';

/** At most `limit` attempts per fixed window of `windowMs`. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

export class RateLimitError extends ApiError {
  constructor(
    readonly retryAfter: number,
    message: string,
  ) {
    super(429, 'rate_limited', message, undefined, { 'retry-after': String(retryAfter) });
  }
}

export interface RateLimiter {
  /** Counts an attempt and says whether it is within the limit. */
  hit(key: string, rule: LimitRule): Promise<LimitState>;
  /** Says whether the key is over its limit, without counting (for rules that count failures only). */
  peek(key: string, rule: LimitRule): Promise<LimitState>;
  /** Gives back one counted attempt (a reservation that turned out harmless). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix` (all address pairs of one account, say). */
  resetPrefix(prefix: string): Promise<void>;
  /** Removes windows that ended more than a day ago. */
  prune(): Promise<void>;
}

export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  const state = (hits: number, startedAt: Date, rule: LimitRule): LimitState => {
    const ends = startedAt.getTime() + rule.windowMs;
    return {
      allowed: hits <= rule.limit,
      hits,
      retryAfter: Math.max(1, Math.ceil((ends - now()) / 1000)),
    };
  };
  return {
    async hit(key, rule) {
      const current = new Date(now());
      const expired = new Date(now() - rule.windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: current, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStartedAt} <= ${expired.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${expired.toISOString()}::timestamptz then ${current.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
      return row ? state(row.hits, row.windowStartedAt, rule) : { allowed: true, hits: 1, retryAfter: 1 };
    },
    async peek(key, rule) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || row.windowStartedAt.getTime() + rule.windowMs <= now())
        return { allowed: true, hits: 0, retryAfter: 1 };
      // Over the limit means the next failure would exceed it: `limit` failures are allowed.
      return { ...state(row.hits + 1, row.windowStartedAt, rule) };
    },
    async refund(key) {
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0)));
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async resetPrefix(prefix) {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      await db.delete(rateLimits).where(like(rateLimits.key, `${escaped}%`));
    },
    async prune() {
      await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(now() - 24 * 60 * 60_000)));
    },
  };
}
