/**
 * The basket's HTTP API (shared/contracts/basket.ts): design uploads and their previews, quotes,
 * basket lines, the voucher and the order request. JSON in and out, translated 4xx errors,
 * unknown fields and query parameters refused.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import type {
  BasketItemResponse,
  BasketResponse,
  DesignerQuoteResponse,
  DesignUploadResponse,
  OrderResponse,
} from '../../shared/contracts/basket';
import type { Market } from '../../shared/markets';
import { requestMarket } from '../catalogue/request-market';
import { type CustomerDeps, contextOf, limit } from '../customers/context';
import { designUploads } from '../db/schema';
import type { Database } from '../db/types';
import { clientKeyOf } from '../http/client-address';
import { ApiError } from '../http/errors';
import type { LimitRule } from '../http/rate-limit';
import type { Capabilities } from '../toolbox/capabilities';
import { toolboxError, toolboxMessage } from '../toolbox/errors';
import { readUpload, UploadError } from '../toolbox/upload';
import { basketError } from './messages';
import { ORDER_NUMBER, type OrderService } from './orders';
import { basketOf, type OwnerDeps } from './owner';
import { designSchema, paramsSchema, pathSchema, priceDesign } from './pricing';
import { thumbnail } from './render';
import { type BasketService, MAX_COPIES } from './service';

export interface BasketRouteDeps extends OwnerDeps {
  db: Database;
  service: BasketService;
  orders: OrderService;
  catalogue: Parameters<typeof priceDesign>[0];
  capabilities: Capabilities;
  uploadsDir: string;
  maxFileBytes: number;
  maxPixels: number;
  /** Most photos one basket may hold. */
  maxUploadsPerBasket: number;
  /** CHECKOUT_URL set: the order request belongs to the checkout application. */
  checkoutExternal: boolean;
  /** The customer area (its rate limiter and translated 429). */
  customer: CustomerDeps;
  /** Orders one client address may place per window. */
  orderLimit: LimitRule;
}

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tiff: 'image/tiff',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
};

const itemBody = z.strictObject({ path: pathSchema, params: paramsSchema, design: designSchema });
const quoteBody = z.strictObject({ path: pathSchema, params: paramsSchema, design: designSchema.optional() });
const quantityBody = z.strictObject({ quantity: z.number().int().min(1).max(MAX_COPIES) });
const voucherBody = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/),
});
const addressSchema = z.strictObject({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  company: z.string().max(200).optional(),
  street: z.string().max(200),
  addition: z.string().max(200).optional(),
  postcode: z.string().max(40),
  city: z.string().max(200),
  country: z.string().max(10),
  state: z.string().max(10).optional(),
  email: z.string().max(200),
  phone: z.string().max(60).optional(),
});
const orderBody = z.strictObject({ address: addressSchema, acceptTerms: z.literal(true) });
const previewQuery = z.strictObject({ w: z.coerce.number().int().min(64).max(2048).default(640) });
const noQuery = z.strictObject({});
const uuid = z.uuid();

function parse<S extends z.ZodType>(market: Market, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key =
      issue.code === 'unrecognized_keys'
        ? [...issue.path, ...issue.keys].map(String).join('.')
        : issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw basketError(market, 400, 'invalid_input', fields);
}

export async function basketRoutes(app: FastifyInstance, deps: BasketRouteDeps): Promise<void> {
  const { service, orders } = deps;
  const at = (request: FastifyRequest) => {
    const { market, channel } = requestMarket(request);
    return { market, channel };
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('vary', 'Cookie');

  async function owned(request: FastifyRequest, reply: FastifyReply, create: boolean) {
    const where = at(request);
    const owner = await basketOf(deps, request, reply, where, create);
    return { ...owner, where };
  }

  async function basketAnswer(request: FastifyRequest, reply: FastifyReply): Promise<BasketResponse> {
    const { basket, where } = await owned(request, reply, false);
    noStore(reply);
    return { basket: await service.view(basket, where) };
  }

  // ------------------------------------------------------------ uploads

  app.post('/web-api/design-uploads', async (request, reply) => {
    const where = at(request);
    parse(where.market, noQuery, request.query);
    const fail = (code: Parameters<typeof toolboxError>[1]): never => {
      throw toolboxError(request, code, {
        megabytes: String(Math.round(deps.maxFileBytes / (1024 * 1024))),
        megapixels: String(Math.round(deps.maxPixels / 1_000_000)),
        files: '1',
        formats: deps.capabilities.reads.join(', '),
      });
    };
    const tmp = await mkdtemp(join(deps.uploadsDir, 'tmp-'));
    try {
      let upload: Awaited<ReturnType<typeof readUpload>>;
      try {
        upload = await readUpload(request, tmp, 1);
      } catch (error) {
        if (error instanceof UploadError) return fail(error.problem);
        throw error;
      }
      const file = upload.files[0];
      if (!file) return fail('no_file');
      if (Object.keys(upload.fields).length > 0) return fail('invalid_option');
      if (file.bytes === 0) return fail('empty_file');
      if (file.kind === 'heic' && !deps.capabilities.heic.read) return fail('heic_unsupported');
      if (file.kind === 'unknown' || file.kind === 'pdf' || !deps.capabilities.reads.includes(file.kind))
        return fail('unsupported_type');
      let meta: Metadata;
      try {
        meta = await sharp(file.path, { limitInputPixels: false }).metadata();
      } catch {
        return fail('corrupt_image');
      }
      const width = meta.autoOrient?.width ?? meta.width ?? 0;
      const height = meta.autoOrient?.height ?? meta.height ?? 0;
      if (width * height > deps.maxPixels) {
        // Too many pixels to print from (a decompression bomb, or a panorama of gigapixels): 422.
        throw new ApiError(
          422,
          'image_too_large',
          toolboxMessage(where.market, 'image_too_large', {
            megapixels: String(Math.round(deps.maxPixels / 1_000_000)),
          }),
        );
      }
      const id = randomUUID();
      const fileName = `${id}.${file.kind}`;
      const previewName = `${id}.preview.webp`;
      try {
        // Decoding every pixel once finds a truncated or broken file now, not at print time.
        await sharp(file.path, { failOn: 'error', limitInputPixels: deps.maxPixels })
          .autoOrient()
          .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toFile(join(tmp, previewName));
      } catch {
        return fail('corrupt_image');
      }
      const owner = await owned(request, reply, true);
      const basket = owner.basket;
      if (!basket) throw new Error('basket not created');
      const n = await deps.db.$count(designUploads, eq(designUploads.basketId, basket.id));
      if (n >= deps.maxUploadsPerBasket)
        throw basketError(where.market, 409, 'too_many_uploads', undefined, {
          max: deps.maxUploadsPerBasket,
        });
      await rename(file.path, join(deps.uploadsDir, fileName));
      await rename(join(tmp, previewName), join(deps.uploadsDir, previewName));
      await chmod(join(deps.uploadsDir, fileName), 0o600);
      await chmod(join(deps.uploadsDir, previewName), 0o600);
      try {
        await deps.db.insert(designUploads).values({
          id,
          basketId: basket.id,
          customerId: owner.customerId ?? null,
          fileName,
          mime: MIME[file.kind] ?? 'application/octet-stream',
          width,
          height,
          bytes: file.bytes,
        });
      } catch (error) {
        await rm(join(deps.uploadsDir, fileName), { force: true });
        await rm(join(deps.uploadsDir, previewName), { force: true });
        throw error;
      }
      noStore(reply).status(201);
      const answer: DesignUploadResponse = {
        upload: {
          id,
          width,
          height,
          mime: MIME[file.kind] ?? 'application/octet-stream',
          bytes: file.bytes,
          previewUrl: `/web-api/design-uploads/${id}/preview`,
        },
      };
      return answer;
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });

  app.get<{ Params: { id: string } }>('/web-api/design-uploads/:id/preview', async (request, reply) => {
    const where = at(request);
    const query = parse(where.market, previewQuery, request.query);
    const notFound = () => basketError(where.market, 404, 'upload_not_found');
    if (!uuid.safeParse(request.params.id).success) throw notFound();
    const { basket } = await owned(request, reply, false);
    if (!basket) throw notFound();
    const upload = (await service.uploadsOf(basket.id, [request.params.id])).get(request.params.id);
    if (!upload) throw notFound();
    const source =
      query.w <= 1024
        ? join(deps.uploadsDir, `${upload.id}.preview.webp`)
        : join(deps.uploadsDir, upload.fileName);
    const webp = String(request.headers.accept ?? '').includes('image/webp');
    const image = sharp(source, { limitInputPixels: false })
      .autoOrient()
      .resize(query.w, query.w, { fit: 'inside', withoutEnlargement: true });
    const body = await (webp ? image.webp({ quality: 80 }) : image.jpeg({ quality: 82 })).toBuffer();
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('vary', 'Cookie, Accept')
      .type(webp ? 'image/webp' : 'image/jpeg')
      .send(body);
  });

  // ------------------------------------------------------------ quotes

  app.post('/web-api/designer/quote', async (request, reply) => {
    const where = at(request);
    parse(where.market, noQuery, request.query);
    const body = parse(where.market, quoteBody, request.body);
    const priced = await priceDesign(deps.catalogue, where.market, body);
    noStore(reply);
    const answer: DesignerQuoteResponse = {
      quote: {
        productType: priced.productType,
        quantity: priced.quantity,
        unit: priced.unit,
        total: priced.total,
        configuration: priced.configuration,
        assumptions: priced.assumptions,
      },
    };
    return answer;
  });

  // ------------------------------------------------------------ basket

  app.get('/web-api/basket', async (request, reply) => {
    parse(at(request).market, noQuery, request.query);
    return basketAnswer(request, reply);
  });

  async function itemAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
  ): Promise<BasketItemResponse> {
    const { basket, where } = await owned(request, reply, false);
    const row = basket ? await service.item(basket, id) : undefined;
    if (!basket || !row) throw basketError(where.market, 404, 'item_not_found');
    noStore(reply);
    const view = await service.view(basket, where);
    const item = view.items.find((i) => i.id === id);
    if (!item) throw basketError(where.market, 404, 'item_not_found');
    return { item, basket: view };
  }

  app.post('/web-api/basket/items', async (request, reply) => {
    const where = at(request);
    parse(where.market, noQuery, request.query);
    const body = parse(where.market, itemBody, request.body);
    const { basket } = await owned(request, reply, true);
    if (!basket) throw new Error('basket not created');
    const row = await service.add(basket, body);
    reply.status(201);
    return itemAnswer(request, reply, row.id);
  });

  const itemId = (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (!uuid.safeParse(request.params.id).success)
      throw basketError(at(request).market, 404, 'item_not_found');
    return request.params.id;
  };

  app.get<{ Params: { id: string } }>('/web-api/basket/items/:id', async (request, reply) => {
    parse(at(request).market, noQuery, request.query);
    return itemAnswer(request, reply, itemId(request));
  });

  app.patch<{ Params: { id: string } }>('/web-api/basket/items/:id', async (request, reply) => {
    const where = at(request);
    const id = itemId(request);
    const body = parse(where.market, quantityBody, request.body);
    const { basket } = await owned(request, reply, false);
    if (!basket || !(await service.setQuantity(basket, id, body.quantity)))
      throw basketError(where.market, 404, 'item_not_found');
    return itemAnswer(request, reply, id);
  });

  app.put<{ Params: { id: string } }>('/web-api/basket/items/:id', async (request, reply) => {
    const where = at(request);
    const id = itemId(request);
    const body = parse(where.market, itemBody, request.body);
    const { basket } = await owned(request, reply, false);
    if (!basket || !(await service.item(basket, id))) throw basketError(where.market, 404, 'item_not_found');
    await service.replace(basket, id, body);
    return itemAnswer(request, reply, id);
  });

  app.delete<{ Params: { id: string } }>('/web-api/basket/items/:id', async (request, reply) => {
    const where = at(request);
    const id = itemId(request);
    const { basket } = await owned(request, reply, false);
    if (!basket || !(await service.remove(basket, id)))
      throw basketError(where.market, 404, 'item_not_found');
    return basketAnswer(request, reply);
  });

  app.get<{ Params: { id: string } }>('/web-api/basket/items/:id/thumbnail', async (request, reply) => {
    const where = at(request);
    parse(where.market, noQuery, request.query);
    const id = itemId(request);
    const { basket } = await owned(request, reply, false);
    const row = basket ? await service.item(basket, id) : undefined;
    if (!basket || !row) throw basketError(where.market, 404, 'item_not_found');
    const first = row.design.photos[0];
    const upload = first
      ? (await service.uploadsOf(basket.id, [first.uploadId])).get(first.uploadId)
      : undefined;
    let size: { widthMm: number; heightMm: number } | undefined;
    try {
      size = (
        await priceDesign(deps.catalogue, basket.market, { path: row.path as never, params: row.params })
      ).printSize;
    } catch {
      size = undefined;
    }
    const image = await thumbnail(
      first && upload
        ? { file: join(deps.uploadsDir, `${upload.id}.preview.webp`), photo: first }
        : undefined,
      size,
    );
    return reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie')
      .type('image/jpeg')
      .send(image);
  });

  // ------------------------------------------------------------ voucher

  app.post('/web-api/basket/voucher', async (request, reply) => {
    const where = at(request);
    parse(where.market, noQuery, request.query);
    const body = parse(where.market, voucherBody, request.body);
    const { basket } = await owned(request, reply, false);
    if (!basket) throw basketError(where.market, 409, 'basket_empty');
    const view = await service.view(basket, where);
    let answer: Awaited<ReturnType<typeof deps.catalogue.voucher>>;
    try {
      // The voucher API's own rules, including its limit on guessing per address.
      answer = await deps.catalogue.voucher(
        { market: basket.market, channel: basket.channel },
        { code: body.code, orderValueCents: view.subtotal.amount },
        clientKeyOf(request),
      );
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404)
        throw basketError(where.market, 404, 'voucher_unknown', { code: body.code });
      throw error;
    }
    if (!answer.valid && answer.problem === 'expired')
      throw basketError(where.market, 422, 'voucher_expired', { code: answer.code });
    await service.setVoucher(basket, answer.code);
    return basketAnswer(request, reply);
  });

  app.delete('/web-api/basket/voucher', async (request, reply) => {
    const { basket } = await owned(request, reply, false);
    if (basket) await service.setVoucher(basket, null);
    return basketAnswer(request, reply);
  });

  // ------------------------------------------------------------ orders

  app.post('/web-api/orders', async (request, reply) => {
    const where = at(request);
    parse(where.market, noQuery, request.query);
    if (deps.checkoutExternal) throw basketError(where.market, 409, 'checkout_external');
    const body = parse(where.market, orderBody, request.body);
    // Each order sends a mail to the address given: placed orders are counted per client address.
    const client = contextOf(request);
    const key = `orders:client:${client.client}`;
    await limit(
      deps.customer,
      { ...where, ip: client.ip, client: client.client },
      key,
      deps.orderLimit,
      'peek',
    );
    const owner = await owned(request, reply, false);
    const order = await orders.place(owner.basket, where, owner, body.address);
    await deps.customer.limiter.hit(key, deps.orderLimit);
    noStore(reply).status(201);
    const answer: OrderResponse = { order };
    return answer;
  });

  app.get<{ Params: { number: string } }>('/web-api/orders/:number', async (request, reply) => {
    const where = at(request);
    parse(where.market, noQuery, request.query);
    const notFound = () => basketError(where.market, 404, 'order_not_found');
    if (!ORDER_NUMBER.test(request.params.number)) throw notFound();
    const found = await orders.find(request.params.number);
    const owner = await owned(request, reply, false);
    const mine =
      found &&
      ((owner.customerId && found.order.customerId === owner.customerId) ||
        (owner.tokenHash && found.order.tokenHash === owner.tokenHash));
    if (!found || !mine) throw notFound();
    noStore(reply);
    const answer: OrderResponse = { order: orders.summary(found.order, found.items) };
    return answer;
  });
}
