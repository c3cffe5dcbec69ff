/** SPEC 9 envelope and inlay prices: three size classes, priced for Austria, Switzerland and Germany. */
import { currencyOf, type Market } from '../markets';
import { type Money, money } from '../money/money';
import type { Dimensions } from './formats';

export type AccessoryPriceRegion = 'AT' | 'CH' | 'DE';
export type AccessorySizeClass = 'large' | 'compact' | 'standard';

/**
 * Which price list a market pays. SPEC 9 gives lists for Austria, Switzerland and Germany only;
 * we assume every other euro market pays the German list, and the pound and dollar markets have
 * no accessory price (undefined) rather than a euro price in the wrong currency.
 */
export function accessoryPriceRegionOf(market: Market): AccessoryPriceRegion | undefined {
  if (market === 'de-AT') return 'AT';
  const currency = currencyOf(market);
  if (currency === 'chf') return 'CH';
  if (currency === 'eur') return 'DE';
  return undefined;
}

/** Sizes as width x height in mm; orientation matters, which is why SPEC lists 115x168 and 168x115. */
export const LARGE_ACCESSORY_SIZES = ['145x145', '155x155', '160x160', '164x164', '165x165'] as const;
export const COMPACT_ACCESSORY_SIZES = [
  '100x210',
  '103x213',
  '115x168',
  '168x115',
  '168x118',
  '213x103',
] as const;

export function accessorySizeClassOf(size: Dimensions): AccessorySizeClass {
  const key = `${size.width}x${size.height}`;
  if ((LARGE_ACCESSORY_SIZES as readonly string[]).includes(key)) return 'large';
  if ((COMPACT_ACCESSORY_SIZES as readonly string[]).includes(key)) return 'compact';
  return 'standard';
}

/** In cents and Rappen. */
const eur = (amount: number): Money => money(amount, 'eur');
const chf = (amount: number): Money => money(amount, 'chf');

export const ACCESSORY_PRICE_TIERS: Readonly<
  Record<AccessoryPriceRegion, Record<AccessorySizeClass, Money>>
> = {
  AT: { large: eur(150), compact: eur(150), standard: eur(100) },
  CH: { large: chf(290), compact: chf(120), standard: chf(100) },
  DE: { large: eur(180), compact: eur(110), standard: eur(95) },
};

/** Switzerland prices the envelope pocket of the 210x100 booklet card on its own. */
export const SWISS_BOOKLET_POCKET = { cardFormat: 'booklet-210x100', price: chf(140) } as const;

export interface AccessoryPriceInput extends Dimensions {
  market: Market;
  /** The card the envelope or inlay belongs to; only the Swiss booklet pocket depends on it. */
  cardFormat?: string | undefined;
}

export function accessoryPrice(input: AccessoryPriceInput): Money | undefined {
  const region = accessoryPriceRegionOf(input.market);
  if (!region) return undefined;
  if (region === 'CH' && input.cardFormat === SWISS_BOOKLET_POCKET.cardFormat) {
    return SWISS_BOOKLET_POCKET.price;
  }
  return ACCESSORY_PRICE_TIERS[region][accessorySizeClassOf(input)];
}
