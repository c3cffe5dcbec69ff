/** SPEC 3 calendars: types, formats, mountings and their prices. */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cents, currency, currencyCheck, nonNegative, positive, sortOrder } from './columns';

export const calendarTypes = pgTable('calendar_types', {
  id: text('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

export const calendarFormats = pgTable(
  'calendar_formats',
  {
    id: text('id').primaryKey(),
    labelKey: text('label_key').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [positive('calendar_formats_size_check', t.widthMm, t.heightMm)],
);

export const calendarMountings = pgTable('calendar_mountings', {
  id: text('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

export const calendarTypeFormats = pgTable(
  'calendar_type_formats',
  {
    typeId: text('type_id')
      .notNull()
      .references(() => calendarTypes.id),
    formatId: text('format_id')
      .notNull()
      .references(() => calendarFormats.id),
    /** The mountings this type and format can be ordered with; the first is preselected. */
    mountings: text('mountings').array().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: sortOrder(),
  },
  (t) => [
    primaryKey({ columns: [t.typeId, t.formatId] }),
    check('calendar_type_formats_mountings_check', sql`cardinality(${t.mountings}) > 0`),
  ],
);

export const calendarPrices = pgTable(
  'calendar_prices',
  {
    typeId: text('type_id').notNull(),
    formatId: text('format_id').notNull(),
    currency: currency(),
    priceCurrentCents: cents('price_current_cents'),
    priceOriginalCents: cents('price_original_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.typeId, t.formatId, t.currency] }),
    foreignKey({
      columns: [t.typeId, t.formatId],
      foreignColumns: [calendarTypeFormats.typeId, calendarTypeFormats.formatId],
    }),
    currencyCheck('calendar_prices', t.currency),
    nonNegative('calendar_prices_amount_check', t.priceCurrentCents),
    check('calendar_prices_original_check', sql`${t.priceOriginalCents} >= ${t.priceCurrentCents}`),
  ],
);

export const calendarMountingPrices = pgTable(
  'calendar_mounting_prices',
  {
    mountingId: text('mounting_id')
      .notNull()
      .references(() => calendarMountings.id),
    currency: currency(),
    surchargeCents: cents('surcharge_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.mountingId, t.currency] }),
    currencyCheck('calendar_mounting_prices', t.currency),
    nonNegative('calendar_mounting_prices_amount_check', t.surchargeCents),
  ],
);
