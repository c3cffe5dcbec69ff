import type { ConsentStatus } from './consent';

/** SPEC 9: queues hold at most 500 events; the session recorder is polled every 2 s up to 60 s. */
export const EVENT_QUEUE_SIZE = 500;
export const RECORDER_POLL_MS = 2_000;
export const RECORDER_MAX_WAIT_MS = 60_000;

export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

const defaultTimers: Timers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

export interface AnalyticsQueueOptions<T> {
  consent: ConsentStatus;
  /** The tool's send function once its script has loaded, else null. */
  findSink: () => ((event: T) => void) | null;
  maxSize?: number;
  pollMs?: number;
  maxWaitMs?: number;
  timers?: Timers;
  onError?: (error: unknown) => void;
}

export interface AnalyticsQueue<T> {
  /** Queues or sends an event; false when it was dropped (consent declined). */
  push(event: T): boolean;
  setConsent(status: ConsentStatus): void;
  readonly size: number;
  dispose(): void;
}

/**
 * A queue in front of a third-party analytics tool (the session recorder). Before consent
 * events wait, bounded (the oldest go first); nothing is sent. Granted: they are sent as soon as
 * the tool is there, which is polled for a while. Declined: the queue is cleared and stays empty.
 */
export function createAnalyticsQueue<T>(options: AnalyticsQueueOptions<T>): AnalyticsQueue<T> {
  const maxSize = options.maxSize ?? EVENT_QUEUE_SIZE;
  const pollMs = options.pollMs ?? RECORDER_POLL_MS;
  const maxWaitMs = options.maxWaitMs ?? RECORDER_MAX_WAIT_MS;
  const timers = options.timers ?? defaultTimers;
  let consent = options.consent;
  let queue: T[] = [];
  let poll: unknown = null;
  let pollStarted = 0;
  let gaveUp = false;

  const stopPolling = () => {
    if (poll !== null) timers.clearInterval(poll);
    poll = null;
  };

  const send = (sink: (event: T) => void, event: T) => {
    try {
      sink(event);
    } catch (error) {
      options.onError?.(error);
    }
  };

  /** Sends everything queued if the tool is there; true when it was. */
  const flush = (): boolean => {
    const sink = options.findSink();
    if (!sink) return false;
    const pending = queue;
    queue = [];
    for (const event of pending) send(sink, event);
    return true;
  };

  const startPolling = () => {
    if (poll !== null || gaveUp) return;
    pollStarted = timers.now();
    poll = timers.setInterval(() => {
      if (consent !== 'granted') return stopPolling();
      if (flush()) return stopPolling();
      if (timers.now() - pollStarted >= maxWaitMs) {
        // The tool never came (blocked or not configured): stop waiting and keep nothing.
        gaveUp = true;
        queue = [];
        stopPolling();
      }
    }, pollMs);
  };

  const enqueue = (event: T) => {
    queue.push(event);
    if (queue.length > maxSize) queue.splice(0, queue.length - maxSize);
  };

  return {
    push(event) {
      if (consent === 'declined') return false;
      if (consent === 'unknown') {
        enqueue(event);
        return true;
      }
      const sink = options.findSink();
      if (sink) {
        flush();
        send(sink, event);
        return true;
      }
      if (gaveUp) return false;
      enqueue(event);
      startPolling();
      return true;
    },
    setConsent(status) {
      consent = status;
      if (status === 'declined') {
        queue = [];
        stopPolling();
      } else if (status === 'granted' && queue.length > 0 && !flush()) {
        startPolling();
      }
    },
    get size() {
      return queue.length;
    },
    dispose() {
      queue = [];
      stopPolling();
    },
  };
}
