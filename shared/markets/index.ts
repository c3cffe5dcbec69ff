// The currency is a fact of the market too; its home is shared/money, with the money it counts.
export { CURRENCIES, type Currency, currencyOf } from '../money/currency';
export * from './hosts';
export * from './locales';
export * from './paper';
export * from './units';
