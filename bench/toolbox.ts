/**
 * The photo toolbox: a 12-megapixel JPEG converted to WebP through the shop's endpoint (upload,
 * worker thread, result on disk), one at a time and two at a time (the per-address limit); and
 * the peak memory one conversion takes, measured in this process on the worker's own code.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import run from '../server/toolbox/worker';

export interface ToolboxFigures {
  sourceBytes: number;
  sequentialPerSecond: number;
  sequentialP50Ms: number;
  parallelPerSecond: number;
  peakMemoryMiB: number;
  failures: number;
}

/** 4000 x 3000 px with detail all over, so the encoders work as on a real photo. */
async function twelveMegapixelJpeg(path: string): Promise<void> {
  await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6b8e9f',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 88 })
    .toFile(path);
}

async function convertOnce(origin: string, data: Buffer): Promise<boolean> {
  const body = new FormData();
  body.append('format', 'webp');
  body.append('quality', '82');
  body.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'bench.jpg');
  const response = await fetch(`${origin}/web-api/toolbox-convert-file`, { method: 'POST', body });
  await response.arrayBuffer();
  return response.ok;
}

/** Conversions over `seconds` with `lanes` requests in flight. */
async function throughput(origin: string, data: Buffer, seconds: number, lanes: number) {
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        if (await convertOnce(origin, data)) times.push(performance.now() - start);
        else failures += 1;
      }
    }),
  );
  return { perSecond: times.length / seconds, times, failures };
}

/** The highest RSS above the resting level while one conversion runs, over a few runs (median). */
async function peakMemory(dir: string, input: string, runs: number): Promise<number> {
  const peaks: number[] = [];
  for (let i = 0; i < runs; i++) {
    global.gc?.();
    const resting = process.memoryUsage.rss();
    let peak = resting;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 2);
    await run({
      kind: 'convert',
      input,
      output: join(dir, `out-${i}.webp`),
      preview: join(dir, `preview-${i}.jpg`),
      maxPixels: 100_000_000,
      format: 'webp',
      quality: 82,
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    peaks.push(peak - resting);
  }
  peaks.sort((a, b) => a - b);
  return (peaks[Math.floor(peaks.length / 2)] ?? 0) / (1024 * 1024);
}

export async function benchToolbox(origin: string, seconds: number): Promise<ToolboxFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-toolbox-'));
  try {
    const input = join(dir, 'source-12mp.jpg');
    await twelveMegapixelJpeg(input);
    const data = await readFile(input);
    await convertOnce(origin, data); // warm: worker thread started, libvips loaded
    const sequential = await throughput(origin, data, seconds, 1);
    const parallel = await throughput(origin, data, seconds, 2);
    const sorted = [...sequential.times].sort((a, b) => a - b);
    return {
      sourceBytes: data.length,
      sequentialPerSecond: sequential.perSecond,
      sequentialP50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
      parallelPerSecond: parallel.perSecond,
      peakMemoryMiB: await peakMemory(dir, input, 3),
      failures: sequential.failures + parallel.failures,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
