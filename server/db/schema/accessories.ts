/**
 * SPEC 3 accessories: card envelopes and inlays (priced by the SPEC 9 size-class tiers) and the
 * other accessory kinds (priced one by one).
 */
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AccessoryPriceRegion, AccessorySizeClass } from '../../../shared/catalogue/accessory-prices';
import { ACCESSORY_KINDS, type AccessoryKind } from '../../../shared/catalogue/card-accessories';
import { cardFormats } from './cards';
import { cents, currency, currencyCheck, nonNegative, oneOf, positive, sortOrder } from './columns';

export const accessories = pgTable(
  'accessories',
  {
    /** briefumschlag-… and einlegeblatt-… SKUs follow SPEC 3; other kinds have their own. */
    sku: text('sku').primaryKey(),
    kind: text('kind').$type<AccessoryKind>().notNull(),
    labelKey: text('label_key').notNull(),
    subType: text('sub_type'),
    colour: text('colour'),
    paper: text('paper'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    sortOrder: sortOrder(),
  },
  (t) => [
    oneOf('accessories_kind_check', t.kind, ACCESSORY_KINDS),
    positive('accessories_size_check', t.widthMm, t.heightMm),
  ],
);

export const ACCESSORY_PRICE_REGIONS = ['AT', 'CH', 'DE'] as const satisfies readonly AccessoryPriceRegion[];
export const ACCESSORY_SIZE_CLASSES = [
  'large',
  'compact',
  'standard',
] as const satisfies readonly AccessorySizeClass[];

/** SPEC 9 envelope and inlay prices: region x size class. */
export const accessoryPriceTiers = pgTable(
  'accessory_price_tiers',
  {
    region: text('region').$type<AccessoryPriceRegion>().notNull(),
    sizeClass: text('size_class').$type<AccessorySizeClass>().notNull(),
    currency: currency(),
    amountCents: cents('amount_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.region, t.sizeClass] }),
    oneOf('accessory_price_tiers_region_check', t.region, ACCESSORY_PRICE_REGIONS),
    oneOf('accessory_price_tiers_size_class_check', t.sizeClass, ACCESSORY_SIZE_CLASSES),
    currencyCheck('accessory_price_tiers', t.currency),
    nonNegative('accessory_price_tiers_amount_check', t.amountCents),
  ],
);

/** SPEC 9 exceptions that depend on the card, e.g. the Swiss booklet-210x100 pocket. */
export const accessorySpecialPrices = pgTable(
  'accessory_special_prices',
  {
    region: text('region').$type<AccessoryPriceRegion>().notNull(),
    cardFormatId: text('card_format_id')
      .notNull()
      .references(() => cardFormats.id),
    currency: currency(),
    amountCents: cents('amount_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.region, t.cardFormatId] }),
    oneOf('accessory_special_prices_region_check', t.region, ACCESSORY_PRICE_REGIONS),
    currencyCheck('accessory_special_prices', t.currency),
    nonNegative('accessory_special_prices_amount_check', t.amountCents),
  ],
);

/** Prices of accessories that have no size class (posterbar, screw, ribbon …). */
export const accessoryPrices = pgTable(
  'accessory_prices',
  {
    sku: text('sku')
      .notNull()
      .references(() => accessories.sku),
    currency: currency(),
    amountCents: cents('amount_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.sku, t.currency] }),
    currencyCheck('accessory_prices', t.currency),
    nonNegative('accessory_prices_amount_check', t.amountCents),
  ],
);

/** Which envelopes and inlays fit which card; the default one is preselected. */
export const cardFormatAccessories = pgTable(
  'card_format_accessories',
  {
    cardFormatId: text('card_format_id')
      .notNull()
      .references(() => cardFormats.id),
    sku: text('sku')
      .notNull()
      .references(() => accessories.sku),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.cardFormatId, t.sku] })],
);
