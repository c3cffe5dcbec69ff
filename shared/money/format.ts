/**
 * The one price formatter (SPEC 9): money in the number style of a market, two decimals, with the
 * currency symbol where the market's language puts it. Every price the shop shows goes through here.
 */
import type { Market } from '../markets/locales';
import { type Currency, currencyOf } from './currency';
import { decimalString, type Money } from './money';

/** Intl.NumberFormat is costly to build and is asked for on every price: one per market and currency. */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(market: Market, currency: Currency, swiss: boolean): Intl.NumberFormat {
  const key = `${market}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(market, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // it-CH would leave four-digit amounts ungrouped; SPEC 9 wants the apostrophe from 1000 up.
      ...(swiss ? { useGrouping: 'always' as const } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

export interface FormatMoneyOptions {
  /** The translated "from" of a lowest price ("ab", "from", "à partir de"), put before the amount. */
  fromPrefix?: string | undefined;
}

/**
 * "12,50 €", "£12.50", "CHF 1'234.50", "ab 9,99 €". Swiss francs in a Swiss market group thousands
 * with an apostrophe and use a decimal point in every Swiss language, which Intl does not do for fr-CH
 * and does with U+2019 for de-CH. Another currency than the market's keeps its own symbol.
 */
export function formatMoney(value: Money, market: Market, options: FormatMoneyOptions = {}): string {
  const swiss = value.currency === 'chf' && currencyOf(market) === 'chf';
  const format = currencyFormat(market, value.currency, swiss);
  // A decimal string, not amount / 100: Intl formats it exactly, with no binary-fraction residue.
  const exact = decimalString(value) as Intl.StringNumericLiteral;
  const text = swiss
    ? format
        .formatToParts(exact)
        .map((part) => {
          if (part.type === 'group') return "'";
          if (part.type === 'decimal') return '.';
          return part.value;
        })
        .join('')
    : format.format(exact);
  const normalised = text.replace(/\u00a0|\u202f/g, '\u00a0');
  return options.fromPrefix ? `${options.fromPrefix} ${normalised}` : normalised;
}
