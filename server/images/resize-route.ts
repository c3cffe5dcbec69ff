/**
 * The embedded stand-in for the CDN's image resizing (DESIGN "What we build"):
 * GET /cdn-cgi/image/{options}/{path}, with {path} looked up in the asset roots, rendered by
 * sharp and kept in a bounded disk cache. Only this route: originals are served elsewhere.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { serializeImageOptions } from '../../shared/images/options';
import { parseImageOptions } from '../../shared/images/parse-options';
import { clientKeyOf } from '../http/client-address';
import { ApiError, sendError } from '../http/errors';
import { DiskCache } from './disk-cache';
import { JobLimiter, QueueFullError } from './job-limiter';
import { snapToLadder } from './ladder';
import { findSource, notFound, RESIZE_PREFIX, splitResizeUrl } from './source-path';
import {
  CONTENT_TYPES,
  formatChoice,
  formatChoiceKey,
  MAX_SOURCE_BYTES,
  type OutputFormat,
  type RenderedImage,
  renderImage,
} from './transform';

export interface ImagesPluginOptions {
  /** Directories searched in order for the source path. */
  assetRoots: string[];
  /** Where renditions are kept; created if missing. */
  cacheDir: string;
  /** Upper bound of the cache directory's size; least recently used files go first. */
  maxCacheBytes: number;
  /** Simultaneous sharp jobs; default one per core (libvips works on its own threads). */
  maxConcurrentJobs?: number;
  /** Jobs allowed to wait for a slot before requests get 503 (a real overload); default 256. */
  maxQueuedJobs?: number;
  /** Cache-Control max-age of renditions; default one year. */
  maxAgeSeconds?: number;
  /** What one client (IPv4 address or IPv6 /64) may ask of the resizer; defaults in DEFAULT_PER_CLIENT. */
  perClient?: PerClientRenditions;
  /** The shop's own warm-up sends this in `x-image-warmup` and is not counted as a client. */
  internalToken?: string;
}

/**
 * Per-client limits on cold renditions, the ones that cost a sharp job (issue 34 item 6): one
 * client asking for hundreds of distinct renditions at once filled the shared queue (503s for
 * everyone) and churned the disk cache. Renditions from the cache and requests that join a job
 * already running cost nothing and are not counted.
 */
export interface PerClientRenditions {
  /** Cold renditions one client may have running or queued at once; more get 429. */
  inFlight: number;
  /** Cold renditions one client may start per window; more get 429 until the window ends. */
  cold: { limit: number; windowMs: number };
}

export const DEFAULT_PER_CLIENT: PerClientRenditions = {
  // A browser opens 6 connections per host; a crawler with 8 stays within it.
  inFlight: 8,
  // A page names at most a few dozen images: 600 new renditions in 10 minutes is a crawl of the
  // whole shop on a cold cache, not a shopper, and about 30 MB of cache a client can fill.
  cold: { limit: 600, windowMs: 10 * 60_000 },
};

const ONE_YEAR = 365 * 24 * 60 * 60;

const EXTENSIONS: Readonly<Record<OutputFormat, string>> = { webp: 'webp', png: 'png', jpeg: 'jpg' };

function formatOfExtension(extension: string): OutputFormat | undefined {
  for (const [format, ext] of Object.entries(EXTENSIONS)) {
    if (ext === extension) return format as OutputFormat;
  }
  return undefined;
}

const tooMany = (seconds: number) =>
  new ApiError(
    429,
    'rate_limited',
    'Too many new image renditions from this client; try again later.',
    undefined,
    { 'retry-after': String(seconds) },
  );

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // If-None-Match uses weak comparison.
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export const imagesPlugin: FastifyPluginAsync<ImagesPluginOptions> = async (app, opts) => {
  const roots = [...opts.assetRoots];
  const cache = await DiskCache.open(opts.cacheDir, opts.maxCacheBytes);
  const limiter = new JobLimiter(
    opts.maxConcurrentJobs ?? Math.max(1, availableParallelism()),
    opts.maxQueuedJobs ?? 256,
  );
  const cacheControl = `public, max-age=${opts.maxAgeSeconds ?? ONE_YEAR}`;
  const perClient = opts.perClient ?? DEFAULT_PER_CLIENT;
  const running = new Map<string, number>();
  const windows = new Map<string, { startedAt: number; count: number }>();

  /** Counts a cold rendition for its client, or refuses it with 429 and Retry-After. */
  function admitCold(request: FastifyRequest): (() => void) | undefined {
    if (opts.internalToken && request.headers['x-image-warmup'] === opts.internalToken) return undefined;
    const client = clientKeyOf(request);
    const now = Date.now();
    if ((running.get(client) ?? 0) >= perClient.inFlight) throw tooMany(1);
    let window = windows.get(client);
    if (!window || window.startedAt + perClient.cold.windowMs <= now) {
      window = { startedAt: now, count: 0 };
      windows.set(client, window);
      if (windows.size > 10_000) {
        for (const [key, w] of windows) if (w.startedAt + perClient.cold.windowMs <= now) windows.delete(key);
      }
    }
    if (window.count >= perClient.cold.limit) {
      throw tooMany(Math.max(1, Math.ceil((window.startedAt + perClient.cold.windowMs - now) / 1000)));
    }
    window.count += 1;
    running.set(client, (running.get(client) ?? 0) + 1);
    return () => {
      const left = (running.get(client) ?? 1) - 1;
      if (left <= 0) running.delete(client);
      else running.set(client, left);
    };
  }
  // Concurrent requests for one rendition share one sharp job instead of queueing duplicates.
  const inFlight = new Map<string, Promise<{ data: Buffer; format: OutputFormat }>>();

  async function produce(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const parts = splitResizeUrl(request.url);
    const parsed = parseImageOptions(parts.options);
    if (!parsed.ok) throw new ApiError(400, 'invalid_image_options', parsed.message, parsed.fields);
    // Rendered and cached as the next rendition on the pages' ladder (ladder.ts): bounded cache keys.
    const options = snapToLadder(parsed.options);
    const source = await findSource(roots, parts.segments);
    if (source.size > MAX_SOURCE_BYTES) {
      throw new ApiError(415, 'unsupported_image', 'The source image is too large to resize.');
    }

    const choice = formatChoice(options.format, request.headers.accept);
    const canonical = serializeImageOptions(options);
    const key = createHash('sha256')
      .update(JSON.stringify([source.file, source.size, source.mtimeMs, canonical, formatChoiceKey(choice)]))
      .digest('hex');
    const etag = `"${key.slice(0, 32)}"`;

    reply
      .header('Cache-Control', cacheControl)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff');
    if (choice.kind === 'auto') reply.header('Vary', 'Accept');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();

    const cached = await cache.get(key);
    const cachedFormat = cached && formatOfExtension(cached.extension);
    if (cached && cachedFormat) {
      return reply.header('X-Image-Cache', 'hit').type(CONTENT_TYPES[cachedFormat]).send(cached.data);
    }

    let job = inFlight.get(key);
    if (!job) {
      const release = admitCold(request);
      job = limiter
        .run(async () => {
          let input: Buffer;
          try {
            input = await readFile(source.file);
          } catch {
            throw notFound();
          }
          let rendered: RenderedImage;
          try {
            rendered = await renderImage(input, options, choice);
          } catch (error) {
            request.log.warn({ err: error, file: source.file }, 'image could not be rendered');
            throw new ApiError(415, 'unsupported_image', 'The source could not be read as an image.');
          }
          try {
            await cache.set(key, EXTENSIONS[rendered.format], rendered.data);
          } catch (error) {
            // A full or read-only disk costs the cache, not the response.
            request.log.warn({ err: error }, 'image cache write failed');
          }
          return { data: rendered.data, format: rendered.format };
        })
        .finally(() => {
          inFlight.delete(key);
          release?.();
        });
      inFlight.set(key, job);
    }
    const result = await job;
    return reply.header('X-Image-Cache', 'miss').type(CONTENT_TYPES[result.format]).send(result.data);
  }

  app.get(`${RESIZE_PREFIX}*`, async (request, reply) => {
    try {
      return await produce(request, reply);
    } catch (error) {
      // Headers meant for a rendition must not make an error response cacheable.
      reply.removeHeader('Cache-Control').removeHeader('ETag').removeHeader('Vary');
      if (error instanceof ApiError) return sendError(reply, error);
      if (error instanceof QueueFullError) {
        reply.header('Retry-After', '1');
        return sendError(reply, new ApiError(503, 'busy', 'The image service is busy; try again shortly.'));
      }
      throw error;
    }
  });
};
