/** SPEC 3 prices: the current price and the original one it may be discounted from. */
import { discountPercentOfMinor, minorFromMajor } from '../money/rounding';

export interface Price {
  priceCurrent: number;
  priceOriginal: number;
}

function isAmount(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/** A discount exists only when the original exceeds the current price (equal means none). */
export function hasDiscount(price: Price): boolean {
  return (
    isAmount(price.priceCurrent) && isAmount(price.priceOriginal) && price.priceOriginal > price.priceCurrent
  );
}

/**
 * Whole percent off, rounded down so a badge never promises more than the shopper saves. Worked in
 * cents because 1 - 8.3/10 in floating point is a hair under 0.17.
 */
export function discountPercent(price: Price): number {
  if (!hasDiscount(price)) return 0;
  return discountPercentOfMinor(minorFromMajor(price.priceCurrent), minorFromMajor(price.priceOriginal));
}
