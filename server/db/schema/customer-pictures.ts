/** Photos customers shared of their products (SPEC 7 /customer-picture/get), per channel. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CHANNELS, type Channel } from '../../../shared/markets/hosts';
import type { Language } from '../../../shared/markets/locales';
import { oneOf } from './columns';

export const customerPictures = pgTable(
  'customer_pictures',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<Channel>().notNull(),
    /** The product shown, a material of the catalogue (leinwand, poster …). */
    product: text('product').notNull(),
    /** The picture under /assets/…, resized by the image route. */
    image: text('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** First name and initial, as the customer agreed to show; null: anonymous. */
    author: text('author'),
    /** The customer's own words per content language ({ de: …, en: … }); German is required. */
    captions: jsonb('captions').$type<Partial<Record<Language, string>> & { de: string }>().notNull(),
    /** Only approved pictures are shown; a picture waiting for moderation stays in the table. */
    approved: boolean('approved').notNull(),
    sharedOn: date('shared_on').notNull(),
  },
  (t) => [
    oneOf('customer_pictures_channel_check', t.channel, CHANNELS),
    check('customer_pictures_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
    check('customer_pictures_image_check', sql`${t.image} like '/assets/%'`),
    check('customer_pictures_captions_check', sql`jsonb_typeof(${t.captions} -> 'de') = 'string'`),
    index('customer_pictures_listing_idx').on(t.channel, t.product, t.sharedOn),
  ],
);
