/**
 * Value added tax as the basket states it: prices include VAT in every market but the US, where
 * sales tax depends on the delivery address and is calculated at checkout. Standard rates of the
 * shop's countries (photo prints, cards and books of our kind are standard-rated).
 */
import type { Country } from '../markets';

/** Basis points (1900 = 19 %); undefined: no VAT in the price (US sales tax). */
export const VAT_BASIS_POINTS: Readonly<Record<Country, number | undefined>> = {
  de: 1900,
  at: 2000,
  ch: 810,
  li: 810,
  it: 2200,
  lu: 1700,
  gb: 2000,
  us: undefined,
  es: 2100,
  be: 2100,
  fr: 2000,
  nl: 2100,
};

/** The VAT contained in a gross amount (minor units), rounded to the nearest minor unit. */
export function vatIncluded(grossMinor: number, basisPoints: number): number {
  return Math.round((grossMinor * basisPoints) / (10_000 + basisPoints));
}

/** Basis points in a percent: VAT rates are kept as whole basis points (19 % = 1900). */
const BASIS_POINTS_PER_PERCENT = 100;

/** A rate in basis points as the percent the basket shows (1900 → 19, 770 → 7.7). */
export function percentOfBasisPoints(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}

/** A percent rate as whole basis points (7.7 → 770). */
export function basisPointsOfPercent(percent: number): number {
  return Math.round(percent * BASIS_POINTS_PER_PERCENT);
}
