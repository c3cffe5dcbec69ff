/**
 * The one rounding rule for money (issue 30 §3), written once: amounts are integers of minor units,
 * and every sum, scaled figure or conversion is rounded here, half up to the nearest step (1 cent,
 * 5 cents, a whole unit), or up to it where a price must never come out cheaper. Code outside
 * shared/money/ never multiplies or divides a price by 100 (architecture/price-formatters.test.ts).
 */

/** Every currency of the shop has a hundred minor units to the major one. */
export const MINOR_PER_MAJOR = 100;

function checkStep(step: number): void {
  if (!Number.isSafeInteger(step) || step < 1)
    throw new RangeError(`a rounding step is whole minor units, got ${step}`);
}

/** Half up to the nearest multiple of `step` minor units (2.5 → 3, -2.5 → -2, as Math.round). */
export function roundMinor(amount: number, step = 1): number {
  checkStep(step);
  const rounded = Math.round(amount / step) * step;
  return rounded === 0 ? 0 : rounded;
}

/** Up to the next multiple of `step` minor units: a price built from parts never undercuts them. */
export function roundMinorUp(amount: number, step = 1): number {
  checkStep(step);
  const rounded = Math.ceil(amount / step) * step;
  return rounded === 0 ? 0 : rounded;
}

/** A major-unit figure as minor units, not yet rounded (for scaling before the one rounding). */
export function minorOfMajorExact(major: number): number {
  return major * MINOR_PER_MAJOR;
}

/** Whole major units (a voucher of 25) in minor units (2500). */
export function minorOfWhole(units: number): number {
  if (!Number.isSafeInteger(units)) throw new RangeError(`whole units expected, got ${units}`);
  return units * MINOR_PER_MAJOR;
}

/** The minor units of a major-unit number of a price API (39.95 → 3995), rounded to the nearest cent. */
export function minorFromMajor(major: number): number {
  return roundMinor(minorOfMajorExact(major));
}

/** The major-unit number of an amount of minor units (3995 → 39.95), for APIs that speak major units. */
export function majorOfMinor(amount: number): number {
  return amount / MINOR_PER_MAJOR;
}

/** Whole percent off, rounded down so a badge never promises more than the shopper saves. */
export function discountPercentOfMinor(current: number, original: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(original) || current < 0 || original <= current) return 0;
  return Math.floor(((original - current) * 100) / original);
}
