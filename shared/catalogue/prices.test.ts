import { describe, expect, it } from 'vitest';
import { discountPercent, hasDiscount } from './prices';

describe('prices (SPEC 3)', () => {
  it.each([
    [10, 20, true, 50],
    [8.3, 10, true, 17],
    [29.99, 39.99, true, 25],
    [0, 10, true, 100],
    [19.99, 20, true, 0],
    [20, 20, false, 0],
    [25, 20, false, 0],
    [Number.NaN, 20, false, 0],
    [10, Number.POSITIVE_INFINITY, false, 0],
    [-5, 20, false, 0],
  ])(
    'current %d, original %d: discount %s, %i %% off',
    (priceCurrent, priceOriginal, discounted, percent) => {
      expect(hasDiscount({ priceCurrent, priceOriginal })).toBe(discounted);
      expect(discountPercent({ priceCurrent, priceOriginal })).toBe(percent);
    },
  );

  it('rounds down so the badge never overstates the saving', () => {
    // 2/3 off is 66.67 %; the badge says 66.
    expect(discountPercent({ priceCurrent: 1, priceOriginal: 3 })).toBe(66);
  });
});
