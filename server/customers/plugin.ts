/**
 * The customer area as one Fastify plugin (issue 6). Register it after the error handler:
 *   await app.register(customerApiPlugin, { db, config, log })
 * It brings its own CSRF Origin check for its routes (apply originCheck() to the whole app too),
 * JSON-only bodies (urlencoded only where a plain form or mail client posts),
 * small body limits, and a timer that prunes expired sessions, tokens and rate-limit windows.
 */
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import { ApiError, sendError } from '../http/errors';
import { createRateLimiter } from '../http/rate-limit';
import { accountRoutes } from './account-routes';
import { accountSteps } from './account-steps';
import { createAccountStore } from './account-store';
import { authRoutes } from './auth-routes';
import { createBackground } from './background';
import { contactRoutes } from './contact-routes';
import type { CustomerDeps, CustomerLog, RecaptchaVerifier } from './context';
import { loginGuard } from './login-guard';
import { createMailer, type Mailer } from './mailer';
import { googleRecaptcha, newsletterRoutes } from './newsletter-routes';
import { originCheck } from './origin-check';
import { createPasswordHasher } from './password-hash';
import { createSessionStore } from './sessions';
import { type CustomerSettingsOverrides, resolveSettings } from './settings';
import { createWishlistStore } from './wishlist';
import { type WishlistThemes, wishlistRoutes } from './wishlist-routes';

export interface CustomerApiOptions {
  db: Database;
  config: Pick<ServerConfig, 'SMTP_URL' | 'RECAPTCHA_SECRET' | 'PUBLIC_BASE_URL'> &
    Partial<Pick<ServerConfig, 'DATA_DIR'>>;
  log: CustomerLog;
  /** Smaller costs and limits for tests; see settings.ts for the defaults and their reasons. */
  settings?: CustomerSettingsOverrides;
  /** Replaces SMTP / outbox (tests). */
  mailer?: Mailer;
  /** Replaces Google's verification (tests). */
  recaptcha?: RecaptchaVerifier;
  now?: () => number;
  /** Picture, title, price and link of saved designs (the themes service); without it, ids only. */
  wishlistThemes?: WishlistThemes;
  /** Pieces in the request's basket (the embedded basket); without it the count is 0. */
  cartCount?: CustomerDeps['cartCount'];
  /** Exposes the internals to tests (waiting for background mails, cleaning up). */
  onReady?: (deps: CustomerDeps) => void;
}

const JSON_BODY_LIMIT = 16 * 1024;
const PRUNE_EVERY_MS = 60 * 60_000;

export async function customerApiPlugin(app: FastifyInstance, options: CustomerApiOptions): Promise<void> {
  const settings = resolveSettings(options.settings);
  const now = options.now ?? Date.now;
  const publicBaseUrl = options.config.PUBLIC_BASE_URL ? new URL(options.config.PUBLIC_BASE_URL) : undefined;
  const deps: CustomerDeps = {
    db: options.db,
    accounts: createAccountStore(options.db, now),
    settings,
    hasher: createPasswordHasher(settings.scrypt, settings.hashConcurrency),
    sessions: createSessionStore(options.db, settings, now),
    limiter: createRateLimiter(options.db, now),
    mailer:
      options.mailer ??
      createMailer({
        db: options.db,
        smtpUrl: options.config.SMTP_URL,
        ...(options.config.DATA_DIR ? { pickupDir: join(options.config.DATA_DIR, 'mail-outbox') } : {}),
        from: settings.fromAddress,
        log: options.log,
      }),
    background: createBackground(options.log),
    log: options.log,
    cookies: { secure: publicBaseUrl?.protocol === 'https:' },
    recaptcha:
      options.recaptcha ??
      (options.config.RECAPTCHA_SECRET ? googleRecaptcha(options.config.RECAPTCHA_SECRET) : undefined),
    publicBaseUrl,
    now,
    cartCount: options.cartCount,
  };
  if (!deps.recaptcha) options.log.info('RECAPTCHA_SECRET is not set: newsletter tokens are not verified');
  const wishlist = createWishlistStore(options.db, now);

  originCheck(app, { publicBaseUrl: options.config.PUBLIC_BASE_URL });

  // JSON only: a body of any other type is refused before it is parsed.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const type = request.headers['content-type'];
    const length = Number(request.headers['content-length'] ?? 0);
    const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody && type === undefined) return;
    const mediaType = String(type ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    const path = request.url.split('?')[0];
    const formAllowed = path === '/web-api/contact' || path === '/web-api/newsletter-unsubscribe';
    if (mediaType === 'application/json') return;
    if (formAllowed && mediaType === 'application/x-www-form-urlencoded') return;
    return sendError(
      reply,
      new ApiError(
        415,
        'unsupported_media_type',
        `Send the body as application/json, not ${mediaType || 'without a type'}.`,
      ),
    );
  });

  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= JSON_BODY_LIMIT;
    });
    const steps = accountSteps(deps, wishlist);
    const guard = loginGuard(deps);
    authRoutes(scope, deps, steps, guard);
    accountRoutes(scope, deps, steps, guard);
    wishlistRoutes(scope, deps, wishlist, options.wishlistThemes);
  });
  app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= JSON_BODY_LIMIT;
    });
    newsletterRoutes(scope, deps);
    contactRoutes(scope, deps);
  });

  const prune = async () => {
    try {
      await deps.sessions.prune();
      await deps.limiter.prune();
      await wishlist.pruneAnonymous(new Date(now() - settings.anonymousWishlistMs));
    } catch (error) {
      options.log.warn('customer data pruning failed', { err: error });
    }
  };
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await deps.background.idle();
  });
  options.onReady?.(deps);
}
