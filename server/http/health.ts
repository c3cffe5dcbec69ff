/**
 * Liveness and readiness for balancers and orchestrators (deploy/nginx, docs/adr/0006):
 * - GET /healthz: the process serves requests. Cheap, touches nothing; restart the instance when it fails.
 * - GET /readyz: this instance can answer shoppers now: the database answers and the CMS gives the
 *   brand's global story (from the content cache when the CMS itself is slow). 503 while draining
 *   for shutdown, so traffic moves away before the listener closes.
 * Both answer JSON, never cached, and log only at warn: probes every few seconds would drown the log.
 * A failed check answers only `failed` (issue 36: the database's error text named the SQL); what
 * went wrong is logged once when a check turns from ok to failed (or its reason changes).
 * Probes belong on each instance directly (deploy/nginx/shop.conf never lets a 503 from /readyz take
 * an instance out of its pool): a database outage fails every instance's readiness at once.
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

type CheckResult = 'ok' | 'failed' | `failed: no answer within ${number} ms`;

interface CheckOutcome {
  result: CheckResult;
  /** The reason, for the log only. */
  reason?: string;
}

function withTimeout(check: () => Promise<void>, ms: number): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ result: `failed: no answer within ${ms} ms` }), ms);
  });
  const run = check().then(
    (): CheckOutcome => ({ result: 'ok' }),
    (error: unknown): CheckOutcome => ({
      result: 'failed',
      reason: error instanceof Error ? error.message : String(error),
    }),
  );
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const quiet = { logLevel: 'warn' as const };
  const lastReason = new Map<string, string>();
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
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]?.result]));
    names.forEach((name, i) => {
      const outcome = results[i];
      const reason = outcome?.result === 'ok' ? 'ok' : (outcome?.reason ?? outcome?.result ?? 'failed');
      if (lastReason.get(name) !== reason && reason !== 'ok') {
        app.log.warn({ check: name, reason }, 'readiness check failed');
      }
      lastReason.set(name, reason);
    });
    const ready = results.every((r) => r.result === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
