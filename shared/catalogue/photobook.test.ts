import { describe, expect, it } from 'vitest';
import {
  bindingOf,
  defaultPhotobookFormat,
  designerSizeOf,
  isPhotobookBinding,
  isPhotobookCategory,
  isPhotobookCover,
  isPhotobookCoverLamination,
  isPhotobookFormat,
  isPhotobookPaper,
  isPhotobookType,
  PHOTOBOOK_CATEGORIES,
  PHOTOBOOK_DEFAULT_FORMATS,
  PHOTOBOOK_FORMATS,
} from './photobook';

describe('photobook options (SPEC 3)', () => {
  it.each([
    ['digitalfotobuch', 'pur'],
    ['echtfotobuch', 'layflat'],
    ['fotoheft', 'heftbindung'],
  ] as const)('%s is bound %s', (type, binding) => {
    expect(bindingOf(type)).toBe(binding);
  });

  it.each([
    ['types', isPhotobookType, ['digitalfotobuch', 'echtfotobuch', 'fotoheft'], ['fotobuch', 'Fotoheft']],
    ['covers', isPhotobookCover, ['hard', 'soft'], ['hardcover', '']],
    ['bindings', isPhotobookBinding, ['heftbindung', 'layflat', 'pur'], ['klebebindung']],
    ['papers', isPhotobookPaper, ['feinstweiss', 'glaenzend', 'matt', 'standard'], ['glossy']],
    ['laminations', isPhotobookCoverLamination, ['glossy', 'matt'], ['glaenzend']],
  ] as const)('%s are the SPEC values only', (_, is, good, bad) => {
    for (const value of good) expect(is(value)).toBe(true);
    for (const value of bad) expect(is(value)).toBe(false);
  });

  it('has the nine formats', () => {
    expect([...PHOTOBOOK_FORMATS].sort()).toEqual(
      [
        '200-200',
        '300-300',
        'a3-quer',
        'a4-hoch',
        'a4-quer',
        'a4-quer-sendmoments',
        'a5-hoch',
        'a5-quer',
        'a6-quer',
      ].sort(),
    );
    expect(isPhotobookFormat('a4')).toBe(false);
    expect(isPhotobookFormat('300x300')).toBe(false);
  });

  it.each([
    ['a3-quer', 441, 297],
    ['a4-hoch', 215, 276],
    ['a4-quer', 285, 194],
    ['a5-hoch', 148, 210],
    ['a5-quer', 190, 145],
  ] as const)('designs %s at %i x %i mm', (format, width, height) => {
    expect(designerSizeOf(format)).toEqual({ width, height });
  });

  it('has no designer size where SPEC gives none', () => {
    expect(designerSizeOf('200-200')).toBeUndefined();
    expect(designerSizeOf('a6-quer')).toBeUndefined();
  });

  it('has the numbered categories', () => {
    expect([...PHOTOBOOK_CATEGORIES]).toEqual([
      1, 2, 3, 4, 5, 8, 9, 10, 12, 15, 16, 18, 20, 22, 41, 42, 43, 45,
    ]);
    for (const n of [0, 6, 7, 11, 44, 46]) expect(isPhotobookCategory(n)).toBe(false);
    expect(isPhotobookCategory('1')).toBe(false);
  });
});

describe('photobook defaults (SPEC 9)', () => {
  it('offers the real photo book in A4 landscape, A4 portrait and 300x300, A4 landscape first', () => {
    expect(PHOTOBOOK_DEFAULT_FORMATS.echtfotobuch).toEqual(['a4-quer', 'a4-hoch', '300-300']);
    expect(defaultPhotobookFormat('echtfotobuch')).toBe('a4-quer');
  });

  it.each(['digitalfotobuch', 'fotoheft'] as const)('starts %s at 200x200', (type) => {
    expect(PHOTOBOOK_DEFAULT_FORMATS[type]).toEqual(['200-200']);
    expect(defaultPhotobookFormat(type)).toBe('200-200');
  });
});
