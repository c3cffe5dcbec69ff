/** SPEC 9 numbers and lengths in a market's style: decimals, and cm or (en-US) quarter inches. */
import type { Market } from './locales';

export type Unit = 'cm' | 'in' | 'none';

export function unitOf(market: Market): Exclude<Unit, 'none'> {
  return market === 'en-US' ? 'in' : 'cm';
}

const numberFormats = new Map<Market, Intl.NumberFormat>();

/**
 * The markets that write a decimal point; the others write a comma (CLDR, as Intl has it: the
 * tests compare every market with Intl).
 */
const DECIMAL_POINT: ReadonlySet<Market> = new Set<Market>(['de-CH', 'de-LI', 'en-GB', 'en-US', 'it-CH']);

function intlNumber(value: number, market: Market): string {
  let format = numberFormats.get(market);
  if (!format) {
    format = new Intl.NumberFormat(market, { maximumFractionDigits: 1, useGrouping: false });
    numberFormats.set(market, format);
  }
  return format.format(value);
}

/**
 * SPEC 9 numbers: at most one decimal, no grouping, in the market's decimal style. Written out
 * rather than by Intl: building an Intl.NumberFormat loads the locale's data, ~10-20 ms on a phone,
 * the largest single piece of a page's hydration (the smartbanner's rating). Rounding follows Intl:
 * half away from zero, on the shortest decimal form of the number ("1.15" gives 1.2).
 */
export function formatNumber(value: number, market: Market): string {
  const digits = String(value);
  // Negative, not finite or in exponent form: rare enough for Intl's cost.
  if (!(value >= 0) || !Number.isFinite(value) || digits.includes('e')) return intlNumber(value, market);
  const [whole = '0', fraction = ''] = digits.split('.');
  if (whole.length > 15) return intlNumber(value, market);
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + ((fraction[1] ?? '0') >= '5' ? 1 : 0);
  const decimal = tenths % 10;
  const text = String((tenths - decimal) / 10);
  return decimal === 0 ? text : `${text}${DECIMAL_POINT.has(market) ? '.' : ','}${decimal}`;
}

const MM_PER_INCH = 25.4;

/** How a length in inches is rounded to the trade's quarter inch: a limit never rounds past itself. */
export type InchRounding = 'nearest' | 'up' | 'down';

/** Millimetres in inches, to the nearest (or next higher or lower) quarter inch. */
export function quarterInches(mm: number, rounding: InchRounding = 'nearest'): number {
  const quarters = (mm / MM_PER_INCH) * 4;
  // A hair of tolerance so that exact quarters (254 mm = 10 in) do not round away through float error.
  const rounded =
    rounding === 'up'
      ? Math.ceil(quarters - 1e-9)
      : rounding === 'down'
        ? Math.floor(quarters + 1e-9)
        : Math.round(quarters);
  return rounded / 4;
}

const FRACTIONS = ['', '¼', '½', '¾'] as const;

/** Inches as the US trade writes them: whole inches and a quarter fraction ("7¾", "½", "10"). */
export function formatInches(inches: number): string {
  const quarters = Math.round(inches * 4);
  const whole = Math.floor(quarters / 4);
  const fraction = FRACTIONS[quarters % 4] ?? '';
  return whole === 0 && fraction ? fraction : `${whole}${fraction}`;
}

const cm = (mm: number, market: Market) => formatNumber(mm / 10, market);

/**
 * A length in millimetres shown in the market's unit: cm with one decimal; in en-US quarter inches
 * with the centimetres beside ("39¼ in (100 cm)").
 */
export function formatLength(mm: number, market: Market, rounding: InchRounding = 'nearest'): string {
  if (unitOf(market) === 'cm') return `${cm(mm, market)}\u00a0cm`;
  return `${formatInches(quarterInches(mm, rounding))}\u00a0in (${cm(mm, market)}\u00a0cm)`;
}

/**
 * A format of width x height mm: "30 x 40 cm", or in en-US the nearest quarter inches with the
 * metric size beside, "7¾ x 11¾ in (20 x 30 cm)", since the format is made in centimetres.
 */
export function formatDimensions(widthMm: number, heightMm: number, market: Market): string {
  const { size, metric } = dimensionParts(widthMm, heightMm, market);
  return metric ? `${size} (${metric})` : size;
}

/** The size in the market's unit and, where that is not cm, the metric size to show beside it. */
export function dimensionParts(
  widthMm: number,
  heightMm: number,
  market: Market,
): { size: string; metric: string | undefined } {
  const metric = `${cm(widthMm, market)} x ${cm(heightMm, market)}\u00a0cm`;
  if (unitOf(market) === 'cm') return { size: metric, metric: undefined };
  const inches = `${formatInches(quarterInches(widthMm))} x ${formatInches(quarterInches(heightMm))}\u00a0in`;
  return { size: inches, metric };
}
