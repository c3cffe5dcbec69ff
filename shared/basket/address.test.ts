import { describe, expect, it } from 'vitest';
import type { OrderAddress } from '../contracts/basket';
import { checkAddress, normaliseAddress, POSTCODE_EXAMPLES, POSTCODE_PATTERNS } from './address';

const base: OrderAddress = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstr. 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  email: 'erika@example.com',
};

describe('order addresses per market', () => {
  it('accepts every country’s example postcode and refuses another country’s', () => {
    for (const [country, example] of Object.entries(POSTCODE_EXAMPLES)) {
      expect(POSTCODE_PATTERNS[country as keyof typeof POSTCODE_PATTERNS].test(example), country).toBe(true);
    }
    expect(checkAddress({ ...base, postcode: '1010' }, 'de')).toEqual({ postcode: 'postcode' });
    expect(checkAddress({ ...base, country: 'GB', postcode: 'SW1A 1AA' }, 'gb')).toEqual({});
    expect(checkAddress({ ...base, country: 'GB', postcode: '12345' }, 'gb')).toEqual({
      postcode: 'postcode',
    });
  });
  it('needs a real state in the US', () => {
    const us = { ...base, country: 'US', postcode: '10001' };
    expect(checkAddress(us, 'us')).toEqual({ state: 'required' });
    expect(checkAddress({ ...us, state: 'XX' }, 'us')).toEqual({ state: 'state' });
    expect(checkAddress({ ...us, state: 'ny' }, 'us')).toEqual({});
  });
  it('delivers only to the market’s country', () => {
    expect(checkAddress({ ...base, country: 'AT' }, 'de')).toEqual({ country: 'country' });
  });
  it('names missing fields, bad e-mail and overlong values', () => {
    const problems = checkAddress({ ...base, firstName: ' ', email: 'no-at', city: 'x'.repeat(101) }, 'de');
    expect(problems).toEqual({ firstName: 'required', email: 'email', city: 'tooLong' });
  });
  it('normalises spacing and case', () => {
    expect(normaliseAddress({ ...base, postcode: ' sw1a  1aa ', country: 'gb' })).toMatchObject({
      postcode: 'SW1A 1AA',
      country: 'GB',
    });
  });
});
