/** Vouchers, gift vouchers, SKU containers and the accessory orders the shop writes. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHANNELS, type Channel } from '../../../shared/markets/hosts';
import { MARKETS, type Market } from '../../../shared/markets/locales';
import { cardFormats } from './cards';
import { cents, currency, currencyCheck, nonNegative, oneOf, positive, sortOrder } from './columns';

export const VOUCHER_KINDS = ['percent', 'amount'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const vouchers = pgTable(
  'vouchers',
  {
    /** Stored upper-case; codes are compared case-insensitively. */
    code: text('code').primaryKey(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    percentOff: integer('percent_off'),
    /** null: valid in both channels. */
    channel: text('channel').$type<Channel>(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    descriptionKey: text('description_key').notNull(),
  },
  (t) => [
    oneOf('vouchers_kind_check', t.kind, VOUCHER_KINDS),
    check('vouchers_code_check', sql`${t.code} = upper(${t.code})`),
    check(
      'vouchers_percent_check',
      sql`(${t.kind} = 'percent') = (${t.percentOff} is not null) and coalesce(${t.percentOff}, 1) between 1 and 100`,
    ),
    // A null channel makes the check unknown, which passes: null means both channels.
    oneOf('vouchers_channel_check', t.channel, CHANNELS),
  ],
);

/** Per currency: the amount off (amount vouchers) and the order value a voucher needs. */
export const voucherAmounts = pgTable(
  'voucher_amounts',
  {
    code: text('code')
      .notNull()
      .references(() => vouchers.code),
    currency: currency(),
    amountOffCents: integer('amount_off_cents'),
    minOrderCents: cents('min_order_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.currency] }),
    currencyCheck('voucher_amounts', t.currency),
    nonNegative('voucher_amounts_amount_check', t.minOrderCents),
    check('voucher_amounts_off_check', sql`${t.amountOffCents} is null or ${t.amountOffCents} > 0`),
  ],
);

/** The values a gift voucher can be bought with. */
export const giftVoucherValues = pgTable(
  'gift_voucher_values',
  {
    currency: currency(),
    valueCents: cents('value_cents'),
    sortOrder: sortOrder(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.valueCents] }),
    currencyCheck('gift_voucher_values', t.currency),
    positive('gift_voucher_values_amount_check', t.valueCents),
  ],
);

/** SPEC 2 SKUContainer block: a curated list of articles, each named by an article SKU. */
export const skuContainers = pgTable('sku_containers', {
  id: text('id').primaryKey(),
  channels: text('channels').array().$type<Channel[]>().notNull(),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

export const skuContainerItems = pgTable(
  'sku_container_items',
  {
    containerId: text('container_id')
      .notNull()
      .references(() => skuContainers.id),
    /** {material}-{width}x{height}[-{frameType}], read by the catalogue service. */
    sku: text('sku').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.containerId, t.sku] })],
);

/** Envelopes and inlays ordered on their own (SPEC 7 card-accessory-order); written in one transaction. */
export const accessoryOrders = pgTable(
  'accessory_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<Channel>().notNull(),
    market: text('market').$type<Market>().notNull(),
    currency: currency(),
    cardFormatId: text('card_format_id').references(() => cardFormats.id),
    totalCents: cents('total_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('accessory_orders_channel_check', t.channel, CHANNELS),
    oneOf('accessory_orders_market_check', t.market, MARKETS),
    currencyCheck('accessory_orders', t.currency),
    nonNegative('accessory_orders_total_check', t.totalCents),
  ],
);

export const accessoryOrderLines = pgTable(
  'accessory_order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => accessoryOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: cents('unit_cents'),
    lineCents: cents('line_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    positive('accessory_order_lines_quantity_check', t.quantity),
    check('accessory_order_lines_total_check', sql`${t.lineCents} = ${t.unitCents} * ${t.quantity}`),
  ],
);
