/**
 * One table of the seed and the rows it should hold. Its own module so the seed's index and the
 * table modules it lists both import it without importing each other.
 */
import type { PgTable } from 'drizzle-orm/pg-core';

export interface SeedTable<T extends PgTable = PgTable> {
  table: T;
  rows: () => T['$inferInsert'][];
}

/** Rows are checked against their own table here; the list then holds them all under one type. */
export const seedTable = <T extends PgTable>(table: T, rows: () => T['$inferInsert'][]): SeedTable =>
  ({
    table,
    rows,
  }) as unknown as SeedTable;
