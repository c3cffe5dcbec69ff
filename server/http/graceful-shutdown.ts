/**
 * Stopping an instance without failing a shopper's request (issue 16): on SIGTERM (or SIGINT)
 * 1. drain: readiness answers 503 and answers close their connections, while requests are still
 *    served for `drainDelayMs`, long enough for an active health check to take the instance out;
 * 2. close: the listener closes (a balancer's new connections are refused and go to another
 *    instance), idle connections are closed, requests in flight finish, and the onClose hooks run
 *    (background mails finish, the database pool ends);
 * 3. exit 0; or exit 1 when all that takes longer than `timeoutMs`. A second signal exits at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle';

export interface ShutdownOptions {
  lifecycle: Lifecycle;
  drainDelayMs: number;
  timeoutMs: number;
  log: { info(detail: object, message: string): void; error(detail: object, message: string): void };
  exit?: (code: number) => void;
}

/** Runs the shutdown; resolves with the exit code it passed to `exit`. */
export async function shutDown(
  app: FastifyInstance,
  options: ShutdownOptions,
  signal: string,
): Promise<number> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const started = Date.now();
  options.lifecycle.startDraining();
  options.log.info({ signal, drainDelayMs: options.drainDelayMs }, 'draining before shutdown');
  const forced = setTimeout(() => {
    options.log.error({ timeoutMs: options.timeoutMs }, 'shutdown took too long: exiting');
    exit(1);
  }, options.timeoutMs);
  forced.unref();
  try {
    await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
    await app.close();
    options.log.info({ ms: Date.now() - started }, 'shut down');
    exit(0);
    return 0;
  } catch (error) {
    options.log.error({ err: error }, 'shutdown failed');
    exit(1);
    return 1;
  } finally {
    clearTimeout(forced);
  }
}

export function onShutdownSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.log.error({ signal }, 'second signal: exiting at once');
      (options.exit ?? process.exit)(1);
      return;
    }
    stopping = true;
    void shutDown(app, options, signal);
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
