/**
 * Storyblok limits each token to a number of requests per second and answers 429 beyond it;
 * storyblok-js-client then retries. A token bucket per key reproduces that: up to `perSecond`
 * requests in a burst, refilled continuously at `perSecond`.
 */
export interface RateLimiter {
  /** Takes one request from the key's budget; false when the budget is used up. */
  take(key: string): boolean;
}

export function createRateLimiter(perSecond: number, now: () => number = Date.now): RateLimiter {
  if (!Number.isFinite(perSecond) || perSecond <= 0) return { take: () => true };
  // Keys are only ever accepted tokens (the service checks the token first), so this map stays
  // as small as the token list.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key) {
      const t = now();
      const bucket = buckets.get(key) ?? { tokens: perSecond, at: t };
      bucket.tokens = Math.min(perSecond, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
      bucket.at = t;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
