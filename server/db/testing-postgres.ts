/**
 * Test databases on a real PostgreSQL server (TEST_DATABASE_URL), the counterpart of the PGlite
 * dumps in testing.ts: the migrated, seeded database is built once per key as a template database,
 * and every test file gets its own `CREATE DATABASE … TEMPLATE` copy (a file copy on the server,
 * well under a second), dropped again at close().
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { openDatabase } from './open-database';
import * as schema from './schema';
import type { TestDatabase } from './test-database';

/** Serialises template builds and copies across test processes; any number other locks do not use. */
const TEMPLATE_LOCK = 7_205_551_014;
const PREFIX = 'shop_test';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function databaseExists(admin: Client, name: string): Promise<boolean> {
  const result = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return (result.rowCount ?? 0) > 0;
}

/** Creates the template for `key` unless it exists, dropping templates of other keys. Call under the lock. */
async function ensureTemplate(admin: Client, adminUrl: string, key: string): Promise<string> {
  const template = `${PREFIX}_tpl_${key}`;
  if (await databaseExists(admin, template)) return template;
  await admin.query(`create database ${quote(template)}`);
  try {
    const built = await openDatabase({ databaseUrl: urlOf(adminUrl, template), dataDir: '.data/unused' });
    await built.close();
  } catch (error) {
    await admin.query(`drop database if exists ${quote(template)} with (force)`);
    throw error;
  }
  const old = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 and datname <> $2',
    [`${PREFIX}\\_tpl\\_%`, template],
  );
  for (const { datname } of old.rows)
    await admin.query(`drop database if exists ${quote(datname)} with (force)`);
  return template;
}

let copies = 0;

/** A copy of `source` on the same server; nobody may be connected to `source` meanwhile. */
async function copyDatabase(admin: Client, source: string): Promise<string> {
  copies += 1;
  const name = `${PREFIX}_${process.pid}_${copies}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    await admin.query(`create database ${quote(name)} template ${quote(source)}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
  return name;
}

function wrap(adminUrl: string, name: string): TestDatabase {
  const pool = new Pool({ connectionString: urlOf(adminUrl, name), max: 10 });
  // clone() ends this pool's idle connections from outside; a dropped idle client must not crash the run.
  pool.on('error', () => undefined);
  let closed = false;
  return {
    db: drizzle(pool, { schema }),
    driver: 'postgres',
    seedReport: undefined,
    migrationsApplied: 0,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${quote(name)} with (force)`),
      );
    },
    clone: () =>
      withAdmin(adminUrl, async (admin) => {
        // A template must have no other sessions: this pool's idle ones are ended (it opens new ones).
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return wrap(adminUrl, await copyDatabase(admin, name));
      }),
    secondConnection() {
      const second = new Pool({ connectionString: urlOf(adminUrl, name), max: 10 });
      second.on('error', () => undefined);
      return {
        db: drizzle(second, { schema }),
        driver: 'postgres',
        seedReport: undefined,
        migrationsApplied: 0,
        close: () => second.end(),
      };
    },
    delayQueries(ms) {
      const query = pool.query.bind(pool);
      pool.query = (async (...args: Parameters<typeof query>) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return query(...args);
      }) as typeof pool.query;
      return () => {
        pool.query = query;
      };
    },
  };
}

/** A migrated, seeded database of its own on the server at `adminUrl`. */
export async function openPostgresTestDatabase(adminUrl: string, key: string): Promise<TestDatabase> {
  const name = await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    let template: string;
    try {
      template = await ensureTemplate(admin, adminUrl, key);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    return copyDatabase(admin, template);
  });
  const database = wrap(adminUrl, name);
  // Fails here, with the server's message, rather than in the first test.
  await database.db.execute(sql`select 1`);
  return database;
}

/** An empty database of its own on the server (migration tests): its URL, and drop() to remove it. */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${PREFIX}_${process.pid}_empty_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${quote(name)}`));
  return {
    url: urlOf(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        await admin.query(`drop database if exists ${quote(name)} with (force)`);
      }),
  };
}
