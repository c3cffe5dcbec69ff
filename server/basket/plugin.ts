/**
 * The embedded basket and order request (issue 31) as one Fastify plugin:
 *   await app.register(basketPlugin, { db, catalogue, customer: customerDeps, settings, log })
 * Its multipart parser (design uploads) lives only in here; JSON bodies use the app's parser.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueService } from '../catalogue/catalogue-service';
import type { ServerConfig } from '../config';
import type { CustomerDeps } from '../customers/context';
import { sessionOf } from '../customers/context';
import type { Mailer } from '../customers/mailer';
import { createPasswordHasher } from '../customers/password-hash';
import type { Database } from '../db/types';
import type { LimitRule } from '../http/rate-limit';
import { capabilities } from '../toolbox/capabilities';
import { cleanUp } from './cleanup';
import { createOrderService, type OrderService } from './orders';
import { basketCount } from './owner';
import { basketRoutes } from './routes';
import { createBasketService } from './service';
import { supportRoutes } from './support';
import type { SupportUser } from './support-users';

export interface BasketSettings {
  /** DATA_DIR/design-uploads */
  uploadsDir: string;
  /** DATA_DIR/print-files */
  printDir: string;
  maxFileBytes: number;
  maxPixels: number;
  maxUploadsPerBasket: number;
  /** How long an anonymous basket (and its cookie) lives untouched. */
  basketKeepMs: number;
  /** How long an upload no basket line uses is kept. */
  uploadKeepMs: number;
  /** How often the clean-up runs; 0: never (tests call it). */
  cleanupEveryMs: number;
  checkoutUrl?: string | undefined;
  supportUsers: SupportUser[];
  /** Placed orders per client address and window (default 20 an hour). */
  orderLimit?: LimitRule;
}

export const ORDER_LIMIT: LimitRule = { limit: 20, windowMs: 60 * 60_000 };

/** The basket's settings from the server's (README "Basket and orders"). */
export function basketSettings(
  config: Pick<
    ServerConfig,
    | 'DATA_DIR'
    | 'TOOLBOX_MAX_UPLOAD_MB'
    | 'TOOLBOX_MAX_MEGAPIXELS'
    | 'BASKET_KEEP_DAYS'
    | 'DESIGN_UPLOAD_KEEP_HOURS'
    | 'BASKET_CLEANUP_MINUTES'
    | 'CHECKOUT_URL'
    | 'SUPPORT_USERS'
  >,
): BasketSettings {
  return {
    uploadsDir: join(config.DATA_DIR, 'design-uploads'),
    printDir: join(config.DATA_DIR, 'print-files'),
    // The toolbox's limits: one rule for every photo the shop takes.
    maxFileBytes: config.TOOLBOX_MAX_UPLOAD_MB * 1024 * 1024,
    maxPixels: config.TOOLBOX_MAX_MEGAPIXELS * 1_000_000,
    maxUploadsPerBasket: 300,
    basketKeepMs: config.BASKET_KEEP_DAYS * 24 * 60 * 60_000,
    uploadKeepMs: config.DESIGN_UPLOAD_KEEP_HOURS * 60 * 60_000,
    cleanupEveryMs: config.BASKET_CLEANUP_MINUTES * 60_000,
    checkoutUrl: config.CHECKOUT_URL,
    supportUsers: config.SUPPORT_USERS ?? [],
  };
}

export interface BasketPluginOptions {
  db: Database;
  catalogue: CatalogueService;
  /** The customer area's services: sessions (who is logged in), cookies, hashing settings. */
  customer: CustomerDeps;
  mailer?: Mailer;
  settings: BasketSettings;
  log: {
    info(message: string, detail?: Record<string, unknown>): void;
    warn(message: string, detail?: Record<string, unknown>): void;
    error(message: string, detail?: Record<string, unknown>): void;
  };
  /** Exposes the order service to tests (waiting for print files). */
  onReady?: (services: {
    orders: OrderService;
    cleanUp: () => ReturnType<typeof cleanUp>;
    /** Pieces in the request's basket (read only: no cookie, no merge). */
    count: (request: FastifyRequest) => Promise<number>;
  }) => void;
}

export async function basketPlugin(app: FastifyInstance, options: BasketPluginOptions): Promise<void> {
  const { settings, db } = options;
  await mkdir(settings.uploadsDir, { recursive: true, mode: 0o700 });
  await mkdir(settings.printDir, { recursive: true, mode: 0o700 });
  await app.register(multipart, {
    limits: {
      fileSize: settings.maxFileBytes,
      files: 1,
      fields: 2,
      fieldSize: 256,
      parts: 3,
      headerPairs: 50,
    },
  });
  const service = createBasketService({
    db,
    catalogue: options.catalogue,
    checkoutUrl: settings.checkoutUrl,
    log: options.log,
  });
  const orders = createOrderService({
    db,
    basket: service,
    mailer: options.mailer ?? options.customer.mailer,
    uploadsDir: settings.uploadsDir,
    printDir: settings.printDir,
    log: options.log,
  });
  const customer = options.customer;
  await app.register(basketRoutes, {
    db,
    service,
    orders,
    catalogue: options.catalogue,
    capabilities: await capabilities(),
    uploadsDir: settings.uploadsDir,
    maxFileBytes: settings.maxFileBytes,
    maxPixels: settings.maxPixels,
    maxUploadsPerBasket: settings.maxUploadsPerBasket,
    checkoutExternal: Boolean(settings.checkoutUrl),
    customer,
    orderLimit: settings.orderLimit ?? ORDER_LIMIT,
    cookies: customer.cookies,
    cookieMaxAgeMs: settings.basketKeepMs,
    customerOf: async (request) => (await sessionOf(customer, request))?.customer?.id,
  });
  await app.register(supportRoutes, {
    db,
    orders,
    users: settings.supportUsers,
    hasher: createPasswordHasher(customer.settings.scrypt, 1),
    printDir: settings.printDir,
  });

  const run = () =>
    cleanUp({
      db,
      uploadsDir: settings.uploadsDir,
      basketKeepMs: settings.basketKeepMs,
      uploadKeepMs: settings.uploadKeepMs,
    });
  if (settings.cleanupEveryMs > 0) {
    const timer = setInterval(() => {
      run()
        .then((result) => {
          if (result.baskets + result.uploads + result.strayFiles > 0)
            options.log.info('basket clean-up', { ...result });
        })
        .catch((error) => options.log.warn('basket clean-up failed', { err: error }));
    }, settings.cleanupEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => orders.idle());
  const customerOf = async (request: FastifyRequest) => (await sessionOf(customer, request))?.customer?.id;
  options.onReady?.({
    orders,
    cleanUp: run,
    count: (request) => basketCount({ service, cookies: customer.cookies, customerOf }, request),
  });
}
