/** SPEC 3 wall-art catalogue: materials, frames, formats and format groups, options, collages, design groups. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { COLORS } from '../../../shared/catalogue/colors';
import { PRODUCT_TYPES, type ProductType } from '../../../shared/catalogue/products';
import { CHANNELS, type Channel } from '../../../shared/markets/hosts';
import { LANGUAGES, type Language } from '../../../shared/markets/locales';
import { oneOf, positive, sortOrder } from './columns';

export const frames = pgTable(
  'frames',
  {
    id: text('id').primaryKey(),
    labelKey: text('label_key').notNull(),
    defaultColor: text('default_color').notNull(),
    defaultMatSize: integer('default_mat_size').notNull(),
    defaultMatType: text('default_mat_type').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [
    oneOf('frames_default_color_check', t.defaultColor, COLORS),
    check('frames_mat_check', sql`${t.defaultMatSize} >= 0`),
  ],
);

export const formatGroups = pgTable('format_groups', {
  /** The format type of the calculator context ("3:2", "din", "square" …), named like the format.* labels. */
  id: text('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  /** SPEC 5 aspect-ratio string ("3/2"); null for groups that are not one ratio (din, standard, hidden). */
  aspectRatio: text('aspect_ratio'),
  /** Hidden groups hold formats only reachable through an SKU or link, never listed in a calculator. */
  listed: boolean('listed').notNull().default(true),
  sortOrder: sortOrder(),
});

export const formats = pgTable(
  'formats',
  {
    /** The SPEC 5 format string, e.g. "300x400". */
    id: text('id').primaryKey(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    formatGroupId: text('format_group_id')
      .notNull()
      .references(() => formatGroups.id),
  },
  (t) => [
    unique('formats_size_unique').on(t.widthMm, t.heightMm),
    positive('formats_size_check', t.widthMm, t.heightMm),
    check('formats_id_check', sql`${t.id} = ${t.widthMm}::text || 'x' || ${t.heightMm}::text`),
  ],
);

export const materials = pgTable(
  'materials',
  {
    id: text('id').primaryKey(),
    labelKey: text('label_key').notNull(),
    /** Which shop brands sell the material (SPEC 1 channels). */
    channels: text('channels').array().$type<Channel[]>().notNull(),
    defaultFrameType: text('default_frame_type').references(() => frames.id),
    initialFormat: text('initial_format')
      .notNull()
      .references(() => formats.id),
    /** Limits of an individual ("own") format, either orientation; SPEC 5 hints show them in cm. */
    minWidthMm: integer('min_width_mm').notNull(),
    maxWidthMm: integer('max_width_mm').notNull(),
    minHeightMm: integer('min_height_mm').notNull(),
    maxHeightMm: integer('max_height_mm').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [
    positive('materials_limits_check', t.minWidthMm, t.minHeightMm),
    check(
      'materials_limits_order_check',
      sql`${t.minWidthMm} <= ${t.maxWidthMm} and ${t.minHeightMm} <= ${t.maxHeightMm}`,
    ),
    check(
      'materials_channels_check',
      sql`${t.channels} <@ array[${sql.raw(CHANNELS.map((c) => `'${c}'`).join(', '))}]::text[]`,
    ),
  ],
);

export const frameMaterials = pgTable(
  'frame_materials',
  {
    frameType: text('frame_type')
      .notNull()
      .references(() => frames.id),
    material: text('material')
      .notNull()
      .references(() => materials.id),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.frameType, t.material] })],
);

export const materialFormats = pgTable(
  'material_formats',
  {
    material: text('material')
      .notNull()
      .references(() => materials.id),
    formatId: text('format_id')
      .notNull()
      .references(() => formats.id),
    /** Shown in the calculator list; the others appear only behind "More formats". */
    featured: boolean('featured').notNull().default(false),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.material, t.formatId] })],
);

export const optionGroups = pgTable('option_groups', {
  id: text('id').primaryKey(),
  /** optionGroup.{id}-title, the SPEC 3 label family. */
  labelKey: text('label_key').notNull(),
  /** Mat, glass and back panel exist only behind a frame. */
  framedOnly: boolean('framed_only').notNull().default(false),
  sortOrder: sortOrder(),
});

export const options = pgTable('options', {
  id: text('id').primaryKey(),
  groupId: text('group_id')
    .notNull()
    .references(() => optionGroups.id),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

export const optionGroupMaterials = pgTable(
  'option_group_materials',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => optionGroups.id),
    material: text('material')
      .notNull()
      .references(() => materials.id),
    /** SPEC 8 logs "no default option for material type", so every offered group names one. */
    defaultOptionId: text('default_option_id')
      .notNull()
      .references(() => options.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.material] })],
);

export const collageMaterialTypes = pgTable('collage_material_types', {
  id: text('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  /** A collage is priced as the print it is made of, framed when frameType is set. */
  baseMaterial: text('base_material')
    .notNull()
    .references(() => materials.id),
  frameType: text('frame_type').references(() => frames.id),
  sortOrder: sortOrder(),
});

export const photobookCategories = pgTable('photobook_categories', {
  id: integer('id').primaryKey(),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

export const designGroupSets = pgTable('design_group_sets', {
  id: text('id').primaryKey(),
  productType: text('product_type').$type<ProductType>().notNull(),
  labelKey: text('label_key').notNull(),
  sortOrder: sortOrder(),
});

/** Template groups the designers open with: calendar, collage and photobook designs. */
export const designGroups = pgTable(
  'design_groups',
  {
    id: text('id').primaryKey(),
    productType: text('product_type').$type<ProductType>().notNull(),
    /** The key the collage designer asks for (key[]); unique across products. */
    key: text('key').notNull().unique(),
    setId: text('set_id').references(() => designGroupSets.id),
    categoryId: integer('category_id').references(() => photobookCategories.id),
    labelKey: text('label_key').notNull(),
    /** Designer parameters (SPEC 3) the group opens the designer with; checked against the shared schema when seeded. */
    designerParams: jsonb('designer_params').$type<Record<string, string>>().notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [oneOf('design_groups_product_type_check', t.productType, PRODUCT_TYPES)],
);

/** SPEC 2 localised category paths; one path per category and language is primary. */
export const localizedPaths = pgTable(
  'localized_paths',
  {
    path: text('path').primaryKey(),
    category: text('category').notNull(),
    language: text('language').$type<Language>().notNull(),
    primary: boolean('primary').notNull().default(true),
  },
  (t) => [oneOf('localized_paths_language_check', t.language, LANGUAGES)],
);
