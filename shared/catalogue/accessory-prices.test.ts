import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets';
import { accessoryPrice, accessoryPriceRegionOf, accessorySizeClassOf } from './accessory-prices';

const LARGE = ['145x145', '155x155', '160x160', '164x164', '165x165'];
const COMPACT = ['100x210', '103x213', '115x168', '168x115', '168x118', '213x103'];
const size = (text: string) => {
  const [width = 0, height = 0] = text.split('x').map(Number);
  return { width, height };
};

describe('accessory size classes (SPEC 9)', () => {
  it.each(LARGE)('%s is large', (s) => expect(accessorySizeClassOf(size(s))).toBe('large'));
  it.each(COMPACT)('%s is compact', (s) => expect(accessorySizeClassOf(size(s))).toBe('compact'));
  // Orientation is part of the size: SPEC lists 100x210 and 213x103 but not their turned versions.
  it.each(['210x100', '103x210', '118x168', '162x114', '150x150', '146x145'])('%s is standard', (s) =>
    expect(accessorySizeClassOf(size(s))).toBe('standard'),
  );
});

describe('accessory price regions', () => {
  it('prices Austria, Switzerland (CHF markets) and the other euro markets as Germany', () => {
    const regions = Object.fromEntries(MARKETS.map((m) => [m, accessoryPriceRegionOf(m)]));
    expect(regions).toEqual({
      'de-AT': 'AT',
      'de-CH': 'CH',
      'fr-CH': 'CH',
      'it-CH': 'CH',
      'de-LI': 'CH',
      'de-DE': 'DE',
      'de-IT': 'DE',
      'de-LU': 'DE',
      'es-ES': 'DE',
      'fr-BE': 'DE',
      'fr-FR': 'DE',
      'fr-LU': 'DE',
      'it-IT': 'DE',
      'nl-BE': 'DE',
      'nl-NL': 'DE',
      'en-GB': undefined,
      'en-US': undefined,
    });
  });
});

describe('envelope and inlay prices (SPEC 9)', () => {
  it.each([
    ['de-AT', '160x160', 150, 'eur'],
    ['de-AT', '115x168', 150, 'eur'],
    ['de-AT', '162x114', 100, 'eur'],
    ['de-CH', '160x160', 290, 'chf'],
    ['fr-CH', '103x213', 120, 'chf'],
    ['it-CH', '162x114', 100, 'chf'],
    ['de-LI', '165x165', 290, 'chf'],
    ['de-DE', '145x145', 180, 'eur'],
    ['de-DE', '168x118', 110, 'eur'],
    ['de-DE', '162x114', 95, 'eur'],
    ['fr-FR', '155x155', 180, 'eur'],
    ['nl-NL', '210x100', 95, 'eur'],
  ] as const)('%s pays for %s: %i cents in %s', (market, s, amount, currency) => {
    expect(accessoryPrice({ market, ...size(s) })).toEqual({ amount, currency });
  });

  it('charges 1.40 CHF for the booklet-210x100 pocket in Switzerland only', () => {
    for (const market of ['de-CH', 'fr-CH', 'it-CH', 'de-LI'] as const) {
      expect(accessoryPrice({ market, width: 210, height: 100, cardFormat: 'booklet-210x100' })).toEqual({
        amount: 140,
        currency: 'chf',
      });
    }
    expect(
      accessoryPrice({ market: 'de-DE', width: 210, height: 100, cardFormat: 'booklet-210x100' }),
    ).toEqual({
      amount: 95,
      currency: 'eur',
    });
    expect(accessoryPrice({ market: 'de-CH', width: 210, height: 100 })).toEqual({
      amount: 100,
      currency: 'chf',
    });
  });

  it('has no price in the pound and dollar markets', () => {
    expect(accessoryPrice({ market: 'en-GB', width: 160, height: 160 })).toBeUndefined();
    expect(accessoryPrice({ market: 'en-US', width: 160, height: 160 })).toBeUndefined();
  });
});
