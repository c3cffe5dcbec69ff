/** What every catalogue function shares: the shop context, price views and the errors it throws. */
import { discountPercent } from '../../shared/catalogue';
import {
  type Channel,
  type Currency,
  currencyOf,
  formatDimensions,
  type Language,
  languageOf,
  type Market,
} from '../../shared/markets';
import { formatMoney, majorUnits, money } from '../../shared/money';
import { ApiError } from '../http/errors';

/** Channel and market of a request (X-Channel, X-Locale) or of a server-side loader. */
export interface ShopContext {
  channel: Channel;
  market: Market;
  /** The instant prices are read for (campaign reductions); the service sets it, else now. */
  at?: Date;
}

export const currencyOfContext = (ctx: ShopContext): Currency => currencyOf(ctx.market);
export const languageOfContext = (ctx: ShopContext): Language => languageOf(ctx.market);

/** SPEC 3 prices as the price APIs answer them: in major units (39.95), and formatted. */
export interface PriceView {
  priceCurrent: number;
  priceOriginal: number;
  currency: Currency;
  discountPercent: number;
  /** Ready to show, in the market's number style ("39,95 €"). */
  formatted: string;
}

export function priceView(currentCents: number, originalCents: number, market: Market): PriceView {
  const currency = currencyOf(market);
  const current = money(currentCents, currency);
  const priceCurrent = majorUnits(current);
  const priceOriginal = majorUnits(money(Math.max(originalCents, currentCents), currency));
  return {
    priceCurrent,
    priceOriginal,
    currency,
    discountPercent: discountPercent({ priceCurrent, priceOriginal }),
    formatted: formatMoney(current, market),
  };
}

export interface Cents {
  current: number;
  original: number;
}

export const addCents = (...parts: Cents[]): Cents => ({
  current: parts.reduce((sum, p) => sum + p.current, 0),
  original: parts.reduce((sum, p) => sum + p.original, 0),
});

export const flat = (cents: number): Cents => ({ current: cents, original: cents });

export const sizeLabel = (widthMm: number, heightMm: number, market: Market) =>
  formatDimensions(widthMm, heightMm, market);

export function notFound(message: string, code = 'not_found'): ApiError {
  return new ApiError(404, code, message);
}

/** A 400 naming the one input that is wrong, in the same shape parseInput gives. */
export function badInput(field: string, message: string): ApiError {
  return new ApiError(400, 'invalid_input', message, { [field]: message });
}

export function listOf(values: readonly (string | number)[]): string {
  return values.length === 0 ? '(none)' : values.join(', ');
}

export function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}
