/**
 * Clean-up on a schedule (every instance may run it; each step is idempotent):
 * - abandoned anonymous baskets (untouched for BASKET_KEEP_DAYS) are deleted with their lines;
 * - orphaned uploads are deleted with their files: a photo older than DESIGN_UPLOAD_KEEP_HOURS that
 *   no basket line uses and no order still waits to print from (its basket may be gone already);
 * - files in the upload folder that no row knows (a crash between writing and recording) and
 *   leftover temporary folders older than an hour.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { baskets, designUploads } from '../db/schema';
import type { Database } from '../db/types';

export interface CleanupOptions {
  db: Database;
  uploadsDir: string;
  basketKeepMs: number;
  uploadKeepMs: number;
  now?: () => number;
}

export interface CleanupResult {
  baskets: number;
  uploads: number;
  strayFiles: number;
}

export async function cleanUp(options: CleanupOptions): Promise<CleanupResult> {
  const now = options.now?.() ?? Date.now();
  const { db } = options;
  const abandoned = await db
    .delete(baskets)
    .where(and(isNull(baskets.customerId), lt(baskets.updatedAt, new Date(now - options.basketKeepMs))))
    .returning({ id: baskets.id });

  const orphans = await db
    .select({ id: designUploads.id, fileName: designUploads.fileName })
    .from(designUploads)
    .where(
      and(
        lt(designUploads.createdAt, new Date(now - options.uploadKeepMs)),
        sql`not exists (select 1 from basket_items b where b.design->'photos' @> jsonb_build_array(jsonb_build_object('uploadId', ${designUploads.id}::text)))`,
        sql`not exists (select 1 from order_items o where o.print_status = 'pending' and o.design->'photos' @> jsonb_build_array(jsonb_build_object('uploadId', ${designUploads.id}::text)))`,
      ),
    );
  for (const orphan of orphans) {
    await db.delete(designUploads).where(eq(designUploads.id, orphan.id));
    await rm(join(options.uploadsDir, orphan.fileName), { force: true });
    await rm(join(options.uploadsDir, `${orphan.id}.preview.webp`), { force: true });
  }

  // Files no row knows: written, then the process died before the row was stored.
  let strayFiles = 0;
  const known = new Set((await db.select({ id: designUploads.id }).from(designUploads)).map((r) => r.id));
  const entries = await readdir(options.uploadsDir).catch(() => [] as string[]);
  for (const name of entries) {
    const path = join(options.uploadsDir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info || now - info.mtimeMs < 60 * 60_000) continue;
    const id = name.slice(0, 36);
    if (name.startsWith('tmp-') || !known.has(id)) {
      await rm(path, { recursive: true, force: true });
      strayFiles += 1;
    }
  }
  return { baskets: abandoned.length, uploads: orphans.length, strayFiles };
}
