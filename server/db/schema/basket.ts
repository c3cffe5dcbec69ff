/**
 * The embedded basket and order request (issue 31, DESIGN "basket and checkout"): anonymous or
 * customer baskets, the photos uploaded for designs, the line items with their designs and
 * server-computed prices, and orders with a print file per line.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type {
  Design,
  DesignerQueryParams,
  OrderAddress,
  PrintWarning,
} from '../../../shared/contracts/basket';
import { CHANNELS, type Channel } from '../../../shared/markets/hosts';
import { MARKETS, type Market } from '../../../shared/markets/locales';
import { currency, currencyCheck, oneOf } from './columns';
import { customers } from './customers';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the anonymous basket cookie's token; null once the basket is a customer's. */
    tokenHash: text('token_hash'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    voucherCode: text('voucher_code'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('baskets_token_unique').on(t.tokenHash),
    unique('baskets_customer_unique').on(t.customerId),
    check('baskets_owner_check', sql`(${t.customerId} is null) <> (${t.tokenHash} is null)`),
    oneOf('baskets_market_check', t.market, MARKETS),
    oneOf('baskets_channel_check', t.channel, CHANNELS),
    index('baskets_updated_idx').on(t.updatedAt),
  ],
);

export const designUploads = pgTable(
  'design_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The basket it was uploaded into; null once that basket is gone (then it is an orphan). */
    basketId: uuid('basket_id').references(() => baskets.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** File name under DATA_DIR/design-uploads (never the shopper's name). */
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('design_uploads_basket_idx').on(t.basketId)],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    params: jsonb('params').$type<DesignerQueryParams>().notNull(),
    design: jsonb('design').$type<Design>().notNull(),
    productType: text('product_type').notNull(),
    quantity: integer('quantity').notNull(),
    /** The unit price when the shopper last chose (added, edited, changed quantity); minor units. */
    agreedUnitCents: integer('agreed_unit_cents').notNull(),
    currency: currency(),
    printWarnings: jsonb('print_warnings').$type<PrintWarning[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('basket_items_basket_idx').on(t.basketId),
    currencyCheck('basket_items', t.currency),
    check('basket_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The basket cookie's hash, so the anonymous shopper may see the confirmation again. */
    tokenHash: text('token_hash'),
    market: text('market').$type<Market>().notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    email: text('email').notNull(),
    currency: currency(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    voucherCode: text('voucher_code'),
    totalCents: integer('total_cents').notNull(),
    /** Basis points (1900 = 19 %); null where sales tax is calculated at checkout (US). */
    vatBasisPoints: integer('vat_basis_points'),
    vatCents: integer('vat_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('orders_number_unique').on(t.number),
    currencyCheck('orders', t.currency),
    index('orders_created_idx').on(t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    path: text('path').notNull(),
    params: jsonb('params').$type<DesignerQueryParams>().notNull(),
    design: jsonb('design').$type<Design>().notNull(),
    productType: text('product_type').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** pending → ready (file written) or failed (error says why). */
    printStatus: text('print_status').notNull().default('pending'),
    printFile: text('print_file'),
    printError: text('print_error'),
    /** Page size in mm with bleed, as the PDF has it. */
    printWidthMm: integer('print_width_mm'),
    printHeightMm: integer('print_height_mm'),
    printWarnings: jsonb('print_warnings').$type<PrintWarning[]>().notNull().default([]),
  },
  (t) => [
    unique('order_items_position_unique').on(t.orderId, t.position),
    oneOf('order_items_print_status_check', t.printStatus, ['pending', 'ready', 'failed']),
  ],
);
