import { describe, expect, it } from 'vitest';
import { inferProductType, isProductType, PRODUCT_TYPES, type ProductTypeFields } from './products';

describe('product types (SPEC 3)', () => {
  it('are the seven of SPEC 3', () => {
    expect([...PRODUCT_TYPES].sort()).toEqual(
      ['calendar', 'card', 'collage', 'photobook', 'photobox', 'photoframe', 'photoprint'].sort(),
    );
    expect(isProductType('photoframe')).toBe(true);
    expect(isProductType('photo-frame')).toBe(false);
    expect(isProductType(undefined)).toBe(false);
  });
});

describe('inferProductType (SPEC 3)', () => {
  it.each<[string, ProductTypeFields, string | undefined]>([
    ['photoboxType', { photoboxType: 'small' }, 'photobox'],
    ['materialType without designId', { materialType: 'poster' }, 'photoframe'],
    ['frameType without designId', { frameType: 'holzrahmen' }, 'photoframe'],
    ['materialType with designId', { materialType: 'poster', designId: '17' }, 'collage'],
    ['frameType with designId', { frameType: 'holzrahmen', designId: '17' }, 'collage'],
    ['calendarType', { calendarType: 'wandkalender' }, 'calendar'],
    ['photobookType', { photobookType: 'echtfotobuch' }, 'photobook'],
    ['photobookPrinting', { photobookPrinting: 'digital' }, 'photobook'],
    ['themeId', { themeId: '42' }, 'card'],
    ['designId alone', { designId: '17' }, undefined],
    ['nothing', {}, undefined],
  ])('%s gives %s', (_, fields, expected) => {
    expect(inferProductType(fields)).toBe(expected);
  });

  it('does not count empty values as present', () => {
    expect(inferProductType({ photoboxType: '', themeId: '42' })).toBe('card');
    expect(inferProductType({ photoboxType: '  ', calendarType: null, themeId: '42' })).toBe('card');
    expect(inferProductType({ materialType: 'poster', designId: '' })).toBe('photoframe');
    expect(inferProductType({ materialType: [], themeId: '1' })).toBe('card');
    expect(inferProductType({ designId: 0, materialType: 'poster' })).toBe('collage');
  });

  // The documented precedence: photobox > collage/photoframe > calendar > photobook > card.
  it.each<[string, ProductTypeFields, string]>([
    ['photobox over frame', { photoboxType: 'small', materialType: 'poster' }, 'photobox'],
    ['photobox over calendar', { photoboxType: 'small', calendarType: 'wandkalender' }, 'photobox'],
    ['photobox over card', { photoboxType: 'small', themeId: '1' }, 'photobox'],
    ['frame over calendar', { frameType: 'holzrahmen', calendarType: 'wandkalender' }, 'photoframe'],
    [
      'collage over photobook',
      { materialType: 'poster', designId: '1', photobookType: 'fotoheft' },
      'collage',
    ],
    ['calendar over photobook', { calendarType: 'wandkalender', photobookType: 'fotoheft' }, 'calendar'],
    ['calendar over card', { calendarType: 'wandkalender', themeId: '1' }, 'calendar'],
    ['photobook over card', { photobookPrinting: 'digital', themeId: '1' }, 'photobook'],
  ])('%s', (_, fields, expected) => {
    expect(inferProductType(fields)).toBe(expected);
  });
});
