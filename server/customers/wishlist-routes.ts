/** Wishlist APIs (cards channel only): GET, POST { themeId }, DELETE /web-api/wishlist/:themeId. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WishlistTheme } from '../../shared/customer/customer-data';
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

/** The saved designs as the wishlist page shows them (server/themes); without it, ids only. */
export type WishlistThemes = (
  at: Pick<RequestContext, 'channel' | 'market'>,
  ids: readonly string[],
) => Promise<Map<string, WishlistTheme>>;

export function wishlistRoutes(
  app: FastifyInstance,
  deps: CustomerDeps,
  store: WishlistStore,
  themes?: WishlistThemes,
): void {
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

  const answer = async (reply: FastifyReply, owner: WishlistOwner | undefined, ctx: RequestContext) => {
    reply.header('cache-control', 'no-store').header('vary', 'Cookie');
    const items = owner ? await store.list(owner) : [];
    if (!themes || items.length === 0) return { items };
    const found = await themes(
      ctx,
      items.map((i) => i.themeId),
    );
    return {
      items: items.map((item) => {
        const theme = found.get(item.themeId);
        return theme ? { ...item, theme } : item;
      }),
    };
  };

  app.get('/web-api/wishlist', async (request, reply) => {
    const ctx = await guard(request);
    return answer(reply, await ownerOf(request, reply, false), ctx);
  });

  app.post('/web-api/wishlist', async (request, reply) => {
    const ctx = await guard(request);
    await limit(deps, ctx, `wishlist:ip:${ctx.client}`, deps.settings.limits.wishlistIp);
    const input = parseBody(ctx, wishlistItemSchema, request.body);
    const owner = (await ownerOf(request, reply, true)) as WishlistOwner;
    if (!(await store.add(owner, input.themeId, deps.settings.wishlistMax))) {
      throw failure(ctx, 409, 'wishlist_full', 'wishlistFull');
    }
    reply.status(201);
    return answer(reply, owner, ctx);
  });

  app.delete<{ Params: { themeId: string } }>('/web-api/wishlist/:themeId', async (request, reply) => {
    const ctx = await guard(request);
    await limit(deps, ctx, `wishlist:ip:${ctx.client}`, deps.settings.limits.wishlistIp);
    const { themeId } = request.params;
    if (!THEME_ID_PATTERN.test(themeId)) throw fieldFailure(ctx, 'themeId', 'themeId');
    const owner = await ownerOf(request, reply, false);
    if (owner) await store.remove(owner, themeId);
    return answer(reply, owner, ctx);
  });
}
