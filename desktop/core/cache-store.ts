/**
 * The offline cache on disk (in userData): bodies in files named by the SHA-256 of their key, so no
 * URL ever becomes a path, and an index in LRU order that is also the manifest of every body's
 * SHA-256. A body is served only when its content still matches that digest: a file swapped or
 * damaged on disk is dropped, not shown. Node only (no Electron), so it is tested against a
 * temporary directory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { CachedKind } from './cache-policy';
import { type Logger, silentLogger } from './log';
import { LruIndex } from './lru-index';

export interface CacheEntry {
  url: string;
  kind: CachedKind;
  status: number;
  headers: [string, string][];
  size: number;
  /** When the body was fetched (ms since epoch). */
  storedAt: number;
  /** Content-hashed: never needs refreshing. */
  immutable: boolean;
  /** SHA-256 of the body (hex), checked before every serve. */
  sha256: string;
  /** Pages only: the <title>, for the offline page's list. */
  title?: string | undefined;
}

/** What a caller hands in; the store measures and digests the body itself. */
export type NewCacheEntry = Omit<CacheEntry, 'size' | 'sha256'>;

export interface CacheHit {
  entry: CacheEntry;
  body: Uint8Array;
}

export interface SavedPage {
  url: string;
  title: string | undefined;
  storedAt: number;
}

/** What the fetch handler needs from a cache (DiskCache, or a double in tests). */
export interface CacheBackend {
  match(key: string): Promise<CacheHit | undefined>;
  put(key: string, entry: NewCacheEntry, body: Uint8Array): Promise<boolean>;
  /** Largest body worth keeping; bigger answers are passed on but not stored. */
  readonly maxEntryBytes: number;
  savedPages(limit: number): SavedPage[];
}

export interface CacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

const INDEX_FILE = 'index.json';
const BODIES_DIR = 'entries';
/** 2: entries carry the body's SHA-256. An index of another version starts the cache empty. */
const INDEX_VERSION = 2;

const entrySchema = z.object({
  url: z.string(),
  kind: z.enum(['asset', 'font', 'image', 'document', 'data']),
  status: z.number().int(),
  headers: z.array(z.tuple([z.string(), z.string()])),
  size: z.number().int().nonnegative(),
  storedAt: z.number(),
  immutable: z.boolean(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  title: z.string().optional(),
});
const indexSchema = z.object({
  version: z.literal(INDEX_VERSION),
  entries: z.array(z.tuple([z.string(), entrySchema])),
});

export function bodyFileName(key: string): string {
  return `${createHash('sha256').update(key).digest('hex')}.bin`;
}

export function digestOf(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

export interface DiskCacheOptions {
  maxBytes: number;
  /** Defaults to an eighth of maxBytes. */
  maxEntryBytes?: number;
  log?: Logger;
  /** Delay before the index is written after a change (ms). */
  flushDelayMs?: number;
}

export class DiskCache implements CacheBackend {
  readonly maxEntryBytes: number;
  readonly #dir: string;
  readonly #bodies: string;
  readonly #index: LruIndex<CacheEntry>;
  readonly #log: Logger;
  readonly #flushDelayMs: number;
  #flushTimer: ReturnType<typeof setTimeout> | undefined;
  #writing: Promise<void> = Promise.resolve();
  /** Bodies being replaced, by key: a read waits for them, and a mismatch during one is no tampering. */
  readonly #puts = new Map<string, Promise<unknown>>();

  private constructor(dir: string, options: DiskCacheOptions) {
    this.#dir = dir;
    this.#bodies = join(dir, BODIES_DIR);
    this.#index = new LruIndex(options.maxBytes);
    this.maxEntryBytes = Math.min(
      options.maxEntryBytes ?? Math.floor(options.maxBytes / 8),
      options.maxBytes,
    );
    this.#log = options.log ?? silentLogger;
    this.#flushDelayMs = options.flushDelayMs ?? 500;
  }

  /** Opens (or creates) the cache; an unreadable index starts it empty, files nobody lists are removed. */
  static async open(dir: string, options: DiskCacheOptions): Promise<DiskCache> {
    const cache = new DiskCache(dir, options);
    await mkdir(cache.#bodies, { recursive: true });
    await cache.#load();
    return cache;
  }

  async #load(): Promise<void> {
    let entries: [string, CacheEntry][] = [];
    try {
      const parsed = indexSchema.safeParse(JSON.parse(await readFile(join(this.#dir, INDEX_FILE), 'utf8')));
      if (parsed.success) entries = parsed.data.entries;
      else this.#log.warn('cache index unreadable; starting empty');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.#log.warn('cache index unreadable; starting empty', { error: String(error) });
      }
    }
    const wanted = new Set<string>();
    for (const [key, entry] of entries) {
      const file = bodyFileName(key);
      const info = await stat(join(this.#bodies, file)).catch(() => undefined);
      if (!info || info.size !== entry.size) continue;
      const { evicted } = this.#index.set(key, entry);
      for (const [gone] of evicted) wanted.delete(bodyFileName(gone));
      if (this.#index.peek(key)) wanted.add(file);
    }
    for (const name of await readdir(this.#bodies)) {
      if (!wanted.has(name)) await rm(join(this.#bodies, name), { force: true });
    }
    for (const name of await readdir(this.#dir)) {
      if (name.startsWith(`${INDEX_FILE}.`) && name.endsWith('.tmp'))
        await rm(join(this.#dir, name), { force: true });
    }
    this.#scheduleFlush();
  }

  async match(key: string): Promise<CacheHit | undefined> {
    await this.#puts.get(key)?.catch(() => {});
    const entry = this.#index.get(key);
    if (!entry) return undefined;
    try {
      const body = new Uint8Array(await readFile(join(this.#bodies, bodyFileName(key))));
      if (body.byteLength !== entry.size) throw new Error('size mismatch');
      if (digestOf(body) !== entry.sha256) throw new Error('content does not match its digest');
      this.#scheduleFlush();
      return { entry, body };
    } catch (error) {
      // A newer body replaced this one while it was read: a miss, not a damaged entry.
      if (this.#puts.has(key) || this.#index.peek(key) !== entry) return undefined;
      this.#log.warn('cache entry lost', { url: entry.url, error: String(error) });
      this.#index.delete(key);
      await rm(join(this.#bodies, bodyFileName(key)), { force: true }).catch(() => {});
      this.#scheduleFlush();
      return undefined;
    }
  }

  put(key: string, entry: NewCacheEntry, body: Uint8Array): Promise<boolean> {
    const previous = this.#puts.get(key) ?? Promise.resolve();
    const done = previous.catch(() => {}).then(() => this.#put(key, entry, body));
    this.#puts.set(key, done);
    const forget = () => {
      if (this.#puts.get(key) === done) this.#puts.delete(key);
    };
    done.then(forget, forget);
    return done;
  }

  async #put(key: string, entry: NewCacheEntry, body: Uint8Array): Promise<boolean> {
    if (body.byteLength > this.maxEntryBytes) return false;
    const file = join(this.#bodies, bodyFileName(key));
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    const { stored, evicted } = this.#index.set(key, {
      ...entry,
      size: body.byteLength,
      sha256: digestOf(body),
    });
    await Promise.all(evicted.map(([gone]) => rm(join(this.#bodies, bodyFileName(gone)), { force: true })));
    if (!stored) await rm(file, { force: true });
    this.#scheduleFlush();
    return stored;
  }

  async delete(key: string): Promise<void> {
    if (this.#index.delete(key)) await rm(join(this.#bodies, bodyFileName(key)), { force: true });
    this.#scheduleFlush();
  }

  /** Empties the cache ("clear cache" in the menu). */
  async clear(): Promise<void> {
    this.#index.clear();
    await rm(this.#bodies, { recursive: true, force: true });
    await mkdir(this.#bodies, { recursive: true });
    await this.flush();
  }

  stats(): CacheStats {
    return { entries: this.#index.count, bytes: this.#index.bytes, maxBytes: this.#index.maxBytes };
  }

  savedPages(limit: number): SavedPage[] {
    return this.#index
      .entries()
      .filter(([, e]) => e.kind === 'document')
      .reverse()
      .slice(0, limit)
      .map(([, e]) => ({ url: e.url, title: e.title, storedAt: e.storedAt }));
  }

  #scheduleFlush(): void {
    if (this.#flushTimer) return;
    this.#flushTimer = setTimeout(() => void this.flush(), this.#flushDelayMs);
    this.#flushTimer.unref?.();
  }

  /** Writes the index now (atomically: temporary file, then rename). */
  async flush(): Promise<void> {
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    const text = JSON.stringify({ version: INDEX_VERSION, entries: this.#index.entries() });
    const target = join(this.#dir, INDEX_FILE);
    this.#writing = this.#writing.then(async () => {
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, text);
        await rename(temp, target);
      } catch (error) {
        this.#log.warn('cache index not written', { error: String(error) });
        await rm(temp, { force: true });
      }
    });
    await this.#writing;
  }
}
