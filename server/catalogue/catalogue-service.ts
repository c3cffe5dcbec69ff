/**
 * The in-process catalogue: what route loaders call on the server and what the HTTP routes wrap.
 * Reads come from an in-memory snapshot of the catalogue tables, refreshed after `ttlMs`; the
 * only write (accessory orders) goes to the database in one transaction.
 */
import type { DesignerParams, ProductType } from '../../shared/catalogue';
import type { Channel, Market } from '../../shared/markets';
import type { Database } from '../db/open-database';
import { accessoryOrderLines, accessoryOrders } from '../db/schema';
import { createRateLimiter, type LimitRule, RateLimitError } from '../http/rate-limit';
import * as cards from './cards';
import * as commerce from './commerce';
import { currencyOfContext, priceView, type ShopContext } from './common';
import { type DesignerPrice, priceOfDesignerParams } from './designer-price';
import * as products from './products';
import { loadSnapshot, type Snapshot } from './snapshot';
import * as wallArt from './wall-art';

export type { ShopContext } from './common';

export interface CatalogueServiceOptions {
  /** How long a snapshot serves before the next read reloads it; 0 reloads on every call. Default 60 s. */
  ttlMs?: number;
  /** The clock for vouchers and campaigns; tests pass a fixed one. */
  now?: () => Date;
  /** Voucher checks that find no usable voucher, per client address (issue 22.12). */
  voucherGuesses?: LimitRule;
}

/** While the database is away, how often a read tries to load a new snapshot. */
const STALE_RETRY_MS = 5_000;

/** Enough for a shopper who mistypes a code a few times; far too few to guess codes. */
export const VOUCHER_GUESSES: LimitRule = { limit: 20, windowMs: 15 * 60_000 };

type Args<F> = F extends (s: Snapshot, ctx: ShopContext, ...rest: infer R) => unknown ? R : never;
type Result<F> = F extends (...args: never[]) => infer R ? R : never;

export function createCatalogueService(db: Database, options: CatalogueServiceOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const limiter = createRateLimiter(db);
  const voucherGuesses = options.voucherGuesses ?? VOUCHER_GUESSES;
  let cached: { at: number; snapshot: Promise<Snapshot> } | undefined;
  /** The last snapshot that loaded: served while the database is away (issue 36). */
  let lastGood: Snapshot | undefined;

  function snapshot(): Promise<Snapshot> {
    const at = Date.now();
    if (!cached || at - cached.at >= ttlMs) {
      const previous = lastGood;
      const loading = loadSnapshot(db).then((loaded) => {
        lastGood = loaded;
        return loaded;
      });
      // With an earlier snapshot, a failed reload (the database restarting) serves that one and is
      // tried again after STALE_RETRY_MS: pages with prices keep working through an outage.
      const serving =
        previous === undefined
          ? loading
          : loading.catch(() => {
              if (cached?.snapshot === serving) {
                cached = {
                  at: Date.now() - ttlMs + Math.min(STALE_RETRY_MS, ttlMs),
                  snapshot: Promise.resolve(previous),
                };
              }
              return previous;
            });
      cached = { at, snapshot: serving };
      // A failed first load must not be served for a whole TTL.
      loading.catch(() => {
        if (cached?.snapshot === serving && previous === undefined) cached = undefined;
      });
    }
    return cached.snapshot;
  }

  /**
   * Binds a (snapshot, ctx, ...args) function to the current snapshot. The cast is only because
   * TypeScript cannot see that F's own parameters are Args<F>.
   */
  function read<F extends (s: Snapshot, ctx: ShopContext, ...rest: never[]) => unknown>(fn: F) {
    return async (ctx: ShopContext, ...rest: Args<F>): Promise<Result<F>> =>
      (fn as unknown as (s: Snapshot, ctx: ShopContext, ...r: Args<F>) => Result<F>)(
        await snapshot(),
        // Campaign reductions are read at the service's clock, so tests can fix the day.
        { ...ctx, at: ctx.at ?? now() },
        ...rest,
      );
  }

  return {
    snapshot,
    /** Drops the snapshot so the next call reads the database again (after a price import, say). */
    invalidate(): void {
      cached = undefined;
    },

    // Wall art (calculator blocks, product selection, price API)
    materials: read(wallArt.materialViews),
    formatsWithPrices: read(wallArt.formatsWithPrices),
    articlePrice: read(wallArt.articlePrice),
    formatGroupPrices: read(wallArt.formatGroupPrices),
    frames: read(wallArt.frames),
    photoOptionGroups: read(wallArt.photoOptionGroups),
    variantsForFrameTypes: read(wallArt.variantsForFrameTypes),
    formatLimits: read(wallArt.formatLimits),
    pricesFrom: read(wallArt.pricesFrom),
    productSelectionData: read(wallArt.productSelectionData),
    aspectRatioFormats: read(wallArt.aspectRatioFormats),
    calculatorReference: read(wallArt.calculatorReference),
    collagePrice: read(wallArt.collagePrice),

    // Photobooks, calendars, photoboxes, design groups
    photobookPrice: read(products.photobookPrice),
    photobookDesignGroupSet: read(products.photobookDesignGroupSet),
    calendarPrice: read(products.calendarPrice),
    calendarDesignGroups: read(products.calendarDesignGroups),
    photoboxes: read(products.photoboxes),
    photoboxPrice: read(products.photoboxPrice),
    collageDesignGroups: read(products.collageDesignGroups),

    // Cards and accessories
    cardPrice: read(cards.cardPrice),
    cardAccessories: read(cards.cardAccessories),
    cardAccessoryPrice: read(cards.cardAccessoryPrice),
    accessories: read(cards.accessories),
    accessoryTierPrice: read(cards.accessoryTierPrice),
    async orderCardAccessories(ctx: ShopContext, input: cards.AccessoryOrderInput) {
      const prepared = cards.prepareAccessoryOrder(await snapshot(), ctx, input);
      const currency = currencyOfContext(ctx);
      const orderId = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(accessoryOrders)
          .values({
            channel: ctx.channel,
            market: ctx.market,
            currency,
            cardFormatId: prepared.cardFormat,
            totalCents: prepared.totalCents,
          })
          .returning({ id: accessoryOrders.id });
        if (!order) throw new Error('accessory order insert returned no row');
        await tx
          .insert(accessoryOrderLines)
          .values(prepared.lines.map((line) => ({ orderId: order.id, ...line })));
        return order.id;
      });
      return {
        orderId,
        cardFormat: prepared.cardFormat,
        lines: prepared.lines.map((l) => ({
          sku: l.sku,
          quantity: l.quantity,
          unitPrice: priceView(l.unitCents, l.unitCents, ctx.market),
          price: priceView(l.lineCents, l.lineCents, ctx.market),
        })),
        total: priceView(prepared.totalCents, prepared.totalCents, ctx.market),
      };
    },

    // Shop-wide
    /**
     * Checks a voucher. With a client address, every check that finds no current voucher (an
     * unknown, withdrawn or expired code) counts against that address, so codes cannot be
     * guessed at speed: the check is reserved before the look-up, atomically, and given back
     * when the code turned out to be a current one.
     */
    async voucher(
      ctx: ShopContext,
      input: { code: string; orderValueCents?: number | undefined },
      client?: string,
    ): Promise<commerce.VoucherAnswer> {
      const key = client === undefined ? undefined : `voucher:ip:${client}`;
      if (key) {
        const reserved = await limiter.hit(key, voucherGuesses);
        if (!reserved.allowed) {
          await limiter.refund(key);
          const minutes = Math.max(1, Math.ceil(reserved.retryAfter / 60));
          throw new RateLimitError(
            reserved.retryAfter,
            `Too many voucher codes tried from this address. Try again in ${minutes} minutes.`,
          );
        }
      }
      const answer = commerce.voucher(await snapshot(), ctx, { ...input, now: now() });
      if (key && answer.problem !== 'expired') await limiter.refund(key);
      return answer;
    },
    giftVoucher: read(commerce.giftVoucher),
    skuContainer: read(commerce.skuContainer),
    expressShop: read(commerce.expressShop),
    async campaignData(ctx: ShopContext) {
      return commerce.campaignData(await snapshot(), ctx, now());
    },
    shippingInformation: read(commerce.shippingInformation),
    localizedUrls: read(commerce.localizedUrls),
    shopFrontendsInitialData: read(commerce.shopFrontendsInitialData),

    /**
     * The price of a designer link's configuration (link inspector): pass parseDesignerUrl's
     * result. Without a channel, wall art is priced in the posters shop where it sells the market.
     */
    async priceOfDesignerParams(
      parsed: { productType?: ProductType | undefined; params: DesignerParams },
      market: Market,
      channel?: Channel,
    ): Promise<DesignerPrice> {
      return priceOfDesignerParams(await snapshot(), parsed, market, channel);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
