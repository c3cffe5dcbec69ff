/** Wishlist APIs (cards channel only): GET, POST { themeId }, DELETE /web-api/wishlist/:themeId. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { THEME_ID_PATTERN, wishlistItemSchema } from '../../shared/customer/forms';
import {
  type CustomerDeps,
  contextOf,
  failure,
  fieldFailure,
  limit,
  parseBody,
  type RequestContext,
  sessionOf,
} from './context';
import { readToken, setTokenCookie } from './cookies';
import { newToken, sha256Hex } from './crypto';
import type { WishlistOwner, WishlistStore } from './wishlist';

export function wishlistRoutes(app: FastifyInstance, deps: CustomerDeps, store: WishlistStore): void {
  async function guard(request: FastifyRequest): Promise<RequestContext> {
    const ctx = contextOf(request);
    if (!(await store.available(ctx.channel)))
      throw failure(ctx, 404, 'wishlist_unavailable', 'wishlistUnavailable');
    return ctx;
  }

  /** The customer's list; else the anonymous one of the cookie, created when `create` (a first add). */
  async function ownerOf(
    request: FastifyRequest,
    reply: FastifyReply,
    create: boolean,
  ): Promise<WishlistOwner | undefined> {
    const session = await sessionOf(deps, request);
    if (session?.customer) return { customerId: session.customer.id };
    const token = readToken(request, 'wishlist', deps.cookies);
    if (token) return { anonymousId: sha256Hex(token) };
    if (!create) return undefined;
    const fresh = newToken();
    setTokenCookie(request, reply, 'wishlist', fresh, deps.settings.anonymousWishlistMs, deps.cookies);
    return { anonymousId: sha256Hex(fresh) };
  }

  const answer = async (reply: FastifyReply, owner: WishlistOwner | undefined) => {
    reply.header('cache-control', 'no-store').header('vary', 'Cookie');
    return { items: owner ? await store.list(owner) : [] };
  };

  app.get('/web-api/wishlist', async (request, reply) => {
    await guard(request);
    return answer(reply, await ownerOf(request, reply, false));
  });

  app.post('/web-api/wishlist', async (request, reply) => {
    const ctx = await guard(request);
    await limit(deps, ctx, `wishlist:ip:${ctx.ip}`, deps.settings.limits.wishlistIp);
    const input = parseBody(ctx, wishlistItemSchema, request.body);
    const owner = (await ownerOf(request, reply, true)) as WishlistOwner;
    if (!(await store.add(owner, input.themeId, deps.settings.wishlistMax))) {
      throw failure(ctx, 409, 'wishlist_full', 'wishlistFull');
    }
    reply.status(201);
    return answer(reply, owner);
  });

  app.delete<{ Params: { themeId: string } }>('/web-api/wishlist/:themeId', async (request, reply) => {
    const ctx = await guard(request);
    await limit(deps, ctx, `wishlist:ip:${ctx.ip}`, deps.settings.limits.wishlistIp);
    const { themeId } = request.params;
    if (!THEME_ID_PATTERN.test(themeId)) throw fieldFailure(ctx, 'themeId', 'themeId');
    const owner = await ownerOf(request, reply, false);
    if (owner) await store.remove(owner, themeId);
    return answer(reply, owner);
  });
}
