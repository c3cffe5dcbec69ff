/** Price rules the catalogue computes at request time, shared with the seed so listed and own formats agree. */
import type { Currency } from '../../shared/markets';
import { MINOR_PER_MAJOR, roundMinorUp } from '../../shared/money/rounding';

/**
 * Rounds up to a shop price: x.95 (Swiss x.90) from 5 units up, 5-cent steps below. Up, so an own
 * format never comes out cheaper than the sum it is made of.
 */
export function roundToShopPrice(cents: number, currency: Currency): number {
  if (cents < 5 * MINOR_PER_MAJOR) return Math.max(5, roundMinorUp(cents, 5));
  return roundMinorUp(cents, MINOR_PER_MAJOR) - (currency === 'chf' ? 10 : 5);
}

/** Area pricing of a print: a fixed part plus its size in square metres. */
export function areaPriceCents(
  price: { baseCents: number; perSquareMeterCents: number },
  widthMm: number,
  heightMm: number,
  currency: Currency,
): number {
  const squareMeters = (widthMm * heightMm) / 1_000_000;
  return roundToShopPrice(price.baseCents + price.perSquareMeterCents * squareMeters, currency);
}

/** A frame: a fixed part plus the length around the picture. */
export function framePriceCents(
  price: { baseCents: number; perMeterCents: number },
  widthMm: number,
  heightMm: number,
  currency: Currency,
): number {
  const meters = (2 * (widthMm + heightMm)) / 1000;
  return roundToShopPrice(price.baseCents + price.perMeterCents * meters, currency);
}
