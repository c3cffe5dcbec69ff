/**
 * CSRF defence for every state-changing request under /web-api/ and /whitelabel/ (ASVS V3.5):
 * besides SameSite cookies, a POST, PUT, PATCH or DELETE is refused with 403 when the browser says
 * it comes from another site — an Origin header naming another host (or "null"), or
 * Sec-Fetch-Site cross-site/same-site. Requests without either header are not from a browser
 * (browsers send Origin with every such request), so they cannot carry a victim's cookies by
 * accident and are let through.
 *
 * The customer plugin applies it to its own routes; the app should apply it once to all routes:
 *   originCheck(app, { publicBaseUrl: config.PUBLIC_BASE_URL })
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customerMessage } from '../../shared/customer/messages';
import { requestMarket } from '../catalogue/request-market';
import { ApiError, sendError } from '../http/errors';
import { formatHost } from '../http/host-header';
import { redactUrl } from '../http/log-redaction';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const PROTECTED = /^\/(?:web-api|whitelabel)(?:\/|$)/;

export interface OriginCheckOptions {
  /** Also accepted as an origin (the public address behind a proxy). */
  publicBaseUrl?: string | undefined;
  /** Further origins allowed to post, e.g. a separate designer application. */
  allowedOrigins?: readonly string[];
}

function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a request may change state; exported for tests and for other hooks. */
export function isAllowedOrigin(request: FastifyRequest, options: OriginCheckOptions = {}): boolean {
  if (SAFE.has(request.method)) return true;
  const path = request.url.split('?')[0] ?? '';
  if (!PROTECTED.test(path)) return true;
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === undefined) return site !== 'cross-site' && site !== 'same-site';
  if (Array.isArray(origin)) return false;
  const host = hostOf(origin);
  if (!host) return false;
  if (host === formatHost(request.shop.host)) return true;
  const allowed = [options.publicBaseUrl, ...(options.allowedOrigins ?? [])]
    .map((o) => (o ? hostOf(o) : undefined))
    .filter(Boolean);
  return allowed.includes(host);
}

function refusal(request: FastifyRequest): ApiError {
  let market: Parameters<typeof customerMessage>[0] = 'en-GB';
  try {
    market = requestMarket(request).market;
  } catch {
    // Bad market headers: the refusal is still given, in English.
  }
  return new ApiError(403, 'forbidden_origin', customerMessage(market, 'forbiddenOrigin'));
}

export function originCheck(app: FastifyInstance, options: OriginCheckOptions = {}): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isAllowedOrigin(request, options)) return;
    request.log.warn(
      { origin: request.headers.origin, url: redactUrl(request.url) },
      'cross-site request refused',
    );
    return sendError(reply, refusal(request));
  });
}
