import type { Market } from './locales';

/** SPEC 9 currencies and units per market. */
export const CURRENCIES = ['chf', 'eur', 'gbp', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Unit = 'cm' | 'in' | 'none';

const CHF_MARKETS: readonly Market[] = ['de-CH', 'de-LI', 'fr-CH', 'it-CH'];

export function currencyOf(market: Market): Currency {
  if (CHF_MARKETS.includes(market)) return 'chf';
  if (market === 'en-GB') return 'gbp';
  if (market === 'en-US') return 'usd';
  return 'eur';
}

export function unitOf(market: Market): Exclude<Unit, 'none'> {
  return market === 'en-US' ? 'in' : 'cm';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function cachedFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = make();
    numberFormats.set(key, format);
  }
  return format;
}

/** SPEC 9 numbers: at most one decimal, no grouping, in the market's decimal style. */
export function formatNumber(value: number, market: Market): string {
  const format = cachedFormat(
    `n:${market}`,
    () => new Intl.NumberFormat(market, { maximumFractionDigits: 1, useGrouping: false }),
  );
  return format.format(value);
}

/**
 * SPEC 9 prices: two decimals in the market's currency. Swiss francs group thousands with an
 * apostrophe in every Swiss language, which Intl does not do for fr-CH and does with U+2019 for de-CH.
 */
export function formatPrice(amount: number, market: Market, options: { fromPrefix?: string } = {}): string {
  const currency = currencyOf(market);
  const format = cachedFormat(
    `p:${market}`,
    () =>
      new Intl.NumberFormat(market, {
        style: 'currency',
        currency: currency.toUpperCase(),
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        // it-CH would leave four-digit amounts ungrouped; SPEC 9 wants the apostrophe from 1000 up.
        ...(currency === 'chf' ? { useGrouping: 'always' as const } : {}),
      }),
  );
  const text =
    currency === 'chf'
      ? format
          .formatToParts(amount)
          .map((part) => {
            if (part.type === 'group') return "'";
            if (part.type === 'decimal') return '.';
            return part.value;
          })
          .join('')
      : format.format(amount);
  const normalised = text.replace(/\u00a0|\u202f/g, '\u00a0');
  return options.fromPrefix ? `${options.fromPrefix} ${normalised}` : normalised;
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
