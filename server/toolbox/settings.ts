/** The toolbox's limits, from the server settings (README "Toolbox"); tests pass smaller ones. */
import { availableParallelism } from 'node:os';

export interface ToolboxSettings {
  /** Where uploads and results live while they may be downloaded; emptied at start. */
  dir: string;
  /** Largest single upload. */
  maxFileBytes: number;
  /** Most images in one PDF. */
  maxFiles: number;
  /** Decompression-bomb guard: the most pixels an image may declare. */
  maxPixels: number;
  /** How long results stay downloadable. */
  ttlMs: number;
  /** Worker threads doing the image work. */
  workers: number;
  /** Jobs that may wait for a worker before the toolbox answers 503. */
  maxQueued: number;
  /** Uploads one address may have in progress at once. */
  uploadsPerIp: number;
  /** Image work per client (IPv4 address or IPv6 /64) and window: pixels decoded, worker time (work-budget.ts). */
  workBudget: { pixels: number; workMs: number; windowMs: number };
  /** A single job is stopped after this many seconds of image work (422 too_slow). */
  jobTimeoutSeconds: number;
}

export function defaultToolboxSettings(dir: string): ToolboxSettings {
  return {
    dir,
    maxFileBytes: 30 * 1024 * 1024,
    maxFiles: 20,
    maxPixels: 100_000_000,
    ttlMs: 15 * 60_000,
    // One core stays free for requests; libvips runs one thread per worker (worker.ts).
    workers: Math.max(1, Math.min(4, availableParallelism() - 1)),
    maxQueued: 24,
    uploadsPerIp: 2,
    // Ten full-size 100 MP conversions' worth of pixels, or two minutes of a worker, per 10 minutes:
    // a shopper converting a holiday's photos never meets it; one client cannot hold a worker.
    workBudget: { pixels: 1_000_000_000, workMs: 120_000, windowMs: 10 * 60_000 },
    // A 24 MP photo converts in about 2 s on one core; 20 s is ten times that.
    jobTimeoutSeconds: 20,
  };
}
