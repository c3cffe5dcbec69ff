import { describe, expect, it } from 'vitest';
import { apiBaseOverride, apiUrl } from './api-base';

describe('development API base override (SPEC 4/5)', () => {
  it('accepts a bare http(s) origin', () => {
    expect(apiBaseOverride('?_apiBase=http://qa.example.test:8080')).toBe('http://qa.example.test:8080');
    expect(apiBaseOverride('_apiBase=https%3A%2F%2Fstaging.example.test%2F&x=1')).toBe(
      'https://staging.example.test',
    );
  });

  it.each([
    '',
    '?_apiBase=',
    '?_apiBase=javascript:alert(1)',
    '?_apiBase=ftp://example.test',
    '?_apiBase=//example.test',
    '?_apiBase=https://user:pw@example.test',
    '?_apiBase=https://example.test/web-api',
    '?_apiBase=https://example.test/?a=1',
    '?_apiBase=not a url',
  ])('refuses %s', (search) => {
    expect(apiBaseOverride(search)).toBeNull();
  });

  it('prefixes paths only when a base is set', () => {
    expect(apiUrl('', '/web-api/customer-data')).toBe('/web-api/customer-data');
    expect(apiUrl('http://qa.test:3000', '/web-api/customer-data')).toBe(
      'http://qa.test:3000/web-api/customer-data',
    );
  });
});
