/**
 * The delivery address of an order request, checked per market: the market's country only (its
 * shipping rates and VAT are the basket's), its postcode format, and a state in the US. Plain
 * functions, so the page checks as the server does without shipping a schema library.
 */
import type { OrderAddress } from '../contracts/basket';
import type { Country } from '../markets';

/** Postcode formats of the countries the shop delivers to. */
export const POSTCODE_PATTERNS: Readonly<Record<Country, RegExp>> = {
  de: /^\d{5}$/,
  at: /^\d{4}$/,
  ch: /^\d{4}$/,
  li: /^94(?:8[5-9]|9[0-8])$/,
  it: /^\d{5}$/,
  lu: /^(?:L-?)?\d{4}$/i,
  gb: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  us: /^\d{5}(?:-\d{4})?$/,
  es: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  be: /^[1-9]\d{3}$/,
  fr: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
  nl: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
};

/** An example per country, for the form's hint. */
export const POSTCODE_EXAMPLES: Readonly<Record<Country, string>> = {
  de: '10115',
  at: '1010',
  ch: '8001',
  li: '9490',
  it: '00184',
  lu: 'L-1009',
  gb: 'SW1A 1AA',
  us: '10001',
  es: '28013',
  be: '1000',
  fr: '75001',
  nl: '1012 AB',
};

/** The 50 states, the District of Columbia and the inhabited territories the US Postal Service serves. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
] as const;

export type AddressProblem = 'required' | 'tooLong' | 'postcode' | 'state' | 'country' | 'email' | 'phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[\d ()/.-]{6,25}$/;
const MAX = 100;

const REQUIRED = ['firstName', 'lastName', 'street', 'postcode', 'city', 'country', 'email'] as const;
const OPTIONAL = ['company', 'addition', 'state', 'phone'] as const;
export const ADDRESS_FIELDS = [...REQUIRED, ...OPTIONAL] as const;

/** Normalises what the shopper typed: trimmed, postcodes in capitals. */
export function normaliseAddress(input: OrderAddress): OrderAddress {
  const out: Record<string, string> = {};
  for (const key of ADDRESS_FIELDS) {
    const value = input[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim().replace(/\s+/g, ' ');
  }
  if (out.postcode) out.postcode = out.postcode.toUpperCase();
  if (out.country) out.country = out.country.toUpperCase();
  if (out.state) out.state = out.state.toUpperCase();
  return out as unknown as OrderAddress;
}

/** Each wrong field with what is wrong; empty when the address can be delivered to in `country`. */
export function checkAddress(
  address: OrderAddress,
  country: Country,
): Partial<Record<keyof OrderAddress, AddressProblem>> {
  const problems: Partial<Record<keyof OrderAddress, AddressProblem>> = {};
  for (const key of REQUIRED) {
    const value = address[key];
    if (typeof value !== 'string' || value.trim() === '') problems[key] = 'required';
  }
  for (const key of ADDRESS_FIELDS) {
    const value = address[key];
    if (typeof value === 'string' && value.length > MAX) problems[key] = 'tooLong';
  }
  if (!problems.country && address.country.toLowerCase() !== country) problems.country = 'country';
  if (!problems.postcode && !POSTCODE_PATTERNS[country].test(address.postcode.trim()))
    problems.postcode = 'postcode';
  if (country === 'us') {
    if (!address.state) problems.state = 'required';
    else if (!(US_STATES as readonly string[]).includes(address.state.toUpperCase()))
      problems.state = 'state';
  }
  if (!problems.email && !EMAIL.test(address.email.trim())) problems.email = 'email';
  if (address.phone && !PHONE.test(address.phone.trim())) problems.phone = 'phone';
  return problems;
}
