import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_HEADERS, parseLocationHeaders, visitorCountry } from './visitor-country';

describe('visitor country from edge headers', () => {
  it('reads the first configured header that is present', () => {
    expect(
      visitorCountry({ 'x-country-code': 'at', 'cf-ipcountry': 'CH' }, DEFAULT_LOCATION_HEADERS),
    ).toEqual({
      known: true,
      country: 'CH',
      source: 'cf-ipcountry',
    });
    expect(visitorCountry({ 'x-country-code': ['fr', 'de'] }, ['x-country-code'])).toMatchObject({
      country: 'FR',
    });
  });

  it('says why the country is unknown', () => {
    expect(visitorCountry({}, DEFAULT_LOCATION_HEADERS)).toEqual({
      known: false,
      reason: 'no-header',
      source: null,
    });
    expect(visitorCountry({ 'cf-ipcountry': 'T1' }, ['cf-ipcountry'])).toMatchObject({
      reason: 'not-a-country',
    });
    expect(visitorCountry({ 'cf-ipcountry': '<script>' }, ['cf-ipcountry'])).toMatchObject({
      reason: 'not-a-country',
    });
  });

  it('parses LOCATION_HEADERS, refusing what is no header name', () => {
    expect(parseLocationHeaders(undefined)).toEqual([...DEFAULT_LOCATION_HEADERS]);
    expect(parseLocationHeaders(' X-Geo-Country , ')).toEqual(['x-geo-country']);
    expect(parseLocationHeaders('')).toEqual([]);
    expect(parseLocationHeaders('bad header')).toEqual({ error: '"bad header" is not a header name' });
  });
});
