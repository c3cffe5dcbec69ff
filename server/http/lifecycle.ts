/**
 * Whether this instance is on its way out. Once draining, readiness fails (the balancer or
 * orchestrator takes the instance out) and every answer closes its connection, so a balancer's
 * kept-alive connections end cleanly after their current request instead of being cut mid-reuse.
 */
import type { FastifyInstance } from 'fastify';

export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/** Registers the connection-closing part; readiness reads `lifecycle.draining` itself. */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}
