/**
 * Issue 34 item 6, performed: one client asks for many distinct cold renditions at once and in a
 * row. Before, it filled the shared queue (503 for everyone, pages slowed) and could churn the disk
 * cache without bound; now its surplus gets 429 with Retry-After, other clients keep being served,
 * and cached renditions stay free for everyone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandling } from '../http/error-handler';
import { type ImagesPluginOptions, imagesPlugin } from './resize-route';

let base: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'images-per-client-'));
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc', noise } })
    .jpeg()
    .toFile(join(base, 'photo.jpg'));
});
afterAll(async () => rm(base, { recursive: true, force: true }));

async function makeApp(overrides: Partial<ImagesPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  errorHandling(app);
  await app.register(imagesPlugin, {
    assetRoots: [base],
    cacheDir: join(base, `cache-${Math.random().toString(36).slice(2)}`),
    maxCacheBytes: 50_000_000,
    // A small server: one job at a time and a short queue, so an overload shows at once.
    maxConcurrentJobs: 1,
    maxQueuedJobs: 16,
    ...overrides,
  });
  await app.ready();
  return app;
}

// Widths and qualities snap to the rendition ladder (ladder.ts); blur and brightness still make distinct renditions.
const rendition = (variant: number, shade = 0) =>
  `/cdn-cgi/image/w=320,blur=${variant % 101},brightness=${shade},f=webp/photo.jpg`;

describe('cold renditions per client', () => {
  it('60 distinct cold renditions at once from one client: no 503, its surplus gets 429, another client is served', async () => {
    const app = await makeApp({ perClient: { inFlight: 8, cold: { limit: 1000, windowMs: 60_000 } } });
    try {
      const attack = Array.from({ length: 60 }, (_, i) =>
        app.inject({ url: rendition(200 + i), remoteAddress: '198.51.100.1' }),
      );
      const shopper = app.inject({ url: rendition(640), remoteAddress: '198.51.100.2' });
      const answers = await Promise.all(attack);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 503)).toEqual([]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(8);
      expect(statuses.filter((s) => s === 429)).toHaveLength(52);
      const refused = answers.find((a) => a.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect(refused?.headers['cache-control']).toBeUndefined();
      expect((await shopper).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('one client churning widths and qualities one by one: stopped after its window’s budget; cached renditions stay free', async () => {
    const app = await makeApp({ perClient: { inFlight: 8, cold: { limit: 5, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let q = 1; q <= 7; q++) {
        statuses.push(
          (await app.inject({ url: rendition(300, q), remoteAddress: '198.51.100.3' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      // What is cached costs nothing: the same client still gets it.
      expect((await app.inject({ url: rendition(300, 1), remoteAddress: '198.51.100.3' })).statusCode).toBe(
        200,
      );
      // The IPv6 addresses of one /64 are one client.
      for (let i = 1; i <= 5; i++) {
        const answer = await app.inject({ url: rendition(400, i), remoteAddress: `2001:db8:7:8::${i}` });
        expect(answer.statusCode).toBe(200);
      }
      expect(
        (await app.inject({ url: rendition(400, 9), remoteAddress: '2001:db8:7:8::99' })).statusCode,
      ).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('the shop’s own warm-up, with its token, is not a client', async () => {
    const app = await makeApp({
      perClient: { inFlight: 1, cold: { limit: 1, windowMs: 60_000 } },
      internalToken: 'warm-up-token',
    });
    try {
      for (let q = 1; q <= 4; q++) {
        const answer = await app.inject({
          url: rendition(500, q),
          headers: { 'x-image-warmup': 'warm-up-token' },
        });
        expect(answer.statusCode).toBe(200);
      }
      const forged = [
        await app.inject({ url: rendition(501), headers: { 'x-image-warmup': 'guess' } }),
        await app.inject({ url: rendition(502), headers: { 'x-image-warmup': 'guess' } }),
      ];
      expect(forged.map((a) => a.statusCode)).toEqual([200, 429]);
    } finally {
      await app.close();
    }
  });
});
