/** Shop-wide data: per-channel settings (SPEC 3), shipping per country, campaigns. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHANNELS, type Channel } from '../../../shared/markets/hosts';
import { COUNTRIES, type Country } from '../../../shared/markets/locales';
import { cents, currency, currencyCheck, nonNegative, oneOf } from './columns';
import { vouchers } from './commerce';

/** SPEC 3 per-channel settings, one column each so that a typo is a migration error, not a silent miss. */
export const channelSettings = pgTable(
  'channel_settings',
  {
    channel: text('channel').$type<Channel>().primaryKey(),
    aluGalleryUnit: text('alu_gallery_unit').notNull(),
    appsAvailable: boolean('apps_available').notNull(),
    condolencebooksAvailable: boolean('condolencebooks_available').notNull(),
    defaultCollageId: text('default_collage_id').notNull(),
    defaultPhotobookCoverLamination: text('default_photobook_cover_lamination').notNull(),
    defaultPhotobookRefinement: text('default_photobook_refinement').notNull(),
    guestbooksAvailable: boolean('guestbooks_available').notNull(),
    loadingFirstImgLazy: boolean('loading_first_img_lazy').notNull(),
    pricesInProductOverview: boolean('prices_in_product_overview').notNull(),
    showInfoInPhotobookDropdown: boolean('show_info_in_photobook_dropdown').notNull(),
    showPhotobookCoverLamination: boolean('show_photobook_cover_lamination').notNull(),
    templatesCompacted: boolean('templates_compacted').notNull(),
    trailingSlash: boolean('trailing_slash').notNull(),
    wishlistAvailable: boolean('wishlist_available').notNull(),
  },
  (t) => [oneOf('channel_settings_channel_check', t.channel, CHANNELS)],
);

export const shippingRates = pgTable(
  'shipping_rates',
  {
    country: text('country').$type<Country>().primaryKey(),
    currency: currency(),
    standardCents: cents('standard_cents'),
    expressCents: cents('express_cents'),
    /** Orders from this value ship free (standard only). */
    freeFromCents: cents('free_from_cents'),
    deliveryDaysMin: integer('delivery_days_min').notNull(),
    deliveryDaysMax: integer('delivery_days_max').notNull(),
    expressDays: integer('express_days').notNull(),
  },
  (t) => [
    oneOf('shipping_rates_country_check', t.country, COUNTRIES),
    currencyCheck('shipping_rates', t.currency),
    nonNegative('shipping_rates_amount_check', t.standardCents, t.expressCents, t.freeFromCents),
    check(
      'shipping_rates_days_check',
      sql`0 < ${t.expressDays} and 0 < ${t.deliveryDaysMin} and ${t.deliveryDaysMin} <= ${t.deliveryDaysMax}`,
    ),
  ],
);

/** A running sale: the action bar text and colours, its end (the countdown), and the voucher it applies. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<Channel>().notNull(),
    textKey: text('text_key').notNull(),
    color: text('color').notNull(),
    backgroundColor: text('background_color').notNull(),
    voucherCode: text('voucher_code').references(() => vouchers.code),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    oneOf('campaigns_channel_check', t.channel, CHANNELS),
    check('campaigns_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);
