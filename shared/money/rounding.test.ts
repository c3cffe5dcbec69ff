import { describe, expect, it } from 'vitest';
import {
  discountPercentOfMinor,
  majorOfMinor,
  minorFromMajor,
  minorOfMajorExact,
  minorOfWhole,
  roundMinor,
  roundMinorUp,
} from './rounding';

describe('the one rounding rule (issue 30 §3)', () => {
  it.each([
    [1234.4, 1, 1234],
    [1234.5, 1, 1235],
    [-2.5, 1, -2],
    [-0.4, 1, 0],
    [1232, 5, 1230],
    [1233, 5, 1235],
    [1249, 100, 1200],
    [1250, 100, 1300],
  ])('roundMinor(%d, step %d) = %d', (amount, step, expected) => {
    expect(roundMinor(amount, step)).toBe(expected);
  });

  it.each([
    [1201, 5, 1205],
    [1200, 5, 1200],
    [1201, 100, 1300],
    [0.2, 1, 1],
    [-0.2, 1, 0],
  ])('roundMinorUp(%d, step %d) = %d', (amount, step, expected) => {
    expect(roundMinorUp(amount, step)).toBe(expected);
  });

  it('refuses a step that is not whole minor units', () => {
    expect(() => roundMinor(1, 0)).toThrow(RangeError);
    expect(() => roundMinorUp(1, 2.5)).toThrow(RangeError);
  });

  it.each([
    [39.95, 3995],
    [0.1 + 0.2, 30],
    [1.005, 100],
    [19.99, 1999],
    [-4.5, -450],
  ])('minorFromMajor(%d) = %d', (major, minor) => {
    expect(minorFromMajor(major)).toBe(minor);
  });

  it('converts whole units and back to major units for the APIs that speak them', () => {
    expect(minorOfWhole(25)).toBe(2500);
    expect(() => minorOfWhole(2.5)).toThrow(RangeError);
    expect(majorOfMinor(3995)).toBe(39.95);
    expect(minorOfMajorExact(1.1)).toBeCloseTo(110, 10);
  });

  it.each([
    [2495, 2995, 16],
    [830, 1000, 17],
    [1000, 1000, 0],
    [1200, 1000, 0],
    [0, 1000, 100],
    [-1, 1000, 0],
  ])('discountPercentOfMinor(%d, %d) = %d, rounded down', (current, original, percent) => {
    expect(discountPercentOfMinor(current, original)).toBe(percent);
  });
});
