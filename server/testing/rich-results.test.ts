import { describe, expect, it } from 'vitest';
import { validateTopLevel } from './rich-results';

/** The validator the JSON-LD tests rely on catches what Google would reject. */
describe('rich-result rules', () => {
  const offer = {
    '@type': 'Offer',
    price: '2.20',
    priceCurrency: 'CHF',
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    url: 'http://ch.cards.localhost:3000/themes/x',
  };
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'X',
    description: 'd',
    image: 'http://ch.cards.localhost:3000/x.jpg',
    sku: 'x',
    brand: { '@type': 'Brand', name: 'Fotowerk' },
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: '2.20',
      highPrice: '2.20',
      offerCount: 1,
      priceCurrency: 'CHF',
      offers: [offer],
    },
  };

  it('accepts a complete Product', () => {
    expect(validateTopLevel(product)).toEqual([]);
  });

  it.each([
    ['a float price', { ...product, offers: { ...product.offers, lowPrice: '2.2' } }, 'lowPrice'],
    ['no currency', { ...product, offers: { ...product.offers, priceCurrency: undefined } }, 'priceCurrency'],
    ['no image', { ...product, image: undefined }, 'image'],
    ['a relative image', { ...product, image: '/x.jpg' }, 'absolute'],
    [
      'an offer in another currency',
      { ...product, offers: { ...product.offers, offers: [{ ...offer, priceCurrency: 'EUR' }] } },
      'currency',
    ],
    [
      'an offer without availability',
      { ...product, offers: { ...product.offers, offers: [{ ...offer, availability: 'InStock' }] } },
      'availability',
    ],
    [
      'a one-item trail',
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'http://a/' }],
      },
      'fewer than two',
    ],
    [
      'list positions out of order',
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'a', url: 'http://a/1' },
          { '@type': 'ListItem', position: 3, name: 'b', url: 'http://a/2' },
        ],
      },
      'position',
    ],
    [
      'an Organization without url',
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'F' },
      'url',
    ],
  ])('rejects %s', (_name, node, problem) => {
    expect(validateTopLevel(node as Record<string, unknown>).join('\n')).toContain(problem);
  });
});
