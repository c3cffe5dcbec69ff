import { describe, expect, it } from 'vitest';
import {
  BUNDLES,
  bundleOf,
  COUNTRY_MARKETS,
  countrySuffix,
  currencyOf,
  DEFAULT_MARKET,
  dimensionParts,
  FALLBACKS,
  formatDimensions,
  formatInches,
  formatLength,
  formatNumber,
  isLocaleString,
  lookupHost,
  MARKETS,
  marketsOfChannel,
  marketsOfHost,
  paperSizeOf,
  quarterInches,
  unitOf,
} from '.';

describe('markets (SPEC 1, SPEC 9)', () => {
  it('has the 17 markets and the 10 bundles', () => {
    expect(MARKETS).toHaveLength(17);
    expect(BUNDLES).toEqual([
      'de-CH',
      'de-DE',
      'de-LI',
      'en-GB',
      'en-US',
      'es-ES',
      'fr-BE',
      'fr-FR',
      'it-IT',
      'nl-NL',
    ]);
    expect(DEFAULT_MARKET).toBe('de-DE');
  });

  it.each([
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-DE'],
    ['de-LI', 'de-DE'],
    ['de-LU', 'de-DE'],
    ['en-US', 'en-GB'],
    ['fr-BE', 'fr-FR'],
    ['fr-CH', 'fr-FR'],
    ['fr-LU', 'fr-FR'],
    ['it-CH', 'it-IT'],
    ['nl-BE', 'nl-NL'],
  ] as const)('%s falls back to %s', (market, fallback) => {
    expect(FALLBACKS[market]).toBe(fallback);
  });

  it('markets without a fallback have none', () => {
    for (const m of ['de-DE', 'en-GB', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'de-IT'] as const) {
      expect(FALLBACKS[m]).toBeUndefined();
    }
  });

  it.each([
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-CH'],
    ['de-IT', 'de-DE'],
    ['fr-LU', 'fr-FR'],
    ['it-CH', 'it-IT'],
    ['nl-BE', 'nl-NL'],
    ['en-US', 'en-US'],
  ] as const)('market %s is translated by bundle %s', (market, bundle) => {
    expect(bundleOf(market)).toBe(bundle);
  });

  it.each([
    ['de-CH', 'chf'],
    ['de-LI', 'chf'],
    ['fr-CH', 'chf'],
    ['it-CH', 'chf'],
    ['en-GB', 'gbp'],
    ['en-US', 'usd'],
    ['de-DE', 'eur'],
    ['de-AT', 'eur'],
    ['nl-BE', 'eur'],
    ['fr-LU', 'eur'],
    ['de-IT', 'eur'],
  ] as const)('%s pays in %s', (market, currency) => {
    expect(currencyOf(market)).toBe(currency);
  });

  it('uses inches only in en-US', () => {
    for (const m of MARKETS) expect(unitOf(m)).toBe(m === 'en-US' ? 'in' : 'cm');
  });

  it.each([
    ['de-DE', 'de'],
    ['en-US', 'com'],
    ['en-GB', 'gb'],
  ] as const)('country suffix of %s is %s', (market, suffix) => {
    expect(countrySuffix(market)).toBe(suffix);
  });

  it('validates locale strings as two letters, hyphen, two letters', () => {
    expect(isLocaleString('de-DE')).toBe(true);
    expect(isLocaleString('de_DE')).toBe(false);
    expect(isLocaleString('deu-DE')).toBe(false);
    expect(isLocaleString('de-D')).toBe(false);
  });
});

describe('number formatting (SPEC 9; prices: shared/money)', () => {
  it('shows at most one decimal and no grouping', () => {
    expect(formatNumber(1234.56, 'de-DE')).toBe('1234,6');
    expect(formatNumber(1234.56, 'en-GB')).toBe('1234.6');
    expect(formatNumber(30, 'de-DE')).toBe('30');
  });

  it("writes every market's numbers as Intl does, without building its formatter", () => {
    const values = [
      ...Array.from({ length: 20_001 }, (_, i) => i / 100),
      ...Array.from({ length: 2_000 }, (_, i) => i * 0.05),
      0.049999,
      0.95,
      9.95,
      99.95,
      1.15,
      1.25,
      0.35,
      123456789.05,
      4.8,
      1e21,
      1e-7,
      -1.25,
      -0.01,
    ];
    for (const market of MARKETS) {
      const intl = new Intl.NumberFormat(market, { maximumFractionDigits: 1, useGrouping: false });
      const wrong = values.filter((v) => formatNumber(v, market) !== intl.format(v));
      expect(wrong.map((v) => `${market} ${v}: ${formatNumber(v, market)} vs ${intl.format(v)}`)).toEqual([]);
    }
  });

  it('shows dimensions in cm, and in en-US in quarter inches with the metric size beside', () => {
    expect(formatDimensions(300, 400, 'de-DE')).toBe('30 x 40\u00a0cm');
    expect(formatDimensions(254, 381, 'en-US')).toBe('10 x 15\u00a0in (25.4 x 38.1\u00a0cm)');
    // The example: 20 x 30 cm is 7.87 x 11.81 in, written 7¾ x 11¾ in, not "7.9 x 11.8 in".
    expect(formatDimensions(200, 300, 'en-US')).toBe('7¾ x 11¾\u00a0in (20 x 30\u00a0cm)');
    expect(formatDimensions(210, 297, 'en-US')).toBe('8¼ x 11¾\u00a0in (21 x 29.7\u00a0cm)');
    expect(dimensionParts(200, 300, 'en-US')).toEqual({
      size: '7¾ x 11¾\u00a0in',
      metric: '20 x 30\u00a0cm',
    });
    expect(dimensionParts(200, 300, 'de-DE')).toEqual({ size: '20 x 30\u00a0cm', metric: undefined });
  });

  it.each([
    [254, 10],
    [200, 7.75],
    [300, 11.75],
    [210, 8.25],
    [127, 5],
    [133, 5.25],
    [139, 5.5],
    [146, 5.75],
    [1000, 39.25],
    [6, 0.25],
  ])('%i mm is %f in to the nearest quarter', (mm, inches) => {
    expect(quarterInches(mm)).toBe(inches);
  });

  it('rounds a limit inwards: a minimum up, a maximum down', () => {
    expect(quarterInches(90, 'up')).toBe(3.75); // 3.54 in
    expect(quarterInches(90, 'down')).toBe(3.5);
    expect(quarterInches(1000, 'up')).toBe(39.5); // 39.37 in
    expect(quarterInches(254, 'up')).toBe(10);
    expect(quarterInches(254, 'down')).toBe(10);
  });

  it.each([
    [10, '10'],
    [7.75, '7¾'],
    [8.5, '8½'],
    [0.25, '¼'],
    [12.25, '12¼'],
  ])('writes %f in as %s', (inches, text) => {
    expect(formatInches(inches)).toBe(text);
  });

  it('shows lengths in cm, and in en-US in quarter inches with cm beside', () => {
    expect(formatLength(1000, 'de-DE')).toBe('100\u00a0cm');
    expect(formatLength(1000, 'en-US', 'down')).toBe('39¼\u00a0in (100\u00a0cm)');
    expect(formatLength(95, 'en-US')).toBe('3¾\u00a0in (9.5\u00a0cm)');
  });
});

describe('paper sizes A8 to A0 (SPEC 9)', () => {
  it.each([
    [841, 1189, 'A0'],
    [210, 297, 'A4'],
    [297, 210, 'A4'],
    [148, 210, 'A5'],
    [52, 74, 'A8'],
    [300, 400, undefined],
  ] as const)('%i x %i mm is %s', (w, h, name) => {
    expect(paperSizeOf(w, h)).toBe(name);
  });
});

describe('host table (DESIGN "Hosts")', () => {
  it('serves cards in Germany on localhost and unknown hosts', () => {
    expect(lookupHost('localhost:3000')).toMatchObject({ channel: 'cards', country: 'de', known: true });
    expect(lookupHost('127.0.0.1:3000')).toMatchObject({ channel: 'cards', country: 'de', known: true });
    expect(lookupHost('evil.example.com')).toMatchObject({ channel: 'cards', country: 'de', known: false });
    expect(lookupHost(undefined)).toMatchObject({ channel: 'cards', country: 'de', known: false });
    expect(lookupHost('a b\u0000')).toMatchObject({ known: false });
  });

  it('has a cards and a posters host for every country', () => {
    for (const country of Object.keys(COUNTRY_MARKETS)) {
      expect(lookupHost(`${country}.cards.localhost`)).toMatchObject({ channel: 'cards', country });
      expect(lookupHost(`${country}.posters.localhost:5173`)).toMatchObject({ channel: 'posters', country });
    }
  });

  it('sells posters in seven locales and cards in all 17', () => {
    expect([...marketsOfChannel('posters')].sort()).toEqual([
      'de-DE',
      'en-GB',
      'en-US',
      'es-ES',
      'fr-FR',
      'it-IT',
      'nl-NL',
    ]);
    expect(marketsOfChannel('cards')).toHaveLength(17);
  });

  it('lists the languages of multi-language countries, default first', () => {
    expect(marketsOfHost({ channel: 'cards', country: 'ch' })).toEqual(['de-CH', 'fr-CH', 'it-CH']);
    expect(marketsOfHost({ channel: 'cards', country: 'be' })).toEqual(['nl-BE', 'fr-BE']);
    expect(marketsOfHost({ channel: 'cards', country: 'lu' })).toEqual(['de-LU', 'fr-LU']);
    expect(marketsOfHost({ channel: 'cards', country: 'it' })).toEqual(['it-IT', 'de-IT']);
    expect(marketsOfHost({ channel: 'posters', country: 'it' })).toEqual(['it-IT']);
  });
});
