/** Column shapes every catalogue table spells the same way. */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, text } from 'drizzle-orm/pg-core';
import { CURRENCIES, type Currency } from '../../../shared/markets';

/** Money is whole cents, so sums and comparisons are exact; the API turns them into major units. */
export const cents = (name: string) => integer(name).notNull();

export const currency = () => text('currency').$type<Currency>().notNull();

export const sortOrder = () => integer('sort_order').notNull().default(0);

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

/** An enum kept as text plus a check, so adding a value is a one-line migration, not an ALTER TYPE. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${quoted(values)})`);
}

export function currencyCheck(table: string, column: AnyPgColumn) {
  return oneOf(`${table}_currency_check`, column, CURRENCIES);
}

export function nonNegative(name: string, ...columns: AnyPgColumn[]) {
  const terms: SQL[] = columns.map((c) => sql`${c} >= 0`);
  return check(name, sql.join(terms, sql` and `));
}

export function positive(name: string, ...columns: AnyPgColumn[]) {
  const terms: SQL[] = columns.map((c) => sql`${c} > 0`);
  return check(name, sql.join(terms, sql` and `));
}
