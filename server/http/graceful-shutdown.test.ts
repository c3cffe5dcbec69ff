import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { shutDown } from './graceful-shutdown';
import { healthRoutes } from './health';
import { closeConnectionsWhileDraining, createLifecycle } from './lifecycle';

const silent = { info: () => undefined, error: () => undefined };

/** An app with readiness and a request that runs until `finish()` is called. */
async function drainableApp() {
  const lifecycle = createLifecycle();
  const app = Fastify({ logger: false });
  closeConnectionsWhileDraining(app, lifecycle);
  await app.register(healthRoutes, { lifecycle, checks: {} });
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started: () => void = () => undefined;
  const slowStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get('/slow', async () => {
    started();
    await finished;
    return { done: true };
  });
  app.get('/fast', async () => ({ fast: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, lifecycle, port, finish, slowStarted };
}

/** A plain GET on a connection of its own; rejects when the connection is refused. */
function get(port: number, path: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          ...(res.headers.connection ? { connection: res.headers.connection } : {}),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('drains (readiness 503, connections closed after each answer), finishes requests in flight, then exits 0', async () => {
    const { app, lifecycle, port, finish, slowStarted } = await drainableApp();
    expect((await get(port, '/readyz')).status).toBe(200);
    const inFlight = get(port, '/slow');
    await slowStarted;
    const exits: number[] = [];
    const done = shutDown(
      app,
      { lifecycle, drainDelayMs: 300, timeoutMs: 5_000, log: silent, exit: (c) => exits.push(c) },
      'SIGTERM',
    );
    // During the drain delay: still serving, but not ready, and each connection ends after its answer.
    const ready = await get(port, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    const served = await get(port, '/fast');
    expect(served.status).toBe(200);
    expect(served.connection).toBe('close');
    // After the delay the listener closes: new connections are refused...
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    // ...while the request in flight still gets its whole answer.
    expect(exits).toEqual([]);
    finish();
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(JSON.parse(slow.body)).toEqual({ done: true });
    expect(await done).toBe(0);
    expect(exits).toEqual([0]);
  });

  it('exits 1 when requests in flight outlast the timeout', async () => {
    const { app, lifecycle, port, finish, slowStarted } = await drainableApp();
    const inFlight = get(port, '/slow').catch(() => undefined);
    await slowStarted;
    const exits: number[] = [];
    void shutDown(
      app,
      { lifecycle, drainDelayMs: 0, timeoutMs: 1_000, log: silent, exit: (c) => exits.push(c) },
      'SIGTERM',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(exits).toEqual([1]);
    finish();
    await inFlight;
  });
});
