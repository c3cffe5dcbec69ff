import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString, majorUnits, money, moneyFromMajor } from './money';
import { moneySchema } from './money-schema';

describe('money', () => {
  it('holds whole minor units only', () => {
    expect(money(3995, 'eur')).toEqual({ amount: 3995, currency: 'eur' });
    expect(() => money(39.95, 'eur')).toThrow(RangeError);
    expect(() => money(Number.NaN, 'eur')).toThrow(RangeError);
    expect(() => money(2 ** 53, 'eur')).toThrow(RangeError);
    expect(Object.is(money(-0, 'eur').amount, 0)).toBe(true);
  });

  it('checks data against the schema: integer amounts of a known currency', () => {
    expect(moneySchema.safeParse({ amount: 1999, currency: 'chf' }).success).toBe(true);
    expect(moneySchema.safeParse({ amount: -500, currency: 'gbp' }).success).toBe(true);
    expect(moneySchema.safeParse({ amount: 19.99, currency: 'chf' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 1999, currency: 'jpy' }).success).toBe(false);
  });

  it('converts the major units of a price API to the nearest cent and back', () => {
    expect(moneyFromMajor(39.95, 'eur')).toEqual({ amount: 3995, currency: 'eur' });
    expect(moneyFromMajor(0.1 + 0.2, 'eur').amount).toBe(30);
    expect(moneyFromMajor(1.15, 'usd').amount).toBe(115);
    expect(majorUnits(money(3995, 'eur'))).toBe(39.95);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(moneyFromMajor(majorUnits(money(amount, 'chf')), 'chf').amount).toBe(amount);
      }),
    );
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [3995, '39.95'],
    [-5, '-0.05'],
    [-123405, '-1234.05'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('writes %i minor units as the decimal %s', (amount, text) => {
    expect(decimalString(money(amount, 'eur'))).toBe(text);
  });
});
