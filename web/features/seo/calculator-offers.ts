/**
 * A calculator page's product as schema.org Product (issue 31 §4): the page's material (the
 * calculator's selected option) with an Offer per priced size and an AggregateOffer over the
 * real range. Kept out of structured-data.ts so the home page's JavaScript does not carry it.
 */
import { allOptions, type CalculatorData } from '../../../shared/contracts/calculator-data';
import { minorFromMajor } from '../../../shared/money';
import { priceOfCents } from './structured-data';

const IN_STOCK = 'https://schema.org/InStock';
const NEW_CONDITION = 'https://schema.org/NewCondition';

export interface CalculatorProductInput {
  name: string;
  description: string;
  brand: string;
  url: string;
  image: string | undefined;
  /** ISO 4217, upper case. */
  currency: string;
}

export function calculatorProductJsonLd(data: CalculatorData, input: CalculatorProductInput) {
  const option = allOptions(data).find((o) => o.value === data.selectedValue) ?? data.options[0];
  if (!option) return undefined;
  const seen = new Set<string>();
  const formats = [...option.formats, ...option.moreFormats].filter((f) => {
    if (seen.has(f.value) || !(f.priceCurrent > 0)) return false;
    seen.add(f.value);
    return true;
  });
  if (formats.length === 0) return undefined;
  const cents = formats.map((f) => minorFromMajor(f.priceCurrent));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    ...(input.image ? { image: input.image } : {}),
    sku: option.value,
    brand: { '@type': 'Brand', name: input.brand },
    url: input.url,
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: priceOfCents(Math.min(...cents)),
      highPrice: priceOfCents(Math.max(...cents)),
      offerCount: formats.length,
      priceCurrency: input.currency,
      availability: IN_STOCK,
      url: input.url,
      offers: formats.map((f, i) => ({
        '@type': 'Offer',
        name: f.label,
        sku: `${option.value}/${f.value}`,
        price: priceOfCents(cents[i] ?? 0),
        priceCurrency: input.currency,
        availability: IN_STOCK,
        itemCondition: NEW_CONDITION,
        url: input.url,
      })),
    },
  };
}
