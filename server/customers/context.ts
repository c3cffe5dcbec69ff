/** What every customer route shares: the services, the request's market and the error helpers. */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isFieldCode, PASSWORD_MAX, PASSWORD_MIN } from '../../shared/customer/forms';
import { customerMessage, type MessageKey, type MessageVars } from '../../shared/customer/messages';
import {
  type Channel,
  countryOf,
  hostFor,
  languageOf,
  type Market,
  marketsOfHost,
} from '../../shared/markets';
import { formatOrigin } from '../../shared/routing';
import { requestMarket } from '../catalogue/request-market';
import type { Database } from '../db/types';
import { clientAddressOf, clientKeyOfAddress } from '../http/client-address';
import { ApiError } from '../http/errors';
import { RateLimitError, type RateLimiter } from '../http/rate-limit';
import type { AccountStore } from './account-store';
import type { Background } from './background';
import { type CookieMode, readToken } from './cookies';
import type { Mailer } from './mailer';
import type { PasswordHasher } from './password-hash';
import type { SessionInfo, SessionStore } from './sessions';
import type { CustomerSettings, LimitRule } from './settings';

export interface CustomerLog {
  debug(message: string, detail?: Record<string, unknown>): void;
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

export type RecaptchaResult = 'ok' | 'failed' | 'error';
export type RecaptchaVerifier = (token: string, ip: string) => Promise<RecaptchaResult>;

export interface CustomerDeps {
  db: Database;
  /** Customers and their link tokens (account-store.ts). */
  accounts: AccountStore;
  settings: CustomerSettings;
  hasher: PasswordHasher;
  sessions: SessionStore;
  limiter: RateLimiter;
  mailer: Mailer;
  background: Background;
  log: CustomerLog;
  cookies: CookieMode;
  /** Undefined when RECAPTCHA_SECRET is not set: tokens are then not verified (DESIGN). */
  recaptcha: RecaptchaVerifier | undefined;
  publicBaseUrl: URL | undefined;
  now: () => number;
  /** Pieces in the request's basket, for customer-data's cartArticlesAmount (the embedded basket). */
  cartCount?: ((request: FastifyRequest) => Promise<number>) | undefined;
}

export interface RequestContext {
  channel: Channel;
  market: Market;
  /** The client's address (validated, see server/http/client-address.ts). */
  ip: string;
  /** The client's key for per-client limits: its IPv4 address or IPv6 /64 network. */
  client: string;
}

export function contextOf(request: FastifyRequest): RequestContext {
  const { channel, market } = requestMarket(request);
  const ip = clientAddressOf(request);
  return { channel, market, ip, client: clientKeyOfAddress(ip) };
}

export function message(ctx: RequestContext, key: MessageKey, vars?: MessageVars): string {
  return customerMessage(ctx.market, key, vars);
}

export function failure(
  ctx: RequestContext,
  status: number,
  code: string,
  key: MessageKey,
  fields?: Record<string, string>,
  vars?: MessageVars,
): ApiError {
  return new ApiError(status, code, message(ctx, key, vars), fields);
}

/** A 400 naming one field, with the field's message in the shopper's language. */
export function fieldFailure(ctx: RequestContext, field: string, key: MessageKey): ApiError {
  return failure(ctx, 400, 'invalid_input', 'invalidInput', { [field]: fieldText(ctx, key) });
}

function fieldText(ctx: RequestContext, key: MessageKey): string {
  return message(ctx, key, { min: PASSWORD_MIN, max: PASSWORD_MAX });
}

/** Parses a body with a shared schema; a failure is a 400 whose field messages are in the shopper's language. */
export function parseBody<S extends z.ZodType>(ctx: RequestContext, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    fields[key] = fieldText(ctx, isFieldCode(issue.message) ? issue.message : 'invalid');
  }
  throw failure(ctx, 400, 'invalid_input', 'invalidInput', fields);
}

/** Counts an attempt; over the limit it throws a 429 with Retry-After. */
export async function limit(
  deps: CustomerDeps,
  ctx: RequestContext,
  key: string,
  rule: LimitRule,
  mode: 'hit' | 'peek' = 'hit',
): Promise<void> {
  const state = mode === 'hit' ? await deps.limiter.hit(key, rule) : await deps.limiter.peek(key, rule);
  if (state.allowed) return;
  throw rateLimited(deps, ctx, key, state.retryAfter);
}

/** The 429 of a rule (its key names it in the log; the key's hashed part stays out). */
export function rateLimited(
  deps: Pick<CustomerDeps, 'log'>,
  ctx: RequestContext,
  key: string,
  retryAfter: number,
): RateLimitError {
  deps.log.warn('rate limit reached', { rule: key.split(':').slice(0, 2).join(':') });
  return new RateLimitError(
    retryAfter,
    message(ctx, 'rateLimited', { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }),
  );
}

/** The request's live session, looked up once per request. */
const cache = new WeakMap<FastifyRequest, Promise<SessionInfo | undefined>>();
export function sessionOf(deps: CustomerDeps, request: FastifyRequest): Promise<SessionInfo | undefined> {
  let found = cache.get(request);
  if (!found) {
    const token = readToken(request, 'session', deps.cookies);
    found = token ? deps.sessions.find(token) : Promise.resolve(undefined);
    cache.set(request, found);
  }
  return found;
}

/**
 * The market's shop address for links in mails: the request's host when the host table knows it and
 * it serves the market, else the market's primary host; scheme and port are the configured public
 * ones (issue 22 item 7), never the request's Host header.
 */
export function shopUrl(
  deps: CustomerDeps,
  request: FastifyRequest,
  ctx: RequestContext,
  path: string,
): string {
  const entry = request.shop.site;
  const country = countryOf(ctx.market);
  const served =
    entry.known && entry.channel === ctx.channel && marketsOfHost(entry).includes(ctx.market)
      ? entry.host
      : hostFor(ctx.channel, country);
  const { address } = request.shop.origin;
  const origin = served
    ? formatOrigin(address, served)
    : (deps.publicBaseUrl?.origin ?? formatOrigin(address, 'localhost'));
  const home = marketsOfHost({ channel: ctx.channel, country })[0];
  const prefix = home === ctx.market ? '' : `/${languageOf(ctx.market)}`;
  return `${origin}${prefix}${path}`;
}

export const BRAND_NAMES: Record<Channel, string> = { cards: 'Fotowerk', posters: 'Wandwerk' };
