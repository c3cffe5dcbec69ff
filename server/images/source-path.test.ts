import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { splitResizeUrl } from './source-path';
import { acceptsWebp } from './transform';

describe('splitResizeUrl', () => {
  it.each([
    ['/cdn-cgi/image/w=10/a.png', 'w=10', ['a.png']],
    ['/cdn-cgi/image/w=10,q=5/a/b/c.jpg?x=1', 'w=10,q=5', ['a', 'b', 'c.jpg']],
    ['/cdn-cgi/image/w%3D10%2Cq%3D5/a%20b.png', 'w=10,q=5', ['a b.png']],
    ['/d/cdn-cgi/image/w=10/a.png', 'w=10', ['a.png']],
    ['/cdn-cgi/image/w=10/..foo.png', 'w=10', ['..foo.png']],
  ])('%s', (url, options, segments) => {
    expect(splitResizeUrl(url)).toEqual({ options, segments });
  });

  it.each([
    '/cdn-cgi/image/w=10',
    '/cdn-cgi/image/w=10/',
    '/cdn-cgi/image/w=10//etc/passwd',
    '/cdn-cgi/image/w=10/a//b.png',
    '/cdn-cgi/image/w=10/../a.png',
    '/cdn-cgi/image/w=10/./a.png',
    '/cdn-cgi/image/w=10/%2e%2e/a.png',
    '/cdn-cgi/image/w=10/%2E/a.png',
    '/cdn-cgi/image/w=10/..%2fa.png',
    '/cdn-cgi/image/w=10/..%5ca.png',
    '/cdn-cgi/image/w=10/a%00.png',
    '/cdn-cgi/image/w=10/a\\..\\b.png',
    '/cdn-cgi/image/w=10/C:/a.png',
    '/cdn-cgi/image/w=10/https://x.test/a.png',
    '/cdn-cgi/image/w=10/%E0%A4%A.png',
    `/cdn-cgi/image/w=10/${'a/'.repeat(600)}a.png`,
    '/elsewhere/a.png',
  ])('%s -> 400', (url) => {
    let error: unknown;
    try {
      splitResizeUrl(url);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_path' });
  });
});

describe('acceptsWebp', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['*/*', false],
    ['image/*', false],
    ['image/webp', true],
    ['image/avif,image/webp,*/*;q=0.8', true],
    ['image/webp;q=0.5', true],
    ['image/webp;q=0', false],
    ['image/webp ; q=0.0', false],
    ['IMAGE/WEBP', true],
    ['image/webpx', false],
  ])('%s -> %s', (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});
