import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmSchedule } from './warm-schedule';

afterEach(() => {
  vi.useRealTimers();
});

describe('when the image warm-up runs (issue 22.13)', () => {
  it('runs at start and again only when the content version moves on', async () => {
    vi.useFakeTimers();
    let version: number | undefined = 100;
    const runs: number[] = [];
    const schedule = warmSchedule({
      warm: async () => {
        runs.push(version ?? 0);
      },
      contentVersion: () => version,
      checkEveryMs: 1000,
    });
    schedule.start();
    await schedule.idle();
    expect(runs).toEqual([100]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toEqual([100]);
    version = 101; // content published
    await vi.advanceTimersByTimeAsync(1000);
    await schedule.idle();
    expect(runs).toEqual([100, 101]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([100, 101]);
    schedule.stop();
    version = 102;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([100, 101]);
  });

  it('never runs twice at once, and a failed run is reported and retried on the next change', async () => {
    vi.useFakeTimers();
    let version = 1;
    let release: () => void = () => {};
    let calls = 0;
    const errors: unknown[] = [];
    const schedule = warmSchedule({
      warm: () => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('CMS away'));
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      contentVersion: () => version,
      checkEveryMs: 1000,
      onError: (error) => errors.push(error),
    });
    schedule.start();
    version = 2;
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1);
    release();
    await schedule.idle();
    version = 3;
    await vi.advanceTimersByTimeAsync(1000);
    await schedule.idle();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    schedule.stop();
  });
});
