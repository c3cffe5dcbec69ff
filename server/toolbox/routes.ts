/**
 * The toolbox endpoints of SPEC 7, thin: read the upload, hand the work to the pool, answer with
 * where the result can be downloaded. Every refusal is a translated 4xx (errors.ts).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unitOf } from '../../shared/markets';
import { advise, formatSize, orientedLike } from '../../shared/print/print-advice';
import { requestMarket } from '../catalogue/request-market';
import { clientKeyOf } from '../http/client-address';
import type { Capabilities } from './capabilities';
import { marketOf, type ToolboxErrorCode, toolboxError, toolboxText } from './errors';
import type { IpSlots } from './ip-slots';
import type { ImageFacts, OutputFormat, TaskResult, ToolboxTask } from './jobs';
import { PoolBusyError, type ToolboxPool } from './pool';
import type { PrintProducts } from './print-products';
import type { ResultStore, StoredResult } from './result-store';
import type { ToolboxSettings } from './settings';
import { readUpload, UploadError, type UploadedFile } from './upload';
import type { WorkBudget } from './work-budget';

export interface ToolboxRouteDeps {
  settings: ToolboxSettings;
  capabilities: Capabilities;
  pool: ToolboxPool;
  store: ResultStore;
  slots: IpSlots;
  budget: WorkBudget;
  printProducts: PrintProducts;
}

const PREFIX = '/web-api';

const quality = z.coerce.number().int().min(1).max(100).default(85);
const convertOptions = z.object({ format: z.string(), quality });
const optimizeOptions = z.object({
  format: z.enum(['jpeg', 'webp', 'png', 'avif']).default('jpeg'),
  maxSide: z.coerce.number().int().min(16).max(20_000).optional(),
  maxKb: z.coerce.number().int().min(10).max(100_000).optional(),
  quality,
});
const pdfOptions = z.object({ page: z.enum(['a4', 'letter']).optional() });
const adviceOptions = z.object({ material: z.string().max(40).optional() });

function baseName(name: string): string {
  const stem = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  // ASCII only in the plain filename parameter; the full name goes in filename*.
  const safe = stem
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe.slice(0, 80) || 'photo';
}

function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  return `${kind}; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The session cookie's value when the request carries one (either name), else undefined. */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  const cookies = request.shop.cookies;
  return cookies['__Host-shop_session'] ?? cookies.shop_session;
}

/**
 * Who a result belongs to (issue 34 item 11): the uploader's session when it had one, else its
 * client (IPv4 address or IPv6 /64). Stored as a hash, so result.json names no cookie.
 */
function ownerOf(request: FastifyRequest): string {
  const session = sessionCookieOf(request);
  return session ? `session:${sha256(session)}` : `client:${sha256(clientKeyOf(request))}`;
}

function ownsResult(request: FastifyRequest, result: StoredResult): boolean {
  const session = sessionCookieOf(request);
  const candidates = [`client:${sha256(clientKeyOf(request))}`];
  if (session) candidates.push(`session:${sha256(session)}`);
  return candidates.includes(result.owner);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const toolboxRoutes: FastifyPluginAsync<ToolboxRouteDeps> = async (app, deps) => {
  const { settings, capabilities, pool, store, slots, budget } = deps;
  const megabytes = String(Math.round(settings.maxFileBytes / (1024 * 1024)));
  const megapixels = String(Math.round(settings.maxPixels / 1_000_000));

  function fail(request: FastifyRequest, code: ToolboxErrorCode, fields?: Record<string, string>): never {
    const values = {
      megabytes,
      megapixels,
      files: String(settings.maxFiles),
      formats: capabilities.reads.join(', '),
    };
    const headers = code === 'too_many_uploads' || code === 'busy' ? { 'retry-after': '5' } : undefined;
    throw toolboxError(request, code, values, {
      ...(fields ? { fields } : {}),
      ...(headers ? { headers } : {}),
    });
  }

  function parse<T extends z.ZodType>(
    request: FastifyRequest,
    schema: T,
    fields: Record<string, string>,
  ): z.infer<T> {
    const parsed = schema.safeParse(fields);
    if (parsed.success) return parsed.data;
    const bad: Record<string, string> = {};
    for (const issue of parsed.error.issues) bad[issue.path.join('.') || '_'] ??= issue.message;
    return fail(request, 'invalid_option', bad);
  }

  /** Every image must be one this server reads, judged by its bytes. */
  function checkKinds(request: FastifyRequest, files: UploadedFile[]): void {
    if (files.length === 0) fail(request, 'no_file');
    for (const file of files) {
      if (file.bytes === 0) fail(request, 'empty_file');
      if (file.kind === 'heic' && !capabilities.heic.read) fail(request, 'heic_unsupported');
      if (file.kind === 'unknown' || file.kind === 'pdf' || !capabilities.reads.includes(file.kind)) {
        fail(request, 'unsupported_type');
      }
    }
  }

  /** Refuses a client whose work budget is spent (429 with Retry-After until its window ends). */
  function checkBudget(request: FastifyRequest, client: string): void {
    const seconds = budget.retryAfter(client);
    if (seconds === 0) return;
    throw toolboxError(
      request,
      'work_budget_spent',
      { minutes: String(Math.max(1, Math.ceil(seconds / 60))) },
      { headers: { 'retry-after': String(seconds) } },
    );
  }

  async function runTask(
    request: FastifyRequest,
    task: ToolboxTask,
  ): Promise<Extract<TaskResult, { ok: true }>> {
    const client = clientKeyOf(request);
    checkBudget(request, client);
    let result: TaskResult;
    try {
      result = await pool.run({ ...task, timeoutSeconds: settings.jobTimeoutSeconds });
    } catch (error) {
      if (error instanceof PoolBusyError) fail(request, 'busy');
      throw error;
    }
    // What the work cost is charged whether it succeeded or was refused (issue 34 item 5).
    if (result.work) budget.charge(client, result.work);
    if (!result.ok) {
      request.log.info({ toolbox: { refused: result.code, detail: result.detail } }, 'toolbox input refused');
      fail(request, result.code);
    }
    return result;
  }

  /**
   * One upload from start to answer: a slot for the client's address, a job folder, the work,
   * and the uploads deleted whatever happened (the folder too if there is no result).
   */
  async function job<T>(
    request: FastifyRequest,
    work: (ctx: {
      id: string;
      dir: string;
      files: UploadedFile[];
      fields: Record<string, string>;
      owner: string;
    }) => Promise<T>,
  ): Promise<T> {
    const ip = clientKeyOf(request);
    if (!slots.take(ip)) fail(request, 'too_many_uploads');
    // Refused before the body is read: a client over its budget uploads nothing.
    try {
      checkBudget(request, ip);
    } catch (error) {
      slots.give(ip);
      throw error;
    }
    let jobId: string | undefined;
    let kept = false;
    try {
      const { id, dir } = await store.newJob();
      jobId = id;
      let upload: Awaited<ReturnType<typeof readUpload>>;
      try {
        upload = await readUpload(request, dir, settings.maxFiles);
      } catch (error) {
        if (error instanceof UploadError) fail(request, error.problem);
        throw error;
      }
      const value = await work({
        id,
        dir,
        files: upload.files,
        fields: upload.fields,
        owner: ownerOf(request),
      });
      kept = true;
      return value;
    } finally {
      slots.give(ip);
      if (jobId && !kept) await store.discard(jobId);
    }
  }

  async function uploadsGone(files: UploadedFile[]): Promise<void> {
    await Promise.all(files.map((f) => rm(f.path, { force: true })));
  }

  function answer(result: StoredResult, facts: ImageFacts[], extra: Record<string, unknown> = {}) {
    return {
      id: result.id,
      filename: result.filename,
      contentType: result.contentType,
      bytes: result.bytes,
      download: `${PREFIX}/toolbox-download/${result.id}`,
      preview: `${PREFIX}/toolbox-download/${result.id}?preview=1`,
      expiresAt: new Date(result.expiresAt).toISOString(),
      sources: facts.map((f) => ({ format: f.format, width: f.orientedWidth, height: f.orientedHeight })),
      ...extra,
    };
  }

  app.get(`${PREFIX}/toolbox-formats`, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return {
      reads: capabilities.reads,
      writes: capabilities.writes,
      heic: capabilities.heic,
      limits: {
        maxFileBytes: settings.maxFileBytes,
        maxFiles: settings.maxFiles,
        maxPixels: settings.maxPixels,
        keepMinutes: Math.round(settings.ttlMs / 60_000),
      },
    };
  });

  app.post(`${PREFIX}/toolbox-convert-file`, async (request) =>
    job(request, async ({ id, dir, files, fields, owner }) => {
      checkKinds(request, files);
      if (files.length > 1) fail(request, 'too_many_files');
      const options = parse(request, convertOptions, fields);
      if (!capabilities.writes.includes(options.format as OutputFormat)) {
        fail(request, 'invalid_option', { format: `one of: ${capabilities.writes.join(', ')}` });
      }
      const file = files[0] as UploadedFile;
      const format = options.format as OutputFormat;
      const done = await runTask(request, {
        kind: 'convert',
        input: file.path,
        output: join(dir, `result.${format}`),
        preview: join(dir, 'preview.jpg'),
        maxPixels: settings.maxPixels,
        format,
        quality: options.quality,
      });
      await uploadsGone(files);
      const produced = done.file!;
      const stored = await store.keep(id, produced, `${baseName(file.name)}.${produced.extension}`, owner);
      return answer(stored, done.facts, { width: produced.width, height: produced.height });
    }),
  );

  app.post(`${PREFIX}/toolbox-optimize-image`, async (request) =>
    job(request, async ({ id, dir, files, fields, owner }) => {
      checkKinds(request, files);
      if (files.length > 1) fail(request, 'too_many_files');
      const options = parse(request, optimizeOptions, fields);
      const file = files[0] as UploadedFile;
      const done = await runTask(request, {
        kind: 'optimize',
        input: file.path,
        output: join(dir, `result.${options.format}`),
        preview: join(dir, 'preview.jpg'),
        maxPixels: settings.maxPixels,
        format: options.format,
        maxSide: options.maxSide,
        maxBytes: options.maxKb === undefined ? undefined : options.maxKb * 1024,
        quality: options.quality,
      });
      await uploadsGone(files);
      const produced = done.file!;
      const stored = await store.keep(
        id,
        produced,
        `${baseName(file.name)}-optimised.${produced.extension}`,
        owner,
      );
      return answer(stored, done.facts, {
        width: produced.width,
        height: produced.height,
        originalBytes: file.bytes,
      });
    }),
  );

  app.post(`${PREFIX}/toolbox-convert-pdf`, async (request) =>
    job(request, async ({ id, dir, files, fields, owner }) => {
      checkKinds(request, files);
      const options = parse(request, pdfOptions, fields);
      // SPEC 9 markets: letter paper in the US, A4 everywhere else.
      const page = options.page ?? (marketOf(request) === 'en-US' ? 'letter' : 'a4');
      const done = await runTask(request, {
        kind: 'pdf',
        inputs: files.map((f) => f.path),
        output: join(dir, 'result.pdf'),
        preview: join(dir, 'preview.jpg'),
        maxPixels: settings.maxPixels,
        page,
      });
      await uploadsGone(files);
      const stored = await store.keep(id, done.file!, `${baseName(files[0]?.name ?? 'photos')}.pdf`, owner);
      return answer(stored, done.facts, { pages: done.pages, page });
    }),
  );

  app.post(`${PREFIX}/toolbox-print-advice`, async (request) => {
    // Channel and market decide the products and units; a bad X-Locale is a 400 of its own.
    const ctx = requestMarket(request);
    return job(request, async ({ id, files, fields }) => {
      checkKinds(request, files);
      if (files.length > 1) fail(request, 'too_many_files');
      const options = parse(request, adviceOptions, fields);
      const file = files[0] as UploadedFile;
      const done = await runTask(request, {
        kind: 'inspect',
        input: file.path,
        maxPixels: settings.maxPixels,
      });
      await store.discard(id);
      const facts = done.facts[0] as ImageFacts;
      const photo = { width: facts.orientedWidth, height: facts.orientedHeight };
      const products = await deps.printProducts({ channel: ctx.channel, market: ctx.market });
      const chosen = options.material ? products.filter((p) => p.material === options.material) : products;
      if (options.material && chosen.length === 0) {
        fail(request, 'invalid_option', {
          material: `one of: ${products.map((p) => p.material).join(', ')}`,
        });
      }
      return {
        photo: {
          format: facts.format,
          ...photo,
          megapixels: Math.round((photo.width * photo.height) / 100_000) / 10,
        },
        unit: unitOf(ctx.market),
        thresholds: { good: 150, fair: 100 },
        products: chosen.map((product) => {
          const advice = advise(photo, product.formats);
          const sharpUpTo = advice.sharpUpTo
            ? formatSize(orientedLike(photo, advice.sharpUpTo), ctx.market)
            : null;
          return {
            material: product.material,
            label: product.label,
            sharpUpTo: advice.sharpUpTo ? { value: advice.sharpUpTo.value, label: sharpUpTo } : null,
            summary: sharpUpTo
              ? toolboxText(ctx.market, 'advice', 'sharpUpTo', { size: sharpUpTo })
              : toolboxText(ctx.market, 'advice', 'noneSharp'),
            formats: advice.formats.map((f) => ({
              ...f,
              label: formatSize(orientedLike(photo, f), ctx.market),
            })),
          };
        }),
      };
    });
  });

  app.get<{ Params: { id: string }; Querystring: { preview?: string } }>(
    `${PREFIX}/toolbox-download/:id`,
    async (request, reply: FastifyReply) => {
      const result = await store.find(request.params.id);
      // Someone else's result is as absent as an expired one: the id alone is not enough (item 11).
      if (!result || !ownsResult(request, result)) fail(request, 'expired');
      const preview = request.query.preview === '1';
      const path = preview ? result.previewPath : result.path;
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.header(
        'content-disposition',
        contentDisposition(preview ? 'inline' : 'attachment', preview ? 'preview.jpg' : result.filename),
      );
      reply.type(preview ? 'image/jpeg' : result.contentType);
      if (!preview) reply.header('content-length', String(result.bytes));
      return reply.send(createReadStream(path));
    },
  );
};
