/** Photobooks, calendars and photoboxes: their options, design groups and prices. */
import {
  buildDesignerUrl,
  type CalendarFormat,
  type CalendarMounting,
  type CalendarType,
  type Dimensions,
  isCollageMaterialType,
  type PhotobookCategory,
  type PhotobookCover,
  type PhotobookCoverLamination,
  type PhotobookFormat,
  type PhotobookType,
  type PhotoboxType,
  parseFormat,
} from '../../shared/catalogue';
import {
  addCents,
  badInput,
  type Cents,
  currencyOfContext,
  flat,
  listOf,
  notFound,
  type PriceView,
  priceView,
  quote,
  type ShopContext,
  sizeLabel,
} from './common';
import { type DesignGroupRow, k, type Snapshot } from './snapshot';
import { collagePrice } from './wall-art';

function missingPrice(what: string, ctx: ShopContext): never {
  throw notFound(`${what} has no price in ${currencyOfContext(ctx).toUpperCase()}.`, 'not_available');
}

// ---------------------------------------------------------------- photobooks

export interface PhotobookPriceInput {
  photobookType: PhotobookType;
  photobookFormat?: PhotobookFormat | undefined;
  photobookPageCount?: number | undefined;
  photobookCover?: PhotobookCover | undefined;
  photobookPaper?: string | undefined;
  photobookCoverLamination?: PhotobookCoverLamination | undefined;
}

export interface PhotobookPriceView {
  photobookType: PhotobookType;
  photobookBinding: string;
  photobookFormat: string;
  photobookPageCount: number;
  photobookCover: string;
  photobookPaper: string;
  photobookCoverLamination: string | null;
  pages: { min: number; max: number; step: number };
  price: PriceView;
  breakdown: {
    book: PriceView;
    extraPages: PriceView;
    cover: PriceView;
    paper: PriceView;
    lamination: PriceView;
  };
  /** What this type can be made with, for the configurator's selects. */
  choices: {
    formats: { value: string; labelTranslationKey: string; isDefault: boolean; label: string }[];
    covers: string[];
    papers: { value: string; writable: boolean }[];
    coverLaminations: string[];
  };
}

function pick<T extends string>(
  field: string,
  value: T | undefined,
  allowed: readonly string[],
  what: string,
): string {
  if (value === undefined) {
    const first = allowed[0];
    if (first === undefined) throw badInput(field, `${field}: ${what} offers none.`);
    return first;
  }
  if (!allowed.includes(value)) {
    throw badInput(
      field,
      `${field} "${value}" is not available for ${what}; expected one of: ${listOf(allowed)}.`,
    );
  }
  return value;
}

export function photobookPrice(
  s: Snapshot,
  ctx: ShopContext,
  input: PhotobookPriceInput,
): PhotobookPriceView {
  const type = s.photobookType.get(input.photobookType);
  if (!type) throw notFound(`photobookType "${input.photobookType}" is not in the catalogue.`);
  const typeFormats = s.photobookTypeFormats.get(type.id) ?? [];
  const defaultFormat = typeFormats.find((f) => f.isDefault)?.formatId ?? typeFormats[0]?.formatId;
  const formatId = input.photobookFormat ?? defaultFormat;
  if (formatId === undefined || !typeFormats.some((f) => f.formatId === formatId)) {
    throw badInput(
      'photobookFormat',
      `photobookFormat "${formatId}" is not made as ${type.id}; expected one of: ${listOf(typeFormats.map((f) => f.formatId))}.`,
    );
  }
  const pages = input.photobookPageCount ?? type.minPages;
  if (pages < type.minPages || pages > type.maxPages || (pages - type.minPages) % type.pageStep !== 0) {
    throw badInput(
      'photobookPageCount',
      `photobookPageCount ${pages} is not possible for ${type.id}: ${type.minPages} to ${type.maxPages} pages in steps of ${type.pageStep}.`,
    );
  }
  const cover = pick('photobookCover', input.photobookCover, type.covers, type.id);
  const paper = pick('photobookPaper', input.photobookPaper, type.papers, type.id);
  let lamination: string | null = null;
  if (type.coverLaminations.length === 0) {
    if (input.photobookCoverLamination !== undefined) {
      throw badInput('photobookCoverLamination', `${type.id} has no cover lamination to choose.`);
    }
  } else {
    lamination = pick(
      'photobookCoverLamination',
      input.photobookCoverLamination,
      type.coverLaminations,
      type.id,
    );
  }

  const currency = currencyOfContext(ctx);
  const row = s.photobookPrice.get(k(type.id, formatId, currency));
  if (!row) return missingPrice(`${type.id} ${formatId}`, ctx);
  const book: Cents = { current: row.priceCurrentCents, original: row.priceOriginalCents };
  const extra = flat((pages - type.minPages) * row.perExtraPageCents);
  const surcharge = (kind: string, id: string | null) =>
    flat(id === null ? 0 : (s.photobookSurcharge.get(k(kind, id, currency))?.surchargeCents ?? 0));
  const coverCents = surcharge('cover', cover);
  const paperCents = surcharge('paper', paper);
  const laminationCents = surcharge('lamination', lamination);
  const total = addCents(book, extra, coverCents, paperCents, laminationCents);
  const view = (c: Cents) => priceView(c.current, c.original, ctx.market);

  return {
    photobookType: input.photobookType,
    photobookBinding: type.bindingId,
    photobookFormat: formatId,
    photobookPageCount: pages,
    photobookCover: cover,
    photobookPaper: paper,
    photobookCoverLamination: lamination,
    pages: { min: type.minPages, max: type.maxPages, step: type.pageStep },
    price: view(total),
    breakdown: {
      book: view(book),
      extraPages: view(extra),
      cover: view(coverCents),
      paper: view(paperCents),
      lamination: view(laminationCents),
    },
    choices: {
      formats: typeFormats.map((f) => {
        const format = s.photobookFormat.get(f.formatId);
        return {
          value: f.formatId,
          labelTranslationKey: format?.labelKey ?? f.formatId,
          isDefault: f.isDefault,
          label: format ? sizeLabel(format.widthMm, format.heightMm, ctx.market) : '',
        };
      }),
      covers: type.covers,
      papers: type.papers.map((p) => ({ value: p, writable: s.photobookPaper.get(p)?.writable ?? false })),
      coverLaminations: type.coverLaminations,
    },
  };
}

export interface DesignGroupView {
  id: string;
  key: string;
  labelTranslationKey: string;
  productType: string;
  designGroupSetId: string | null;
  categoryId: number | null;
  designerParams: Record<string, string>;
  designerUrl: string;
  priceFrom: PriceView | null;
}

function designGroupView(group: DesignGroupRow, priceFrom: PriceView | null): DesignGroupView {
  return {
    id: group.id,
    key: group.key,
    labelTranslationKey: group.labelKey,
    productType: group.productType,
    designGroupSetId: group.setId,
    categoryId: group.categoryId,
    designerParams: group.designerParams,
    designerUrl: buildDesignerUrl(group.productType, group.designerParams),
    priceFrom,
  };
}

/** Never throws: a group whose parameters no longer price (a format dropped) is still listed, without a price. */
function safely<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

export function photobookDesignGroupSet(
  s: Snapshot,
  ctx: ShopContext,
  input: { categoryIds: PhotobookCategory[]; designGroupSetId?: string | undefined },
): { designGroupSetId: string | null; labelTranslationKey: string | null; designGroups: DesignGroupView[] } {
  const set = input.designGroupSetId === undefined ? undefined : s.designGroupSet.get(input.designGroupSetId);
  if (input.designGroupSetId !== undefined && set?.productType !== 'photobook') {
    throw notFound(`designGroupSetId ${quote(input.designGroupSetId)} is not a photobook design group set.`);
  }
  const groups = s.designGroups.filter(
    (g) =>
      g.productType === 'photobook' &&
      (set === undefined || g.setId === set.id) &&
      (input.categoryIds.length === 0 ||
        (g.categoryId !== null && input.categoryIds.includes(g.categoryId as PhotobookCategory))),
  );
  return {
    designGroupSetId: set?.id ?? null,
    labelTranslationKey: set?.labelKey ?? null,
    designGroups: groups.map((g) => {
      const type = g.designerParams.photobookType as PhotobookType | undefined;
      const price = type
        ? safely(
            () =>
              photobookPrice(s, ctx, {
                photobookType: type,
                photobookFormat: g.designerParams.photobookFormat as PhotobookFormat,
              }).price,
          )
        : null;
      return designGroupView(g, price);
    }),
  };
}

// ---------------------------------------------------------------- collages

export interface CollageDesignGroupView extends DesignGroupView {
  materialType: string | null;
  format: string | null;
  tileCount: number | null;
}

/** The collage designer's groups by key (key[]); all of them when no key is given. */
export function collageDesignGroups(s: Snapshot, ctx: ShopContext, keys: string[]): CollageDesignGroupView[] {
  const collages = s.designGroups.filter((g) => g.productType === 'collage');
  const unknown = keys.filter((key) => s.designGroupByKey.get(key)?.productType !== 'collage');
  if (unknown.length > 0) {
    throw notFound(
      `no collage design group with key ${unknown.map(quote).join(', ')}; known keys: ${listOf(collages.map((g) => g.key))}.`,
    );
  }
  const groups = keys.length > 0 ? keys.flatMap((key) => s.designGroupByKey.get(key) ?? []) : collages;
  return groups.map((g) => {
    const { materialType, format, tileCount } = g.designerParams;
    const size = parseFormat(format);
    const price =
      size.ok && isCollageMaterialType(materialType)
        ? safely(() => collagePrice(s, ctx, materialType, size.format).format)
        : null;
    return {
      ...designGroupView(g, price),
      materialType: materialType ?? null,
      format: format ?? null,
      tileCount: tileCount === undefined ? null : Number(tileCount),
    };
  });
}

// ---------------------------------------------------------------- calendars

export interface CalendarPriceInput {
  calendarType: CalendarType;
  format?: CalendarFormat | undefined;
  mounting?: CalendarMounting | undefined;
}

export interface CalendarPriceView {
  calendarType: CalendarType;
  format: string;
  formatLabel: string;
  mounting: string;
  mountings: string[];
  price: PriceView;
  breakdown: { calendar: PriceView; mounting: PriceView };
}

export function calendarPrice(s: Snapshot, ctx: ShopContext, input: CalendarPriceInput): CalendarPriceView {
  const typeFormats = s.calendarTypeFormats.get(input.calendarType) ?? [];
  const formatId = input.format ?? typeFormats.find((f) => f.isDefault)?.formatId ?? typeFormats[0]?.formatId;
  const typeFormat = typeFormats.find((f) => f.formatId === formatId);
  if (!typeFormat) {
    throw badInput(
      'format',
      `format "${formatId}" is not made as ${input.calendarType}; expected one of: ${listOf(typeFormats.map((f) => f.formatId))}.`,
    );
  }
  const mounting = pick(
    'mounting',
    input.mounting,
    typeFormat.mountings,
    `${input.calendarType} ${typeFormat.formatId}`,
  );
  const currency = currencyOfContext(ctx);
  const row = s.calendarPrice.get(k(input.calendarType, typeFormat.formatId, currency));
  if (!row) return missingPrice(`${input.calendarType} ${typeFormat.formatId}`, ctx);
  const calendar: Cents = { current: row.priceCurrentCents, original: row.priceOriginalCents };
  const mountingCents = flat(s.calendarMountingPrice.get(k(mounting, currency))?.surchargeCents ?? 0);
  const total = addCents(calendar, mountingCents);
  const format = s.calendarFormat.get(typeFormat.formatId);
  return {
    calendarType: input.calendarType,
    format: typeFormat.formatId,
    formatLabel: format ? sizeLabel(format.widthMm, format.heightMm, ctx.market) : '',
    mounting,
    mountings: typeFormat.mountings,
    price: priceView(total.current, total.original, ctx.market),
    breakdown: {
      calendar: priceView(calendar.current, calendar.original, ctx.market),
      mounting: priceView(mountingCents.current, mountingCents.original, ctx.market),
    },
  };
}

export function calendarDesignGroups(
  s: Snapshot,
  ctx: ShopContext,
  input: { designGroupId?: string | undefined; calendarType?: CalendarType | undefined },
): { designGroups: (DesignGroupView & { calendar: CalendarPriceView | null })[] } {
  let groups = s.designGroups.filter((g) => g.productType === 'calendar');
  if (input.designGroupId !== undefined) {
    groups = groups.filter((g) => g.id === input.designGroupId);
    if (groups.length === 0)
      throw notFound(`designGroupId ${quote(input.designGroupId)} is not a calendar design group.`);
  }
  if (input.calendarType !== undefined)
    groups = groups.filter((g) => g.designerParams.calendarType === input.calendarType);
  return {
    designGroups: groups.map((g) => {
      const calendar = safely(() =>
        calendarPrice(s, ctx, {
          calendarType: g.designerParams.calendarType as CalendarType,
          format: g.designerParams.format as CalendarFormat,
        }),
      );
      return { ...designGroupView(g, calendar?.price ?? null), calendar };
    }),
  };
}

// ---------------------------------------------------------------- photoboxes

export interface PhotoboxFormatView {
  photoboxFormat: Dimensions;
  value: string;
  labelTranslationKey: string;
  label: string;
  box: PriceView;
  perPrint: PriceView;
}

export interface PhotoboxView {
  photoboxType: PhotoboxType;
  labelTranslationKey: string;
  photoboxQuantityMax: number;
  formats: PhotoboxFormatView[];
}

export function photoboxes(s: Snapshot, ctx: ShopContext, photoboxType?: PhotoboxType): PhotoboxView[] {
  const currency = currencyOfContext(ctx);
  return s.photoboxTypes
    .filter((t) => photoboxType === undefined || t.id === photoboxType)
    .map((t) => ({
      photoboxType: t.id as PhotoboxType,
      labelTranslationKey: t.labelKey,
      photoboxQuantityMax: t.quantityMax,
      formats: (s.photoboxFormats.get(t.id) ?? []).flatMap((f) => {
        const row = s.photoboxPrice.get(k(t.id, f.widthMm, f.heightMm, currency));
        if (!row) return [];
        return [
          {
            photoboxFormat: { width: f.widthMm, height: f.heightMm },
            value: `${f.widthMm}x${f.heightMm}`,
            labelTranslationKey: f.labelKey,
            label: sizeLabel(f.widthMm, f.heightMm, ctx.market),
            box: priceView(row.boxCents, row.boxCents, ctx.market),
            perPrint: priceView(row.perPrintCents, row.perPrintCents, ctx.market),
          },
        ];
      }),
    }));
}

export interface PhotoboxPriceView {
  photoboxType: PhotoboxType;
  photoboxFormat: Dimensions;
  quantity: number;
  photoboxQuantityMax: number;
  price: PriceView;
}

export function photoboxPrice(
  s: Snapshot,
  ctx: ShopContext,
  input: { photoboxType: PhotoboxType; format: Dimensions; quantity: number },
): PhotoboxPriceView {
  const type = s.photoboxType.get(input.photoboxType);
  if (!type) throw notFound(`photoboxType "${input.photoboxType}" is not in the catalogue.`);
  const formats = s.photoboxFormats.get(type.id) ?? [];
  const { width, height } = input.format;
  // Prints turn, so 90x130 is the 130x90 print.
  const format = formats.find(
    (f) => (f.widthMm === width && f.heightMm === height) || (f.widthMm === height && f.heightMm === width),
  );
  if (!format) {
    throw badInput(
      'format',
      `format ${width}x${height} is not a ${type.id} print format; expected one of: ${listOf(formats.map((f) => `${f.widthMm}x${f.heightMm}`))}.`,
    );
  }
  if (input.quantity > type.quantityMax) {
    throw badInput(
      'quantity',
      `quantity ${input.quantity} does not fit a ${type.id} box, which holds at most ${type.quantityMax} prints.`,
    );
  }
  const row = s.photoboxPrice.get(k(type.id, format.widthMm, format.heightMm, currencyOfContext(ctx)));
  if (!row) return missingPrice(`${type.id} ${format.widthMm}x${format.heightMm}`, ctx);
  const total = row.boxCents + row.perPrintCents * input.quantity;
  return {
    photoboxType: input.photoboxType,
    photoboxFormat: { width, height },
    quantity: input.quantity,
    photoboxQuantityMax: type.quantityMax,
    price: priceView(total, total, ctx.market),
  };
}
