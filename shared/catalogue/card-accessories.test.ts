import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_KINDS,
  envelopeSizeClassOf,
  envelopeSku,
  inlaySku,
  isAccessoryKind,
  parseEnvelopeSku,
  parseInlaySku,
} from './card-accessories';
import { BINDING_OPTIONS, isOccasion } from './card-options';
import { COLORS, isColor } from './colors';

describe('card accessories (SPEC 3)', () => {
  it('has eight kinds', () => {
    expect([...ACCESSORY_KINDS].sort()).toEqual(
      ['bow', 'box', 'envelope', 'inlay', 'posterbar', 'ribbon', 'screw', 'standard'].sort(),
    );
    expect(isAccessoryKind('sticker')).toBe(false);
  });

  it.each([
    [162, 114, 'C6'],
    [114, 162, 'C6'],
    [176, 125, 'B6'],
    [125, 176, 'B6'],
    [220, 110, 'DINLANG'],
    [110, 220, 'DINLANG'],
    [162, 115, 'other'],
    [229, 162, 'other'],
    [145, 145, 'other'],
  ] as const)('an envelope of %i x %i mm is %s', (width, height, sizeClass) => {
    expect(envelopeSizeClassOf({ width, height })).toBe(sizeClass);
  });
});

describe('accessory SKUs (SPEC 3)', () => {
  it('builds envelope SKUs as briefumschlag-{subType}-{colour}-{width}x{height}', () => {
    expect(envelopeSku({ subType: 'c6', colour: 'white', width: 162, height: 114 })).toBe(
      'briefumschlag-c6-white-162x114',
    );
    expect(envelopeSku({ subType: 'haftklebend', colour: 'cool-gray', width: 220, height: 110 })).toBe(
      'briefumschlag-haftklebend-cool-gray-220x110',
    );
  });

  it('builds inlay SKUs as einlegeblatt-{width}x{height}-{paper}', () => {
    expect(inlaySku({ width: 148, height: 210, paper: 'transparent' })).toBe(
      'einlegeblatt-148x210-transparent',
    );
  });

  it.each([
    () => envelopeSku({ subType: 'C6', colour: 'white', width: 162, height: 114 }),
    () => envelopeSku({ subType: 'c6', colour: 'dirty white', width: 162, height: 114 }),
    () => envelopeSku({ subType: '', colour: 'white', width: 162, height: 114 }),
    () => envelopeSku({ subType: 'c6', colour: 'white', width: 0, height: 114 }),
    () => inlaySku({ width: 148.5, height: 210, paper: 'matt' }),
    () => inlaySku({ width: 148, height: 210, paper: 'matt-' }),
  ])('refuses to build an unorderable SKU (%#)', (build) => {
    expect(build).toThrow(RangeError);
  });

  it.each([
    ['briefumschlag-c6-white-162x114', { subType: 'c6', colour: 'white', width: 162, height: 114 }],
    ['briefumschlag-c6-cool-gray-162x114', { subType: 'c6', colour: 'cool-gray', width: 162, height: 114 }],
    [
      'briefumschlag-pocket-deluxe-dirty-white-220x110',
      { subType: 'pocket-deluxe', colour: 'dirty-white', width: 220, height: 110 },
    ],
    ['briefumschlag-c6-kraft-162x114', { subType: 'c6', colour: 'kraft', width: 162, height: 114 }],
    ['briefumschlag-c6-162x114', undefined],
    ['briefumschlag-c6-white-0162x114', undefined],
    ['briefumschlag-c6-white', undefined],
    ['einlegeblatt-148x210-matt', undefined],
  ])('reads envelope SKU %s', (sku, parts) => {
    expect(parseEnvelopeSku(sku)).toEqual(parts);
  });

  it('reads back what it builds', () => {
    for (const colour of COLORS) {
      const parts = { subType: 'c6', colour, width: 162, height: 114 };
      expect(parseEnvelopeSku(envelopeSku(parts))).toEqual(parts);
    }
    const inlay = { width: 148, height: 210, paper: 'transparent-matt' };
    expect(parseInlaySku(inlaySku(inlay))).toEqual(inlay);
  });

  it.each([
    'einlegeblatt-148x210',
    'einlegeblatt-0x210-matt',
    'einlegeblatt-148-210-matt',
    'briefumschlag-a-b-1x1',
  ])('rejects inlay SKU %s', (sku) => expect(parseInlaySku(sku)).toBeUndefined());
});

describe('card options (SPEC 3, SPEC 2)', () => {
  it('has the colours', () => {
    expect([...COLORS].sort()).toEqual(
      [
        'black',
        'blue',
        'cool-gray',
        'dirty-white',
        'green',
        'orange',
        'pink',
        'red',
        'smashy1',
        'smashy2',
        'white',
        'yellow',
      ].sort(),
    );
    expect(isColor('grey')).toBe(false);
  });

  it('has the binding options', () => {
    expect([...BINDING_OPTIONS].sort()).toEqual(['gold', 'none', 'relief', 'rosegold', 'silver']);
  });

  it.each([
    'einschulung',
    'geburtstag/kindergeburtstag',
    'weihnachten/privat',
    'weihnachten/geschaeftlich',
    'trauer',
  ])('%s is an occasion', (o) => expect(isOccasion(o)).toBe(true));
  it.each(['weihnachten', 'kindergeburtstag', 'valentinstag'])('%s is not', (o) =>
    expect(isOccasion(o)).toBe(false),
  );
});
