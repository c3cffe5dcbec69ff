/** SPEC 8 logged events of the shop APIs: "error adding voucher" and "error adding accessory". */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { errorHandling } from '../http/error-handler';
import { requestContext } from '../http/request-context';
import { createCatalogueService } from './catalogue-service';
import { catalogueApiPlugin } from './plugin';
import { TEST_NOW } from './testing';

let app: FastifyInstance;
let database: TestDatabase;
const lines: { msg: string; event?: string; status?: number; code?: string }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  errorHandling(app);
  requestContext(app);
  await app.register(catalogueApiPlugin, {
    service: createCatalogueService(database.db, { now: () => TEST_NOW }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  lines.length = 0;
});

const events = (name: string) => lines.filter((l) => l.msg === name);

describe('error adding voucher', () => {
  it('is logged with status and code when a code cannot be used', async () => {
    const response = await app.inject({
      url: '/web-api/voucher?code=NO-SUCH-CODE',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(events('error adding voucher')).toEqual([
      expect.objectContaining({ event: 'error adding voucher', status: 404, code: 'unknown_voucher' }),
    ]);
  });

  it('is logged for bad input too, and never for another API', async () => {
    await app.inject({ url: '/web-api/voucher?code=%3Cx%3E', headers: { host: 'localhost' } });
    expect(events('error adding voucher')).toHaveLength(1);
    await app.inject({ url: '/price-api/prices/article?material=nope', headers: { host: 'localhost' } });
    expect(events('error adding voucher')).toHaveLength(1);
    expect(events('error adding accessory')).toHaveLength(0);
  });
});

describe('error adding accessory', () => {
  it('is logged when an accessory order is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/card-accessory-order',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { items: [{ sku: 'briefumschlag-gibt-es-nicht', quantity: 10 }] },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(events('error adding accessory')).toEqual([
      expect.objectContaining({ event: 'error adding accessory', status: response.statusCode }),
    ]);
  });
});
