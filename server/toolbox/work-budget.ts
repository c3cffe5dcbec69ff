/**
 * How much image work one client may have the toolbox do (issue 34 item 5). Two jobs at a time
 * per client (ip-slots.ts) did not bound the work: one 12 KB PNG declaring 10,000 x 10,000 pixels
 * kept a worker busy for half a minute. So every client has, per window, a budget of decoded
 * pixels and of worker time; each finished or refused job is charged what it cost (the worker
 * measures it), and once either budget is spent the client gets 429 with Retry-After until its
 * window ends. A single job is also cut off after its time limit (settings.jobTimeoutSeconds).
 *
 * Kept in memory per instance, like the upload slots: the toolbox's work is per instance too.
 */
import type { TaskWork } from './jobs';

export interface WorkBudgetRule {
  /** Pixels decoded per client and window. */
  pixels: number;
  /** Worker milliseconds per client and window. */
  workMs: number;
  windowMs: number;
}

export interface WorkUsage extends TaskWork {
  /** When the client's window began. */
  startedAt: number;
}

export class WorkBudget {
  private readonly used = new Map<string, WorkUsage>();

  constructor(
    readonly rule: WorkBudgetRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** The client's usage in its current window (zero when it has none). */
  usage(client: string): WorkUsage {
    const found = this.used.get(client);
    if (!found || found.startedAt + this.rule.windowMs <= this.now()) {
      return { pixels: 0, ms: 0, startedAt: this.now() };
    }
    return { ...found };
  }

  /** Seconds until the client may start work again; 0 when its budget is not spent. */
  retryAfter(client: string): number {
    const usage = this.usage(client);
    if (usage.pixels < this.rule.pixels && usage.ms < this.rule.workMs) return 0;
    return Math.max(1, Math.ceil((usage.startedAt + this.rule.windowMs - this.now()) / 1000));
  }

  charge(client: string, work: TaskWork): void {
    const usage = this.usage(client);
    this.used.set(client, {
      startedAt: usage.startedAt,
      pixels: usage.pixels + work.pixels,
      ms: usage.ms + work.ms,
    });
    this.prune();
  }

  private prune(): void {
    if (this.used.size < 10_000) return;
    const now = this.now();
    for (const [client, usage] of this.used) {
      if (usage.startedAt + this.rule.windowMs <= now) this.used.delete(client);
    }
  }
}
