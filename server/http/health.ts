/**
 * Liveness and readiness for balancers and orchestrators (deploy/nginx, docs/adr/0006):
 * - GET /healthz: the process serves requests. Cheap, touches nothing; restart the instance when it fails.
 * - GET /readyz: this instance can answer shoppers now: the database answers and the CMS gives the
 *   brand's global story (from the content cache when the CMS itself is slow). 503 while draining
 *   for shutdown, so traffic moves away before the listener closes.
 * Both answer JSON, never cached, and log only at warn: probes every few seconds would drown the log.
 */
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle';

export interface ReadinessChecks {
  [name: string]: () => Promise<void>;
}

export interface HealthOptions {
  lifecycle: Lifecycle;
  checks: ReadinessChecks;
  /** A check that has not answered by then counts as failed. */
  timeoutMs?: number;
}

type CheckResult = 'ok' | `failed: ${string}`;

function withTimeout(check: () => Promise<void>, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(`failed: no answer within ${ms} ms`), ms);
  });
  const run = check().then(
    (): CheckResult => 'ok',
    (error: unknown): CheckResult => `failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    const names = Object.keys(options.checks);
    const results = await Promise.all(
      names.map((name) => withTimeout(options.checks[name] ?? (async () => undefined), timeoutMs)),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const ready = results.every((r) => r === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
