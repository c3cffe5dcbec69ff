/**
 * When the image warm-up runs: once at start, then again each time the published content's
 * version has moved on since the last run (checked every `checkEveryMs`). One run at a time.
 */
export interface WarmSchedule {
  /** The first run; call once the server listens. */
  start(): void;
  stop(): void;
  /** Resolves when no run is going on (tests). */
  idle(): Promise<void>;
}

export function warmSchedule(options: {
  warm: (signal: AbortSignal) => Promise<unknown>;
  contentVersion: () => number | undefined;
  checkEveryMs: number;
  onError?: (error: unknown) => void;
}): WarmSchedule {
  const controller = new AbortController();
  let warmedVersion: number | undefined;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const run = () => {
    if (running || controller.signal.aborted) return;
    running = options
      .warm(controller.signal)
      .then(
        () => undefined,
        (error: unknown) => options.onError?.(error),
      )
      .finally(() => {
        // The pages just rendered read the content at this version.
        warmedVersion = options.contentVersion();
        running = undefined;
      });
  };

  return {
    start() {
      run();
      timer = setInterval(() => {
        const version = options.contentVersion();
        if (version !== undefined && warmedVersion !== undefined && version !== warmedVersion) run();
      }, options.checkEveryMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      controller.abort();
    },
    idle: () => running ?? Promise.resolve(),
  };
}
