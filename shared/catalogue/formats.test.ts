import { describe, expect, it } from 'vitest';
import {
  aspectRatioValue,
  DIN_RATIO_TOLERANCE,
  isAspectRatioString,
  isDinFormat,
  isFormatString,
  isFormatType,
  matchesOrientationFilter,
  ORIENTATION_FILTERS,
  orientationFilterOf,
  orientationOf,
  parseFormat,
  toFormatString,
} from './formats';

describe('format strings (SPEC 5)', () => {
  it.each([
    ['300x400', 300, 400],
    ['1x1', 1, 1],
    ['100x2000', 100, 2000],
    ['210x297', 210, 297],
  ])('%s is %i by %i mm', (text, width, height) => {
    expect(parseFormat(text)).toEqual({ ok: true, format: { width, height } });
    expect(isFormatString(text)).toBe(true);
  });

  it.each([
    ['0300x400', /leading zero/],
    ['300x0400', /height 0400 has a leading zero/],
    ['0x10', /width is 0/],
    ['10x0', /height is 0/],
    ['00x10', /width is 0/],
    ['-1x2', /width -1 is negative/],
    ['2x-1', /height -1 is negative/],
    ['axb', /width "a" is not a whole number/],
    ['300X400', /not WIDTHxHEIGHT/],
    ['300 x 400', /not a whole number/],
    ['300x', /height "" is not a whole number/],
    ['x400', /width "" is not a whole number/],
    ['300x400x500', /not WIDTHxHEIGHT/],
    ['30.5x40', /not a whole number/],
    ['', /not WIDTHxHEIGHT/],
    ['99999999999999999999x1', /too large/],
  ])('%s is rejected', (text, reason) => {
    const result = parseFormat(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
    expect(isFormatString(text)).toBe(false);
  });

  it('rejects what is not text', () => {
    expect(parseFormat(300).ok).toBe(false);
    expect(parseFormat(null).ok).toBe(false);
  });

  it('writes dimensions back as a format string and refuses impossible ones', () => {
    expect(toFormatString({ width: 300, height: 400 })).toBe('300x400');
    expect(() => toFormatString({ width: 0, height: 400 })).toThrow(RangeError);
    expect(() => toFormatString({ width: 30.5, height: 400 })).toThrow(RangeError);
    expect(() => toFormatString({ width: -3, height: 400 })).toThrow(RangeError);
  });
});

describe('orientation filters (SPEC 3)', () => {
  it('has the four filters', () => {
    expect(ORIENTATION_FILTERS).toEqual(['all', 'din-landscape', 'din-portrait', 'square']);
  });

  it.each([
    [210, 297, 'din-portrait'],
    [297, 210, 'din-landscape'],
    [841, 1189, 'din-portrait'],
    [52, 74, 'din-portrait'],
    [74, 52, 'din-landscape'],
    [148, 210, 'din-portrait'],
    [600, 848, 'din-portrait'],
    [300, 300, 'square'],
    [1, 1, 'square'],
    [300, 400, 'all'],
    [400, 300, 'all'],
    [200, 300, 'all'],
    [500, 700, 'all'],
    [700, 1000, 'all'],
    [299, 300, 'all'],
  ] as const)('%i x %i mm is shown under %s', (width, height, filter) => {
    expect(orientationFilterOf({ width, height })).toBe(filter);
    expect(matchesOrientationFilter({ width, height }, 'all')).toBe(true);
    for (const other of ORIENTATION_FILTERS) {
      if (other !== 'all') expect(matchesOrientationFilter({ width, height }, other)).toBe(other === filter);
    }
  });

  it('keeps the DIN tolerance between A8 rounding and 50x70', () => {
    expect(DIN_RATIO_TOLERANCE).toBeGreaterThan(74 / 52 / Math.SQRT2 - 1);
    expect(DIN_RATIO_TOLERANCE).toBeLessThan(1 - 700 / 500 / Math.SQRT2);
    expect(isDinFormat({ width: 1000, height: 1414 })).toBe(true);
    expect(isDinFormat({ width: 1000, height: 1430 })).toBe(false);
  });

  it('matches no filter, not even all, for impossible sizes', () => {
    expect(orientationOf({ width: 0, height: 0 })).toBeUndefined();
    expect(matchesOrientationFilter({ width: 0, height: 10 }, 'all')).toBe(false);
    expect(isDinFormat({ width: -210, height: -297 })).toBe(false);
  });
});

describe('aspect-ratio strings (SPEC 5)', () => {
  it.each(['', '16/9', '3/2', '1/1', '1.5/1', '4/3'])('%j is valid', (text) => {
    expect(isAspectRatioString(text)).toBe(true);
  });

  it.each(['16:9', '16/', '/9', '16/9/1', 'a/b', '16 / 9', '-1/2', '1/0', '0/1', ' ', '1.5.2/1'])(
    '%j is invalid',
    (text) => {
      expect(isAspectRatioString(text)).toBe(false);
    },
  );

  it('gives width over height', () => {
    expect(aspectRatioValue('16/9')).toBeCloseTo(16 / 9);
    expect(aspectRatioValue('3/2')).toBe(1.5);
    expect(aspectRatioValue('')).toBeUndefined();
    expect(isAspectRatioString(undefined)).toBe(false);
  });
});

describe('format types (SPEC 3 format.* labels)', () => {
  it.each([
    '16:9',
    '2:1',
    '3:1',
    '3:2',
    '4:1',
    '4:3',
    '5:1',
    '5:2',
    '5:4',
    '6:1',
    'din',
    'square',
    'standard',
  ])('%s is a format type', (type) => expect(isFormatType(type)).toBe(true));
  it.each(['16/9', '7:5', 'landscape', ''])('%s is not', (type) => expect(isFormatType(type)).toBe(false));
});
