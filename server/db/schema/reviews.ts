/** Customer reviews (SPEC 3 Review) per brand and language, shown in the footer's reviews block. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHANNELS, type Channel } from '../../../shared/markets/hosts';
import { LANGUAGES, type Language } from '../../../shared/markets/locales';
import { oneOf } from './columns';

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<Channel>().notNull(),
    /** The language it was written in; a market shows the reviews of its language. */
    language: text('language').$type<Language>().notNull(),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Withdrawn reviews stay for the record but are not shown. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    oneOf('reviews_channel_check', t.channel, CHANNELS),
    oneOf('reviews_language_check', t.language, LANGUAGES),
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
    index('reviews_channel_language_idx').on(t.channel, t.language, t.createdAt),
  ],
);
