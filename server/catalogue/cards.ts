/** Cards and accessories: card prices by quantity and refinement, envelopes and inlays at SPEC 9's tiers. */
import {
  type AccessoryKind,
  type AccessorySizeClass,
  accessoryPriceRegionOf,
  accessorySizeClassOf,
  type BindingOption,
  DEFAULT_CARD_QUANTITY,
  type EnvelopeSizeClass,
  envelopeSizeClassOf,
  isQuantityStep,
  nearestQuantitySteps,
} from '../../shared/catalogue';
import { currencyOf } from '../../shared/markets';
import {
  badInput,
  currencyOfContext,
  listOf,
  notFound,
  type PriceView,
  priceView,
  quote,
  type ShopContext,
  sizeLabel,
} from './common';
import { type AccessoryRow, type CardFormatRow, k, type Snapshot } from './snapshot';

export function quantityStepMessage(quantity: number): string {
  const { below, above } = nearestQuantitySteps(quantity);
  if (above === undefined)
    return `quantity ${quantity} is more than cards come in (at most ${below ?? 5000}).`;
  if (below === undefined) return `quantity ${quantity} is less than cards come in (at least ${above}).`;
  return `quantity ${quantity} is not a card quantity step; the nearest steps are ${below} and ${above}.`;
}

function cardFormatOf(s: Snapshot, id: string, field = 'format'): CardFormatRow {
  const row = s.cardFormat.get(id);
  if (!row) {
    throw badInput(
      field,
      `${field} ${quote(id)} is not a card format; expected one of: ${listOf(s.cardFormats.map((f) => f.id))}.`,
    );
  }
  return row;
}

export interface CardPriceInput {
  format: string;
  quantity?: number | undefined;
  /** SPEC 7: "none" and empty mean no refinement. */
  refinementType?: BindingOption | undefined;
  isSample?: boolean | undefined;
}

export interface CardPriceView {
  format: string;
  formatLabel: string;
  quantity: number;
  isSample: boolean;
  refinementType: BindingOption;
  unitPrice: PriceView;
  price: PriceView;
}

export function cardPrice(s: Snapshot, ctx: ShopContext, input: CardPriceInput): CardPriceView {
  const format = cardFormatOf(s, input.format);
  const isSample = input.isSample === true;
  if (isSample && input.quantity !== undefined && input.quantity !== 1) {
    throw badInput(
      'quantity',
      `quantity ${input.quantity} contradicts isSample=true; a sample is a single card.`,
    );
  }
  const quantity = isSample ? 1 : (input.quantity ?? DEFAULT_CARD_QUANTITY);
  if (!isQuantityStep(quantity)) throw badInput('quantity', quantityStepMessage(quantity));
  const currency = currencyOfContext(ctx);
  const tier = (s.cardTiers.get(k(format.id, currency)) ?? []).find((t) => t.minQuantity <= quantity);
  if (!tier) throw notFound(`card ${format.id} has no price in ${currency.toUpperCase()}.`, 'not_available');
  const refinementType = input.refinementType ?? 'none';
  const refinement = s.cardRefinementPrice.get(k(refinementType, currency))?.unitCents ?? 0;
  const unit = tier.unitCents + refinement;
  return {
    format: format.id,
    formatLabel: sizeLabel(format.widthMm, format.heightMm, ctx.market),
    quantity,
    isSample,
    refinementType,
    unitPrice: priceView(unit, unit, ctx.market),
    price: priceView(unit * quantity, unit * quantity, ctx.market),
  };
}

// ---------------------------------------------------------------- accessories

const TIERED: readonly AccessoryKind[] = ['envelope', 'inlay'];

/**
 * Envelopes and inlays cost SPEC 9's tier of their size class in the market's price region (the
 * Swiss booklet pocket has its own price); other accessories have a price per currency. undefined
 * means the market does not sell it (SPEC 9 has no envelope prices in pounds or dollars).
 */
export function accessoryUnitCents(
  s: Snapshot,
  ctx: ShopContext,
  a: AccessoryRow,
  cardFormat?: string,
): number | undefined {
  const currency = currencyOfContext(ctx);
  if (!TIERED.includes(a.kind)) return s.accessoryPrice.get(k(a.sku, currency))?.amountCents;
  const region = accessoryPriceRegionOf(ctx.market);
  if (!region || a.widthMm === null || a.heightMm === null) return undefined;
  const special = cardFormat === undefined ? undefined : s.accessorySpecialPrice.get(k(region, cardFormat));
  const row =
    special ?? s.accessoryTier.get(k(region, accessorySizeClassOf({ width: a.widthMm, height: a.heightMm })));
  return row && row.currency === currency ? row.amountCents : undefined;
}

export interface AccessoryView {
  sku: string;
  kind: AccessoryKind;
  labelTranslationKey: string;
  subType: string | null;
  colour: string | null;
  paper: string | null;
  width: number | null;
  height: number | null;
  sizeClass: AccessorySizeClass | null;
  envelopeSizeClass: EnvelopeSizeClass | null;
  available: boolean;
  price: PriceView | null;
}

function accessoryView(s: Snapshot, ctx: ShopContext, a: AccessoryRow, cardFormat?: string): AccessoryView {
  const cents = accessoryUnitCents(s, ctx, a, cardFormat);
  const size =
    a.widthMm !== null && a.heightMm !== null ? { width: a.widthMm, height: a.heightMm } : undefined;
  return {
    sku: a.sku,
    kind: a.kind,
    labelTranslationKey: a.labelKey,
    subType: a.subType,
    colour: a.colour,
    paper: a.paper,
    width: a.widthMm,
    height: a.heightMm,
    sizeClass: size && TIERED.includes(a.kind) ? accessorySizeClassOf(size) : null,
    envelopeSizeClass: size && a.kind === 'envelope' ? envelopeSizeClassOf(size) : null,
    available: cents !== undefined,
    price: cents === undefined ? null : priceView(cents, cents, ctx.market),
  };
}

export function accessories(
  s: Snapshot,
  ctx: ShopContext,
  input: { kinds?: AccessoryKind[] | undefined; sku?: string | undefined },
): AccessoryView[] {
  if (input.sku !== undefined && !s.accessory.has(input.sku))
    throw notFound(`accessory ${quote(input.sku)} is not in the catalogue.`);
  return s.accessories
    .filter(
      (a) =>
        (input.kinds === undefined || input.kinds.includes(a.kind)) &&
        (input.sku === undefined || a.sku === input.sku),
    )
    .map((a) => accessoryView(s, ctx, a));
}

export function cardAccessories(
  s: Snapshot,
  ctx: ShopContext,
  input: { cardFormat?: string | undefined; kinds?: AccessoryKind[] | undefined },
): { cardFormat: string | null; accessories: (AccessoryView & { isDefault: boolean })[] } {
  const kinds = input.kinds ?? TIERED;
  if (input.cardFormat === undefined) {
    return {
      cardFormat: null,
      accessories: s.accessories
        .filter((a) => TIERED.includes(a.kind) && kinds.includes(a.kind))
        .map((a) => ({ ...accessoryView(s, ctx, a), isDefault: false })),
    };
  }
  const format = cardFormatOf(s, input.cardFormat, 'cardFormat');
  return {
    cardFormat: format.id,
    accessories: (s.accessoriesOfCard.get(format.id) ?? []).flatMap((link) => {
      const a = s.accessory.get(link.sku);
      return a && kinds.includes(a.kind)
        ? [{ ...accessoryView(s, ctx, a, format.id), isDefault: link.isDefault }]
        : [];
    }),
  };
}

export interface AccessoryPriceView {
  sku: string;
  kind: AccessoryKind;
  cardFormat: string | null;
  quantity: number;
  unitPrice: PriceView;
  price: PriceView;
}

function priceOfAccessory(
  s: Snapshot,
  ctx: ShopContext,
  sku: string,
  quantity: number,
  cardFormat: string | undefined,
): { accessory: AccessoryRow; unitCents: number } {
  const a = s.accessory.get(sku);
  if (!a) throw notFound(`accessory ${quote(sku)} is not in the catalogue.`);
  if (!isQuantityStep(quantity)) throw badInput('quantity', quantityStepMessage(quantity));
  if (cardFormat !== undefined) {
    const format = cardFormatOf(s, cardFormat, 'cardFormat');
    const fitting = (s.accessoriesOfCard.get(format.id) ?? []).map((l) => l.sku);
    if (TIERED.includes(a.kind) && !fitting.includes(sku)) {
      throw badInput(
        'sku',
        `${a.kind} "${sku}" does not fit card ${format.id}; it takes: ${listOf(fitting)}.`,
      );
    }
  }
  const unitCents = accessoryUnitCents(s, ctx, a, cardFormat);
  if (unitCents === undefined) {
    throw notFound(
      `accessory "${sku}" is not sold in ${ctx.market} (no price in ${currencyOf(ctx.market).toUpperCase()}).`,
      'not_available',
    );
  }
  return { accessory: a, unitCents };
}

export function cardAccessoryPrice(
  s: Snapshot,
  ctx: ShopContext,
  input: { sku: string; quantity?: number | undefined; cardFormat?: string | undefined },
): AccessoryPriceView {
  const quantity = input.quantity ?? 1;
  const { accessory, unitCents } = priceOfAccessory(s, ctx, input.sku, quantity, input.cardFormat);
  return {
    sku: accessory.sku,
    kind: accessory.kind,
    cardFormat: input.cardFormat ?? null,
    quantity,
    unitPrice: priceView(unitCents, unitCents, ctx.market),
    price: priceView(unitCents * quantity, unitCents * quantity, ctx.market),
  };
}

/** SPEC 9 by size: what an envelope or inlay of this size costs in the market, whether or not it is stocked. */
export function accessoryTierPrice(
  s: Snapshot,
  ctx: ShopContext,
  input: { width: number; height: number; cardFormat?: string | undefined },
): {
  width: number;
  height: number;
  sizeClass: AccessorySizeClass;
  region: string | null;
  price: PriceView | null;
} {
  if (input.cardFormat !== undefined) cardFormatOf(s, input.cardFormat, 'cardFormat');
  const region = accessoryPriceRegionOf(ctx.market);
  const sizeClass = accessorySizeClassOf(input);
  const special =
    region && input.cardFormat !== undefined
      ? s.accessorySpecialPrice.get(k(region, input.cardFormat))
      : undefined;
  const row = special ?? (region ? s.accessoryTier.get(k(region, sizeClass)) : undefined);
  return {
    width: input.width,
    height: input.height,
    sizeClass,
    region: region ?? null,
    price:
      row && row.currency === currencyOfContext(ctx)
        ? priceView(row.amountCents, row.amountCents, ctx.market)
        : null,
  };
}

export interface AccessoryOrderInput {
  cardFormat?: string | undefined;
  items: { sku: string; quantity: number }[];
}

export interface PreparedAccessoryOrder {
  cardFormat: string | null;
  lines: { lineNo: number; sku: string; quantity: number; unitCents: number; lineCents: number }[];
  totalCents: number;
}

/** Checks and prices every line before anything is written, so a bad line never leaves half an order. */
export function prepareAccessoryOrder(
  s: Snapshot,
  ctx: ShopContext,
  input: AccessoryOrderInput,
): PreparedAccessoryOrder {
  const seen = new Set<string>();
  const lines = input.items.map((item, index) => {
    if (seen.has(item.sku))
      throw badInput(
        `items.${index}.sku`,
        `sku "${item.sku}" appears twice; order it once with the total quantity.`,
      );
    seen.add(item.sku);
    const { unitCents } = priceOfAccessory(s, ctx, item.sku, item.quantity, input.cardFormat);
    return {
      lineNo: index + 1,
      sku: item.sku,
      quantity: item.quantity,
      unitCents,
      lineCents: unitCents * item.quantity,
    };
  });
  return {
    cardFormat: input.cardFormat ?? null,
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.lineCents, 0),
  };
}
