/**
 * How the invented prices are made: a figure in euros scaled per currency, in whole cents. Only
 * accessories carry SPEC 9's real figures.
 */
import { CURRENCIES, type Currency } from '../../../shared/markets';
import { MINOR_PER_MAJOR, minorOfMajorExact, roundMinor } from '../../../shared/money/rounding';
import { roundToShopPrice } from '../../catalogue/price-rules';

/** Rough price levels, not exchange rates: Swiss and US prices sit above the euro ones. */
export const CURRENCY_FACTORS: Readonly<Record<Currency, number>> = {
  eur: 1,
  chf: 1.1,
  gbp: 0.88,
  usd: 1.12,
};

/** A euro figure in a currency, in cents, unrounded. */
export function scaled(euros: number, currency: Currency): number {
  return roundMinor(minorOfMajorExact(euros) * CURRENCY_FACTORS[currency]);
}

/** A shop price (x.95, Swiss x.90) for a euro figure. */
export function shopPrice(euros: number, currency: Currency): number {
  return roundToShopPrice(scaled(euros, currency), currency);
}

/** Small amounts (surcharges, per page, per print) in 5-cent steps; zero stays zero. */
export function stepCents(euros: number, currency: Currency): number {
  if (euros === 0) return 0;
  return Math.max(5, roundMinor(scaled(euros, currency), 5));
}

export const EACH_CURRENCY: readonly Currency[] = CURRENCIES;

/** Round figures (order minimums, voucher values, free-shipping thresholds) in whole units. */
export function wholeUnits(euros: number, currency: Currency): number {
  return roundMinor(scaled(euros, currency), MINOR_PER_MAJOR);
}
