import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsQueue, type Timers } from './analytics-queue';

function fakeTimers() {
  let now = 0;
  const intervals = new Map<number, { callback: () => void; ms: number; next: number }>();
  let id = 0;
  const timers: Timers = {
    setInterval(callback, ms) {
      id += 1;
      intervals.set(id, { callback, ms, next: now + ms });
      return id;
    },
    clearInterval(handle) {
      intervals.delete(handle as number);
    },
    now: () => now,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...intervals.entries()]
        .filter(([, t]) => t.next <= end)
        .sort((a, b) => a[1].next - b[1].next)[0];
      if (!due) break;
      now = due[1].next;
      due[1].next += due[1].ms;
      due[1].callback();
    }
    now = end;
  };
  return { timers, advance, active: () => intervals.size };
}

describe('analytics queue (consent-gated, SPEC 4 and 9)', () => {
  it('sends nothing before consent, then everything once granted', () => {
    const sink = vi.fn();
    const queue = createAnalyticsQueue<number>({ consent: 'unknown', findSink: () => sink });
    expect(queue.push(1)).toBe(true);
    expect(queue.push(2)).toBe(true);
    expect(sink).not.toHaveBeenCalled();
    expect(queue.size).toBe(2);
    queue.setConsent('granted');
    expect(sink.mock.calls).toEqual([[1], [2]]);
    queue.push(3);
    expect(sink).toHaveBeenLastCalledWith(3);
    expect(queue.size).toBe(0);
  });

  it('clears the queue and drops everything once declined', () => {
    const sink = vi.fn();
    const queue = createAnalyticsQueue<number>({ consent: 'unknown', findSink: () => sink });
    queue.push(1);
    queue.setConsent('declined');
    expect(queue.size).toBe(0);
    expect(queue.push(2)).toBe(false);
    expect(sink).not.toHaveBeenCalled();
  });

  it('keeps at most 500 events, dropping the oldest', () => {
    const queue = createAnalyticsQueue<number>({ consent: 'unknown', findSink: () => null });
    for (let i = 0; i < 510; i++) queue.push(i);
    expect(queue.size).toBe(500);
    const sink = vi.fn();
    const ready = createAnalyticsQueue<number>({ consent: 'unknown', findSink: () => sink, maxSize: 3 });
    for (const n of [1, 2, 3, 4]) ready.push(n);
    ready.setConsent('granted');
    expect(sink.mock.calls.flat()).toEqual([2, 3, 4]);
  });

  it('polls for the session recorder every 2 s for up to 60 s', () => {
    const { timers, advance, active } = fakeTimers();
    let sink: ((n: number) => void) | null = null;
    const received: number[] = [];
    const queue = createAnalyticsQueue<number>({ consent: 'granted', findSink: () => sink, timers });
    queue.push(1);
    expect(active()).toBe(1);
    advance(4_000);
    expect(received).toEqual([]);
    sink = (n) => received.push(n);
    advance(2_000);
    expect(received).toEqual([1]);
    expect(active()).toBe(0);
  });

  it('gives up after 60 s without the recorder and keeps nothing', () => {
    const { timers, advance, active } = fakeTimers();
    const queue = createAnalyticsQueue<number>({ consent: 'granted', findSink: () => null, timers });
    queue.push(1);
    advance(58_000);
    expect(queue.size).toBe(1);
    advance(2_000);
    expect(active()).toBe(0);
    expect(queue.size).toBe(0);
    expect(queue.push(2)).toBe(false);
  });

  it('stops polling when consent is declined meanwhile, and survives a throwing sink', () => {
    const { timers, advance, active } = fakeTimers();
    const queue = createAnalyticsQueue<number>({ consent: 'granted', findSink: () => null, timers });
    queue.push(1);
    queue.setConsent('declined');
    expect(active()).toBe(0);
    advance(10_000);
    const onError = vi.fn();
    const throwing = createAnalyticsQueue<number>({
      consent: 'granted',
      findSink: () => () => {
        throw new Error('tool broke');
      },
      onError,
    });
    expect(throwing.push(1)).toBe(true);
    expect(onError).toHaveBeenCalledOnce();
    throwing.dispose();
  });
});
