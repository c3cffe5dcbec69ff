/** SPEC 9 currencies and which market pays in which. */
import type { Market } from '../markets/locales';

export const CURRENCIES = ['chf', 'eur', 'gbp', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

const CHF_MARKETS: readonly Market[] = ['de-CH', 'de-LI', 'fr-CH', 'it-CH'];

export function currencyOf(market: Market): Currency {
  if (CHF_MARKETS.includes(market)) return 'chf';
  if (market === 'en-GB') return 'gbp';
  if (market === 'en-US') return 'usd';
  return 'eur';
}
