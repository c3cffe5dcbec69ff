/**
 * The customer area's cookies (ASVS V3.3): HttpOnly, SameSite=Lax, Path=/; behind HTTPS also
 * Secure with the __Host- prefix, which the browser only accepts from a secure origin, without a
 * Domain and for the whole site, so a sibling subdomain cannot plant or overwrite it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from '../../shared/http/cookies';

export type CookieKind = 'session' | 'wishlist' | 'device';

const BASE_NAMES: Record<CookieKind, string> = {
  session: 'shop_session',
  wishlist: 'shop_wishlist',
  // A device that logged in to an account before (issue 34 item 2): not slowed by others' failures.
  device: 'shop_device',
};
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface CookieMode {
  /** Always Secure (PUBLIC_BASE_URL is https); otherwise only for requests that came over TLS. */
  secure: boolean;
}

export function isSecureRequest(request: FastifyRequest, mode: CookieMode): boolean {
  return mode.secure || request.protocol === 'https';
}

export function cookieName(kind: CookieKind, secure: boolean): string {
  return secure ? `__Host-${BASE_NAMES[kind]}` : BASE_NAMES[kind];
}

/** The token in the request's cookie, when it has the shape of one of ours. */
export function readToken(request: FastifyRequest, kind: CookieKind, mode: CookieMode): string | undefined {
  const value = request.shop.cookies[cookieName(kind, isSecureRequest(request, mode))];
  return value && TOKEN.test(value) ? value : undefined;
}

export function setTokenCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: CookieKind,
  token: string,
  maxAgeMs: number,
  mode: CookieMode,
): void {
  const secure = isSecureRequest(request, mode);
  const cookie = serializeCookie(cookieName(kind, secure), token, {
    maxAge: Math.floor(maxAgeMs / 1000),
    sameSite: 'lax',
    secure,
  });
  reply.header('set-cookie', `${cookie}; HttpOnly`);
}

export function clearCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: CookieKind,
  mode: CookieMode,
): void {
  const secure = isSecureRequest(request, mode);
  const cookie = serializeCookie(cookieName(kind, secure), '', { maxAge: 0, sameSite: 'lax', secure });
  reply.header('set-cookie', `${cookie}; HttpOnly`);
}
