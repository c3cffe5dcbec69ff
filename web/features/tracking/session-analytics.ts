import type { SplitEvaluationEvent } from '../../../shared/flags';
import { type AnalyticsQueue, createAnalyticsQueue } from '../../../shared/tracking';

/**
 * The session-analytics tool (session recorder) as the shop sees it: whatever vendor script is
 * configured exposes `window.shopSessionRecorder.event(name, properties)` once it has loaded
 * (its adapter is part of that script's integration). Until then events wait in the queue.
 */
export interface SessionRecorder {
  event(name: string, properties: Record<string, unknown>): void;
}

export interface SessionRecorderWindow {
  shopSessionRecorder?: SessionRecorder;
}

export type SessionAnalyticsQueue = AnalyticsQueue<SplitEvaluationEvent>;

export function sessionRecorderSink(win: SessionRecorderWindow) {
  return (): ((event: SplitEvaluationEvent) => void) | null => {
    const recorder = win.shopSessionRecorder;
    if (!recorder || typeof recorder.event !== 'function') return null;
    return ({ event, ...properties }) => recorder.event(event, properties);
  };
}

let queue: SessionAnalyticsQueue | null = null;

/** The page's session-analytics queue (browser only); consent starts unknown. */
export function sessionAnalytics(): SessionAnalyticsQueue {
  queue ??= createAnalyticsQueue<SplitEvaluationEvent>({
    consent: 'unknown',
    findSink: sessionRecorderSink(globalThis as SessionRecorderWindow),
  });
  return queue;
}
