/**
 * Seeded databases for tests. Migrating and seeding a PGlite takes seconds and ~750 MB, so it
 * happens once: the seeded data directory is dumped to a file keyed by a hash of the migrations
 * and the seed rows, and every test file loads its own copy from that dump (~0.4 s). A file that
 * needs a second pristine copy clones its own with `clone()`.
 *
 * With TEST_DATABASE_URL set, the same tests run on that PostgreSQL server instead
 * (testing-postgres.ts): one template database, and a copy of it per test file.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { MIGRATIONS_FOLDER, preparePglite } from './open-database';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import * as schema from './schema';
import { SEED_TABLES } from './seed';
import type { TestDatabase } from './test-database';
import { openPostgresTestDatabase } from './testing-postgres';

export type { TestDatabase } from './test-database';

export interface PgliteTestDatabase extends TestDatabase {
  client: PGlite;
}

const CACHE_DIR = join(tmpdir(), 'photo-shop-test-db');
const LOCK_STALE_MS = 120_000;

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true }))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(join(MIGRATIONS_FOLDER, file)));
  for (const { rows } of SEED_TABLES) hash.update(JSON.stringify(rows()));
  // A new PGlite may not read an older one's data directory, so its version is part of the key.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version?: string;
  };
  hash.update(pglite.version ?? '');
  return hash.digest('hex').slice(0, 24);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function buildTemplate(file: string): Promise<void> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await preparePglite(client, { seed: true });
  try {
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    // Renaming is atomic, so a reader never sees half a dump.
    await rename(partial, file);
  } finally {
    await database.close();
  }
}

/** Builds the dump once across all test processes: one builds under a lock file while others wait. */
async function templateFile(): Promise<string> {
  const key = await templateKey();
  const file = join(CACHE_DIR, `${key}.tar`);
  if (await exists(file)) return file;
  await mkdir(CACHE_DIR, { recursive: true });
  const lock = join(CACHE_DIR, `${key}.lock`);
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (await exists(file)) return file;
    const handle = await open(lock, 'wx').catch(() => undefined);
    if (handle) {
      try {
        await buildTemplate(file);
        for (const old of await readdir(CACHE_DIR)) {
          if (!old.startsWith(key)) await rm(join(CACHE_DIR, old), { force: true });
        }
        return file;
      } finally {
        await handle.close();
        await rm(lock, { force: true });
      }
    }
    const age = await stat(lock).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > LOCK_STALE_MS) await rm(lock, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for the test database template ${file}`);
}

function wrap(client: PGlite): PgliteTestDatabase {
  const db = drizzle(client, { schema });
  return {
    db,
    client,
    driver: 'pglite',
    seedReport: undefined,
    migrationsApplied: 0,
    close: () => client.close(),
    clone: async () => wrap((await client.clone()) as PGlite),
    secondConnection: () => ({
      db,
      driver: 'pglite',
      seedReport: undefined,
      migrationsApplied: 0,
      close: async () => undefined,
    }),
    delayQueries(ms) {
      const query = client.query.bind(client);
      client.query = (async (...args: Parameters<typeof query>) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return query(...args);
      }) as typeof client.query;
      return () => {
        client.query = query;
      };
    },
  };
}

/** The PostgreSQL server the tests run on instead of PGlite, when one is set (README "PostgreSQL"). */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/**
 * A migrated, seeded database of its own: in memory (PGlite), or a database of its own on the
 * server of TEST_DATABASE_URL. Close it in afterAll.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url) return openPostgresTestDatabase(url, await templateKey());
  const file = await templateFile();
  const client = new PGlite({ loadDataDir: new Blob([await readFile(file)]), extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return wrap(client);
}

/** An empty in-memory PGlite, not migrated: for tests of the migrations themselves. */
export async function openEmptyDatabase(): Promise<PgliteTestDatabase> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return wrap(client);
}
