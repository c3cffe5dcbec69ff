/**
 * The PostgreSQL extensions the migrations create, as PGlite needs them handed in: every PGlite the
 * shop or its tests open passes these, so `create extension pg_trgm` (migration 0008, site search)
 * works on the embedded database as on PostgreSQL.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
