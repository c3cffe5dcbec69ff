import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isMaterial, type Material } from '../shared/catalogue/materials';
import type { Logger, ServerServices } from '../shared/contracts/page-services';
import { bundleOf } from '../shared/markets';
import { basketPlugin, basketSettings } from './basket/plugin';
import { createCatalogueService } from './catalogue/catalogue-service';
import { channelSettingsSource } from './catalogue/channel-settings';
import { designerPricing } from './catalogue/designer-pricing-adapter';
import { catalogueSource } from './catalogue/page-data-adapter';
import { catalogueApiPlugin } from './catalogue/plugin';
import { apiBaseOverrideEnabled, type ServerConfig } from './config';
import { setUpCms } from './content/cms-setup';
import { frontendApiRoutes } from './content/frontend-api-routes';
import { robotsRoutes } from './content/robots-routes';
import { sitemapRoutes } from './content/sitemap-routes';
import { customerPictureRoutes } from './customer-pictures/customer-picture-routes';
import { createCustomerPictureService } from './customer-pictures/customer-picture-service';
import type { CustomerDeps } from './customers/context';
import { originCheck } from './customers/origin-check';
import { customerApiPlugin } from './customers/plugin';
import type { CustomerSettingsOverrides } from './customers/settings';
import { describeDatabaseStart, type OpenDatabase, openDatabase } from './db/open-database';
import { featureFlagsRoutes } from './flags/feature-flags-route';
import { createFlagService } from './flags/flag-service';
import { userKeyRoutes } from './flags/user-key-routes';
import { apiNotFound, apiNotFoundError, isApiPath } from './http/api-not-found';
import { errorHandling } from './http/error-handler';
import { ApiError, sendError } from './http/errors';
import { healthRoutes } from './http/health';
import { jsonBodyParser } from './http/json-body';
import { closeConnectionsWhileDraining, createLifecycle, type Lifecycle } from './http/lifecycle';
import { requestLogSerializers } from './http/log-redaction';
import { publicOriginSettings } from './http/public-origin';
import { readRequestContext, requestContext } from './http/request-context';
import { catalogueLabel } from './i18n/catalogue-labels';
import { imagesPlugin } from './images/resize-route';
import { warmRenditions } from './images/warm-renditions';
import { warmSchedule } from './images/warm-schedule';
import { locationRoutes } from './location/location-routes';
import { reviewSource } from './reviews/review-source';
import { searchRoutes } from './search/search-routes';
import { createSearchService } from './search/search-service';
import { applySecurityHeaders, securityHeaders } from './security/headers';
import { createFragmentCache } from './ssr/fragment-cache';
import { hybridLayoutOpenApi, hybridLayoutRoutes } from './ssr/hybrid-layout';
import { i18nRoutes } from './ssr/i18n-route';
import { createPageCache } from './ssr/page-cache';
import { createPageHandler, type PageHandler } from './ssr/page-route';
import type { Renderer } from './ssr/renderer';
import { themesApiPlugin } from './themes/plugin';
import { themesSource } from './themes/source';
import { createThemesService } from './themes/theme-service';
import { toolboxPlugin } from './toolbox/plugin';
import { defaultToolboxSettings } from './toolbox/settings';

export interface AppOptions {
  config: ServerConfig;
  /** How pages are rendered: the built SSR entry, or Vite's in development. */
  renderer: () => Promise<Renderer>;
  /** The built client assets to serve; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Registers development middleware (Vite) before the routes. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** A database opened by the caller (tests); otherwise DATABASE_URL or PGlite in DATA_DIR. */
  database?: OpenDatabase;
  /** Cheaper hashing and smaller limits for tests (server/customers/settings.ts). */
  customerSettings?: CustomerSettingsOverrides;
  /** Draining for shutdown (main.ts flips it on SIGTERM); a fresh one when absent. */
  lifecycle?: Lifecycle;
}

export const ROOT_DIR = join(import.meta.dirname, '..');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const security = {
    development: config.NODE_ENV === 'development',
    hsts: config.HSTS,
    integrations: { recaptcha: Boolean(config.RECAPTCHA_SITE_KEY), chat: Boolean(config.SUPPORT_CHAT_KEY) },
  };
  const origins = publicOriginSettings(config);
  let pageHandler: PageHandler | undefined;
  const app = Fastify({
    // These run before any hook: the Host is checked and the request read here as in requestContext().
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply, security);
      const badHost = readRequestContext(request, origins);
      if (badHost) return void sendError(reply as FastifyReply, badHost);
      // A URL whose percent-encoding is broken gets the shop's 404 page, not a bare 400; under an
      // API prefix the JSON 404 (issue 34 item 9).
      if (error.code === 'FST_ERR_BAD_URL' && isApiPath(request.url)) {
        return void sendError(reply as FastifyReply, apiNotFoundError(request));
      }
      if (error.code === 'FST_ERR_BAD_URL' && pageHandler && request.method === 'GET') {
        return void pageHandler(request, reply);
      }
      return void sendError(reply as FastifyReply, new ApiError(400, 'bad_request', error.message));
    },
    // One-time tokens in query strings never reach a log line (issue 22.5).
    logger:
      config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, serializers: requestLogSerializers },
    // Long enough for real paths, short enough that a hostile URL is cheap to refuse.
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 256 * 1024,
    // Off unless TRUST_PROXY lists our proxies: only they may say who the client is (issue 18).
    trustProxy: config.TRUST_PROXY,
    // A client that trickles its request is cut off (issue 22 item 9); Node checks the request and
    // header deadlines every connectionsCheckingInterval, so that is kept well below them.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // A request that reaches the instance as it closes (after the drain) is served, with
    // `Connection: close`, not answered with Fastify's bare 503: nginx would pass that 503 on, as it
    // never retries an instance's own answer (issue 36; the chaos test caught one).
    return503OnClosing: false,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
  });

  errorHandling(app);
  const lifecycle = options.lifecycle ?? createLifecycle();
  closeConnectionsWhileDraining(app, lifecycle);
  securityHeaders(app, security);
  requestContext(app, origins);
  originCheck(app, { publicBaseUrl: config.PUBLIC_BASE_URL });
  jsonBodyParser(app);
  if (options.beforeRoutes) await options.beforeRoutes(app);

  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed file names never change content, so browsers may keep them for a year.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${join(options.clientDir ?? '', 'assets')}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  // Vector images (logos, badges) need no resizing: served as they are, cached for a day.
  await app.register(fastifyStatic, {
    root: join(ROOT_DIR, 'content', 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => path.endsWith('.svg'),
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=86400');
    },
  });
  // The warm-up's renditions are the shop's own, not a client's (issue 34 item 6).
  const warmupToken = randomBytes(16).toString('hex');
  await app.register(imagesPlugin, {
    assetRoots: [join(ROOT_DIR, 'content')],
    cacheDir: join(config.DATA_DIR, 'image-cache'),
    maxCacheBytes: 512 * 1024 * 1024,
    internalToken: warmupToken,
  });

  const log: Logger = {
    debug: (message, detail) => app.log.debug(detail ?? {}, message),
    info: (message, detail) => app.log.info(detail ?? {}, message),
    warn: (message, detail) => app.log.warn(detail ?? {}, message),
    error: (message, detail) => app.log.error(detail ?? {}, message),
  };
  const cms = await setUpCms(app, config, log);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onConnectionError: (error) => log.warn('database connection lost', { err: error }),
    }));
  // An open PGlite keeps Node alive; the caller that opened a database closes it.
  if (!options.database) {
    app.addHook('onClose', async () => database.close());
    log.info(describeDatabaseStart(database), {
      driver: database.driver,
      migrationsApplied: database.migrationsApplied,
      seededRows: database.seedReport?.total ?? null,
    });
  }
  const catalogue = createCatalogueService(database.db);
  const flags = createFlagService({ sdkKey: config.SPLIT_SDK_KEY, log });
  await flags.ready();
  app.addHook('onClose', async () => flags.close());
  const customerPictures = createCustomerPictureService(database.db);
  // Site search (issue 32): its index is checked against the themes and the CMS once the server
  // listens (the embedded CMS is read over HTTP) and every SEARCH_REFRESH_SECONDS after.
  const search = createSearchService({
    db: database.db,
    content: cms.content,
    log,
    refreshMs: config.SEARCH_REFRESH_SECONDS * 1000,
  });
  // Integration tests (NODE_ENV=test) build it only when they ask (search.refresh()), so that each
  // test app does not rebuild every market's index in the background.
  if (config.NODE_ENV !== 'test' && config.SEARCH_INDEXING)
    app.addHook('onListen', async () => search.start());
  app.addHook('onClose', async () => search.stop());
  await app.register(catalogueApiPlugin, {
    service: catalogue,
    moreRoutes: [
      ...customerPictureRoutes(customerPictures),
      ...locationRoutes({ headers: config.LOCATION_HEADERS }),
      ...featureFlagsRoutes(flags),
      ...searchRoutes(search),
    ],
    morePaths: hybridLayoutOpenApi,
  });
  const themes = createThemesService(database.db, { catalogue });
  let customerDeps: CustomerDeps | undefined;
  let basketCount: ((request: FastifyRequest) => Promise<number>) | undefined;
  await app.register(customerApiPlugin, {
    db: database.db,
    config,
    log,
    onReady: (deps) => {
      customerDeps = deps;
    },
    // The header's cart count: the embedded basket's pieces (registered below).
    cartCount: (request) => basketCount?.(request) ?? Promise.resolve(0),
    ...(options.customerSettings ? { settings: options.customerSettings } : {}),
    wishlistThemes: async (at, ids) => {
      const items = await themes.themeItems(at, ids);
      return new Map(
        items.map((item) => [
          item.id,
          { title: item.title, href: item.href, image: item.image, priceFrom: item.priceFrom },
        ]),
      );
    },
  });
  const toolboxDefaults = defaultToolboxSettings(join(config.DATA_DIR, 'toolbox'));
  await app.register(toolboxPlugin, {
    settings: {
      ...toolboxDefaults,
      maxFileBytes: config.TOOLBOX_MAX_UPLOAD_MB * 1024 * 1024,
      maxPixels: config.TOOLBOX_MAX_MEGAPIXELS * 1_000_000,
      ttlMs: config.TOOLBOX_KEEP_MINUTES * 60_000,
      workers: config.TOOLBOX_WORKERS ?? toolboxDefaults.workers,
      uploadsPerIp: config.TOOLBOX_UPLOADS_PER_IP,
    },
    // The advisor judges a photo against the formats the shop sells, material by material.
    printProducts: async (ctx) =>
      Promise.all(
        (await catalogue.materials(ctx))
          .filter((m) => isMaterial(m.value))
          .map(async (material) => ({
            material: material.value,
            label: catalogueLabel(bundleOf(ctx.market), 'material', material.value),
            formats: (await catalogue.formatsWithPrices(ctx, { material: material.value as Material })).map(
              (f) => ({
                value: f.value,
                width: f.width,
                height: f.height,
              }),
            ),
          })),
      ),
  });
  await app.register(themesApiPlugin, { service: themes });
  if (!customerDeps) throw new Error('the customer area did not start');
  await app.register(basketPlugin, {
    db: database.db,
    catalogue,
    customer: customerDeps,
    settings: basketSettings(config),
    log,
    onReady: (basket) => {
      basketCount = basket.count;
    },
  });

  const services: ServerServices = {
    log,
    content: cms.content,
    catalogue: catalogueSource(catalogue, log, customerPictures),
    pricing: designerPricing(catalogue),
    themes: themesSource(themes, log),
    settings: channelSettingsSource(catalogue),
    reviews: reviewSource(database.db, { links: cms.reviewLinks }),
    search: (request) => search.search(request.channel, request.market, request),
  };
  await app.register(userKeyRoutes);
  const fallbackOrigin = config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT || 3000}`;
  await app.register(sitemapRoutes, { content: cms.content, themes, publicBase: fallbackOrigin });
  await app.register(robotsRoutes, { publicBase: fallbackOrigin, disallowAll: config.ROBOTS_DISALLOW_ALL });
  await app.register(frontendApiRoutes, { content: cms.content });
  const pageCache = createPageCache({
    ttlMs: config.PAGE_CACHE_SECONDS * 1000,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
  });
  const fragmentCache = createFragmentCache({
    ttlMs: config.FRAGMENT_CACHE_SECONDS * 1000,
    maxBytes: config.FRAGMENT_CACHE_MB * 1024 * 1024,
  });
  if (pageCache.enabled || fragmentCache.enabled) {
    // One line a minute with traffic: per-request states are in the x-page-cache and x-fragment-cache headers.
    let last = pageCache.stats();
    const timer = setInterval(() => {
      const now = pageCache.stats();
      if (now.hits + now.misses + now.bypasses === last.hits + last.misses + last.bypasses) return;
      app.log.info(
        {
          pageCache: { ...now, hitsSince: now.hits - last.hits, missesSince: now.misses - last.misses },
          fragmentCache: fragmentCache.stats(),
        },
        'page cache',
      );
      last = now;
    }, 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  await app.register(healthRoutes, {
    lifecycle,
    checks: {
      database: async () => {
        await database.db.execute(sql`select 1`);
      },
      // From the content cache when the CMS is slow: readiness means pages can be rendered.
      cms: async () => {
        const global = await cms.content.global({ channel: 'cards', language: 'de' });
        if (!global) throw new Error('the CMS has no global story for the cards brand');
      },
    },
  });
  await app.register(hybridLayoutRoutes, {
    renderer: options.renderer,
    services,
    publicBase: fallbackOrigin,
  });
  apiNotFound(app);
  await app.register(i18nRoutes, { renderer: options.renderer });
  pageHandler = createPageHandler({
    pageCache,
    fragmentCache,
    publicBase: fallbackOrigin,
    renderer: options.renderer,
    services,
    designerUrl: config.DESIGNER_URL,
    ...(config.CART_URL ? { cartUrl: config.CART_URL } : {}),
    apiBaseOverride: apiBaseOverrideEnabled(config),
    flags,
    integrations: {
      recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
      chatKey: config.SUPPORT_CHAT_KEY ?? null,
    },
    tracking: {
      ...(config.SPLIT_BROWSER_KEY ? { browserKey: config.SPLIT_BROWSER_KEY } : {}),
      ...(config.TAG_MANAGER_ID ? { tagManagerId: config.TAG_MANAGER_ID } : {}),
      ...(config.CONSENT_SCRIPT_URL ? { consentScriptUrl: config.CONSENT_SCRIPT_URL } : {}),
      logLevel: config.CLIENT_LOG_LEVEL,
    },
    preview: cms.preview,
    visualEditor: { editorOrigin: config.STORYBLOK_EDITOR_ORIGIN, bridgeUrl: config.STORYBLOK_BRIDGE_URL },
  });
  app.get('/*', pageHandler);
  if (config.IMAGE_WARMUP) {
    // After start, and again whenever published content changes (its version, cv, moves on).
    const schedule = warmSchedule({
      warm: async (signal) => {
        const result = await warmRenditions(app, { signal, token: warmupToken });
        app.log.info({ imageWarmUp: result }, 'image renditions warmed');
      },
      contentVersion: cms.contentVersion,
      checkEveryMs: 60_000,
      onError: (error) => app.log.warn({ error: String(error) }, 'image warm-up stopped'),
    });
    app.addHook('onListen', async () => schedule.start());
    app.addHook('onClose', async () => schedule.stop());
  }
  return app;
}
