import { describe, expect, it } from 'vitest';
import type { ThemeDetail } from '../../../shared/listings/data';
import { priceOfCents, productJsonLd } from './structured-data';

describe('priceOfCents: major units from integer cents, no floating residue', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [30, '0.30'],
    [220, '2.20'],
    [1005, '10.05'],
    [1999, '19.99'],
    [123456789, '1234567.89'],
    [-250, '-2.50'],
  ])('%i → %s', (cents, text) => {
    expect(priceOfCents(cents)).toBe(text);
  });
});

describe('productJsonLd', () => {
  const format = (id: string, unitCents: (number | null)[]) =>
    ({ id, title: id, unitCents }) as unknown as ThemeDetail['formats'][number];
  const theme = (formats: ThemeDetail['formats']) =>
    ({
      id: 't-1',
      title: 'T',
      occasion: { value: 'hochzeit', title: 'Hochzeit' },
      currency: 'gbp',
      quantitySteps: [1, 41],
      defaultQuantity: 41,
      formats,
    }) as unknown as ThemeDetail;
  const input = {
    url: 'http://gb.cards.localhost:3000/themes/t-1',
    description: 'd',
    brand: 'Fotowerk',
    image: undefined,
  };

  it('gives the real range per card (one card costs most, the largest order least) and each format its lowest price (issue 31 §4)', () => {
    const product = productJsonLd(
      theme([format('a', [300, 129]), format('b', [400, null]), format('c', [500, 245])]),
      input,
    );
    expect(product?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '1.29',
      highPrice: '5.00',
      offerCount: 3,
      priceCurrency: 'GBP',
      offers: [
        { sku: 't-1/a', price: '1.29', eligibleQuantity: { minValue: 41 } },
        { sku: 't-1/b', price: '4.00', eligibleQuantity: { minValue: 1 } },
        { sku: 't-1/c', price: '2.45', eligibleQuantity: { minValue: 41 } },
      ],
    });
  });

  it('is no Product when the market has no price for any format', () => {
    expect(productJsonLd(theme([format('a', [null, null])]), input)).toBeUndefined();
  });
});
