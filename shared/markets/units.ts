/** SPEC 9 numbers and lengths in a market's style: decimals, and cm or (en-US) inches. */
import type { Market } from './locales';

export type Unit = 'cm' | 'in' | 'none';

export function unitOf(market: Market): Exclude<Unit, 'none'> {
  return market === 'en-US' ? 'in' : 'cm';
}

const numberFormats = new Map<Market, Intl.NumberFormat>();

/** SPEC 9 numbers: at most one decimal, no grouping, in the market's decimal style. */
export function formatNumber(value: number, market: Market): string {
  let format = numberFormats.get(market);
  if (!format) {
    format = new Intl.NumberFormat(market, { maximumFractionDigits: 1, useGrouping: false });
    numberFormats.set(market, format);
  }
  return format.format(value);
}

const MM_PER_INCH = 25.4;

/** A length in millimetres shown in the market's unit: cm with one decimal, inches in en-US. */
export function formatLength(mm: number, market: Market): string {
  const unit = unitOf(market);
  const value = unit === 'in' ? mm / MM_PER_INCH : mm / 10;
  return `${formatNumber(value, market)}\u00a0${unit}`;
}

/** A format of width x height mm shown as "30 x 40 cm" or, in en-US, inches. */
export function formatDimensions(widthMm: number, heightMm: number, market: Market): string {
  const unit = unitOf(market);
  const conv = (mm: number) => formatNumber(unit === 'in' ? mm / MM_PER_INCH : mm / 10, market);
  return `${conv(widthMm)} x ${conv(heightMm)}\u00a0${unit}`;
}
