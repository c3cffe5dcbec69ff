/**
 * Bounds how many sharp jobs run at once and how many may wait. libvips already spreads one job
 * over several threads, so on a two-core server a handful of simultaneous resizes would starve
 * the event loop and every page request with it; a short queue with a hard limit turns overload
 * into quick 503s instead of a growing backlog.
 */
export class QueueFullError extends Error {
  constructor() {
    super('Too many image jobs are waiting.');
  }
}

export class JobLimiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be >= 1');
    if (!Number.isInteger(maxQueued) || maxQueued < 0) throw new RangeError('maxQueued must be >= 0');
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs the job when a slot is free; rejects with QueueFullError when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new QueueFullError();
      // The finishing job hands its slot over directly, so `active` is not decremented for it.
      await new Promise<void>((resume) => this.waiting.push(resume));
    } else {
      this.active += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
