/**
 * The order request of the embedded checkout (DESIGN: payment is out of scope): the basket's lines
 * at today's prices become an order with a number, the basket is emptied, a confirmation mail in
 * the shopper's language goes to the outbox, and each line's print-ready PDF is written in the
 * background (support staff download it from the support page).
 */
import { randomInt } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { checkAddress, normaliseAddress } from '../../shared/basket/address';
import { basisPointsOfPercent, percentOfBasisPoints } from '../../shared/basket/tax';
import type { Design, OrderAddress, OrderSummary } from '../../shared/contracts/basket';
import { type Channel, countryOf, type Market } from '../../shared/markets';
import { type Currency, formatMoney, money } from '../../shared/money';
import type { Mailer } from '../customers/mailer';
import { isVerified } from '../customers/verification';
import { basketItems, baskets, customers, designUploads, orderItems, orders } from '../db/schema';
import type { Database } from '../db/types';
import { basketError, basketText } from './messages';
import { printPdf } from './render';
import type { BasketRow, BasketService } from './service';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderServiceOptions {
  db: Database;
  basket: BasketService;
  mailer: Mailer;
  /** DATA_DIR/design-uploads (the photos) and DATA_DIR/print-files (the PDFs). */
  uploadsDir: string;
  printDir: string;
  log: {
    info(message: string, detail?: Record<string, unknown>): void;
    warn(message: string, detail?: Record<string, unknown>): void;
    error(message: string, detail?: Record<string, unknown>): void;
  };
}

const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "261128-7KQ4ZP": the day, then six characters nobody confuses on the phone. */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `${day}-${tail}`;
}

export const ORDER_NUMBER = /^\d{6}-[2-9A-HJ-NP-Z]{6}$/;

export function createOrderService(options: OrderServiceOptions) {
  const { db } = options;
  const running = new Set<Promise<void>>();

  function summary(order: OrderRow, items: OrderItemRow[]): OrderSummary {
    const currency = order.currency as Currency;
    const m = (cents: number) => money(cents, currency);
    return {
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      items: items.map((i) => ({
        id: i.id,
        title: i.title,
        productType: i.productType as OrderSummary['items'][number]['productType'],
        quantity: i.quantity,
        unit: m(i.unitCents),
        total: m(i.totalCents),
        printWarnings: i.printWarnings,
      })),
      subtotal: m(order.subtotalCents),
      shipping: m(order.shippingCents),
      discount: order.discountCents > 0 ? m(order.discountCents) : null,
      voucherCode: order.voucherCode,
      ...(order.vatBasisPoints === null
        ? { salesTaxNote: basketText(order.market, 'salesTaxNote') }
        : { vat: { rate: percentOfBasisPoints(order.vatBasisPoints), included: m(order.vatCents ?? 0) } }),
      total: m(order.totalCents),
      address: order.address,
    };
  }

  async function itemsOf(orderId: string): Promise<OrderItemRow[]> {
    return db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
  }

  /** Writes the print file of every line still pending; a failure is recorded on its line. */
  async function makePrintFiles(orderId: string): Promise<void> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    for (const item of await itemsOf(orderId)) {
      if (item.printStatus !== 'pending') continue;
      try {
        const design = item.design as Design;
        const ids = design.photos.map((p) => p.uploadId);
        const uploads =
          ids.length > 0 ? await db.select().from(designUploads).where(inArray(designUploads.id, ids)) : [];
        const byId = new Map(uploads.map((u) => [u.id, u]));
        const photos = design.photos.map((photo) => {
          const upload = byId.get(photo.uploadId);
          if (!upload) throw new Error(`photo ${photo.uploadId} is gone`);
          return { file: join(options.uploadsDir, upload.fileName), photo };
        });
        if (!item.printWidthMm || !item.printHeightMm) throw new Error('the product has no print size');
        const startMonth = typeof item.params.startMonth === 'string' ? item.params.startMonth : undefined;
        const year = typeof item.params.year === 'string' ? item.params.year : undefined;
        const result = await printPdf({
          productType: item.productType,
          market: order.market,
          size: { widthMm: item.printWidthMm, heightMm: item.printHeightMm },
          folded:
            item.productType === 'card' &&
            item.params.format !== undefined &&
            isFoldedCard(item.params.format),
          design,
          photos,
          title: `${order.number} ${item.position} ${item.title}`,
          startMonth: year && startMonth ? `${year}-${startMonth.padStart(2, '0')}` : undefined,
        });
        const dir = join(options.printDir, order.number);
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const file = join(order.number, `${item.position}.pdf`);
        await writeFile(join(options.printDir, file), result.pdf, { mode: 0o600 });
        await chmod(join(options.printDir, file), 0o600);
        await db
          .update(orderItems)
          .set({ printStatus: 'ready', printFile: file, printWarnings: result.warnings, printError: null })
          .where(eq(orderItems.id, item.id));
      } catch (error) {
        options.log.error('print file failed', { order: order.number, position: item.position, err: error });
        await db
          .update(orderItems)
          .set({ printStatus: 'failed', printError: error instanceof Error ? error.message : String(error) })
          .where(eq(orderItems.id, item.id));
      }
    }
  }

  async function customerVerified(customerId: string): Promise<boolean> {
    const [row] = await db
      .select({ verifiedAt: customers.emailVerifiedAt })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row !== undefined && isVerified({ emailVerifiedAt: row.verifiedAt });
  }

  function inBackground(label: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error) => options.log.error(`${label} failed`, { err: error }))
      .finally(() => running.delete(task));
    running.add(task);
  }

  return {
    summary,
    itemsOf,
    makePrintFiles,
    /** Resolves when the background work (mails, print files) started so far has ended. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },

    async place(
      basket: BasketRow | undefined,
      at: { market: Market; channel: Channel },
      who: { customerId: string | undefined; tokenHash: string | undefined },
      input: OrderAddress,
    ): Promise<OrderSummary> {
      const market = basket?.market ?? at.market;
      const address = normaliseAddress(input);
      const problems = checkAddress(address, countryOf(market));
      if (Object.keys(problems).length > 0) {
        const fields: Record<string, string> = {};
        for (const [field, problem] of Object.entries(problems))
          fields[`address.${field}`] = basketText(market, `address.errors.${problem}`);
        throw basketError(market, 400, 'invalid_address', fields);
      }
      if (!basket) throw basketError(market, 409, 'basket_empty');
      const view = await options.basket.view(basket, at);
      if (view.items.length === 0) throw basketError(market, 409, 'basket_empty');
      const rows = await options.basket.itemRows(basket.id);
      const priced = await Promise.all(rows.map((r) => options.basket.itemView(r, market)));
      if (priced.some((p) => !p.priced)) throw basketError(market, 409, 'item_unavailable');
      const discount = view.voucher?.valid ? view.voucher.discount.amount : 0;

      const order = await db.transaction(async (tx) => {
        let inserted: OrderRow | undefined;
        for (let attempt = 0; attempt < 5 && !inserted; attempt += 1) {
          [inserted] = await tx
            .insert(orders)
            .values({
              number: newOrderNumber(),
              customerId: who.customerId ?? null,
              tokenHash: who.customerId ? null : (who.tokenHash ?? null),
              market,
              channel: basket.channel,
              address,
              email: address.email,
              currency: view.currency,
              subtotalCents: view.subtotal.amount,
              shippingCents: view.shipping.amount,
              discountCents: discount,
              voucherCode: view.voucher?.valid ? view.voucher.code : null,
              totalCents: view.total.amount,
              vatBasisPoints: view.vat ? basisPointsOfPercent(view.vat.rate) : null,
              vatCents: view.vat ? view.vat.included.amount : null,
            })
            .onConflictDoNothing()
            .returning();
        }
        if (!inserted) throw new Error('no free order number');
        await tx.insert(orderItems).values(
          priced.map(({ item, priced: p }, index) => ({
            orderId: (inserted as OrderRow).id,
            position: index + 1,
            path: item.path,
            params: item.params,
            design: item.design,
            productType: item.productType,
            title: item.title,
            quantity: item.quantity,
            unitCents: item.unit.amount,
            totalCents: item.total.amount,
            printWidthMm: p?.printSize?.widthMm ?? null,
            printHeightMm: p?.printSize?.heightMm ?? null,
            printWarnings: item.printWarnings,
          })),
        );
        await tx.delete(basketItems).where(eq(basketItems.basketId, basket.id));
        await tx
          .update(baskets)
          .set({ voucherCode: null })
          .where(and(eq(baskets.id, basket.id)));
        return inserted;
      });

      const items = await itemsOf(order.id);
      const result = summary(order, items);
      // An account not yet verified may have been opened with someone else's address (issue 34
      // item 13): its order is recorded, but the mail names only the order number (docs/security.md).
      const personal = who.customerId ? await customerVerified(who.customerId) : true;
      inBackground('order mail', () => options.mailer.send(orderMail(result, market, { personal })));
      inBackground('print files', () => makePrintFiles(order.id));
      options.log.info('order placed', { order: order.number, items: items.length });
      return result;
    },

    async find(number: string): Promise<{ order: OrderRow; items: OrderItemRow[] } | undefined> {
      if (!ORDER_NUMBER.test(number)) return undefined;
      const [order] = await db.select().from(orders).where(eq(orders.number, number));
      return order ? { order, items: await itemsOf(order.id) } : undefined;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/** Folded card formats are named as such ("klappkarte-…", "booklet-…"); the snapshot knows for sure. */
function isFoldedCard(format: string | string[]): boolean {
  const value = Array.isArray(format) ? format[0] : format;
  return /klapp|fold|booklet/i.test(value ?? '');
}

/**
 * The confirmation mail in the order's language. Without `personal` (an unverified account) it
 * names the order number only: no name, items, amounts or delivery address.
 */
export function orderMail(order: OrderSummary, market: Market, { personal = true } = {}) {
  if (!personal) {
    return {
      kind: 'order-confirmation',
      to: order.address.email,
      subject: basketText(market, 'mail.subject', { number: order.number }),
      text: basketText(market, 'mail.bodyUnverified', { number: order.number }),
    };
  }
  const price = (m: OrderSummary['total']) => formatMoney(m, market);
  const lines = order.items.map((i) => `${i.quantity} × ${i.title}: ${price(i.total)}`).join('\n');
  const a = order.address;
  const address = [
    `${a.firstName} ${a.lastName}`,
    a.company,
    a.street,
    a.addition,
    `${a.postcode} ${a.city}${a.state ? `, ${a.state}` : ''}`,
    a.country,
  ]
    .filter(Boolean)
    .join('\n');
  const tax = order.vat
    ? basketText(market, 'mail.vat', { rate: order.vat.rate, amount: price(order.vat.included) })
    : (order.salesTaxNote ?? '');
  return {
    kind: 'order-confirmation',
    to: a.email,
    subject: basketText(market, 'mail.subject', { number: order.number }),
    text: basketText(market, 'mail.body', {
      name: a.firstName,
      number: order.number,
      items: lines,
      subtotal: price(order.subtotal),
      shipping: price(order.shipping),
      discount: order.discount ? `-${price(order.discount)}` : price(money(0, order.total.currency)),
      total: price(order.total),
      tax,
      address,
    }),
  };
}
