import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabaseStart, MIGRATIONS_FOLDER, openDatabase, preparePglite } from './open-database';
import * as schema from './schema';
import { SEED_TABLES, seedDatabase } from './seed';
import { openEmptyDatabase, openTestDatabase, type TestDatabase, testDatabaseUrl } from './testing';
import { createEmptyPostgresDatabase } from './testing-postgres';

/** Every table the schema declares, sorted by name. */
const schemaTables = () =>
  Object.values(schema)
    .filter(
      (value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
    )
    .map((table) => getTableName(table as Parameters<typeof getTableName>[0]))
    .sort();

/** Both drivers answer execute() with `{ rows }`; the shared Database type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const MIGRATION_COUNT = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length;

async function rowCounts(database: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of SEED_TABLES) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.n ?? -1;
  }
  return counts;
}

// PGlite's own: a run on PostgreSQL (TEST_DATABASE_URL) has its counterparts at the end of the file.
describe.skipIf(testDatabaseUrl())('migrations on PGlite', () => {
  it('create every table of the schema on an empty database', async () => {
    const empty = await openEmptyDatabase();
    try {
      const prepared = await preparePglite(empty.client, { seed: false });
      expect(prepared.seedReport).toBeUndefined();
      const result = await empty.client.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      );
      const tables = result.rows.map((r) => r.table_name).sort();
      expect(schemaTables().length).toBeGreaterThan(40);
      expect(tables).toEqual(schemaTables());
    } finally {
      await empty.close();
    }
  });
});

describe('seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('fills every seeded table', async () => {
    const counts = await rowCounts(database);
    for (const { table, rows } of SEED_TABLES) {
      expect(counts[getTableName(table)], getTableName(table)).toBe(rows().length);
    }
  });

  it('is idempotent: a second run writes nothing and the row counts stay equal', async () => {
    const before = await rowCounts(database);
    const report = await seedDatabase(database.db);
    expect(report.total).toBe(0);
    expect(await rowCounts(database)).toEqual(before);
  });

  it('puts back a row that was changed or deleted, and only that row', async () => {
    const copy = await database.clone();
    try {
      await copy.db.execute(
        sql`update format_prices set price_current_cents = 1 where material = 'leinwand' and format_id = '300x400' and currency = 'eur'`,
      );
      await copy.db.execute(
        sql`delete from gift_voucher_values where currency = 'gbp' and value_cents = 2500`,
      );
      const report = await seedDatabase(copy.db);
      expect(report.total).toBe(2);
      expect(report.changed).toMatchObject({ format_prices: 1, gift_voucher_values: 1 });
    } finally {
      await copy.close();
    }
  });

  it('rolls back completely when a row breaks a constraint', async () => {
    const copy = await database.clone();
    try {
      await copy.db.execute(sql`delete from voucher_amounts where code = 'WILLKOMMEN10'`);
      await copy.db.execute(sql`delete from campaigns where voucher_code = 'WILLKOMMEN10'`);
      await copy.db.execute(sql`delete from vouchers where code = 'WILLKOMMEN10'`);
      await copy.db.execute(
        sql`alter table vouchers add constraint no_welcome check (code <> 'WILLKOMMEN10')`,
      );
      const before = await rowCounts(copy);
      await expect(seedDatabase(copy.db)).rejects.toThrow();
      expect(await rowCounts(copy)).toEqual(before);
    } finally {
      await copy.close();
    }
  });
});

describe.skipIf(testDatabaseUrl())('openDatabase on PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-db-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps PGlite in DATA_DIR/pglite and reopens it without changes', async () => {
    const first = await openDatabase({ dataDir, seed: false });
    try {
      expect(first.driver).toBe('pglite');
      const [row] = await first.db.select({ n: sql<number>`count(*)::int` }).from(schema.materials);
      expect(row?.n).toBe(0);
    } finally {
      await first.close();
    }
    expect(first.migrationsApplied).toBe(MIGRATION_COUNT);
    const second = await openDatabase({ dataDir });
    try {
      expect(second.seedReport?.total).toBeGreaterThan(1000);
      // Issue 36 item 7: the start-up line tells a migrating start from one that found the schema current.
      expect(second.migrationsApplied).toBe(0);
      expect(describeDatabaseStart(second)).toMatch(/the schema was current.*seeded \d+ rows/);
      expect(describeDatabaseStart(first)).toMatch(
        /this instance migrated the database \(\d+ migrations\), seeding off/,
      );
      const [row] = await second.db.select({ n: sql<number>`count(*)::int` }).from(schema.materials);
      expect(row?.n).toBe(12);
    } finally {
      await second.close();
    }
  }, 60_000);
});

// Runs where a PostgreSQL is at hand: TEST_DATABASE_URL=postgres://… npx vitest run server/db
describe.skipIf(!testDatabaseUrl())('openDatabase on PostgreSQL', () => {
  it('migrates every table of the schema and seeds, twice without changes', async () => {
    const empty = await createEmptyPostgresDatabase(testDatabaseUrl() ?? '');
    try {
      const first = await openDatabase({ databaseUrl: empty.url, dataDir: '.data/unused' });
      try {
        expect(first.driver).toBe('postgres');
        expect(first.seedReport?.total).toBeGreaterThan(1000);
        const result = await first.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public'`,
        );
        expect(
          rowsOf<{ table_name: string }>(result)
            .map((r) => r.table_name)
            .sort(),
        ).toEqual(schemaTables());
      } finally {
        await first.close();
      }
      const second = await openDatabase({ databaseUrl: empty.url, dataDir: '.data/unused' });
      try {
        expect(second.seedReport?.total).toBe(0);
      } finally {
        await second.close();
      }
    } finally {
      await empty.drop();
    }
  }, 60_000);

  it('lets one of several instances starting together migrate and seed, the others wait for it', async () => {
    const empty = await createEmptyPostgresDatabase(testDatabaseUrl() ?? '');
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: empty.url, dataDir: '.data/unused' })),
      );
      try {
        // Without the lock two would run the first migration at once and one would fail on "already exists".
        const totals = opened.map((o) => o.seedReport?.total ?? -1).sort((a, b) => a - b);
        expect(opened.map((o) => o.migrationsApplied).sort()).toEqual([0, 0, MIGRATION_COUNT]);
        expect(totals.slice(0, 2)).toEqual([0, 0]);
        expect(totals[2]).toBeGreaterThan(1000);
        const applied = await opened[0]?.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(rowsOf<{ n: number }>(applied)[0]?.n).toBe(MIGRATION_COUNT);
      } finally {
        await Promise.all(opened.map((o) => o.close()));
      }
    } finally {
      await empty.drop();
    }
  }, 60_000);
});
