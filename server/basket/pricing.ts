/**
 * What a design costs and what it is, computed on the server from the designer path, the link
 * parameters and the design: the catalogue's price rules (priceOfDesignerParams, as the link
 * inspector), option surcharges from the photo option groups, the physical size the print file is
 * made at. Nothing a client sends about a price is ever read.
 */
import { z } from 'zod';
import { parseDesignerUrl } from '../../shared/catalogue';
import {
  DESIGN_LIMITS,
  DESIGNER_PATHS,
  type Design,
  type DesignerPath,
  type DesignerQueryParams,
  type DesignerQuote,
} from '../../shared/contracts/basket';
import { bundleOf, type Channel, type Market } from '../../shared/markets';
import { money } from '../../shared/money';
import { currencyOf } from '../../shared/money/currency';
import { minorFromMajor } from '../../shared/money/rounding';
import type { CatalogueService } from '../catalogue/catalogue-service';
import { sizeLabel } from '../catalogue/common';
import { channelForProduct } from '../catalogue/designer-price';
import { catalogueLabel } from '../i18n/catalogue-labels';
import { basketError, basketText } from './messages';

// ---------------------------------------------------------------- input shapes

const fraction = z.number().finite().min(0).max(1);
const EPSILON = 1e-6;

export const designPhotoSchema = z
  .strictObject({
    uploadId: z.uuid(),
    crop: z
      .strictObject({ x: fraction, y: fraction, width: fraction.gt(0), height: fraction.gt(0) })
      .refine((c) => c.x + c.width <= 1 + EPSILON && c.y + c.height <= 1 + EPSILON, {
        message: 'the crop must lie inside the photo',
      }),
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  })
  .readonly();

export const designSchema = z.strictObject({
  photos: z.array(designPhotoSchema).max(DESIGN_LIMITS.maxPhotos),
  texts: z
    .record(
      z.string().regex(DESIGN_LIMITS.textKeyPattern, 'a text key like front.names').max(40),
      z.string().max(DESIGN_LIMITS.maxTextLength),
    )
    .refine((r) => Object.keys(r).length <= DESIGN_LIMITS.maxTexts, { message: 'too many texts' }),
  options: z
    .record(z.string().regex(/^[a-z0-9-]{1,60}$/), z.string().regex(/^[a-z0-9-]{1,60}$/))
    .refine((r) => Object.keys(r).length <= DESIGN_LIMITS.maxOptions, { message: 'too many options' }),
});

export const paramsSchema = z
  .record(z.string().min(1).max(60), z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]))
  .refine((r) => Object.keys(r).length <= 60, { message: 'too many parameters' });

export const pathSchema = z.enum(DESIGNER_PATHS);

// ---------------------------------------------------------------- quotes

/** A quote plus what the basket and the print file need. */
export interface PricedDesign extends DesignerQuote {
  /** The parameters as kept: shop-only (`_…`) and `basketItem` removed. */
  params: DesignerQueryParams;
  /** Trim size of one print page in mm. */
  printSize: { widthMm: number; heightMm: number } | undefined;
  /** For the card's print file: a folded card prints front and inside. */
  folded: boolean;
  title: string;
}

/** The parameters the shop keeps on designer links but the designers do not read. */
function keptParams(params: DesignerQueryParams): DesignerQueryParams {
  const kept: DesignerQueryParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'basketItem' || key.startsWith('_')) continue;
    kept[key] = value;
  }
  return kept;
}

export function queryOf(params: DesignerQueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) search.append(key, v);
    else search.append(key, value);
  }
  return search.toString();
}

function dimsOf(value: unknown): { widthMm: number; heightMm: number } | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{1,5})x(\d{1,5})$/.exec(value);
  return m ? { widthMm: Number(m[1]), heightMm: Number(m[2]) } : undefined;
}

export interface QuoteInput {
  path: DesignerPath;
  params: DesignerQueryParams;
  design?: Design | undefined;
}

export async function priceDesign(
  catalogue: CatalogueService,
  market: Market,
  input: QuoteInput,
): Promise<PricedDesign> {
  const params = keptParams(input.params);
  const parsed = parseDesignerUrl(`/${input.path}/?${queryOf(params)}`);
  if (parsed.errors.length > 0) {
    const fields: Record<string, string> = {};
    for (const error of parsed.errors) fields[`params.${error.param}`] ??= error.message;
    throw basketError(market, 400, 'invalid_params', fields);
  }
  const price = await catalogue.priceOfDesignerParams(parsed, market);
  if (!price.ok) throw basketError(market, 400, 'invalid_params', { params: price.message });
  const currency = currencyOf(price.market);
  const ctx: { market: Market; channel: Channel } = {
    market: price.market,
    channel: channelForProduct(price.productType, price.market),
  };
  const configuration = { ...price.configuration };

  // Option surcharges (photo option groups of the material) per piece.
  let surcharge = 0;
  const options = input.design?.options ?? {};
  if (Object.keys(options).length > 0) {
    const material = configuration.materialType;
    if (price.productType !== 'photoframe' || typeof material !== 'string') {
      throw basketError(market, 400, 'invalid_design', { 'design.options': 'no options for this product' });
    }
    const groups = await catalogue.photoOptionGroups(ctx, material as never);
    for (const [groupId, optionId] of Object.entries(options)) {
      const group = groups.find((g) => g.id === groupId);
      const option = group?.options.find((o) => o.value === optionId);
      if (!group || !option || (group.framedOnly && !configuration.frameType)) {
        throw basketError(market, 400, 'invalid_design', {
          [`design.options.${groupId}`]: `"${optionId}" is not an option of ${material} here`,
        });
      }
      surcharge += minorFromMajor(option.surcharge.priceCurrent);
      configuration[`option.${groupId}`] = optionId;
    }
  }

  const totalCents = minorFromMajor(price.price.priceCurrent) + surcharge * price.quantity;
  const unitCents = price.unitPrice ? minorFromMajor(price.unitPrice.priceCurrent) + surcharge : totalCents;
  const s = await catalogue.snapshot();
  let printSize: PricedDesign['printSize'];
  let folded = false;
  const bundle = bundleOf(market);
  let label = basketText(market, `products.${price.productType}`);
  switch (price.productType) {
    case 'photoframe':
    case 'collage': {
      printSize = dimsOf(configuration.format);
      if (typeof configuration.materialType === 'string' && price.productType === 'photoframe')
        label = catalogueLabel(bundle, 'material', configuration.materialType);
      break;
    }
    case 'photobox':
    case 'photoprint':
      printSize = dimsOf(configuration.photoboxFormat);
      break;
    case 'card': {
      const f = s.cardFormat.get(String(configuration.format));
      if (f) printSize = { widthMm: f.widthMm, heightMm: f.heightMm };
      folded = Boolean(f?.folded);
      break;
    }
    case 'calendar': {
      const f = s.calendarFormat.get(String(configuration.format));
      if (f) printSize = { widthMm: f.widthMm, heightMm: f.heightMm };
      break;
    }
    case 'photobook': {
      const f = s.photobookFormat.get(String(configuration.photobookFormat));
      if (f) printSize = { widthMm: f.widthMm, heightMm: f.heightMm };
      break;
    }
  }
  const title = printSize ? `${label} · ${sizeLabel(printSize.widthMm, printSize.heightMm, market)}` : label;
  return {
    productType: price.productType,
    quantity: price.quantity,
    unit: money(unitCents, currency),
    total: money(totalCents, currency),
    configuration,
    assumptions: price.assumptions,
    params,
    printSize,
    folded,
    title,
  };
}

/** How many photos a product needs to be made (a card can be text only). */
export function minimumPhotos(productType: string): number {
  return productType === 'card' ? 0 : 1;
}

/** At most one photo on a single-photo product. */
export function maximumPhotos(productType: string): number {
  return productType === 'photoframe' ? 1 : DESIGN_LIMITS.maxPhotos;
}
