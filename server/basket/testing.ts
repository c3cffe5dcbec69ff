/** A Fastify app with the customer area and the basket for the basket's integration tests. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { createCatalogueService } from '../catalogue/catalogue-service';
import type { CustomerDeps } from '../customers/context';
import { customerApiPlugin } from '../customers/plugin';
import { TEST_SCRYPT } from '../customers/testing';
import type { OpenDatabase } from '../db/open-database';
import { errorHandling } from '../http/error-handler';
import { jsonBodyParser } from '../http/json-body';
import { requestContext } from '../http/request-context';
import type { OrderService } from './orders';
import { type BasketSettings, basketPlugin } from './plugin';

export interface BasketTestApp {
  app: FastifyInstance;
  orders: OrderService;
  cleanUp: () => Promise<{ baskets: number; uploads: number; strayFiles: number }>;
  customer: CustomerDeps;
  settings: BasketSettings;
}

export async function basketDirs(): Promise<Pick<BasketSettings, 'uploadsDir' | 'printDir'>> {
  const root = await mkdtemp(join(tmpdir(), 'basket-test-'));
  return { uploadsDir: join(root, 'design-uploads'), printDir: join(root, 'print-files') };
}

export async function createBasketTestApp(
  database: OpenDatabase,
  settings: Partial<BasketSettings> & Pick<BasketSettings, 'uploadsDir' | 'printDir'>,
): Promise<BasketTestApp> {
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  errorHandling(app);
  requestContext(app);
  jsonBodyParser(app);
  const silent = { debug() {}, info() {}, warn() {}, error() {} };
  let customer: CustomerDeps | undefined;
  let count: ((request: FastifyRequest) => Promise<number>) | undefined;
  await app.register(customerApiPlugin, {
    db: database.db,
    config: {},
    log: silent,
    settings: {
      scrypt: TEST_SCRYPT,
      hashConcurrency: 4,
      limits: { signUpIp: { limit: 100_000, windowMs: 60_000 } },
    },
    onReady: (deps) => {
      customer = deps;
    },
    cartCount: (request) => count?.(request) ?? Promise.resolve(0),
  });
  await app.after();
  if (!customer) throw new Error('customer plugin did not start');
  const full: BasketSettings = {
    maxFileBytes: 2 * 1024 * 1024,
    maxPixels: 30_000_000,
    maxUploadsPerBasket: 300,
    basketKeepMs: 30 * 24 * 60 * 60_000,
    uploadKeepMs: 48 * 60 * 60_000,
    cleanupEveryMs: 0,
    supportUsers: [],
    ...settings,
  };
  let services: { orders: OrderService; cleanUp: BasketTestApp['cleanUp'] } | undefined;
  await app.register(basketPlugin, {
    db: database.db,
    catalogue: createCatalogueService(database.db),
    customer,
    settings: full,
    log: silent,
    onReady: (s) => {
      services = s;
      count = s.count;
    },
  });
  await app.ready();
  if (!services) throw new Error('basket plugin did not start');
  return { app, ...services, customer, settings: full };
}

/** A photo of the given size (a gradient, so JPEG has something to encode). */
export async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** A multipart body with one file field. */
export function multipartBody(
  file: Buffer,
  options: { field?: string; filename?: string; type?: string; extraField?: [string, string] } = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----basket${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (options.extraField) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${options.extraField[0]}"\r\n\r\n${options.extraField[1]}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.jpg'}"\r\nContent-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
