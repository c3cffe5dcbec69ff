/** SPEC 3 photoboxes and photo prints: types, the print formats each takes, and prices. */
import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cents, currency, currencyCheck, nonNegative, positive, sortOrder } from './columns';

export const photoboxTypes = pgTable(
  'photobox_types',
  {
    id: text('id').primaryKey(),
    labelKey: text('label_key').notNull(),
    /** SPEC 3 photoboxQuantityMax: data of each box, not a constant. */
    quantityMax: integer('quantity_max').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [positive('photobox_types_quantity_check', t.quantityMax)],
);

export const photoboxFormats = pgTable(
  'photobox_formats',
  {
    typeId: text('type_id')
      .notNull()
      .references(() => photoboxTypes.id),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    labelKey: text('label_key').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [
    primaryKey({ columns: [t.typeId, t.widthMm, t.heightMm] }),
    positive('photobox_formats_size_check', t.widthMm, t.heightMm),
  ],
);

/** A box (or sleeve, for loose prints) plus a price per print. */
export const photoboxPrices = pgTable(
  'photobox_prices',
  {
    typeId: text('type_id').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    currency: currency(),
    boxCents: cents('box_cents'),
    perPrintCents: cents('per_print_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.typeId, t.widthMm, t.heightMm, t.currency] }),
    foreignKey({
      columns: [t.typeId, t.widthMm, t.heightMm],
      foreignColumns: [photoboxFormats.typeId, photoboxFormats.widthMm, photoboxFormats.heightMm],
    }),
    currencyCheck('photobox_prices', t.currency),
    nonNegative('photobox_prices_amount_check', t.boxCents, t.perPrintCents),
  ],
);
