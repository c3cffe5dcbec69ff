import { describe, expect, it } from 'vitest';
import { JobLimiter, QueueFullError } from './job-limiter';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('JobLimiter', () => {
  it('never runs more than its concurrency at once', async () => {
    const limiter = new JobLimiter(2, 10);
    let active = 0;
    let peak = 0;
    const job = async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
    };
    await Promise.all(Array.from({ length: 8 }, () => limiter.run(job)));
    expect(peak).toBe(2);
    expect(limiter.running).toBe(0);
    expect(limiter.queued).toBe(0);
  });

  it('rejects when the queue is full, and recovers', async () => {
    const limiter = new JobLimiter(1, 1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    expect(await limiter.run(async () => 'later')).toBe('later');
  });

  it('frees the slot when a job fails', async () => {
    const limiter = new JobLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 1)).toBe(1);
  });

  it('refuses nonsense limits', () => {
    expect(() => new JobLimiter(0, 1)).toThrow(RangeError);
    expect(() => new JobLimiter(1, -1)).toThrow(RangeError);
  });
});
