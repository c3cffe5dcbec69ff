import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { healthRoutes } from './health';
import { createLifecycle } from './lifecycle';

describe('readiness checks', () => {
  const appWith = async (checks: Record<string, () => Promise<void>>) => {
    const app = Fastify({ logger: false });
    await app.register(healthRoutes, { lifecycle: createLifecycle(), checks, timeoutMs: 200 });
    return app;
  };

  it('answers 503 naming the check that failed (not its error text), and the one that did not answer in time', async () => {
    const app = await appWith({
      database: async () => {
        throw new Error('Failed query: select 1 from "customers" where "email" = $1');
      },
      cms: () => new Promise(() => undefined),
      other: async () => undefined,
    });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: {
        database: 'failed',
        cms: 'failed: no answer within 200 ms',
        other: 'ok',
      },
    });
    expect(response.body).not.toContain('select');
    // Liveness does not depend on them: restarting would not bring the database back.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('the shop', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it('is live and ready: its database and its CMS answer', async () => {
    const live = await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost' } });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz', headers: { host: '127.0.0.1:3001' } });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', cms: 'ok' } });
    expect(ready.statusCode).toBe(200);
  });
});
