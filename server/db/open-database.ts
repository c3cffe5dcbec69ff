/**
 * Opens the shop's database: PGlite in DATA_DIR when no DATABASE_URL is set, PostgreSQL otherwise.
 * Migrations always run first; the idempotent seed runs after them unless turned off.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import * as schema from './schema';
import { type SeedReport, seedDatabase } from './seed';
import type { Database } from './types';

export type { Database, Schema } from './types';

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** Default true: the seed only writes rows that differ, so running it at every start is cheap. */
  seed?: boolean;
  /** Told when an idle PostgreSQL connection breaks (a server restart); the pool opens a new one. */
  onConnectionError?: (error: Error) => void;
}

export interface OpenDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** What the start-up seed wrote; undefined when seeding was off. */
  seedReport: SeedReport | undefined;
  /** Always call it: an open PGlite keeps the Node process alive. */
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const dir = join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  return preparePglite(client, options);
}

/** Migrates and seeds an already created PGlite (tests hand in in-memory ones); closes it on failure. */
export async function preparePglite(
  client: PGlite,
  options: Pick<OpenDatabaseOptions, 'seed'> & { migrate?: boolean } = {},
): Promise<OpenDatabase> {
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const seedReport = options.seed === false ? undefined : await seedDatabase(db);
    return { db, driver: 'pglite', seedReport, close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/** Any 64-bit number both sides agree on; it only has to differ from other advisory locks of the database. */
const MIGRATION_LOCK = 7_205_551_013;

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // Without a listener a broken idle connection (the server restarted) would crash the process.
  pool.on('error', (error) => options.onConnectionError?.(error));
  try {
    // Several shop instances may start at once; the lock lets one migrate and seed while the others wait.
    const client = await pool.connect();
    let seedReport: SeedReport | undefined;
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const locked = drizzlePg(client, { schema });
      await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
      if (options.seed !== false) seedReport = await seedDatabase(locked);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema });
    return { db, driver: 'postgres', seedReport, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
