/**
 * Card themes (designs of the card brand): what the listings filter and sort by, their titles per
 * language, and the card formats each one is made in.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { OCCASIONS, type Occasion } from '../../../shared/catalogue/card-options';
import type { Color } from '../../../shared/catalogue/colors';
import {
  ASPECT_RATIOS,
  type AspectRatioFilter,
  PUNCHINGS,
  type Punching,
  THEME_STYLES,
  type ThemeLabel,
  type ThemeStyle,
} from '../../../shared/listings/filters';
import { LANGUAGES, type Language } from '../../../shared/markets';
import { cardFormats } from './cards';
import { oneOf, sortOrder } from './columns';

export const themes = pgTable(
  'themes',
  {
    /** Also the designer's themeId (letters, digits, "-"). */
    id: text('id').primaryKey(),
    /** A SPEC 2 occasion slug, e.g. "geburtstag/kindergeburtstag". */
    occasion: text('occasion').$type<Occasion>().notNull(),
    aspectRatio: text('aspect_ratio').$type<AspectRatioFilter>().notNull(),
    style: text('style').$type<ThemeStyle>().notNull(),
    punching: text('punching').$type<Punching>().notNull().default('none'),
    /** SPEC 3 colours, the dominant one first. */
    colors: text('colors').array().$type<Color[]>().notNull(),
    labels: text('labels').array().$type<ThemeLabel[]>().notNull().default(sql`'{}'::text[]`),
    /** Higher is more popular (orders of the last months); the listing's default order. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: date('created_at').notNull(),
    /** Asset paths of the preview pictures, the front first ("/assets/themes/…jpg"). */
    images: text('images').array().notNull(),
    /** Hidden themes stay orderable through old links but are not listed. */
    listed: boolean('listed').notNull().default(true),
  },
  (t) => [
    oneOf('themes_occasion_check', t.occasion, OCCASIONS),
    oneOf('themes_aspect_ratio_check', t.aspectRatio, ASPECT_RATIOS),
    oneOf('themes_style_check', t.style, THEME_STYLES),
    oneOf('themes_punching_check', t.punching, PUNCHINGS),
    check('themes_colors_check', sql`cardinality(${t.colors}) > 0`),
    check('themes_images_check', sql`cardinality(${t.images}) > 0`),
    check('themes_popularity_check', sql`${t.popularity} >= 0`),
    check('themes_id_check', sql`${t.id} ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$'`),
  ],
);

/** A theme's title in each content language (de, en, fr, it, es, nl). */
export const themeTranslations = pgTable(
  'theme_translations',
  {
    themeId: text('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.themeId, t.language] }),
    oneOf('theme_translations_language_check', t.language, LANGUAGES),
    check('theme_translations_title_check', sql`length(${t.title}) between 1 and 200`),
  ],
);

/** The card formats a theme is made in; one is the default the theme page opens with. */
export const themeFormats = pgTable(
  'theme_formats',
  {
    themeId: text('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    cardFormatId: text('card_format_id')
      .notNull()
      .references(() => cardFormats.id),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.cardFormatId] })],
);
