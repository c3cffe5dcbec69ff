/**
 * Work that must not hold up an answer: mails, so that an answer takes as long whether or not an
 * account exists (no enumeration by timing). Failures are logged; close() waits for what runs.
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  idle(): Promise<void>;
}

export function createBackground(log: {
  error(message: string, detail?: Record<string, unknown>): void;
}): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error(`${name} failed`, { err: error }))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
