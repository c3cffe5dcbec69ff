import type { OpenDatabase } from './open-database';

/** What tests get from openTestDatabase(), whichever server holds it (PGlite or PostgreSQL). */
export interface TestDatabase extends OpenDatabase {
  /** A pristine copy of this database as it is now; close it too. */
  clone(): Promise<TestDatabase>;
  /** Every query waits `ms` before it is sent (timing tests); returns the undo. */
  delayQueries(ms: number): () => void;
  /**
   * The same database as a second shop instance sees it: a pool of its own on PostgreSQL; on
   * PGlite, which has one connection, this one again (closing it leaves this one open).
   */
  secondConnection(): OpenDatabase;
}
