import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETS, type Market } from '../markets/locales';
import { currencyOf } from './currency';
import { formatMoney } from './format';
import { decimalString, money } from './money';

/** `_` marks a no-break space: Intl's spaces (the narrow one of fr-FR too) are no-break in every price. */
const nb = (text: string) => text.replace(/_/g, '\u00a0');
const inMarket = (amount: number, market: Market) => money(amount, currencyOf(market));

describe('formatMoney: every market (SPEC 9)', () => {
  // [market, 1234.50, -12.50, 0, "from" 9.99]
  it.each([
    ['de-AT', '€_1.234,50', '-€_12,50', '€_0,00', 'ab €_9,99'],
    ['de-CH', "CHF_1'234.50", 'CHF-12.50', 'CHF_0.00', 'ab CHF_9.99'],
    ['de-DE', '1.234,50_€', '-12,50_€', '0,00_€', 'ab 9,99_€'],
    ['de-IT', '1.234,50_€', '-12,50_€', '0,00_€', 'ab 9,99_€'],
    ['de-LI', "CHF_1'234.50", '-CHF_12.50', 'CHF_0.00', 'ab CHF_9.99'],
    ['de-LU', '1.234,50_€', '-12,50_€', '0,00_€', 'ab 9,99_€'],
    ['en-GB', '£1,234.50', '-£12.50', '£0.00', 'ab £9.99'],
    ['en-US', '$1,234.50', '-$12.50', '$0.00', 'ab $9.99'],
    // Spanish and Italian group only from five digits.
    ['es-ES', '1234,50_€', '-12,50_€', '0,00_€', 'ab 9,99_€'],
    ['fr-BE', '1_234,50_€', '-12,50_€', '0,00_€', 'ab 9,99_€'],
    ['fr-CH', "1'234.50_CHF", '-12.50_CHF', '0.00_CHF', 'ab 9.99_CHF'],
    ['fr-FR', '1_234,50_€', '-12,50_€', '0,00_€', 'ab 9,99_€'],
    ['fr-LU', '1.234,50_€', '-12,50_€', '0,00_€', 'ab 9,99_€'],
    ['it-CH', "CHF_1'234.50", 'CHF-12.50', 'CHF_0.00', 'ab CHF_9.99'],
    ['it-IT', '1234,50_€', '-12,50_€', '0,00_€', 'ab 9,99_€'],
    ['nl-BE', '€_1.234,50', '€_-12,50', '€_0,00', 'ab €_9,99'],
    ['nl-NL', '€_1.234,50', '€_-12,50', '€_0,00', 'ab €_9,99'],
  ] as const)('%s: %s, %s, %s, %s', (market, thousands, negative, zero, from) => {
    expect(formatMoney(inMarket(123450, market), market)).toBe(nb(thousands));
    expect(formatMoney(inMarket(-1250, market), market)).toBe(nb(negative));
    expect(formatMoney(inMarket(0, market), market)).toBe(nb(zero));
    expect(formatMoney(inMarket(999, market), market, { fromPrefix: 'ab' })).toBe(nb(from));
  });

  it('covers all 17 markets', () => {
    expect(MARKETS).toHaveLength(17);
  });

  it('groups Swiss francs with an apostrophe from 1000 up, millions too', () => {
    expect(formatMoney(money(99999, 'chf'), 'it-CH')).toBe('CHF\u00a0999.99');
    expect(formatMoney(money(100000, 'chf'), 'it-CH')).toBe("CHF\u00a01'000.00");
    expect(formatMoney(money(123456789, 'chf'), 'fr-CH')).toBe("1'234'567.89\u00a0CHF");
  });

  it('puts the translated "from" before the price, with a plain space', () => {
    expect(formatMoney(money(1999, 'eur'), 'fr-FR', { fromPrefix: 'à partir de' })).toBe(
      'à partir de 19,99\u00a0€',
    );
    expect(formatMoney(money(1999, 'gbp'), 'en-GB', { fromPrefix: 'from' })).toBe('from £19.99');
    expect(formatMoney(money(1999, 'gbp'), 'en-GB', { fromPrefix: '' })).toBe('£19.99');
  });

  it("keeps another currency's own symbol, without the Swiss apostrophe outside Switzerland", () => {
    expect(formatMoney(money(123450, 'usd'), 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatMoney(money(123450, 'chf'), 'de-DE')).toBe('1.234,50\u00a0CHF');
    expect(formatMoney(money(123450, 'eur'), 'de-CH')).toBe("EUR\u00a01'234.50");
  });

  it('shows minus zero as zero', () => {
    expect(formatMoney({ amount: -0, currency: 'eur' }, 'de-DE')).toBe('0,00\u00a0€');
  });
});

describe('formatMoney: no floating-point residue', () => {
  // 0.1 + 0.2 in major units is 0.30000000000000004; in minor units 10 + 20 is 30 and shows as 0.30.
  it('shows sums of cents exactly', () => {
    expect(formatMoney(money(10 + 20, 'eur'), 'de-DE')).toBe('0,30\u00a0€');
    // 1.005 * 100 is 100.49999999999999 in floating point: a major-unit pipeline shows 1.00 here.
    expect(formatMoney(money(1005 + 1, 'usd'), 'en-US')).toBe('$10.06');
  });

  it('shows exactly the digits of any whole number of cents, with two decimals, in every market', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(...MARKETS),
        (amount, market) => {
          const text = formatMoney(inMarket(amount, market), market);
          // Grouping and symbols aside, the digits are those of the amount: nothing rounded away,
          // nothing like 0.30000000000000004 added.
          const digits = Math.abs(amount).toString().padStart(3, '0');
          expect(text.replace(/\D/g, '')).toBe(digits);
          // Two decimals after the market's decimal mark, and a minus exactly when negative.
          expect(text).toMatch(/\d[.,]\d{2}(\D|$)/);
          expect(text.includes('-')).toBe(amount < 0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('formats the exact decimal, even where amount / 100 is not representable', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (amount) => {
        const text = formatMoney(money(amount, 'usd'), 'en-US');
        expect(text.replace(/[$,]/g, '')).toBe(decimalString(money(amount, 'usd')));
      }),
    );
  });
});
