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
  /**
   * Migrations this start applied (0: the schema was current, e.g. another instance migrated it);
   * the start-up log line says it (issue 36 item 7).
   */
  migrationsApplied: number;
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
    let migrationsApplied = 0;
    if (options.migrate !== false) {
      const before = await appliedMigrations((text) => client.query(text));
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      migrationsApplied = (await appliedMigrations((text) => client.query(text))) - before;
    }
    const seedReport = options.seed === false ? undefined : await seedDatabase(db);
    return { db, driver: 'pglite', seedReport, migrationsApplied, close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/** Rows in drizzle's migration journal; 0 before the first migration made it. */
async function appliedMigrations(query: (text: string) => Promise<unknown>): Promise<number> {
  try {
    const result = (await query('select count(*)::int as n from drizzle.__drizzle_migrations')) as {
      rows: Array<{ n: number }>;
    };
    return Number(result.rows[0]?.n ?? 0);
  } catch {
    return 0;
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
    let migrationsApplied = 0;
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const locked = drizzlePg(client, { schema });
      const before = await appliedMigrations((text) => client.query(text));
      await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
      migrationsApplied = (await appliedMigrations((text) => client.query(text))) - before;
      if (options.seed !== false) seedReport = await seedDatabase(locked);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema });
    return { db, driver: 'postgres', seedReport, migrationsApplied, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/** The start-up log line: whether this instance migrated and seeded, or found both done. */
export function describeDatabaseStart(
  database: Pick<OpenDatabase, 'migrationsApplied' | 'seedReport'>,
): string {
  const migrated =
    database.migrationsApplied > 0
      ? `this instance migrated the database (${database.migrationsApplied} migrations)`
      : 'the schema was current (no migration run by this instance)';
  const seeded =
    database.seedReport === undefined
      ? 'seeding off'
      : database.seedReport.total > 0
        ? `seeded ${database.seedReport.total} rows`
        : 'seed data already in place';
  return `database ready: ${migrated}, ${seeded}`;
}
