/** Greeting cards: formats and prices by quantity tier and refinement. */
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { BINDING_OPTIONS, type BindingOption } from '../../../shared/catalogue/card-options';
import { cents, currency, currencyCheck, nonNegative, oneOf, positive, sortOrder } from './columns';

export const cardFormats = pgTable(
  'card_formats',
  {
    /** The designer's format value, e.g. "booklet-210x100". */
    id: text('id').primaryKey(),
    labelKey: text('label_key').notNull(),
    /** Size of the closed card. */
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    folded: boolean('folded').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [positive('card_formats_size_check', t.widthMm, t.heightMm)],
);

/** Unit price from minQuantity up to the next tier; SPEC 9 quantity steps decide what may be ordered. */
export const cardPriceTiers = pgTable(
  'card_price_tiers',
  {
    formatId: text('format_id')
      .notNull()
      .references(() => cardFormats.id),
    currency: currency(),
    minQuantity: integer('min_quantity').notNull(),
    unitCents: cents('unit_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.formatId, t.currency, t.minQuantity] }),
    currencyCheck('card_price_tiers', t.currency),
    positive('card_price_tiers_quantity_check', t.minQuantity),
    nonNegative('card_price_tiers_amount_check', t.unitCents),
  ],
);

/** Per-card extra for a foil or relief refinement (SPEC 3 binding options). */
export const cardRefinementPrices = pgTable(
  'card_refinement_prices',
  {
    refinement: text('refinement').$type<BindingOption>().notNull(),
    currency: currency(),
    unitCents: cents('unit_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.refinement, t.currency] }),
    oneOf('card_refinement_prices_refinement_check', t.refinement, BINDING_OPTIONS),
    currencyCheck('card_refinement_prices', t.currency),
    nonNegative('card_refinement_prices_amount_check', t.unitCents),
  ],
);
