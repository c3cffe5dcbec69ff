import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyFileName, type CacheEntry, DiskCache, type NewCacheEntry } from './cache-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const entry = (url: string, kind: CacheEntry['kind'] = 'asset', title?: string): NewCacheEntry => ({
  url,
  kind,
  status: 200,
  headers: [['content-type', kind === 'document' ? 'text/html' : 'text/javascript']],
  storedAt: 1000,
  immutable: kind === 'asset',
  title,
});
const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('DiskCache', () => {
  it('stores and reads bodies with their headers', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 1000 });
    expect(await cache.put('http://s/a.js', entry('http://s/a.js'), bytes(10, 7))).toBe(true);
    const hit = await cache.match('http://s/a.js');
    expect(hit?.entry).toMatchObject({ url: 'http://s/a.js', size: 10, status: 200 });
    expect([...(hit?.body ?? [])]).toEqual(Array(10).fill(7));
    expect(await cache.match('http://s/other.js')).toBeUndefined();
  });

  it('names body files by hash, so no URL becomes a path', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 1000 });
    const key = 'http://s/../../../../etc/passwd?x=/..\\..';
    await cache.put(key, entry(key), bytes(3));
    expect(await readdir(join(dir, 'entries'))).toEqual([bodyFileName(key)]);
    expect(bodyFileName(key)).toMatch(/^[0-9a-f]{64}\.bin$/);
  });

  it('evicts the least recently used bodies from disk at the size bound', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 100, maxEntryBytes: 100 });
    await cache.put('a', entry('a'), bytes(40));
    await cache.put('b', entry('b'), bytes(40));
    await cache.match('a');
    await cache.put('c', entry('c'), bytes(40));
    expect(await cache.match('b')).toBeUndefined();
    expect(await cache.match('a')).toBeDefined();
    expect(cache.stats()).toEqual({ entries: 2, bytes: 80, maxBytes: 100 });
    expect((await readdir(join(dir, 'entries'))).sort()).toEqual(
      [bodyFileName('a'), bodyFileName('c')].sort(),
    );
  });

  it('does not store a body over the per-entry bound', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 100 });
    expect(cache.maxEntryBytes).toBe(12);
    expect(await cache.put('big', entry('big'), bytes(13))).toBe(false);
    expect(await readdir(join(dir, 'entries'))).toEqual([]);
  });

  it('survives a restart in LRU order, and drops what does not add up', async () => {
    const first = await DiskCache.open(dir, { maxBytes: 1000 });
    await first.put('a', entry('a'), bytes(5));
    await first.put('b', entry('b'), bytes(5));
    await first.put('gone', entry('gone'), bytes(5));
    await first.match('a');
    await first.flush();
    await rm(join(dir, 'entries', bodyFileName('gone')));
    await writeFile(join(dir, 'entries', 'stray.bin'), 'x');
    await writeFile(join(dir, 'entries', `${bodyFileName('b')}.123.tmp`), 'x');

    const second = await DiskCache.open(dir, { maxBytes: 1000 });
    expect(second.stats().entries).toBe(2);
    expect(await second.match('gone')).toBeUndefined();
    expect((await readdir(join(dir, 'entries'))).sort()).toEqual(
      [bodyFileName('a'), bodyFileName('b')].sort(),
    );
    await second.put('c', entry('c'), bytes(5));
    await second.flush();
    const order = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')).entries.map(
      ([k]: [string]) => k,
    );
    expect(order).toEqual(['b', 'a', 'c']);
  });

  it('applies a smaller bound at start-up', async () => {
    const first = await DiskCache.open(dir, { maxBytes: 1000 });
    for (const k of ['a', 'b', 'c']) await first.put(k, entry(k), bytes(50));
    await first.flush();
    const second = await DiskCache.open(dir, { maxBytes: 100, maxEntryBytes: 100 });
    expect(second.stats()).toMatchObject({ entries: 2, bytes: 100 });
    expect(await second.match('a')).toBeUndefined();
    expect(await readdir(join(dir, 'entries'))).toHaveLength(2);
  });

  it('starts empty from a broken index', async () => {
    await writeFile(join(dir, 'index.json'), '{"version":1,"entries":[["a",{"url":1}]]}');
    const cache = await DiskCache.open(dir, { maxBytes: 1000 });
    expect(cache.stats().entries).toBe(0);
  });

  it('forgets an entry whose body was lost', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 1000 });
    await cache.put('a', entry('a'), bytes(5));
    await rm(join(dir, 'entries', bodyFileName('a')));
    expect(await cache.match('a')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('clears everything', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 1000 });
    await cache.put('a', entry('a'), bytes(5));
    await cache.clear();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, maxBytes: 1000 });
    expect(await readdir(join(dir, 'entries'))).toEqual([]);
    expect((await DiskCache.open(dir, { maxBytes: 1000 })).stats().entries).toBe(0);
  });

  it('lists saved pages newest first for the offline page', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 1000 });
    await cache.put('http://s/d/', entry('http://s/d/', 'document', 'Start'), bytes(5));
    await cache.put('http://s/a.js', entry('http://s/a.js'), bytes(5));
    await cache.put('http://s/d/products', entry('http://s/d/products', 'document', 'Produkte'), bytes(5));
    expect(cache.savedPages(10).map((p) => p.title)).toEqual(['Produkte', 'Start']);
    expect(cache.savedPages(1)).toHaveLength(1);
  });

  it('serves no body whose content no longer matches its digest, even at the same size', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 1000 });
    const key = 'http://s/assets/entry-client-EYFC5NaX.js';
    await cache.put(key, entry(key), new TextEncoder().encode('console.log("shop")'));
    // Same length, other content: what an attacker with access to the profile would swap in.
    await writeFile(join(dir, 'entries', bodyFileName(key)), 'console.log("evil")');
    expect(await cache.match(key)).toBeUndefined();
    expect(await readdir(join(dir, 'entries'))).toEqual([]);
  });

  it('checks the digest after a restart too', async () => {
    const first = await DiskCache.open(dir, { maxBytes: 1000 });
    const key = 'http://s/a.js';
    await first.put(key, entry(key), bytes(10, 7));
    await first.flush();
    await writeFile(join(dir, 'entries', bodyFileName(key)), bytes(10, 8));
    const second = await DiskCache.open(dir, { maxBytes: 1000 });
    expect(await second.match(key)).toBeUndefined();
  });

  it('starts empty from an index without digests (version 1)', async () => {
    const key = 'http://s/a.js';
    const first = await DiskCache.open(dir, { maxBytes: 1000 });
    await first.put(key, entry(key), bytes(10, 7));
    await first.flush();
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
    index.version = 1;
    for (const [, stored] of index.entries) delete stored.sha256;
    await writeFile(join(dir, 'index.json'), JSON.stringify(index));
    const second = await DiskCache.open(dir, { maxBytes: 1000 });
    expect(await second.match(key)).toBeUndefined();
    expect(second.stats().entries).toBe(0);
  });

  it('loses no entry when a body is replaced while it is being read', async () => {
    const cache = await DiskCache.open(dir, { maxBytes: 1000 });
    const key = 'http://s/cdn-cgi/image/width=100/a.png';
    await cache.put(key, entry(key, 'image'), bytes(10, 0));
    for (let round = 1; round <= 20; round++) {
      const reads = [
        cache.match(key),
        cache.put(key, entry(key, 'image'), bytes(10, round)),
        cache.match(key),
      ];
      await Promise.all(reads);
      const hit = await cache.match(key);
      expect(hit?.body[0]).toBe(round);
    }
  });
});
