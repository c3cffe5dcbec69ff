import { describe, expect, it } from 'vitest';
import { initialSizeBand, sizeBandOf, sizeBandsOf } from './size-bands';

const f = (width: number, height: number) => ({ width, height });

describe('size bands of the more-formats dialog', () => {
  it('sorts a format by its longest side, in either orientation', () => {
    expect(sizeBandOf(f(200, 300))).toBe(0);
    expect(sizeBandOf(f(300, 200))).toBe(0);
    expect(sizeBandOf(f(300, 400))).toBe(1);
    expect(sizeBandOf(f(600, 600))).toBe(1);
    expect(sizeBandOf(f(700, 1000))).toBe(2);
    expect(sizeBandOf(f(1200, 1800))).toBe(3);
  });

  it('names only the bands that hold formats, smallest first, with their bounds', () => {
    expect(sizeBandsOf([f(1200, 1800), f(200, 300), f(250, 200)])).toEqual([
      { index: 0, fromMm: 0, toMm: 300 },
      { index: 3, fromMm: 1000, toMm: null },
    ]);
  });

  it("opens on the chosen format's band, else the first; shows all when there are few", () => {
    const many = [
      ...Array.from({ length: 10 }, () => f(200, 300)),
      ...Array.from({ length: 10 }, () => f(500, 700)),
    ];
    expect(initialSizeBand(many, f(600, 800))).toBe(2);
    expect(initialSizeBand(many, f(1200, 1800))).toBe(0);
    expect(initialSizeBand(many, undefined)).toBe(0);
    expect(initialSizeBand(many.slice(0, 5), f(400, 500))).toBeNull();
  });
});
