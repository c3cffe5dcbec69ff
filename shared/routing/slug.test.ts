import { describe, expect, it } from 'vitest';
import { isSaneSlug, MAX_SLUG_LENGTH } from './slug';

describe('slug sanity check (SPEC 2 catch-all)', () => {
  it.each(['/fotokalender', '/geburtstag/kindergeburtstag', '/leinwanddruck/', '/caf%C3%A9', '/'])(
    'accepts %s',
    (slug) => {
      expect(isSaneSlug(slug)).toBe(true);
    },
  );

  it.each([
    ['/../etc/passwd', 'dot-dot'],
    ['/a/%2e%2e/b', 'encoded dot-dot'],
    ['/a%2fb', 'encoded slash'],
    ['/a%5Cb', 'encoded backslash'],
    ['/a%00b', 'NUL'],
    ['/a%0Ab', 'newline'],
    ['/%E0%A4%A', 'invalid percent-encoding'],
    ['/a//b', 'empty segment'],
    [`/${'a'.repeat(MAX_SLUG_LENGTH)}`, 'over-long'],
  ])('rejects %s (%s)', (slug) => {
    expect(isSaneSlug(slug)).toBe(false);
  });
});
