import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache } from './disk-cache';

const key = (name: string) => createHash('sha256').update(name).digest('hex');
const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'disk-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('DiskCache', () => {
  it('stores and returns data with its extension', async () => {
    const cache = await DiskCache.open(dir, 1000);
    await cache.set(key('a'), 'webp', bytes(10, 7));
    expect(await cache.get(key('a'))).toEqual({ data: bytes(10, 7), extension: 'webp' });
    expect(await cache.get(key('b'))).toBeUndefined();
    expect(await readdir(dir)).toEqual([`${key('a')}.webp`]);
  });

  it('evicts the least recently used entries when over the bound', async () => {
    const cache = await DiskCache.open(dir, 250);
    await cache.set(key('a'), 'png', bytes(100));
    await cache.set(key('b'), 'png', bytes(100));
    await cache.get(key('a'));
    await cache.set(key('c'), 'png', bytes(100));
    expect(cache.has(key('a'))).toBe(true);
    expect(cache.has(key('b'))).toBe(false);
    expect(cache.has(key('c'))).toBe(true);
    expect(cache.totalBytes).toBe(200);
    expect((await readdir(dir)).sort()).toEqual([`${key('a')}.png`, `${key('c')}.png`].sort());
  });

  it('does not store something larger than the whole bound', async () => {
    const cache = await DiskCache.open(dir, 50);
    await cache.set(key('a'), 'png', bytes(40));
    await cache.set(key('big'), 'png', bytes(51));
    expect(cache.has(key('big'))).toBe(false);
    expect(cache.has(key('a'))).toBe(true);
  });

  it('replaces an entry without counting it twice', async () => {
    const cache = await DiskCache.open(dir, 1000);
    await cache.set(key('a'), 'png', bytes(100));
    await cache.set(key('a'), 'png', bytes(60));
    expect(cache.totalBytes).toBe(60);
    expect(cache.count).toBe(1);
  });

  it('reindexes on open, oldest first, and applies a smaller bound', async () => {
    const old = new Date(Date.now() - 60_000);
    await writeFile(join(dir, `${key('old')}.jpg`), bytes(100));
    await utimes(join(dir, `${key('old')}.jpg`), old, old);
    await writeFile(join(dir, `${key('new')}.jpg`), bytes(100));
    await writeFile(join(dir, 'unrelated.txt'), 'x');
    await writeFile(join(dir, `${key('x')}.jpg.abc.tmp`), 'x');
    const cache = await DiskCache.open(dir, 150);
    expect(cache.has(key('old'))).toBe(false);
    expect(cache.has(key('new'))).toBe(true);
    expect(cache.totalBytes).toBe(100);
  });

  it('turns a file deleted behind its back into a miss', async () => {
    const cache = await DiskCache.open(dir, 1000);
    await cache.set(key('a'), 'png', bytes(10));
    await rm(join(dir, `${key('a')}.png`));
    expect(await cache.get(key('a'))).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it('refuses keys that are not hashes', async () => {
    const cache = await DiskCache.open(dir, 1000);
    await expect(cache.set('../x', 'png', bytes(1))).rejects.toThrow(RangeError);
    await expect(cache.set(key('a'), '../png', bytes(1))).rejects.toThrow(RangeError);
  });
});
