/**
 * A size-bounded, least-recently-used cache of rendered images on disk.
 *
 * The index lives in memory (a Map keeps insertion order, which doubles as recency order) and is
 * rebuilt from the directory on start, ordered by file mtime; hits touch the file so that the
 * order survives a restart. Several processes may share the directory: writes are atomic
 * renames, so the worst case is a rendition made twice or a file another process evicted
 * turning into a miss. Each process enforces the bound only over the files it knows.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY = /^[0-9a-f]{64}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
const ENTRY_FILE = /^([0-9a-f]{64})\.([a-z0-9]{1,8})$/;

interface Entry {
  extension: string;
  size: number;
}

export interface CachedFile {
  data: Buffer;
  extension: string;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

export class DiskCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  private constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Creates the directory if needed and indexes what an earlier run left there. */
  static async open(dir: string, maxBytes: number): Promise<DiskCache> {
    if (!Number.isFinite(maxBytes) || maxBytes < 0) throw new RangeError('maxBytes must be >= 0');
    await mkdir(dir, { recursive: true });
    const cache = new DiskCache(dir, maxBytes);
    const found: Array<{ key: string; extension: string; size: number; mtimeMs: number }> = [];
    for (const name of await readdir(dir)) {
      const match = ENTRY_FILE.exec(name);
      if (!match?.[1] || !match[2]) continue;
      try {
        const info = await stat(join(dir, name));
        if (info.isFile())
          found.push({ key: match[1], extension: match[2], size: info.size, mtimeMs: info.mtimeMs });
      } catch {
        // Evicted by another process while we were listing.
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { key, extension, size } of found) {
      cache.entries.set(key, { extension, size });
      cache.bytes += size;
    }
    await cache.evict();
    return cache;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get count(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  private path(key: string, extension: string): string {
    return join(this.dir, `${key}.${extension}`);
  }

  private forget(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.bytes -= entry.size;
    }
    return entry;
  }

  async get(key: string): Promise<CachedFile | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const file = this.path(key, entry.extension);
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
      this.forget(key);
      return undefined;
    }
    // Most recently used moves to the end of the Map.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const now = new Date();
    utimes(file, now, now).catch(() => {
      // Only the order after a restart depends on it.
    });
    return { data, extension: entry.extension };
  }

  async set(key: string, extension: string, data: Buffer): Promise<void> {
    if (!KEY.test(key) || !EXTENSION.test(extension)) throw new RangeError('invalid cache key or extension');
    // A file larger than the whole budget would only evict everything and then itself.
    if (data.length > this.maxBytes) return;
    const file = this.path(key, extension);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    try {
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    this.forget(key);
    this.entries.set(key, { extension, size: data.length });
    this.bytes += data.length;
    await this.evict();
  }

  /** Drops least recently used files until the total fits the bound. */
  private async evict(): Promise<void> {
    const removals: Promise<void>[] = [];
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(key);
      removals.push(
        unlink(this.path(key, entry.extension)).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        }),
      );
    }
    await Promise.all(removals);
  }
}
