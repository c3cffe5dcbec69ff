/** Wall-art prices per market currency (SPEC 3 priceCurrent / priceOriginal), in cents. */
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { frames, materialFormats, materials, options } from './catalogue';
import { cents, currency, currencyCheck, nonNegative } from './columns';
import { campaigns } from './shop';

/**
 * The listed formats of a material at their regular price (priceCurrent). A "was" price is never
 * stored: it follows from the price reductions of campaigns (price_reductions below) and the EU
 * 30-day rule (shared/catalogue/price-indication.ts); priceOriginal stays equal to priceCurrent.
 */
export const formatPrices = pgTable(
  'format_prices',
  {
    material: text('material').notNull(),
    formatId: text('format_id').notNull(),
    currency: currency(),
    priceCurrentCents: cents('price_current_cents'),
    priceOriginalCents: cents('price_original_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.material, t.formatId, t.currency] }),
    foreignKey({
      columns: [t.material, t.formatId],
      foreignColumns: [materialFormats.material, materialFormats.formatId],
    }),
    currencyCheck('format_prices', t.currency),
    nonNegative('format_prices_amount_check', t.priceCurrentCents),
    check('format_prices_original_check', sql`${t.priceOriginalCents} >= ${t.priceCurrentCents}`),
  ],
);

/**
 * Individual ("own") formats are priced by area, since no list can name every size; listed formats
 * keep their own figures so that campaigns can discount them one by one.
 */
export const materialAreaPrices = pgTable(
  'material_area_prices',
  {
    material: text('material')
      .notNull()
      .references(() => materials.id),
    currency: currency(),
    baseCents: cents('base_cents'),
    perSquareMeterCents: cents('per_square_meter_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.material, t.currency] }),
    currencyCheck('material_area_prices', t.currency),
    nonNegative('material_area_prices_amount_check', t.baseCents, t.perSquareMeterCents),
  ],
);

/** A frame costs a fixed part plus its length around the picture. */
export const framePrices = pgTable(
  'frame_prices',
  {
    frameType: text('frame_type')
      .notNull()
      .references(() => frames.id),
    currency: currency(),
    baseCents: cents('base_cents'),
    perMeterCents: cents('per_meter_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.frameType, t.currency] }),
    currencyCheck('frame_prices', t.currency),
    nonNegative('frame_prices_amount_check', t.baseCents, t.perMeterCents),
  ],
);

export const optionPrices = pgTable(
  'option_prices',
  {
    optionId: text('option_id')
      .notNull()
      .references(() => options.id),
    currency: currency(),
    surchargeCents: cents('surcharge_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.currency] }),
    currencyCheck('option_prices', t.currency),
    nonNegative('option_prices_amount_check', t.surchargeCents),
  ],
);

/**
 * A campaign's price cut on one material's listed formats, for the campaign's time window. Together
 * with the regular prices these rows are the price history the 30-day reference is read from.
 */
export const priceReductions = pgTable(
  'price_reductions',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    material: text('material')
      .notNull()
      .references(() => materials.id),
    percentOff: integer('percent_off').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.material] }),
    check('price_reductions_percent_check', sql`${t.percentOff} between 1 and 99`),
  ],
);
