/**
 * SPEC 3 designer parameters: one zod field per parameter, turning the text of a link into typed
 * values with messages a person can act on, plus the rules that tie parameters to each other.
 */

import { isLocaleString, isMarket, MARKETS, type Market } from '../markets';
import { z } from '../validation/zod';
import {
  CALENDAR_FORMATS,
  CALENDAR_TYPES,
  type CalendarType,
  isCalendarFormat,
  parseStartDate,
} from './calendar';
import { ACCESSORY_KINDS, type AccessoryKind, parseEnvelopeSku, parseInlaySku } from './card-accessories';
import { BINDING_OPTIONS, type BindingOption, OCCASIONS, type Occasion } from './card-options';
import { isQuantityStep, nearestQuantitySteps } from './card-quantities';
import { COLLAGE_MATERIAL_TYPES, type CollageMaterialType, isCollageMaterialType } from './collage';
import { COLORS, type Color } from './colors';
import type { ConfiguratorKind } from './configurators';
import { FORMAT_TYPES, type FormatType, parseFormat } from './formats';
import { FRAMES, type Frame } from './frames';
import { isMaterial, MATERIALS, type Material } from './materials';
import {
  bindingOf,
  isPhotobookCategory,
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_CATEGORIES,
  PHOTOBOOK_COVER_LAMINATIONS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_TYPES,
  type PhotobookBinding,
  type PhotobookCover,
  type PhotobookCoverLamination,
  type PhotobookFormat,
  type PhotobookType,
} from './photobook';
import { PHOTOBOX_TYPES, type PhotoboxType } from './photobox';
import { PRODUCT_TYPES, type ProductType } from './products';

type Check<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Check<T> => ({ ok: true, value });
const fail = <T>(message: string): Check<T> => ({ ok: false, message });

/** Quotes a value for a message, cut short so a pasted novel does not flood the link inspector. */
export function quoteValue(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** Links carry text; typed callers may pass numbers and booleans, which read the same once written. */
function text(name: string, missing = `${name} is missing.`) {
  return z
    .union([z.string(), z.number(), z.boolean()], {
      error: (issue) => (issue.input === undefined ? missing : `${name} must be a single text value.`),
    })
    .transform((value) => String(value));
}

function field<T>(name: string, check: (value: string) => Check<T>, missing?: string) {
  return text(name, missing).transform((value, ctx): T => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message, input: value });
    return z.NEVER;
  });
}

function listField<T>(name: string, check: (value: string) => Check<T>) {
  return z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], {
      error: `${name} must be a list of text values (${name}[]=a&${name}[]=b).`,
    })
    .transform((value, ctx): T[] => {
      const items = (Array.isArray(value) ? value : [value]).map(String);
      const out: T[] = [];
      for (const item of items) {
        const result = check(item);
        if (result.ok) out.push(result.value);
        else ctx.addIssue({ code: 'custom', message: result.message, input: item });
      }
      return out;
    });
}

function oneOf<T extends string>(name: string, list: readonly T[], noun: string) {
  return (value: string): Check<T> =>
    (list as readonly string[]).includes(value)
      ? ok(value as T)
      : fail(`${name} ${quoteValue(value)} is not ${noun}; expected one of: ${list.join(', ')}.`);
}

function wholeNumber(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
  return (value: string): Check<number> => {
    const number = /^-?(?:0|[1-9]\d*)$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      return fail(`${name} ${quoteValue(value)} must be a whole number ${range}.`);
    }
    return ok(number);
  };
}

const ID_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
function identifier(name: string) {
  return (value: string): Check<string> =>
    ID_RE.test(value)
      ? ok(value)
      : fail(`${name} ${quoteValue(value)} is not an id (letters, digits, ".", "-" and "_", at most 100).`);
}

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function slug(name: string) {
  return (value: string): Check<string> =>
    SLUG_RE.test(value) && value.length <= 100
      ? ok(value)
      : fail(`${name} ${quoteValue(value)} must be lower-case letters and digits joined by "-".`);
}

/** A value the shop passes through without knowing its vocabulary: one word, no control characters. */
const TOKEN_RE = /^[^\s\p{Cc}]{1,200}$/u;
function token(name: string) {
  return (value: string): Check<string> =>
    TOKEN_RE.test(value)
      ? ok(value)
      : fail(`${name} ${quoteValue(value)} must be a single word of at most 200 characters.`);
}

const FREE_TEXT_RE = /^[^\p{Cc}]{1,200}$/u;
function freeText(name: string) {
  return (value: string): Check<string> =>
    FREE_TEXT_RE.test(value)
      ? ok(value)
      : fail(`${name} ${quoteValue(value)} must be at most 200 characters without control characters.`);
}

function flag(name: string) {
  return (value: string): Check<boolean> => {
    if (value === 'true' || value === '1') return ok(true);
    if (value === 'false' || value === '0') return ok(false);
    return fail(`${name} ${quoteValue(value)} must be true or false (or 1 or 0).`);
  };
}

/** A format string ("300x400") or a format id ("a4-hoch", "150-400", "booklet-210x100"). */
const FORMAT_ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
function formatValue(value: string): Check<string> {
  if (FORMAT_ID_RE.test(value)) return ok(value);
  const parsed = parseFormat(value);
  if (parsed.ok) return ok(value);
  if (/^[-\d]*x[-\d]*$/.test(value)) {
    return fail(
      `format ${quoteValue(value)}: ${parsed.reason} (formats are WIDTHxHEIGHT in mm, e.g. 300x400).`,
    );
  }
  return fail(
    `format ${quoteValue(value)} is neither WIDTHxHEIGHT in mm (e.g. 300x400) nor a format id (e.g. a4-hoch).`,
  );
}

function localeValue(value: string): Check<Market> {
  if (isMarket(value)) return ok(value);
  if (isLocaleString(value)) {
    return fail(`locale ${quoteValue(value)} is not one of the shop's markets: ${MARKETS.join(', ')}.`);
  }
  return fail(`locale ${quoteValue(value)} is not a locale (two letters, hyphen, two letters, e.g. de-DE).`);
}

function skuValue(value: string): Check<string> {
  const word = token('sku')(value);
  if (!word.ok) return word;
  if (value.startsWith('briefumschlag-') && !parseEnvelopeSku(value)) {
    return fail(
      `sku ${quoteValue(value)} does not follow briefumschlag-{subType}-{colour}-{width}x{height}.`,
    );
  }
  if (value.startsWith('einlegeblatt-') && !parseInlaySku(value)) {
    return fail(`sku ${quoteValue(value)} does not follow einlegeblatt-{width}x{height}-{paper}.`);
  }
  return ok(value);
}

function startDateValue(value: string): Check<string> {
  return parseStartDate(value)
    ? ok(value)
    : fail(`startDate ${quoteValue(value)} is not a date (YYYY-MM-DD or YYYY-MM).`);
}

function yearValue(value: string): Check<number> {
  return /^[1-9]\d{3}$/.test(value)
    ? ok(Number(value))
    : fail(`year ${quoteValue(value)} must be a four-digit year, e.g. 2026.`);
}

function matTypeValue(value: string): Check<string> {
  return /^mat-[a-z]+$/.test(value)
    ? ok(value)
    : fail(`matType ${quoteValue(value)} is not a mat type (mat-none, mat-weiss, …).`);
}

const MATERIAL_TYPES: readonly (Material | CollageMaterialType)[] = [
  ...new Set<Material | CollageMaterialType>([...MATERIALS, ...COLLAGE_MATERIAL_TYPES]),
];

function gclidValue(value: string): Check<string> {
  return /^[A-Za-z0-9_-]{1,200}$/.test(value)
    ? ok(value)
    : fail(`gclid ${quoteValue(value)} is not a click id (letters, digits, - and _).`);
}

const PHOTOBOX_PAIR = (side: 'width' | 'height') =>
  `photoboxFormat[${side}] is missing; a photobox format needs both photoboxFormat[width] and photoboxFormat[height].`;

/**
 * Every designer parameter of SPEC 3, in SPEC's order. photoboxFormat[width] and
 * photoboxFormat[height] travel as one object so that one cannot be set without the other.
 * Strict, so a misspelt key in code fails instead of silently vanishing from the link.
 */
export const designerParamsSchema = z.strictObject({
  accessoryTypes: listField<AccessoryKind>(
    'accessoryTypes',
    oneOf('accessoryTypes', ACCESSORY_KINDS, 'an accessory kind'),
  ).optional(),
  amount: field('amount', wholeNumber('amount', 1)).optional(),
  bow: field('bow', token('bow')).optional(),
  calendarType: field<CalendarType>(
    'calendarType',
    oneOf('calendarType', CALENDAR_TYPES, 'a calendar type'),
  ).optional(),
  card: field('card', token('card')).optional(),
  designGroupId: field('designGroupId', identifier('designGroupId')).optional(),
  designId: field('designId', identifier('designId')).optional(),
  envelope: field('envelope', token('envelope')).optional(),
  envelopeColor: field<Color>('envelopeColor', oneOf('envelopeColor', COLORS, 'a colour')).optional(),
  format: field('format', formatValue).optional(),
  formatType: field<FormatType>('formatType', oneOf('formatType', FORMAT_TYPES, 'a format type')).optional(),
  frameType: field<Frame>('frameType', oneOf('frameType', FRAMES, 'a frame')).optional(),
  inlay: field('inlay', token('inlay')).optional(),
  inlayPaper: field('inlayPaper', slug('inlayPaper')).optional(),
  matSize: field('matSize', wholeNumber('matSize', 0)).optional(),
  matType: field('matType', matTypeValue).optional(),
  materialType: field<Material | CollageMaterialType>(
    'materialType',
    oneOf('materialType', MATERIAL_TYPES, 'a material'),
  ).optional(),
  paper: field('paper', slug('paper')).optional(),
  photobookBinding: field<PhotobookBinding>(
    'photobookBinding',
    oneOf('photobookBinding', PHOTOBOOK_BINDINGS, 'a photobook binding'),
  ).optional(),
  photobookCover: field<PhotobookCover>(
    'photobookCover',
    oneOf('photobookCover', PHOTOBOOK_COVERS, 'a photobook cover'),
  ).optional(),
  photobookCoverLamination: field<PhotobookCoverLamination>(
    'photobookCoverLamination',
    oneOf('photobookCoverLamination', PHOTOBOOK_COVER_LAMINATIONS, 'a cover lamination'),
  ).optional(),
  designGroupSetId: field('designGroupSetId', identifier('designGroupSetId')).optional(),
  photobookFormat: field<PhotobookFormat>(
    'photobookFormat',
    oneOf('photobookFormat', PHOTOBOOK_FORMATS, 'a photobook format'),
  ).optional(),
  photobookPageCount: field('photobookPageCount', wholeNumber('photobookPageCount', 1)).optional(),
  // SPEC 3 names four papers "also writable" without the writable one's value, so any paper id passes.
  photobookPaper: field('photobookPaper', slug('photobookPaper')).optional(),
  photobookPrinting: field('photobookPrinting', slug('photobookPrinting')).optional(),
  photobookType: field<PhotobookType>(
    'photobookType',
    oneOf('photobookType', PHOTOBOOK_TYPES, 'a photobook type'),
  ).optional(),
  punching: field('punching', slug('punching')).optional(),
  quantity: field('quantity', wholeNumber('quantity', 1)).optional(),
  refinementType: field<BindingOption>(
    'refinementType',
    oneOf('refinementType', BINDING_OPTIONS, 'a refinement'),
  ).optional(),
  ribbon: field('ribbon', token('ribbon')).optional(),
  ribbonColor: field<Color>('ribbonColor', oneOf('ribbonColor', COLORS, 'a colour')).optional(),
  screw: field('screw', token('screw')).optional(),
  standard: field('standard', token('standard')).optional(),
  startDate: field('startDate', startDateValue).optional(),
  startMonth: field('startMonth', wholeNumber('startMonth', 1, 12)).optional(),
  year: field('year', yearValue).optional(),
  tag: field('tag', freeText('tag')).optional(),
  themeId: field('themeId', identifier('themeId')).optional(),
  sku: field('sku', skuValue).optional(),
  isSample: field('isSample', flag('isSample')).optional(),
  occasion: field<Occasion>('occasion', oneOf('occasion', OCCASIONS, 'an occasion')).optional(),
  category: field('category', token('category')).optional(),
  color: field<Color>('color', oneOf('color', COLORS, 'a colour')).optional(),
  addToCart: field('addToCart', flag('addToCart')).optional(),
  optionTypes: listField('optionTypes', slug('optionTypes')).optional(),
  graduationsPageCount: field('graduationsPageCount', wholeNumber('graduationsPageCount', 1)).optional(),
  photoboxFormat: z
    .object({
      width: field('photoboxFormat[width]', wholeNumber('photoboxFormat[width]', 1), PHOTOBOX_PAIR('width')),
      height: field(
        'photoboxFormat[height]',
        wholeNumber('photoboxFormat[height]', 1),
        PHOTOBOX_PAIR('height'),
      ),
    })
    .optional(),
  photoboxType: field<PhotoboxType>(
    'photoboxType',
    oneOf('photoboxType', PHOTOBOX_TYPES, 'a photobox type'),
  ).optional(),
  templateId: field('templateId', identifier('templateId')).optional(),
  gclid: field('gclid', gclidValue).optional(),
  locale: field('locale', localeValue).optional(),
  /** The referral source. */
  s: field('s', freeText('s')).optional(),
  disableCache: field('disableCache', flag('disableCache')).optional(),
  productType: field<ProductType>(
    'productType',
    oneOf('productType', PRODUCT_TYPES, 'a product type'),
  ).optional(),
  tileCount: field('tileCount', wholeNumber('tileCount', 1)).optional(),
  /** The shop's own addition to SPEC 3 (issue 31): the basket item a designer link edits. */
  basketItem: field('basketItem', identifier('basketItem')).optional(),
});

export type DesignerParams = z.output<typeof designerParamsSchema>;
export type DesignerParamsInput = z.input<typeof designerParamsSchema>;
export type DesignerParamKey = keyof DesignerParams;

export const DESIGNER_PARAM_KEYS = Object.keys(designerParamsSchema.shape) as DesignerParamKey[];

/** Parameters that are lists in a link (key[]=a&key[]=b). */
export const LIST_PARAM_KEYS = [
  'accessoryTypes',
  'optionTypes',
] as const satisfies readonly DesignerParamKey[];

/** Parameters that are objects in a link (key[sub]=v), with their sub-keys. */
export const OBJECT_PARAM_KEYS = { photoboxFormat: ['width', 'height'] } as const satisfies Partial<
  Record<DesignerParamKey, readonly string[]>
>;

/** The names as they appear in a link, SPEC 3's list exactly. */
export const DESIGNER_PARAM_NAMES: readonly string[] = DESIGNER_PARAM_KEYS.flatMap((key) =>
  key === 'photoboxFormat' ? OBJECT_PARAM_KEYS.photoboxFormat.map((sub) => `${key}[${sub}]`) : [key],
);

export function isDesignerParamKey(value: string): value is DesignerParamKey {
  return Object.hasOwn(designerParamsSchema.shape, value);
}

/**
 * What kind of problem an error is, for tools that say it in the shopper's language (the link
 * inspector); `message` says it in detail, in English, naming the values a link may carry.
 */
export type DesignerProblem =
  | 'link'
  | 'notDesigner'
  | 'unknownParam'
  | 'spelling'
  | 'invalidValue'
  | 'conflict';

export interface DesignerParamError {
  /** The parameter as named in a link (photoboxFormat[width]), or "url" for the link as a whole. */
  param: string;
  message: string;
  /** Absent only where a caller builds its own errors; the parser always says. */
  problem?: DesignerProblem;
}

export interface DesignerParamContext {
  configurator?: ConfiguratorKind | undefined;
  productType?: ProductType | undefined;
}

function configuratorPath(kind: ConfiguratorKind): string {
  return `/configurator-${kind}/`;
}

/**
 * Rules that need more than one parameter, or the designer the link opens. Each error names the
 * parameter that should go, so a caller can drop exactly that one and keep the rest.
 */
export function checkDesignerParams(
  params: DesignerParams,
  context: DesignerParamContext = {},
): (DesignerParamError & { param: DesignerParamKey })[] {
  const errors: (DesignerParamError & { param: DesignerParamKey })[] = [];
  const { configurator, productType } = context;

  if (params.photobookType && params.photobookBinding) {
    const binding = bindingOf(params.photobookType);
    if (binding !== params.photobookBinding) {
      errors.push({
        param: 'photobookBinding',
        message: `photobookBinding "${params.photobookBinding}" does not fit photobookType "${params.photobookType}", which is always bound "${binding}".`,
      });
    }
  }

  if (
    params.materialType !== undefined &&
    configurator === 'photo-frame' &&
    !isMaterial(params.materialType)
  ) {
    errors.push({
      param: 'materialType',
      message: `materialType "${params.materialType}" is a collage material type; ${configuratorPath(configurator)} takes one of: ${MATERIALS.join(', ')}.`,
    });
  }
  if (
    params.materialType !== undefined &&
    configurator === 'collage' &&
    !isCollageMaterialType(params.materialType)
  ) {
    errors.push({
      param: 'materialType',
      message: `materialType "${params.materialType}" is not a collage material type; ${configuratorPath(configurator)} takes one of: ${COLLAGE_MATERIAL_TYPES.join(', ')}.`,
    });
  }

  if (params.format !== undefined && (configurator === 'photo-frame' || configurator === 'collage')) {
    const parsed = parseFormat(params.format);
    if (!parsed.ok) {
      errors.push({
        param: 'format',
        message: `format ${quoteValue(params.format)} is not WIDTHxHEIGHT in mm (e.g. 300x400), which ${configuratorPath(configurator)} needs.`,
      });
    }
  }
  if (params.format !== undefined && configurator === 'calendar' && !isCalendarFormat(params.format)) {
    errors.push({
      param: 'format',
      message: `format ${quoteValue(params.format)} is not a calendar format; expected one of: ${CALENDAR_FORMATS.join(', ')}.`,
    });
  }

  if (params.category !== undefined && (configurator === 'photobook' || productType === 'photobook')) {
    const category = /^[1-9]\d*$/.test(params.category) ? Number(params.category) : Number.NaN;
    if (!isPhotobookCategory(category)) {
      errors.push({
        param: 'category',
        message: `category ${quoteValue(params.category)} is not a photobook category; expected one of: ${PHOTOBOOK_CATEGORIES.join(', ')}.`,
      });
    }
  }

  if (params.isSample === true && params.quantity !== undefined && params.quantity !== 1) {
    errors.push({
      param: 'quantity',
      message: `quantity ${params.quantity} contradicts isSample=true; a sample is a single card (quantity 1).`,
    });
  } else if (productType === 'card' && params.quantity !== undefined && !isQuantityStep(params.quantity)) {
    errors.push({ param: 'quantity', message: cardQuantityMessage(params.quantity) });
  }

  return errors;
}

function cardQuantityMessage(quantity: number): string {
  const { below, above } = nearestQuantitySteps(quantity);
  if (above === undefined)
    return `quantity ${quantity} is more than cards come in (at most ${below ?? 5000}).`;
  if (below === undefined) return `quantity ${quantity} is less than cards come in (at least ${above}).`;
  return `quantity ${quantity} is not a card quantity step; the nearest steps are ${below} and ${above}.`;
}
