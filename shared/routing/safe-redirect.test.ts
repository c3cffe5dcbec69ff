import { describe, expect, it } from 'vitest';
import { isSafePath, safeRedirectPath } from './safe-redirect';

/** What a browser makes of a Location header sent from https://shop.example/some/page. */
const browserTarget = (location: string) => new URL(location, 'https://shop.example/some/page');

describe('safeRedirectPath: every known trick ends on the same origin', () => {
  it.each([
    // Protocol-relative in every spelling
    ['//evil.example', '/evil.example'],
    ['//evil.example/x?y=1', '/evil.example/x?y=1'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['\\/evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['/%2f/evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['%2f%2fevil.example', '/'],
    ['/%5cevil.example', '/evil.example'],
    ['/%5C%5Cevil.example', '/evil.example'],
    ['/%2f%5cevil.example', '/evil.example'],
    // Dot segments that would leave a fresh "//" behind
    ['/..//evil.example', '/evil.example'],
    ['/a/../..//evil.example', '/evil.example'],
    ['/%2e%2e//evil.example', '/evil.example'],
    ['/./\\evil.example', '/evil.example'],
    // Tab, newline, other controls and spaces: browsers strip some of them, headers must not carry any
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r\n/evil.example', '/'],
    ['\t//evil.example', '/'],
    ['/ /evil.example', '/'],
    ['/x\u0000y', '/'],
    ['/x\u007f', '/'],
    ['/path\r\nSet-Cookie: a=b', '/'],
    // Userinfo and absolute URLs
    ['//user:pass@evil.example/', '/user:pass@evil.example/'],
    ['/\\user@evil.example', '/user@evil.example'],
    ['http://evil.example/x', '/'],
    ['https://shop.example/x', '/'],
    ['http:/\\evil.example', '/'],
    ['HTTP://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,<script>', '/'],
    ['evil.example', '/'],
    ['relative/path', '/'],
    ['', '/'],
    // Ordinary paths stay as they are (encoded where a URL needs it)
    ['/', '/'],
    ['/products', '/products'],
    ['/d/products?page=2', '/d/products?page=2'],
    ['/fr/d/themes/12?a=1&b=2#top', '/fr/d/themes/12?a=1&b=2#top'],
    ['/karten/grüße', '/karten/gr%C3%BC%C3%9Fe'],
    ['/search?q=a%2F%2Fb', '/search?q=a%2F%2Fb'],
    ['/a\\b', '/a/b'],
  ])('%j → %j', (input, expected) => {
    const out = safeRedirectPath(input);
    expect(out).toBe(expected);
    expect(isSafePath(out)).toBe(true);
    expect(browserTarget(out).origin).toBe('https://shop.example');
  });

  it('falls back to the given path for what is not a path', () => {
    expect(safeRedirectPath('https://evil.example', '/kontakt')).toBe('/kontakt');
    expect(safeRedirectPath(undefined, '/x')).toBe('/x');
    expect(safeRedirectPath(`/${'a'.repeat(5000)}`)).toBe('/');
  });

  it('keeps every output on the same origin for generated mixes of separators', () => {
    const parts = ['/', '\\', '%2f', '%5C', '.', '..', 'evil.example', '@', ':'];
    for (const a of parts)
      for (const b of parts)
        for (const c of parts) {
          const out = safeRedirectPath(`${a}${b}${c}/x`);
          expect(isSafePath(out), `${a}${b}${c}/x → ${out}`).toBe(true);
          expect(browserTarget(out).origin).toBe('https://shop.example');
        }
  });
});
