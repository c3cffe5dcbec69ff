/** Wishlist storage (cards channel, SPEC 1): a customer's themes, or an anonymous visitor's by cookie. */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { WishlistItem } from '../../shared/customer/customer-data';
import type { Channel } from '../../shared/markets';
import { channelSettings, wishlistItems } from '../db/schema';
import type { Database } from '../db/types';

export type WishlistOwner = { customerId: string } | { anonymousId: string };

const ownerIs = (owner: WishlistOwner) =>
  'customerId' in owner
    ? eq(wishlistItems.customerId, owner.customerId)
    : eq(wishlistItems.anonymousId, owner.anonymousId);

export interface WishlistStore {
  available(channel: Channel): Promise<boolean>;
  list(owner: WishlistOwner): Promise<WishlistItem[]>;
  /** False when the list is full. Adding a theme twice keeps one entry. */
  add(owner: WishlistOwner, themeId: string, max: number): Promise<boolean>;
  remove(owner: WishlistOwner, themeId: string): Promise<void>;
  /** Moves an anonymous list into the customer's (at log-in and sign-up), up to `max` entries. */
  merge(anonymousId: string, customerId: string, max: number): Promise<void>;
  pruneAnonymous(olderThan: Date): Promise<void>;
}

/**
 * How long an instance trusts what it read of channel_settings: several instances may run, and a
 * change in the table reaches every one of them within this time (as catalogue prices do).
 */
const SETTINGS_TTL_MS = 60_000;

export function createWishlistStore(db: Database, now: () => number = Date.now): WishlistStore {
  const availability = new Map<Channel, { on: boolean; until: number }>();
  const count = async (owner: WishlistOwner) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(ownerIs(owner));
    return row?.n ?? 0;
  };
  return {
    async available(channel) {
      const known = availability.get(channel);
      if (known && known.until > now()) return known.on;
      const [row] = await db
        .select({ on: channelSettings.wishlistAvailable })
        .from(channelSettings)
        .where(eq(channelSettings.channel, channel));
      // Without seeded settings SPEC 1 decides: the card channel only.
      const on = row ? row.on : channel === 'cards';
      availability.set(channel, { on, until: now() + SETTINGS_TTL_MS });
      return on;
    },
    async list(owner) {
      const rows = await db
        .select({ themeId: wishlistItems.themeId, addedAt: wishlistItems.addedAt })
        .from(wishlistItems)
        .where(ownerIs(owner))
        .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
      return rows.map((r) => ({ themeId: r.themeId, addedAt: r.addedAt.toISOString() }));
    },
    async add(owner, themeId, max) {
      const [existing] = await db
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(and(ownerIs(owner), eq(wishlistItems.themeId, themeId)));
      if (existing) return true;
      if ((await count(owner)) >= max) return false;
      await db
        .insert(wishlistItems)
        .values({ ...owner, themeId })
        .onConflictDoNothing();
      return true;
    },
    async remove(owner, themeId) {
      await db.delete(wishlistItems).where(and(ownerIs(owner), eq(wishlistItems.themeId, themeId)));
    },
    async merge(anonymousId, customerId, max) {
      const anonymous = await db
        .select({ themeId: wishlistItems.themeId })
        .from(wishlistItems)
        .where(eq(wishlistItems.anonymousId, anonymousId))
        .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
      if (anonymous.length === 0) return;
      const room = Math.max(0, max - (await count({ customerId })));
      const themes = anonymous.slice(0, room).map((r) => r.themeId);
      if (themes.length > 0) {
        await db
          .insert(wishlistItems)
          .values(themes.map((themeId) => ({ customerId, themeId })))
          .onConflictDoNothing();
      }
      await db.delete(wishlistItems).where(eq(wishlistItems.anonymousId, anonymousId));
    },
    async pruneAnonymous(olderThan) {
      await db
        .delete(wishlistItems)
        .where(and(sql`${wishlistItems.anonymousId} is not null`, lt(wishlistItems.addedAt, olderThan)));
    },
  };
}
