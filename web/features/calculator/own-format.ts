/**
 * The calculator's own format ("Eigenes Format"): what the shopper typed, checked against the
 * material's limits, and the article price answer (/price-api/prices/article) read into a format
 * of the list. The answer carries the total under `price` and the size under `format`.
 */
import type { CalculatorData, CalculatorFormat } from '../../../shared/contracts/calculator-data';

const MM_PER_INCH = 25.4;

type Limits = CalculatorData['limits'][string];

export type OwnSizeCheck =
  | { ok: true; widthMm: number; heightMm: number }
  | { ok: false; reason: 'not-a-number' | 'out-of-range' };

/** Reads "30", "29,7" or "11.5" in the market's unit into whole millimetres. */
export function toMillimetres(text: string, unit: 'cm' | 'in'): number {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return Number.NaN;
  return Math.round(unit === 'in' ? value * MM_PER_INCH : value * 10);
}

/** Either orientation may fit the material's limits (a portrait box turned on its side). */
export function checkOwnSize(width: string, height: string, unit: 'cm' | 'in', limits: Limits): OwnSizeCheck {
  const widthMm = toMillimetres(width, unit);
  const heightMm = toMillimetres(height, unit);
  if (!Number.isFinite(widthMm) || !Number.isFinite(heightMm)) return { ok: false, reason: 'not-a-number' };
  const fits = (v: number, r: { min: number; max: number }) => v >= r.min && v <= r.max;
  const ok =
    (fits(widthMm, limits.widthMm) && fits(heightMm, limits.heightMm)) ||
    (fits(heightMm, limits.widthMm) && fits(widthMm, limits.heightMm));
  return ok ? { ok: true, widthMm, heightMm } : { ok: false, reason: 'out-of-range' };
}

interface PriceAnswerPrice {
  priceCurrent?: unknown;
  priceOriginal?: unknown;
  discountPercent?: unknown;
}

/** The parts of the article price answer the calculator reads. */
export interface ArticlePriceAnswer {
  price?: PriceAnswerPrice;
  format?: {
    value?: unknown;
    width?: unknown;
    height?: unknown;
    label?: unknown;
    context?: { formatType?: unknown };
  };
  error?: { message?: unknown };
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The own format as a list entry, or undefined when the answer has no price. */
export function ownFormatFromAnswer(
  answer: ArticlePriceAnswer,
  asked: { widthMm: number; heightMm: number; materialType: string; frameType: string | null },
): CalculatorFormat | undefined {
  const current = num(answer.price?.priceCurrent);
  if (current === undefined) return undefined;
  const width = num(answer.format?.width) ?? asked.widthMm;
  const height = num(answer.format?.height) ?? asked.heightMm;
  return {
    value: str(answer.format?.value) ?? `${width}x${height}`,
    width,
    height,
    label: str(answer.format?.label) ?? `${width / 10} x ${height / 10} cm`,
    priceCurrent: current,
    priceOriginal: Math.max(num(answer.price?.priceOriginal) ?? current, current),
    discountPercent: num(answer.price?.discountPercent) ?? 0,
    context: {
      formatType: str(answer.format?.context?.formatType) ?? 'individual',
      materialType: asked.materialType,
      frameType: asked.frameType,
    },
  };
}
