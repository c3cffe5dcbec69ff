/**
 * Money as it travels from the database to the page: an integer amount of minor units (cents,
 * Rappen, pence) and its currency. Never a float of major units, where 0.1 + 0.2 is not 0.3; sums of
 * minor units are exact. Major units (39.95) exist only at the edges that speak them: the price APIs'
 * answers and the numbers of a schema.org offer.
 */
import type { Currency } from './currency';

import { majorOfMinor, minorFromMajor } from './rounding';

export { MINOR_PER_MAJOR, minorFromMajor } from './rounding';

const FRACTION_DIGITS = 2;

export interface Money {
  /** Minor units, a safe integer; negative for a refund or a discount. */
  amount: number;
  currency: Currency;
}

/** Money of `amount` minor units; throws on a fraction of a cent, so one never creeps in. */
export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money needs whole minor units, got ${amount}`);
  return { amount: amount === 0 ? 0 : amount, currency };
}

/** Money from a major-unit number of a price API, in the given currency. */
export function moneyFromMajor(major: number, currency: Currency): Money {
  return money(minorFromMajor(major), currency);
}

/** The major-unit number a price API answers with (3995 → 39.95). */
export function majorUnits(value: Money): number {
  return majorOfMinor(value.amount);
}

/**
 * The exact decimal of an amount ("-1234.05"), computed on integers: for schema.org offers, and for
 * the formatter, which hands Intl this string so no binary fraction ever reaches the output.
 */
export function decimalString(value: Money): string {
  return decimalOfMinor(value.amount);
}

/** The exact decimal of an integer amount of minor units (1999 → "19.99"). */
export function decimalOfMinor(amount: number): string {
  const digits = Math.abs(amount)
    .toString()
    .padStart(FRACTION_DIGITS + 1, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -FRACTION_DIGITS)}.${digits.slice(-FRACTION_DIGITS)}`;
}
