import { describe, expect, it } from 'vitest';
import { basisPointsOfPercent, percentOfBasisPoints, VAT_BASIS_POINTS, vatIncluded } from './tax';

describe('VAT in the basket', () => {
  it('takes the VAT out of a gross price', () => {
    expect(vatIncluded(11_900, 1900)).toBe(1900);
    expect(vatIncluded(10_810, 810)).toBe(810);
    expect(vatIncluded(0, 2000)).toBe(0);
  });
  it('states no VAT for the US, where sales tax comes at checkout', () => {
    expect(VAT_BASIS_POINTS.us).toBeUndefined();
    expect(VAT_BASIS_POINTS.de).toBe(1900);
  });
});

describe('VAT rates between percent and basis points', () => {
  it('converts both ways without drift', () => {
    for (const [percent, points] of [
      [19, 1900],
      [7.7, 770],
      [8.1, 810],
      [20, 2000],
      [0, 0],
    ] as const) {
      expect(basisPointsOfPercent(percent)).toBe(points);
      expect(percentOfBasisPoints(points)).toBe(percent);
    }
  });
});
