/**
 * Issue 36: the catalogue keeps serving its last snapshot while the database is away, so pages with
 * prices render through an outage; the first load still fails loudly, and the snapshot renews once
 * the database answers again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { createCatalogueService } from './catalogue-service';

describe('the catalogue during a database outage', () => {
  let database: TestDatabase;
  let up = true;
  /** The database as the service sees it: every query fails like a stopped server while !up. */
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = new Proxy(database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (!up)
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          return value.apply(target, args);
        };
      },
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('serves the last snapshot when a reload fails, and fails without one', async () => {
    up = false;
    const cold = createCatalogueService(db, { ttlMs: 0 });
    await expect(cold.snapshot()).rejects.toThrow(/ECONNREFUSED/);

    up = true;
    const service = createCatalogueService(db, { ttlMs: 0 });
    const first = await service.snapshot();
    up = false;
    // The TTL (0) has run out: a reload is due, fails, and the last snapshot serves.
    expect(await service.snapshot()).toBe(first);
    expect(await service.snapshot()).toBe(first);
    up = true;
    service.invalidate();
    expect(await service.snapshot()).not.toBe(first);
  });
});
