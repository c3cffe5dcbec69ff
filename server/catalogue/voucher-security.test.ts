/**
 * Attack tests of issue 22.12: guessing voucher codes through /web-api/voucher, and what a found
 * code gives away. Five guesses per client address here; VOUCHER_GUESSES is the shop's rule.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { errorHandling } from '../http/error-handler';
import { requestContext } from '../http/request-context';
import { createCatalogueService } from './catalogue-service';
import { catalogueApiPlugin } from './plugin';
import { TEST_NOW } from './testing';

let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const service = createCatalogueService(database.db, {
    ttlMs: Number.POSITIVE_INFINITY,
    now: () => TEST_NOW,
    voucherGuesses: { limit: 5, windowMs: 10 * 60_000 },
  });
  app = Fastify({ logger: false });
  errorHandling(app);
  requestContext(app);
  await app.register(catalogueApiPlugin, { service });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

const check = (code: string, ip: string) =>
  app.inject({
    method: 'GET',
    url: `/web-api/voucher?code=${encodeURIComponent(code)}`,
    headers: { host: 'localhost' },
    remoteAddress: ip,
  });

describe('22.12 voucher guessing', () => {
  it('limits guesses per client address, counting parallel guesses one by one (429 with Retry-After)', async () => {
    const guesser = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => check(`RATEN${String(i).padStart(4, '0')}`, guesser)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(answer.json().error.code).toBe('rate_limited');
    }
    // The guesser gets nothing more, not even a real code's terms...
    expect((await check('WILLKOMMEN10', guesser)).statusCode).toBe(429);
    // ...while another address is not affected.
    expect((await check('RATEN9999', freshIp())).statusCode).toBe(404);
  });

  it('does not count a shopper who checks a current code again and again', async () => {
    const shopper = freshIp();
    for (let i = 0; i < 10; i++) expect((await check('WILLKOMMEN10', shopper)).statusCode).toBe(200);
    expect((await check('VERTIPPT1', shopper)).statusCode).toBe(404);
  });

  it('answers a withdrawn code exactly like an unknown one', async () => {
    const withdrawn = await check('GESPERRT', freshIp());
    const unknown = await check('UNBEKANN', freshIp());
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.statusCode).toBe(unknown.statusCode);
    expect(withdrawn.headers).toEqual(unknown.headers);
    expect(withdrawn.body.replace('GESPERRT', 'CODE')).toBe(unknown.body.replace('UNBEKANN', 'CODE'));
    expect(withdrawn.body).not.toMatch(/percent|50|2099/);
  });

  it('says an expired code has expired, and nothing of its terms', async () => {
    const expired = await check('sommer2023', freshIp());
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({
      code: 'SOMMER2023',
      valid: false,
      problem: 'expired',
      message: 'voucher "SOMMER2023" has expired.',
    });
  });
});
