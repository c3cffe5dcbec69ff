import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** Either driver (PGlite or node-postgres) behind one type, so no code depends on which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
