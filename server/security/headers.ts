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
}

/** A year, and every subdomain (ASVS 5.0 3.4.1 at level 2). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Style elements only from our own files (Vite's dev server injects inline ones); inline style
    // attributes stay allowed for React's style props. No inline script is ever allowed.
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
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
  reply.header('Content-Security-Policy', contentSecurityPolicy(request.cspNonce, options.development));
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
