/** The worker threads that do the image work (worker.ts), with a bounded queue. */
import Piscina from 'piscina';
import type { TaskResult, ToolboxTask } from './jobs';

export class PoolBusyError extends Error {}

export interface ToolboxPool {
  run(task: ToolboxTask): Promise<TaskResult>;
  close(): Promise<void>;
  readonly queued: number;
}

export function createToolboxPool(workers: number, maxQueued: number): ToolboxPool {
  const pool = new Piscina<ToolboxTask, TaskResult>({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: workers,
    maxQueue: maxQueued,
    // Idle threads leave, and libvips' memory with them.
    idleTimeout: 30_000,
  });
  return {
    async run(task) {
      if (pool.queueSize >= maxQueued) throw new PoolBusyError('toolbox queue full');
      try {
        return await pool.run(task);
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw new PoolBusyError(error.message);
        throw error;
      }
    },
    close: () => pool.destroy(),
    get queued() {
      return pool.queueSize;
    },
  };
}
