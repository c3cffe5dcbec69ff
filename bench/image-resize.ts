import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { load } from './http-load';

const ASSET_DIR = join(import.meta.dirname, '..', 'content', 'assets', '__bench');

export interface ResizeFigures {
  coldPerSecond: number;
  cachedPerSecond: number;
  cachedP99: number;
}

/**
 * A 2000 px source resized to 400 px WebP: cold (every request a new variant, so sharp runs
 * each time) and cached (one variant, served from the disk cache).
 */
export async function benchImageResize(origin: string, seconds: number): Promise<ResizeFigures> {
  await mkdir(ASSET_DIR, { recursive: true });
  const source = join(ASSET_DIR, 'source-2000.jpg');
  await sharp({
    create: { width: 2000, height: 1333, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="2000" height="1333"><circle cx="1000" cy="660" r="500" fill="#1d3c34"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toFile(source);
  try {
    const variants = 60;
    const started = performance.now();
    for (let q = 0; q < variants; q++) {
      const response = await fetch(
        `${origin}/cdn-cgi/image/width=400,format=webp,quality=${40 + q}/assets/__bench/source-2000.jpg`,
      );
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`resize answered ${response.status}`);
    }
    const coldPerSecond = variants / ((performance.now() - started) / 1000);
    const cached = await load(
      `${origin}/cdn-cgi/image/width=400,format=webp,quality=85/assets/__bench/source-2000.jpg`,
      {
        seconds,
        connections: 20,
      },
    );
    return { coldPerSecond, cachedPerSecond: cached.requestsPerSecond, cachedP99: cached.p99 };
  } finally {
    await rm(ASSET_DIR, { recursive: true, force: true });
  }
}
