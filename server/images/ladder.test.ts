/**
 * Issue 34 item 6, performed: one client churns the rendition cache with odd widths and qualities.
 * Before, every width x quality was a rendition of its own (4000 x 100 per source and format); now
 * each is answered with the next rendition on the pages' ladder, so the cache holds at most one
 * file per ladder rung, and the pages' own URLs are renditions already on the ladder.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageOptions } from '../../shared/images/parse-options';
import { imageSources, ogImageUrl, placeholderUrl } from '../../shared/images/urls';
import { errorHandling } from '../http/error-handler';
import { RENDITION_QUALITIES, RENDITION_WIDTHS, snapToLadder } from './ladder';
import { imagesPlugin } from './resize-route';

let base: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'images-ladder-'));
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toFile(join(base, 'photo.jpg'));
});
afterAll(async () => rm(base, { recursive: true, force: true }));

async function makeApp(cacheDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  errorHandling(app);
  await app.register(imagesPlugin, {
    assetRoots: [base],
    cacheDir,
    maxCacheBytes: 500_000_000,
    maxConcurrentJobs: 1,
    perClient: { inFlight: 1000, cold: { limit: 100_000, windowMs: 60_000 } },
  });
  await app.ready();
  return app;
}

const renditionsIn = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.webp'));

function optionsOf(url: string) {
  const match = /^\/cdn-cgi\/image\/([^/]+)\//.exec(url);
  const parsed = parseImageOptions(match?.[1] ?? '');
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.options;
}

describe('the rendition ladder', () => {
  it('200 distinct odd widths from one client leave at most one cached rendition per ladder width', async () => {
    const cacheDir = join(base, 'cache-widths');
    const app = await makeApp(cacheDir);
    try {
      for (let i = 0; i < 200; i++) {
        const width = 1 + 2 * i * 10; // 1, 21, 41, … 3981: all odd, spread over the whole range
        const response = await app.inject({
          url: `/cdn-cgi/image/w=${width},q=${1 + (i % 100)},f=webp/photo.jpg`,
          remoteAddress: '198.51.100.7',
        });
        expect(response.statusCode).toBe(200);
      }
      const files = await renditionsIn(cacheDir);
      expect(files.length).toBeGreaterThan(1);
      expect(files.length).toBeLessThanOrEqual(RENDITION_WIDTHS.length * RENDITION_QUALITIES.length);
    } finally {
      await app.close();
    }
  });

  it('101 qualities make at most two renditions; 41 heights at one width at most 20', async () => {
    const cacheDir = join(base, 'cache-qualities');
    const app = await makeApp(cacheDir);
    try {
      for (let q = 0; q <= 100; q++) {
        const response = await app.inject({ url: `/cdn-cgi/image/w=320,q=${q},f=webp/photo.jpg` });
        expect(response.statusCode).toBe(200);
      }
      expect((await renditionsIn(cacheDir)).length).toBeLessThanOrEqual(RENDITION_QUALITIES.length);
      // 41 heights at one width: aspects 1.6 to 1.33 fall on the 1 % aspect grid, about 18 steps.
      const before = (await renditionsIn(cacheDir)).length;
      for (let h = 200; h <= 240; h++) {
        const response = await app.inject({ url: `/cdn-cgi/image/w=320,h=${h},fit=cover,f=webp/photo.jpg` });
        expect(response.statusCode).toBe(200);
      }
      expect((await renditionsIn(cacheDir)).length - before).toBeLessThanOrEqual(20);
    } finally {
      await app.close();
    }
  });

  it('an off-ladder width is answered with the next ladder width, under its own URL', async () => {
    const cacheDir = join(base, 'cache-next');
    const app = await makeApp(cacheDir);
    try {
      const response = await app.inject({ url: '/cdn-cgi/image/w=250,q=85,f=webp/photo.jpg' });
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.width).toBe(320);
      const onLadder = await app.inject({ url: '/cdn-cgi/image/w=320,f=webp/photo.jpg' });
      expect(onLadder.headers['x-image-cache']).toBe('hit');
    } finally {
      await app.close();
    }
  });

  it('snaps widths, qualities, dpr and aspect; leaves the pages’ own renditions as they are', () => {
    expect(snapToLadder({ width: 250, quality: 37 })).toEqual({ width: 320, quality: 50 });
    expect(snapToLadder({ width: 200, dpr: 2, quality: 99 })).toEqual({ width: 480, quality: 85 });
    expect(snapToLadder({ height: 70 })).toEqual({ height: 160, quality: 85 });
    // The pages' URLs: srcset candidates, the placeholder and og:image are on the ladder already.
    const urls = [
      ...imageSources('a.jpg', { aspect: 1.5, sizes: '(min-width: 768px) 33vw, 100vw' })
        .srcSet.split(', ')
        .map((entry) => entry.split(' ')[0] ?? ''),
      ...imageSources('a.jpg', { sizes: '100vw' })
        .srcSet.split(', ')
        .map((entry) => entry.split(' ')[0] ?? ''),
      placeholderUrl('a.jpg'),
      placeholderUrl('a.jpg', { aspect: 1 }),
      ogImageUrl('a.jpg'),
    ];
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      const options = optionsOf(url);
      const snapped = snapToLadder(options);
      expect({ url, width: snapped.width, quality: snapped.quality }).toEqual({
        url,
        width: options.width,
        quality: options.quality,
      });
    }
    expect(snapToLadder(optionsOf(ogImageUrl('a.jpg')))).toMatchObject({ width: 1200, height: 627 });
  });
});
