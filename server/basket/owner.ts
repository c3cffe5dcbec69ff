/**
 * Whose basket a request is: the logged-in customer's, else the one of the anonymous basket
 * cookie (strictly necessary, so set before consent, but only when the shopper uploads or adds).
 * At the first basket request after a log-in the anonymous basket merges into the customer's and
 * its cookie is deleted.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from '../../shared/http/cookies';
import type { Channel, Market } from '../../shared/markets';
import { type CookieMode, isSecureRequest } from '../customers/cookies';
import { newToken, sha256Hex } from '../customers/crypto';
import type { BasketRow, BasketService } from './service';

export const BASKET_COOKIE = 'shop_basket';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function basketCookieName(secure: boolean): string {
  return secure ? `__Host-${BASKET_COOKIE}` : BASKET_COOKIE;
}

export interface OwnerDeps {
  service: BasketService;
  cookies: CookieMode;
  /** The logged-in customer's id, if any (the customer area's session). */
  customerOf: (request: FastifyRequest) => Promise<string | undefined>;
  /** How long the anonymous cookie lives. */
  cookieMaxAgeMs: number;
}

function readBasketToken(request: FastifyRequest, mode: CookieMode): string | undefined {
  const value = request.shop.cookies[basketCookieName(isSecureRequest(request, mode))];
  return value && TOKEN.test(value) ? value : undefined;
}

function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAgeMs: number,
  mode: CookieMode,
) {
  const secure = isSecureRequest(request, mode);
  const cookie = serializeCookie(basketCookieName(secure), value, {
    maxAge: Math.floor(maxAgeMs / 1000),
    sameSite: 'lax',
    secure,
  });
  reply.header('set-cookie', `${cookie}; HttpOnly`);
}

export interface Owner {
  basket: BasketRow | undefined;
  customerId: string | undefined;
  /** The anonymous token's hash (orders remember it for the confirmation page). */
  tokenHash: string | undefined;
}

/**
 * The request's basket, moved to the market it is shopping in; created (with its cookie) when
 * `create` and there is none yet.
 */
export async function basketOf(
  deps: OwnerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  at: { market: Market; channel: Channel },
  create: boolean,
): Promise<Owner> {
  const customerId = await deps.customerOf(request);
  const token = readBasketToken(request, deps.cookies);
  const tokenHash = token ? sha256Hex(token) : undefined;
  let basket: BasketRow | undefined;
  if (customerId) {
    if (tokenHash) {
      await deps.service.merge(tokenHash, customerId);
      setCookie(request, reply, '', 0, deps.cookies);
    }
    basket = await deps.service.findByCustomer(customerId);
    if (!basket && create) basket = await deps.service.create({ customerId }, at);
  } else if (tokenHash) {
    basket = await deps.service.findByToken(tokenHash);
    if (!basket && create) basket = await deps.service.create({ tokenHash }, at);
    // Each use keeps the anonymous basket's cookie alive as long as the basket.
    if (basket) setCookie(request, reply, token as string, deps.cookieMaxAgeMs, deps.cookies);
  } else if (create) {
    const fresh = newToken();
    basket = await deps.service.create({ tokenHash: sha256Hex(fresh) }, at);
    setCookie(request, reply, fresh, deps.cookieMaxAgeMs, deps.cookies);
    return { basket, customerId, tokenHash: sha256Hex(fresh) };
  }
  if (basket) basket = await deps.service.moveTo(basket, at);
  return { basket, customerId, tokenHash };
}

/** Pieces in the request's basket (and, before the merge, its anonymous one); changes nothing. */
export async function basketCount(
  deps: Pick<OwnerDeps, 'service' | 'cookies' | 'customerOf'>,
  request: FastifyRequest,
): Promise<number> {
  const customerId = await deps.customerOf(request);
  const token = readBasketToken(request, deps.cookies);
  const found = [
    customerId ? await deps.service.findByCustomer(customerId) : undefined,
    token ? await deps.service.findByToken(sha256Hex(token)) : undefined,
  ];
  let count = 0;
  for (const basket of found)
    if (basket) for (const row of await deps.service.itemRows(basket.id)) count += row.quantity;
  return count;
}
