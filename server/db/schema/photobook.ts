/** SPEC 3 photobooks: types, formats, papers, covers, bindings, cover laminations and their prices. */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cents, currency, currencyCheck, nonNegative, oneOf, positive, sortOrder } from './columns';

export const photobookBindings = pgTable('photobook_bindings', {
  id: text('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

export const photobookCovers = pgTable('photobook_covers', {
  id: text('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

export const photobookPapers = pgTable('photobook_papers', {
  id: text('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  /** SPEC 3 "also writable": pages one can write on with a pen. */
  writable: boolean('writable').notNull().default(false),
  sortOrder: sortOrder(),
});

export const photobookCoverLaminations = pgTable('photobook_cover_laminations', {
  id: text('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

export const photobookFormats = pgTable(
  'photobook_formats',
  {
    id: text('id').primaryKey(),
    labelKey: text('label_key').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [positive('photobook_formats_size_check', t.widthMm, t.heightMm)],
);

export const photobookTypes = pgTable(
  'photobook_types',
  {
    id: text('id').primaryKey(),
    labelKey: text('label_key').notNull(),
    /** SPEC 3: each type has exactly one binding. */
    bindingId: text('binding_id')
      .notNull()
      .references(() => photobookBindings.id),
    minPages: integer('min_pages').notNull(),
    maxPages: integer('max_pages').notNull(),
    /** Pages come in sheets: 2 for a glued book, 4 for a stapled booklet. */
    pageStep: integer('page_step').notNull(),
    covers: text('covers').array().notNull(),
    papers: text('papers').array().notNull(),
    /** Empty when the type's covers take no lamination choice. */
    coverLaminations: text('cover_laminations').array().notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [
    positive('photobook_types_pages_check', t.minPages, t.pageStep),
    check('photobook_types_page_range_check', sql`${t.minPages} <= ${t.maxPages}`),
  ],
);

export const photobookTypeFormats = pgTable(
  'photobook_type_formats',
  {
    typeId: text('type_id')
      .notNull()
      .references(() => photobookTypes.id),
    formatId: text('format_id')
      .notNull()
      .references(() => photobookFormats.id),
    /** SPEC 9 default formats; the lowest sortOrder among them is preselected. */
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.formatId] })],
);

/** The price of the minimum page count, plus each page beyond it. */
export const photobookPrices = pgTable(
  'photobook_prices',
  {
    typeId: text('type_id').notNull(),
    formatId: text('format_id').notNull(),
    currency: currency(),
    priceCurrentCents: cents('price_current_cents'),
    priceOriginalCents: cents('price_original_cents'),
    perExtraPageCents: cents('per_extra_page_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.typeId, t.formatId, t.currency] }),
    foreignKey({
      columns: [t.typeId, t.formatId],
      foreignColumns: [photobookTypeFormats.typeId, photobookTypeFormats.formatId],
    }),
    currencyCheck('photobook_prices', t.currency),
    nonNegative('photobook_prices_amount_check', t.priceCurrentCents, t.perExtraPageCents),
    check('photobook_prices_original_check', sql`${t.priceOriginalCents} >= ${t.priceCurrentCents}`),
  ],
);

export const PHOTOBOOK_SURCHARGE_KINDS = ['cover', 'paper', 'lamination'] as const;
export type PhotobookSurchargeKind = (typeof PHOTOBOOK_SURCHARGE_KINDS)[number];

/** Extra cost of a cover, paper or lamination choice; absent means included. */
export const photobookSurcharges = pgTable(
  'photobook_surcharges',
  {
    kind: text('kind').$type<PhotobookSurchargeKind>().notNull(),
    optionId: text('option_id').notNull(),
    currency: currency(),
    surchargeCents: cents('surcharge_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.optionId, t.currency] }),
    oneOf('photobook_surcharges_kind_check', t.kind, PHOTOBOOK_SURCHARGE_KINDS),
    currencyCheck('photobook_surcharges', t.currency),
    nonNegative('photobook_surcharges_amount_check', t.surchargeCents),
  ],
);
