/**
 * Uploads and results on disk for a short time. Each job gets a folder named by a random id (the
 * id is unguessable, and checked as a UUID before it touches a path); a result is also bound to
 * its uploader (`owner`, a hash of its session or client) and readable by the shop's user only
 * (folders 0700, files 0600: issue 34 item 11); uploads are deleted as soon as the job ends,
 * results after the TTL by a sweep.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProcessedFile } from './jobs';

export interface StoredResult {
  id: string;
  filename: string;
  contentType: string;
  bytes: number;
  path: string;
  previewPath: string;
  expiresAt: number;
  /** Whose result it is: `session:<hash>` or `client:<hash>` (routes.ts). */
  owner: string;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export class ResultStore {
  private timer: NodeJS.Timeout | undefined;
  /** Jobs still uploading or processing: a slow job must not be swept from under its worker. */
  private readonly busy = new Set<string>();

  private constructor(
    readonly dir: string,
    readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  static async open(dir: string, ttlMs: number, now: () => number = Date.now): Promise<ResultStore> {
    // Anything left from an earlier run is past its time (or belongs to a crash): start empty.
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    return new ResultStore(dir, ttlMs, now);
  }

  /** A new job folder; the caller removes it with discard() if the job fails. */
  async newJob(): Promise<{ id: string; dir: string }> {
    const id = randomUUID();
    const dir = join(this.dir, id);
    await mkdir(dir, { mode: 0o700 });
    this.busy.add(id);
    return { id, dir };
  }

  async discard(id: string): Promise<void> {
    this.busy.delete(id);
    if (ID.test(id)) await rm(join(this.dir, id), { recursive: true, force: true });
  }

  async keep(id: string, file: ProcessedFile, filename: string, owner: string): Promise<StoredResult> {
    const result: StoredResult = {
      id,
      filename,
      contentType: file.contentType,
      bytes: file.bytes,
      path: file.path,
      previewPath: file.previewPath,
      expiresAt: this.now() + this.ttlMs,
      owner,
    };
    // libvips writes with the process umask (0644): the shop's user alone may read a customer's photo.
    await Promise.all([chmod(file.path, 0o600), chmod(file.previewPath, 0o600)]);
    // On disk rather than in memory: instances sharing DATA_DIR can all serve the download.
    await writeFile(join(this.dir, id, 'result.json'), JSON.stringify(result), { mode: 0o600 });
    this.busy.delete(id);
    return result;
  }

  async find(id: string): Promise<StoredResult | undefined> {
    if (!ID.test(id)) return undefined;
    try {
      const result = JSON.parse(await readFile(join(this.dir, id, 'result.json'), 'utf8')) as StoredResult;
      if (result.expiresAt <= this.now()) return undefined;
      return result;
    } catch {
      return undefined;
    }
  }

  /** Removes job folders older than the TTL (results) or stuck for longer (failed uploads). */
  async sweep(): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (this.busy.has(name)) continue;
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info || info.mtimeMs + this.ttlMs > this.now()) continue;
      await rm(path, { recursive: true, force: true });
      removed += 1;
    }
    return removed;
  }

  startSweeping(everyMs: number): void {
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
