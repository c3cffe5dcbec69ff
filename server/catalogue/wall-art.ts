/** Wall art: materials, formats, frames, options, the calculator and collages, priced per market. */
import {
  type CollageMaterialType,
  type Dimensions,
  FRAME_DEFAULTS,
  type Frame,
  type FrameDefaults,
  isFrame,
  isMaterial,
  type Material,
  type OrientationFilter,
  orientationFilterOf,
} from '../../shared/catalogue';
import { priceIndication } from '../../shared/catalogue/price-indication';
import type {
  CalculatorLabel,
  CalculatorOption as CalculatorOptionOf,
  CalculatorView as CalculatorViewOf,
} from '../../shared/contracts/calculator-data';
import { formatLength, type Unit, unitOf } from '../../shared/markets';
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
import { areaPriceCents, framePriceCents } from './price-rules';
import { k, type MaterialRow, type Snapshot } from './snapshot';

// ---------------------------------------------------------------- lookups

export function materialsOfChannel(s: Snapshot, ctx: ShopContext): MaterialRow[] {
  return s.materials.filter((m) => m.channels.includes(ctx.channel));
}

/** The material if this shop sells it; 404 otherwise, naming what it does sell. */
export function soldMaterial(s: Snapshot, ctx: ShopContext, material: string): MaterialRow {
  const row = s.material.get(material);
  if (!row) {
    throw badInput(
      'material',
      `material ${quote(material)} is not a material; expected one of: ${listOf(s.materials.map((m) => m.id))}.`,
    );
  }
  if (!row.channels.includes(ctx.channel)) {
    const sold = materialsOfChannel(s, ctx).map((m) => m.id);
    throw notFound(
      `material "${material}" is not sold in the ${ctx.channel} shop; it sells: ${listOf(sold)}.`,
      'not_sold',
    );
  }
  return row;
}

/** In the frames' own order, so every list of frames reads the same. */
export function framesOfMaterial(s: Snapshot, material: string): Frame[] {
  const held = new Set(s.frameMaterials.filter((fm) => fm.material === material).map((fm) => fm.frameType));
  return s.frames.map((f) => f.id).filter((id): id is Frame => held.has(id) && isFrame(id));
}

function checkFrame(s: Snapshot, material: MaterialRow, frameType: Frame | undefined): void {
  if (frameType === undefined) return;
  const fitting = framesOfMaterial(s, material.id);
  if (!fitting.includes(frameType)) {
    throw badInput(
      'frameType',
      `frameType "${frameType}" does not fit material "${material.id}"; it takes: ${listOf(fitting)}.`,
    );
  }
}

export interface ResolvedFormat {
  /** In the orientation asked for. */
  value: string;
  widthMm: number;
  heightMm: number;
  /** The stored format whose price applies (either orientation), undefined for an own format. */
  listedId: string | undefined;
  formatType: string;
  featured: boolean;
}

function fitsLimits(m: MaterialRow, w: number, h: number): boolean {
  const inBox = (a: number, b: number) =>
    a >= m.minWidthMm && a <= m.maxWidthMm && b >= m.minHeightMm && b <= m.maxHeightMm;
  return inBox(w, h) || inBox(h, w);
}

function limitsText(m: MaterialRow, ctx: ShopContext): string {
  return `${sizeLabel(m.minWidthMm, m.minHeightMm, ctx.market)} to ${sizeLabel(m.maxWidthMm, m.maxHeightMm, ctx.market)} (either orientation)`;
}

/** A listed format of the material in either orientation, else an own format inside its limits. */
export function resolveFormat(s: Snapshot, ctx: ShopContext, m: MaterialRow, d: Dimensions): ResolvedFormat {
  const value = `${d.width}x${d.height}`;
  for (const [w, h] of [
    [d.width, d.height],
    [d.height, d.width],
  ] as const) {
    const listed = s.materialFormat.get(k(m.id, `${w}x${h}`));
    const format = listed && s.format.get(listed.formatId);
    if (listed && format) {
      return {
        value,
        widthMm: d.width,
        heightMm: d.height,
        listedId: listed.formatId,
        formatType: format.formatGroupId,
        featured: listed.featured,
      };
    }
  }
  if (!fitsLimits(m, d.width, d.height)) {
    throw badInput(
      'format',
      `format ${value} is outside what ${m.id} can be made in: ${limitsText(m, ctx)}.`,
    );
  }
  return {
    value,
    widthMm: d.width,
    heightMm: d.height,
    listedId: undefined,
    formatType: 'individual',
    featured: false,
  };
}

function missingPrice(what: string, ctx: ShopContext): never {
  throw notFound(`${what} has no price in ${currencyOfContext(ctx).toUpperCase()}.`, 'not_available');
}

export function printCents(s: Snapshot, ctx: ShopContext, m: MaterialRow, f: ResolvedFormat): Cents {
  const currency = currencyOfContext(ctx);
  if (f.listedId) {
    const row = s.formatPrice.get(k(m.id, f.listedId, currency));
    if (!row) return missingPrice(`${m.id} ${f.value}`, ctx);
    // The stored price is the regular one; only a running campaign lowers it and, under the
    // 30-day rule, names a "was" price (shared/catalogue/price-indication.ts).
    const reductions = (s.reductionsOfMaterial.get(m.id) ?? []).filter((r) => r.channel === ctx.channel);
    const shown = priceIndication(row.priceCurrentCents, reductions, ctx.at ?? new Date());
    return { current: shown.currentCents, original: shown.referenceCents };
  }
  const area = s.areaPrice.get(k(m.id, currency));
  if (!area) return missingPrice(`${m.id} in an own format`, ctx);
  return flat(areaPriceCents(area, f.widthMm, f.heightMm, currency));
}

export function frameCents(
  s: Snapshot,
  ctx: ShopContext,
  frameType: Frame,
  f: Pick<ResolvedFormat, 'widthMm' | 'heightMm'>,
): Cents {
  const currency = currencyOfContext(ctx);
  const row = s.framePrice.get(k(frameType, currency));
  if (!row) return missingPrice(`frame ${frameType}`, ctx);
  return flat(framePriceCents(row, f.widthMm, f.heightMm, currency));
}

// ---------------------------------------------------------------- views

export interface FormatView extends PriceView {
  /** SPEC 3 Format.value: the format string. */
  value: string;
  width: number;
  height: number;
  /** "30 x 40 cm", or inches in en-US. */
  label: string;
  orientation: OrientationFilter;
  featured: boolean;
  /** false for an own format priced by area. */
  listed: boolean;
  context: { formatType: string; materialType: string; frameType: Frame | null };
}

function formatView(
  ctx: ShopContext,
  materialType: string,
  f: ResolvedFormat,
  cents: Cents,
  frameType: Frame | null = null,
): FormatView {
  return {
    value: f.value,
    width: f.widthMm,
    height: f.heightMm,
    label: sizeLabel(f.widthMm, f.heightMm, ctx.market),
    orientation: orientationFilterOf({ width: f.widthMm, height: f.heightMm }),
    featured: f.featured,
    listed: f.listedId !== undefined,
    ...priceView(cents.current, cents.original, ctx.market),
    context: { formatType: f.formatType, materialType, frameType },
  };
}

function listedFormats(
  s: Snapshot,
  m: MaterialRow,
  options: { includeHidden?: boolean } = {},
): ResolvedFormat[] {
  return (s.materialFormats.get(m.id) ?? []).flatMap((mf) => {
    const format = s.format.get(mf.formatId);
    const group = format && s.formatGroup.get(format.formatGroupId);
    if (!format || !group || (!group.listed && !options.includeHidden)) return [];
    return [
      {
        value: format.id,
        widthMm: format.widthMm,
        heightMm: format.heightMm,
        listedId: format.id,
        formatType: format.formatGroupId,
        featured: mf.featured,
      },
    ];
  });
}

function pricedFormat(
  s: Snapshot,
  ctx: ShopContext,
  m: MaterialRow,
  f: ResolvedFormat,
  frameType?: Frame,
): FormatView {
  const cents = frameType
    ? addCents(printCents(s, ctx, m, f), frameCents(s, ctx, frameType, f))
    : printCents(s, ctx, m, f);
  return formatView(ctx, m.id, f, cents, frameType ?? null);
}

// ---------------------------------------------------------------- formats and prices

export interface FormatsInput {
  material: Material;
  /** Only this format group (format type). */
  formatGroup?: string | undefined;
  /** Exactly these formats, own formats included; overrides formatGroup. */
  formats?: Dimensions[] | undefined;
  /** Price every format framed. */
  frameType?: Frame | undefined;
}

/** The formats of a material with their prices in the market's currency. */
export function formatsWithPrices(s: Snapshot, ctx: ShopContext, input: FormatsInput): FormatView[] {
  const m = soldMaterial(s, ctx, input.material);
  checkFrame(s, m, input.frameType);
  if (input.formats) {
    return input.formats.map((d) => pricedFormat(s, ctx, m, resolveFormat(s, ctx, m, d), input.frameType));
  }
  if (input.formatGroup !== undefined && !s.formatGroup.has(input.formatGroup)) {
    throw badInput(
      'formatGroup',
      `formatGroup ${quote(input.formatGroup)} is not a format group; expected one of: ${listOf(s.formatGroups.map((g) => g.id))}.`,
    );
  }
  const list = listedFormats(s, m, { includeHidden: input.formatGroup === 'hidden' });
  return list
    .filter((f) => input.formatGroup === undefined || f.formatType === input.formatGroup)
    .map((f) => pricedFormat(s, ctx, m, f, input.frameType));
}

export interface ArticleInput {
  material: Material;
  format: Dimensions;
  frameType?: Frame | undefined;
  /** Option ids (SPEC 3 option.*); groups left out take their default. */
  options?: string[] | undefined;
}

export interface ChosenOption {
  group: string;
  option: string;
  isDefault: boolean;
  surcharge: PriceView;
}

export interface ArticlePriceView {
  sku: string;
  materialType: Material;
  format: FormatView;
  frameType: Frame | null;
  options: ChosenOption[];
  /** Print, frame and options together. */
  price: PriceView;
  breakdown: { print: PriceView; frame: PriceView | null; options: PriceView };
}

export function articleSku(material: string, format: string, frameType?: string | null): string {
  return frameType ? `${material}-${format}-${frameType}` : `${material}-${format}`;
}

const SKU_RE = /^([a-z]+)-([1-9]\d{0,5})x([1-9]\d{0,5})(?:-([a-z]+(?:-[a-z]+)*))?$/;

/** Reads {material}-{width}x{height}[-{frameType}]; undefined when the text is not such an SKU. */
export function parseArticleSku(
  sku: string,
): { material: Material; format: Dimensions; frameType?: Frame } | undefined {
  const match = SKU_RE.exec(sku);
  if (!match) return undefined;
  const [, material, w, h, frame] = match;
  if (!isMaterial(material)) return undefined;
  if (frame !== undefined && !isFrame(frame)) return undefined;
  const format = { width: Number(w), height: Number(h) };
  return frame ? { material, format, frameType: frame } : { material, format };
}

function chooseOptions(
  s: Snapshot,
  ctx: ShopContext,
  m: MaterialRow,
  framed: boolean,
  requested: string[] = [],
): { options: ChosenOption[]; cents: number } {
  const offered = (s.optionGroupsOfMaterial.get(m.id) ?? []).filter(
    (g) => framed || !s.optionGroup.get(g.groupId)?.framedOnly,
  );
  const chosen = new Map<string, string>();
  for (const id of requested) {
    const option = s.option.get(id);
    if (!option) throw badInput('options', `option ${quote(id)} is not an option of the catalogue.`);
    const group = s.optionGroup.get(option.groupId);
    if (!offered.some((g) => g.groupId === option.groupId)) {
      const needsFrame =
        group?.framedOnly &&
        (s.optionGroupsOfMaterial.get(m.id) ?? []).some((g) => g.groupId === option.groupId);
      throw badInput(
        'options',
        needsFrame
          ? `option "${id}" (${option.groupId}) needs a frame; add frameType.`
          : `option "${id}" (${option.groupId}) is not offered for ${m.id}; its option groups are: ${listOf(offered.map((g) => g.groupId))}.`,
      );
    }
    const already = chosen.get(option.groupId);
    if (already !== undefined && already !== id) {
      throw badInput('options', `options "${already}" and "${id}" are both ${option.groupId}; choose one.`);
    }
    chosen.set(option.groupId, id);
  }
  const currency = currencyOfContext(ctx);
  let cents = 0;
  const list = offered
    .sort(
      (a, b) =>
        (s.optionGroup.get(a.groupId)?.sortOrder ?? 0) - (s.optionGroup.get(b.groupId)?.sortOrder ?? 0),
    )
    .map((g) => {
      const option = chosen.get(g.groupId) ?? g.defaultOptionId;
      const surcharge = s.optionPrice.get(k(option, currency))?.surchargeCents ?? 0;
      cents += surcharge;
      return {
        group: g.groupId,
        option,
        isDefault: option === g.defaultOptionId,
        surcharge: priceView(surcharge, surcharge, ctx.market),
      };
    });
  return { options: list, cents };
}

/** The price of one configured article: print, optional frame and options. */
export function articlePrice(s: Snapshot, ctx: ShopContext, input: ArticleInput): ArticlePriceView {
  const m = soldMaterial(s, ctx, input.material);
  checkFrame(s, m, input.frameType);
  const f = resolveFormat(s, ctx, m, input.format);
  const print = printCents(s, ctx, m, f);
  const frame = input.frameType ? frameCents(s, ctx, input.frameType, f) : undefined;
  const { options, cents } = chooseOptions(s, ctx, m, input.frameType !== undefined, input.options);
  const optionCents = flat(cents);
  const total = addCents(print, frame ?? flat(0), optionCents);
  return {
    sku: articleSku(m.id, f.value, input.frameType),
    materialType: input.material,
    format: formatView(ctx, m.id, f, addCents(print, frame ?? flat(0)), input.frameType ?? null),
    frameType: input.frameType ?? null,
    options,
    price: priceView(total.current, total.original, ctx.market),
    breakdown: {
      print: priceView(print.current, print.original, ctx.market),
      frame: frame ? priceView(frame.current, frame.original, ctx.market) : null,
      options: priceView(optionCents.current, optionCents.original, ctx.market),
    },
  };
}

/** The cheapest listed format of a material. */
function cheapest(
  s: Snapshot,
  ctx: ShopContext,
  m: MaterialRow,
  formats = listedFormats(s, m),
): FormatView | undefined {
  let best: FormatView | undefined;
  for (const f of formats) {
    const view = pricedFormat(s, ctx, m, f);
    if (!best || view.priceCurrent < best.priceCurrent) best = view;
  }
  return best;
}

export interface PriceFromView {
  materialType: string;
  labelTranslationKey: string;
  format: string;
  priceFrom: FormatView;
}

export function pricesFrom(s: Snapshot, ctx: ShopContext, materials?: Material[]): PriceFromView[] {
  const rows = materials ? materials.map((id) => soldMaterial(s, ctx, id)) : materialsOfChannel(s, ctx);
  return rows.flatMap((m) => {
    const best = cheapest(s, ctx, m);
    if (!best) return [];
    return [
      {
        materialType: m.id,
        labelTranslationKey: m.labelKey,
        format: best.value,
        priceFrom: best,
      },
    ];
  });
}

// ---------------------------------------------------------------- format groups

/** A picture of the group's proportions, inline so it needs no asset and passes the CSP (img-src data:). */
function ratioImage(widthMm: number, heightMm: number): string {
  const scale = 96 / Math.max(widthMm, heightMm);
  const w = Math.max(8, Math.round(widthMm * scale));
  const h = Math.max(8, Math.round(heightMm * scale));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect x="${(100 - w) / 2}" y="${(100 - h) / 2}" width="${w}" height="${h}" fill="#EFEFEF" stroke="#1A1A1A" stroke-width="2"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface FormatGroupView {
  formatType: string;
  labelTranslationKey: string;
  aspectRatio: string | null;
  formatCount: number;
  priceFrom: FormatView;
  image: { src: string; alt: string; width: number; height: number };
}

export function formatGroupPrices(s: Snapshot, ctx: ShopContext, material: Material): FormatGroupView[] {
  const m = soldMaterial(s, ctx, material);
  const formats = listedFormats(s, m);
  return s.formatGroups.flatMap((group) => {
    const inGroup = formats.filter((f) => f.formatType === group.id);
    const best = cheapest(s, ctx, m, inGroup);
    const first = inGroup[0];
    if (!best || !first) return [];
    return [
      {
        formatType: group.id,
        labelTranslationKey: group.labelKey,
        aspectRatio: group.aspectRatio,
        formatCount: inGroup.length,
        priceFrom: best,
        image: {
          src: ratioImage(first.widthMm, first.heightMm),
          alt: group.labelKey,
          width: 100,
          height: 100,
        },
      },
    ];
  });
}

// ---------------------------------------------------------------- frames and options

export interface FrameView {
  frameType: Frame;
  labelTranslationKey: string;
  defaults: FrameDefaults;
  /** Materials of this shop the frame holds; empty logs "no materials for frame type" (SPEC 8) in the UI. */
  materials: string[];
  defaultFor: string[];
  /** The frame alone in the asked format. */
  price: PriceView | null;
}

function frameView(s: Snapshot, ctx: ShopContext, frameType: Frame, format?: Dimensions): FrameView {
  const sold = new Set(materialsOfChannel(s, ctx).map((m) => m.id));
  const materials = s.frameMaterials
    .filter((fm) => fm.frameType === frameType && sold.has(fm.material))
    .map((fm) => fm.material);
  const row = s.frame.get(frameType);
  const price = format
    ? frameCents(s, ctx, frameType, { widthMm: format.width, heightMm: format.height })
    : undefined;
  return {
    frameType,
    labelTranslationKey: row?.labelKey ?? `frame.${frameType}`,
    defaults: FRAME_DEFAULTS[frameType],
    materials,
    defaultFor: materials.filter((id) => s.material.get(id)?.defaultFrameType === frameType),
    price: price ? priceView(price.current, price.original, ctx.market) : null,
  };
}

export function frames(
  s: Snapshot,
  ctx: ShopContext,
  input: { material?: Material | undefined; frameType?: Frame | undefined; format?: Dimensions | undefined },
): FrameView[] {
  let list = s.frames.map((f) => f.id).filter(isFrame);
  if (input.material !== undefined) {
    const m = soldMaterial(s, ctx, input.material);
    const fitting = framesOfMaterial(s, m.id);
    list = list.filter((f) => fitting.includes(f));
    if (input.frameType !== undefined) checkFrame(s, m, input.frameType);
    if (input.format) {
      const { width, height } = input.format;
      if (!fitsLimits(m, width, height)) {
        throw badInput(
          'format',
          `format ${width}x${height} is outside what ${m.id} can be made in: ${limitsText(m, ctx)}.`,
        );
      }
    }
  }
  if (input.frameType !== undefined) list = list.filter((f) => f === input.frameType);
  return list.map((f) => frameView(s, ctx, f, input.format));
}

export interface OptionGroupView {
  id: string;
  labelTranslationKey: string;
  framedOnly: boolean;
  defaultOption: string;
  options: { value: string; labelTranslationKey: string; isDefault: boolean; surcharge: PriceView }[];
}

export function photoOptionGroups(s: Snapshot, ctx: ShopContext, material: Material): OptionGroupView[] {
  const m = soldMaterial(s, ctx, material);
  const currency = currencyOfContext(ctx);
  return (s.optionGroupsOfMaterial.get(m.id) ?? [])
    .flatMap((link) => {
      const group = s.optionGroup.get(link.groupId);
      return group ? [{ link, group }] : [];
    })
    .sort((a, b) => a.group.sortOrder - b.group.sortOrder)
    .map(({ link, group }) => ({
      id: group.id,
      labelTranslationKey: group.labelKey,
      framedOnly: group.framedOnly,
      defaultOption: link.defaultOptionId,
      options: (s.optionsOfGroup.get(group.id) ?? []).map((o) => {
        const cents = s.optionPrice.get(k(o.id, currency))?.surchargeCents ?? 0;
        return {
          value: o.id,
          labelTranslationKey: o.labelKey,
          isDefault: o.id === link.defaultOptionId,
          surcharge: priceView(cents, cents, ctx.market),
        };
      }),
    }));
}

export interface FrameVariantsView {
  frameType: Frame;
  labelTranslationKey: string;
  defaults: FrameDefaults;
  materials: {
    materialType: string;
    labelTranslationKey: string;
    isDefaultFrame: boolean;
    initialFormat: string;
  }[];
}

export function variantsForFrameTypes(
  s: Snapshot,
  ctx: ShopContext,
  frameTypes: Frame[],
): FrameVariantsView[] {
  return frameTypes.map((frameType) => {
    const view = frameView(s, ctx, frameType);
    return {
      frameType,
      labelTranslationKey: view.labelTranslationKey,
      defaults: view.defaults,
      materials: view.materials.flatMap((id) => {
        const m = s.material.get(id);
        return m
          ? [
              {
                materialType: id,
                labelTranslationKey: m.labelKey,
                isDefaultFrame: m.defaultFrameType === frameType,
                initialFormat: m.initialFormat,
              },
            ]
          : [];
      }),
    };
  });
}

// ---------------------------------------------------------------- limits, selection data, aspect ratio

export interface FormatLimitsView {
  materialType: string;
  unit: Exclude<Unit, 'none'>;
  widthMm: { min: number; max: number };
  heightMm: { min: number; max: number };
  /** SPEC 5: the individual-format hints in cm (inches in en-US). */
  hint: { minWidth: string; maxWidth: string; minHeight: string; maxHeight: string };
  eitherOrientation: true;
}

export function formatLimits(s: Snapshot, ctx: ShopContext, material: Material): FormatLimitsView {
  const m = soldMaterial(s, ctx, material);
  return {
    materialType: m.id,
    unit: unitOf(ctx.market),
    widthMm: { min: m.minWidthMm, max: m.maxWidthMm },
    heightMm: { min: m.minHeightMm, max: m.maxHeightMm },
    hint: {
      // Rounded inwards: a size typed from the hint is always inside the limits.
      minWidth: formatLength(m.minWidthMm, ctx.market, 'up'),
      maxWidth: formatLength(m.maxWidthMm, ctx.market, 'down'),
      minHeight: formatLength(m.minHeightMm, ctx.market, 'up'),
      maxHeight: formatLength(m.maxHeightMm, ctx.market, 'down'),
    },
    eitherOrientation: true,
  };
}

export interface MaterialView {
  value: string;
  labelTranslationKey: string;
  defaultFrameType: string | null;
  frames: Frame[];
  initialFormat: string;
  priceFrom: FormatView | null;
}

export function materialViews(s: Snapshot, ctx: ShopContext): MaterialView[] {
  return materialsOfChannel(s, ctx).map((m) => ({
    value: m.id,
    labelTranslationKey: m.labelKey,
    defaultFrameType: m.defaultFrameType,
    frames: framesOfMaterial(s, m.id),
    initialFormat: m.initialFormat,
    priceFrom: cheapest(s, ctx, m) ?? null,
  }));
}

export function productSelectionData(s: Snapshot, ctx: ShopContext) {
  return {
    channel: ctx.channel,
    market: ctx.market,
    currency: currencyOfContext(ctx),
    unit: unitOf(ctx.market),
    materials: materialViews(s, ctx),
    frames: s.frames
      .map((f) => f.id)
      .filter(isFrame)
      .map((f) => frameView(s, ctx, f)),
    formatGroups: s.formatGroups
      .filter((g) => g.listed)
      .map((g) => ({ formatType: g.id, labelTranslationKey: g.labelKey, aspectRatio: g.aspectRatio })),
    collageMaterialTypes: s.collageMaterialTypes.map((c) => ({
      value: c.id,
      labelTranslationKey: c.labelKey,
      baseMaterial: c.baseMaterial,
      frameType: c.frameType,
    })),
  };
}

/** Within 1 %: 1120x630 is 16:9 although 1120/630 is not exactly 16/9 in floating point. */
const RATIO_TOLERANCE = 0.01;

export interface AspectRatioView {
  aspectRatio: string;
  /** width / height, null when no ratio was asked for. */
  ratio: number | null;
  materials: { materialType: string; formats: FormatView[] }[];
}

/** Formats of one proportion, turned to the orientation the ratio names (3/2 landscape, 2/3 portrait). */
export function aspectRatioFormats(
  s: Snapshot,
  ctx: ShopContext,
  input: { aspectRatio: string; ratio: number | undefined; material?: Material | undefined },
): AspectRatioView {
  const rows = input.material ? [soldMaterial(s, ctx, input.material)] : materialsOfChannel(s, ctx);
  const ratio = input.ratio;
  return {
    aspectRatio: input.aspectRatio,
    ratio: ratio ?? null,
    materials: rows.map((m) => ({
      materialType: m.id,
      formats: listedFormats(s, m).flatMap((f) => {
        if (ratio === undefined) return [pricedFormat(s, ctx, m, f)];
        const close = (r: number) => Math.abs(r - ratio) / ratio <= RATIO_TOLERANCE;
        if (close(f.widthMm / f.heightMm)) return [pricedFormat(s, ctx, m, f)];
        if (close(f.heightMm / f.widthMm)) {
          const turned = {
            ...f,
            value: `${f.heightMm}x${f.widthMm}`,
            widthMm: f.heightMm,
            heightMm: f.widthMm,
          };
          return [pricedFormat(s, ctx, m, turned)];
        }
        return [];
      }),
    })),
  };
}

// ---------------------------------------------------------------- collages

export function collagePrice(
  s: Snapshot,
  ctx: ShopContext,
  collageType: CollageMaterialType,
  format: Dimensions,
): { format: FormatView; baseMaterial: string; frameType: Frame | null } {
  const collage = s.collageMaterialType.get(collageType);
  if (!collage) throw notFound(`collage material type "${collageType}" is not in the catalogue.`);
  const m = soldMaterial(s, ctx, collage.baseMaterial);
  const frameType = collage.frameType && isFrame(collage.frameType) ? collage.frameType : undefined;
  const f = resolveFormat(s, ctx, m, format);
  const view = pricedFormat(s, ctx, m, f, frameType);
  return {
    format: { ...view, context: { ...view.context, materialType: collageType } },
    baseMaterial: m.id,
    frameType: frameType ?? null,
  };
}

// ---------------------------------------------------------------- calculator

/** The calculator reference's shapes are the page's contract (shared/contracts/calculator-data.ts), with richer formats. */
export type CalculatorOption = CalculatorOptionOf<FormatView>;
export type CalculatorView = CalculatorViewOf<FormatView>;

export interface CalculatorInput {
  product?: 'photoframe' | 'collage' | undefined;
  /** Materials (or collage material types) in the order the content block lists them. */
  materials?: string[] | undefined;
  /** An article SKU whose material and format are preselected (SPEC 4 SKU context). */
  sku?: string | undefined;
  material?: string | undefined;
  format?: Dimensions | undefined;
}

/** SPEC 9 gives the default label in German only; the brand keeps the English words in every market. */
const TOP_DEAL = 'TOP DEAL';

function selectedIn(options: CalculatorOption[], value: string): CalculatorOption | undefined {
  return options.find((o) => o.value === value);
}

function materialOption(
  s: Snapshot,
  ctx: ShopContext,
  m: MaterialRow,
  preselect: Dimensions | undefined,
  frameType?: Frame,
): CalculatorOption {
  const all = listedFormats(s, m).map((f) => pricedFormat(s, ctx, m, f, frameType));
  const formats = all.filter((f) => f.featured);
  const moreFormats = all.filter((f) => !f.featured);
  let initial = m.initialFormat;
  let entry: FormatView | null = null;
  if (preselect) {
    const resolved = resolveFormat(s, ctx, m, preselect);
    initial = resolved.value;
    if (!formats.some((f) => f.value === resolved.value))
      entry = pricedFormat(s, ctx, m, resolved, frameType);
  }
  const nested = frameType
    ? []
    : framesOfMaterial(s, m.id).map((frame) => ({
        ...materialOption(s, ctx, m, undefined, frame),
        moreFormats: [],
      }));
  return {
    value: frameType ? `${m.id}:${frameType}` : m.id,
    labelTranslationKey: frameType ? (s.frame.get(frameType)?.labelKey ?? `frame.${frameType}`) : m.labelKey,
    formats,
    moreFormats,
    initiallySelectedFormat: initial,
    moreFormatsEntry: entry,
    context: { materialType: m.id, frameType: frameType ?? null },
    set: frameType ? 'frame' : 'material',
    group: nested.length > 0 ? { labelTranslationKey: 'optionGroup.frame-title', options: nested } : null,
  };
}

function collageOption(
  s: Snapshot,
  ctx: ShopContext,
  id: CollageMaterialType,
  preselect: Dimensions | undefined,
): CalculatorOption {
  const collage = s.collageMaterialType.get(id);
  if (!collage) throw notFound(`collage material type "${id}" is not in the catalogue.`);
  const m = soldMaterial(s, ctx, collage.baseMaterial);
  const all = listedFormats(s, m).map(
    (f) => collagePrice(s, ctx, id, { width: f.widthMm, height: f.heightMm }).format,
  );
  const formats = all.filter((f) => f.featured);
  let entry: FormatView | null = null;
  let initial = m.initialFormat;
  if (preselect) {
    const priced = collagePrice(s, ctx, id, preselect).format;
    initial = priced.value;
    if (!formats.some((f) => f.value === priced.value)) entry = priced;
  }
  return {
    value: id,
    labelTranslationKey: collage.labelKey,
    formats,
    moreFormats: all.filter((f) => !f.featured),
    initiallySelectedFormat: initial,
    moreFormatsEntry: entry,
    context: {
      materialType: id,
      frameType: collage.frameType && isFrame(collage.frameType) ? collage.frameType : null,
    },
    set: 'collage',
    group: null,
  };
}

/** SPEC 3 Calculator: the material select with each material's formats and prices. */
export function calculatorReference(s: Snapshot, ctx: ShopContext, input: CalculatorInput): CalculatorView {
  const product = input.product ?? 'photoframe';
  let preselectMaterial = input.material;
  let preselectFormat = input.format;
  if (input.sku !== undefined) {
    const article = parseArticleSku(input.sku);
    if (!article) {
      throw badInput(
        'sku',
        `sku ${quote(input.sku)} is not an article SKU ({material}-{width}x{height}[-{frameType}]).`,
      );
    }
    preselectMaterial ??= article.material;
    preselectFormat ??= article.format;
  }

  let options: CalculatorOption[];
  if (product === 'collage') {
    const ids = (input.materials ?? s.collageMaterialTypes.map((c) => c.id)) as CollageMaterialType[];
    for (const id of ids) {
      if (!s.collageMaterialType.has(id)) {
        throw badInput(
          'materials',
          `${quote(id)} is not a collage material type; expected one of: ${listOf(s.collageMaterialTypes.map((c) => c.id))}.`,
        );
      }
    }
    options = ids.map((id) =>
      collageOption(s, ctx, id, id === preselectMaterial ? preselectFormat : undefined),
    );
  } else {
    const ids = input.materials ?? materialsOfChannel(s, ctx).map((m) => m.id);
    options = ids.map((id) => {
      const m = soldMaterial(s, ctx, id);
      return materialOption(s, ctx, m, id === preselectMaterial ? preselectFormat : undefined);
    });
  }
  if (preselectMaterial !== undefined && !selectedIn(options, preselectMaterial)) {
    throw badInput(
      input.sku !== undefined ? 'sku' : 'material',
      `"${preselectMaterial}" is not among the calculator's options: ${listOf(options.map((o) => o.value))}.`,
    );
  }
  const selectedValue = preselectMaterial ?? options[0]?.value ?? '';

  let best: { index: number; percent: number } | undefined;
  options.forEach((option, index) => {
    const initial =
      option.formats.find((f) => f.value === option.initiallySelectedFormat) ?? option.moreFormatsEntry;
    const percent = initial?.discountPercent ?? 0;
    if (percent > 0 && (!best || percent > best.percent)) best = { index, percent };
  });
  const labels: CalculatorLabel[] = best
    ? [{ index: best.index, text: TOP_DEAL, backgroundColor: '#C8102E', textColor: '#FFFFFF' }]
    : [];

  return { product, isCollage: product === 'collage', options, selectedValue, labels };
}
