import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandling } from '../http/error-handler';
import { databaseErrorCode, isDatabaseUnavailable } from './unavailable';

/** What Drizzle throws: its own error with the SQL, the driver's error as the cause. */
const wrapped = (cause: Error) =>
  Object.assign(
    new Error('Failed query: insert into "rate_limits" values ($1)\nparams: newsletter:ip:10.0.0.1'),
    {
      cause,
    },
  );
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached (issue 36 item 4)', () => {
  it('is told from other failures through the whole cause chain', () => {
    expect(isDatabaseUnavailable(wrapped(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(wrapped(coded('terminating connection due to administrator command', '57P01'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded('the database system is starting up', '57P03')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('connect', 'ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded('duplicate key value', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(databaseErrorCode(wrapped(coded('connect ECONNREFUSED', 'ECONNREFUSED')))).toBe('ECONNREFUSED');
  });

  it('answers 503 with Retry-After in the market language, without the SQL; other errors stay 500', async () => {
    const app = Fastify({ logger: false });
    errorHandling(app);
    app.post('/web-api/down', async () => {
      throw wrapped(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    });
    app.post('/web-api/bug', async () => {
      throw new TypeError('x is undefined');
    });
    const down = await app.inject({
      method: 'POST',
      url: '/web-api/down',
      headers: { host: 'localhost' },
    });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'Das hat gerade nicht geklappt. Bitte versuch es gleich noch einmal.',
      },
    });
    expect(down.body).not.toMatch(/insert|rate_limits|10\.0\.0\.1/);
    const bug = await app.inject({ method: 'POST', url: '/web-api/bug', headers: { host: 'localhost' } });
    expect(bug.statusCode).toBe(500);
    await app.close();
  });
});
