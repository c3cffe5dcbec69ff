import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The per-request CSP nonce; every script the page runs carries it. */
    cspNonce: string;
  }
}

export interface SecurityHeaderOptions {
  /** Development needs Vite's websocket and inline styles it injects. */
  development: boolean;
  /**
   * Strict-Transport-Security (issue 22 item 15): "auto" on requests that came over TLS (directly
   * or from a trusted proxy, TRUST_PROXY), "on" on every response (a TLS-terminating proxy that is
   * not trusted or sends no X-Forwarded-Proto), "off" never.
   */
  hsts?: 'auto' | 'on' | 'off';
  /** Third-party services that are configured; only their origins join the policy. */
  integrations?: CspIntegrations;
}

export interface CspIntegrations {
  recaptcha?: boolean;
  chat?: boolean;
}

/**
 * The origins each integration needs beyond its script (which 'strict-dynamic' already admits once
 * a nonce'd script adds it; the host list is for browsers without strict-dynamic): reCAPTCHA v3's
 * script and its invisible frame; the Zendesk messenger's script, API, websocket and images.
 */
const INTEGRATION_SOURCES: Record<keyof CspIntegrations, Partial<Record<string, string[]>>> = {
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    'connect-src': ['https://www.google.com/recaptcha/'],
  },
  chat: {
    'script-src': ['https://static.zdassets.com'],
    'connect-src': ['https://*.zendesk.com', 'wss://*.zendesk.com', 'https://*.zdassets.com'],
    'img-src': ['https://*.zdassets.com', 'https://*.zendesk.com'],
    'frame-src': ['https://*.zendesk.com'],
  },
};

function extra(integrations: CspIntegrations, directive: string): string {
  const sources = (Object.keys(INTEGRATION_SOURCES) as (keyof CspIntegrations)[])
    .filter((name) => integrations[name])
    .flatMap((name) => INTEGRATION_SOURCES[name][directive] ?? []);
  return sources.length > 0 ? ` ${sources.join(' ')}` : '';
}

/** A year, and every subdomain (ASVS 5.0 3.4.1 at level 2). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function contentSecurityPolicy(
  nonce: string,
  development: boolean,
  integrations: CspIntegrations = {},
): string {
  const frames = extra(integrations, 'frame-src');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra(integrations, 'script-src')}`,
    // Style elements only from our own files (Vite's dev server injects inline ones); inline style
    // attributes stay allowed for React's style props. No inline script is ever allowed.
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(integrations, 'img-src')}`,
    "font-src 'self'",
    `${development ? "connect-src 'self' ws: wss:" : "connect-src 'self'"}${extra(integrations, 'connect-src')}`,
    ...(frames ? [`frame-src 'self'${frames}`] : []),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeaderOptions,
) {
  request.cspNonce = randomBytes(16).toString('base64');
  reply.header(
    'Content-Security-Policy',
    contentSecurityPolicy(request.cspNonce, options.development, options.integrations),
  );
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  const hsts = options.hsts ?? 'auto';
  if (hsts === 'on' || (hsts === 'auto' && request.protocol === 'https')) {
    reply.header('Strict-Transport-Security', HSTS_VALUE);
  }
}

/** Security headers on every response (issue: CSP with nonce, nosniff, referrer, framing). */
export function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => applySecurityHeaders(request, reply, options));
}
