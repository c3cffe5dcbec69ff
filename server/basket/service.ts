/**
 * The server-side basket: rows in the database (so it survives restarts and serves any number of
 * instances), owned by an anonymous cookie token or a customer, priced afresh on every read.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { percentOfBasisPoints, VAT_BASIS_POINTS, vatIncluded } from '../../shared/basket/tax';
import type {
  Basket,
  BasketItem,
  BasketVoucher,
  Design,
  DesignerPath,
  DesignerQueryParams,
  PrintWarning,
} from '../../shared/contracts/basket';
import { type Channel, countryOf, type Market } from '../../shared/markets';
import { type Currency, currencyOf, money } from '../../shared/money';
import { minorFromMajor } from '../../shared/money/rounding';
import { GOOD_DPI } from '../../shared/print/print-advice';
import type { CatalogueService } from '../catalogue/catalogue-service';
import { basketItems, baskets, designUploads } from '../db/schema';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { cartUrlFor } from '../ssr/cart-url';
import { basketError, basketText } from './messages';
import { maximumPhotos, minimumPhotos, type PricedDesign, priceDesign, queryOf } from './pricing';

export type BasketRow = typeof baskets.$inferSelect;
export type ItemRow = typeof basketItems.$inferSelect;
export type UploadRow = typeof designUploads.$inferSelect;

export interface BasketServiceOptions {
  db: Database;
  catalogue: CatalogueService;
  /** CHECKOUT_URL: "Order" hands off there. */
  checkoutUrl?: string | undefined;
  log: { warn(message: string, detail?: Record<string, unknown>): void };
}

/** Most lines one basket holds; more is a 409 (a script, not a shopper). */
export const MAX_ITEMS = 50;
/** Most copies of one line. */
export const MAX_COPIES = 99;

export function createBasketService(options: BasketServiceOptions) {
  const { db, catalogue } = options;

  async function uploadsOf(basketId: string, ids: readonly string[]): Promise<Map<string, UploadRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(designUploads)
      .where(and(eq(designUploads.basketId, basketId), inArray(designUploads.id, [...new Set(ids)])));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Effective dpi of each photo at the print size, and those below the advisor's threshold. */
  function printWarnings(
    design: Design,
    uploads: Map<string, UploadRow>,
    size: PricedDesign['printSize'],
  ): PrintWarning[] {
    if (!size) return [];
    const warnings: PrintWarning[] = [];
    design.photos.forEach((photo, index) => {
      const upload = uploads.get(photo.uploadId);
      if (!upload) return;
      const dpi = photoDpi(upload, photo, size);
      if (dpi < GOOD_DPI) warnings.push({ photo: index, dpi, threshold: GOOD_DPI });
    });
    return warnings;
  }

  /**
   * Checks a design against the basket's uploads and the product, and prices it. A photo of
   * another basket (or none at all) is refused with 403, so no one prints another shopper's photo.
   */
  async function checkDesign(
    basket: BasketRow,
    market: Market,
    input: { path: DesignerPath; params: DesignerQueryParams; design: Design },
  ): Promise<{ priced: PricedDesign; warnings: PrintWarning[] }> {
    const priced = await priceDesign(catalogue, market, input);
    const n = input.design.photos.length;
    if (n < minimumPhotos(priced.productType) || n > maximumPhotos(priced.productType)) {
      throw basketError(market, 400, 'invalid_design', {
        'design.photos': basketText(market, 'errors.photoCount', {
          min: minimumPhotos(priced.productType),
          max: maximumPhotos(priced.productType),
        }),
      });
    }
    const uploads = await uploadsOf(
      basket.id,
      input.design.photos.map((p) => p.uploadId),
    );
    input.design.photos.forEach((photo, index) => {
      if (!uploads.has(photo.uploadId))
        throw basketError(market, 403, 'foreign_upload', {
          [`design.photos.${index}.uploadId`]: basketText(market, 'errors.foreign_upload'),
        });
    });
    return { priced, warnings: printWarnings(input.design, uploads, priced.printSize) };
  }

  async function itemRows(basketId: string): Promise<ItemRow[]> {
    return db
      .select()
      .from(basketItems)
      .where(eq(basketItems.basketId, basketId))
      .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  }

  /** One line as the page shows it, with today's price. */
  async function itemView(
    row: ItemRow,
    market: Market,
  ): Promise<{ item: BasketItem; priced: PricedDesign | undefined }> {
    let priced: PricedDesign | undefined;
    try {
      priced = await priceDesign(catalogue, market, {
        path: row.path as DesignerPath,
        params: row.params,
        design: row.design,
      });
    } catch (error) {
      // A product no longer sold: the line keeps its agreed price and says it cannot be ordered.
      options.log.warn('basket item cannot be priced', {
        item: row.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    const currency = row.currency as Currency;
    const unitCents =
      priced && priced.total.currency === currency ? priced.total.amount : row.agreedUnitCents;
    const query = queryOf({ ...row.params, basketItem: row.id });
    const item: BasketItem = {
      id: row.id,
      path: row.path as DesignerPath,
      params: row.params,
      design: row.design,
      productType: (priced?.productType ?? row.productType) as BasketItem['productType'],
      title: priced?.title ?? basketText(market, `products.${row.productType}`),
      quantity: row.quantity,
      unit: money(unitCents, currency),
      total: money(unitCents * row.quantity, currency),
      thumbnailUrl: `/web-api/basket/items/${row.id}/thumbnail`,
      editUrl: `/${row.path}/?${query}`,
      printWarnings: row.printWarnings,
      ...(unitCents !== row.agreedUnitCents
        ? { priceChanged: { was: money(row.agreedUnitCents, currency), now: money(unitCents, currency) } }
        : {}),
    };
    return { item, priced };
  }

  async function voucherOf(
    basket: BasketRow,
    ctx: { market: Market; channel: Channel },
    subtotal: number,
  ): Promise<BasketVoucher | undefined> {
    const code = basket.voucherCode;
    if (!code) return undefined;
    const currency = currencyOf(ctx.market);
    try {
      const answer = await catalogue.voucher(ctx, { code, orderValueCents: subtotal });
      if (answer.valid && 'discount' in answer && answer.discount) {
        const discount = Math.min(subtotal, minorFromMajor(answer.discount.priceCurrent));
        return { code: answer.code, valid: true, discount: money(discount, currency), message: null };
      }
      const problem = answer.problem ?? 'invalid';
      return {
        code: answer.code,
        valid: false,
        discount: money(0, currency),
        message: basketText(ctx.market, `voucher.problems.${problem}`, {
          minimum: 'minimumOrder' in answer ? answer.minimumOrder.formatted : '',
        }),
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Withdrawn or unknown now: said as the voucher API says it, and nothing is taken off.
      return {
        code,
        valid: false,
        discount: money(0, currency),
        message: basketText(ctx.market, 'voucher.problems.unknown'),
      };
    }
  }

  async function view(
    basket: BasketRow | undefined,
    at: { market: Market; channel: Channel },
  ): Promise<Basket> {
    const market = basket?.market ?? at.market;
    const channel = basket?.channel ?? at.channel;
    const currency = currencyOf(market);
    const rows = basket ? await itemRows(basket.id) : [];
    const items = (await Promise.all(rows.map((r) => itemView(r, market)))).map((v) => v.item);
    const subtotal = items.reduce((sum, i) => sum + i.total.amount, 0);
    const voucher = basket ? await voucherOf(basket, { market, channel }, subtotal) : undefined;
    const discount = voucher?.valid ? voucher.discount.amount : 0;
    let shipping = 0;
    let freeShippingFrom: Basket['freeShippingFrom'] = null;
    try {
      const info = await catalogue.shippingInformation({ market, channel });
      const free = minorFromMajor(info.freeShippingFrom.priceCurrent);
      freeShippingFrom = money(free, currency);
      if (items.length > 0 && subtotal - discount < free)
        shipping = minorFromMajor(info.standard.priceCurrent);
    } catch (error) {
      options.log.warn('no shipping rate for the basket', { market, error: String(error) });
    }
    const total = subtotal - discount + shipping;
    const rate = VAT_BASIS_POINTS[countryOf(market)];
    return {
      items,
      subtotal: money(subtotal, currency),
      shipping: money(shipping, currency),
      freeShippingFrom,
      ...(voucher ? { voucher } : {}),
      ...(rate === undefined
        ? { salesTaxNote: basketText(market, 'salesTaxNote') }
        : { vat: { rate: percentOfBasisPoints(rate), included: money(vatIncluded(total, rate), currency) } }),
      total: money(total, currency),
      currency,
      count: items.reduce((sum, i) => sum + i.quantity, 0),
      checkoutUrl: options.checkoutUrl ? cartUrlFor(options.checkoutUrl, { market, channel }) : null,
    };
  }

  async function touch(basketId: string): Promise<void> {
    await db.update(baskets).set({ updatedAt: sql`now()` }).where(eq(baskets.id, basketId));
  }

  return {
    view,
    itemView,
    itemRows,
    checkDesign,
    uploadsOf,
    printWarnings,

    async findByToken(tokenHash: string): Promise<BasketRow | undefined> {
      const [row] = await db.select().from(baskets).where(eq(baskets.tokenHash, tokenHash));
      return row;
    },
    async findByCustomer(customerId: string): Promise<BasketRow | undefined> {
      const [row] = await db.select().from(baskets).where(eq(baskets.customerId, customerId));
      return row;
    },
    async create(
      owner: { tokenHash: string } | { customerId: string },
      at: { market: Market; channel: Channel },
    ) {
      const [row] = await db
        .insert(baskets)
        .values({ ...owner, market: at.market, channel: at.channel })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      // Another request of the same customer created it first.
      const [existing] = await db
        .select()
        .from(baskets)
        .where(
          'customerId' in owner
            ? eq(baskets.customerId, owner.customerId)
            : eq(baskets.tokenHash, owner.tokenHash),
        );
      if (!existing) throw new Error('basket could not be created');
      return existing;
    },
    /** The basket follows the shopper to the market they shop in now (prices in its currency). */
    async moveTo(basket: BasketRow, at: { market: Market; channel: Channel }): Promise<BasketRow> {
      if (basket.market === at.market && basket.channel === at.channel) return basket;
      const [row] = await db
        .update(baskets)
        .set({ market: at.market, channel: at.channel, updatedAt: sql`now()` })
        .where(eq(baskets.id, basket.id))
        .returning();
      const currency = currencyOf(at.market);
      if (currencyOf(basket.market) !== currency) {
        // Agreed prices were in another currency: the next price is the one agreed.
        for (const item of await itemRows(basket.id)) {
          const { item: v } = await itemView({ ...item, currency }, at.market);
          await db
            .update(basketItems)
            .set({ currency, agreedUnitCents: v.unit.amount })
            .where(eq(basketItems.id, item.id));
        }
      }
      return row ?? basket;
    },

    /**
     * Log-in: the anonymous basket's lines and photos move into the customer's basket (which the
     * anonymous one becomes when the customer has none). One transaction, so nothing is half-moved.
     */
    async merge(tokenHash: string, customerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [anonymous] = await tx.select().from(baskets).where(eq(baskets.tokenHash, tokenHash));
        if (!anonymous) return;
        const [own] = await tx.select().from(baskets).where(eq(baskets.customerId, customerId));
        if (!own) {
          await tx
            .update(baskets)
            .set({ tokenHash: null, customerId, updatedAt: sql`now()` })
            .where(eq(baskets.id, anonymous.id));
          await tx.update(designUploads).set({ customerId }).where(eq(designUploads.basketId, anonymous.id));
          return;
        }
        await tx.update(basketItems).set({ basketId: own.id }).where(eq(basketItems.basketId, anonymous.id));
        await tx
          .update(designUploads)
          .set({ basketId: own.id, customerId })
          .where(eq(designUploads.basketId, anonymous.id));
        await tx
          .update(baskets)
          .set({ voucherCode: own.voucherCode ?? anonymous.voucherCode, updatedAt: sql`now()` })
          .where(eq(baskets.id, own.id));
        await tx.delete(baskets).where(eq(baskets.id, anonymous.id));
      });
    },

    async item(basket: BasketRow, id: string): Promise<ItemRow | undefined> {
      const [row] = await db
        .select()
        .from(basketItems)
        .where(and(eq(basketItems.id, id), eq(basketItems.basketId, basket.id)));
      return row;
    },

    async add(
      basket: BasketRow,
      input: { path: DesignerPath; params: DesignerQueryParams; design: Design },
    ): Promise<ItemRow> {
      const [n] = await db
        .select({ n: count() })
        .from(basketItems)
        .where(eq(basketItems.basketId, basket.id));
      if ((n?.n ?? 0) >= MAX_ITEMS)
        throw basketError(basket.market, 409, 'basket_full', undefined, { max: MAX_ITEMS });
      const { priced, warnings } = await checkDesign(basket, basket.market, input);
      const [row] = await db
        .insert(basketItems)
        .values({
          basketId: basket.id,
          path: input.path,
          params: priced.params,
          design: input.design,
          productType: priced.productType,
          quantity: 1,
          agreedUnitCents: priced.total.amount,
          currency: priced.total.currency,
          printWarnings: warnings,
        })
        .returning();
      await touch(basket.id);
      if (!row) throw new Error('basket item not stored');
      return row;
    },

    async replace(
      basket: BasketRow,
      id: string,
      input: { path: DesignerPath; params: DesignerQueryParams; design: Design },
    ): Promise<ItemRow | undefined> {
      const { priced, warnings } = await checkDesign(basket, basket.market, input);
      const [row] = await db
        .update(basketItems)
        .set({
          path: input.path,
          params: priced.params,
          design: input.design,
          productType: priced.productType,
          agreedUnitCents: priced.total.amount,
          currency: priced.total.currency,
          printWarnings: warnings,
          updatedAt: sql`now()`,
        })
        .where(and(eq(basketItems.id, id), eq(basketItems.basketId, basket.id)))
        .returning();
      await touch(basket.id);
      return row;
    },

    /** A quantity change is a fresh choice: the price shown now becomes the agreed one. */
    async setQuantity(basket: BasketRow, id: string, quantity: number): Promise<ItemRow | undefined> {
      const current = await this.item(basket, id);
      if (!current) return undefined;
      const { item } = await itemView(current, basket.market);
      const [row] = await db
        .update(basketItems)
        .set({ quantity, agreedUnitCents: item.unit.amount, updatedAt: sql`now()` })
        .where(and(eq(basketItems.id, id), eq(basketItems.basketId, basket.id)))
        .returning();
      await touch(basket.id);
      return row;
    },

    async remove(basket: BasketRow, id: string): Promise<boolean> {
      const rows = await db
        .delete(basketItems)
        .where(and(eq(basketItems.id, id), eq(basketItems.basketId, basket.id)))
        .returning({ id: basketItems.id });
      await touch(basket.id);
      return rows.length > 0;
    },

    async setVoucher(basket: BasketRow, code: string | null): Promise<BasketRow> {
      const [row] = await db
        .update(baskets)
        .set({ voucherCode: code, updatedAt: sql`now()` })
        .where(eq(baskets.id, basket.id))
        .returning();
      return row ?? basket;
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;

/** The effective dpi of a photo's crop printed at a trim size (the print advisor's arithmetic). */
export function photoDpi(
  upload: Pick<UploadRow, 'width' | 'height'>,
  photo: Design['photos'][number],
  size: { widthMm: number; heightMm: number },
): number {
  const turned = photo.rotation === 90 || photo.rotation === 270;
  const w = (turned ? upload.height : upload.width) * photo.crop.width;
  const h = (turned ? upload.width : upload.height) * photo.crop.height;
  // The crop fills the page (cover): the side that has to stretch most decides.
  return Math.floor(Math.min(w / (size.widthMm / 25.4), h / (size.heightMm / 25.4)));
}
