import { describe, expect, it } from 'vitest';
import { appDeepLink, ratingStars } from './smartbanner';

describe('smartbanner deep link (SPEC 2: built from the current path)', () => {
  it.each([
    [
      'https://app.example/open?path={path}',
      '/karten/hochzeit',
      'https://app.example/open?path=%2Fkarten%2Fhochzeit',
    ],
    ['https://app.example/open?path={path}', '/', 'https://app.example/open?path=%2F'],
    ['https://app.example/open?path={path}', '', 'https://app.example/open?path=%2F'],
    ['https://app.example/open?path={path}', 'fotobuch', 'https://app.example/open?path=%2Ffotobuch'],
    ['https://app.example/open?path={path}', '/a?b=1#c', 'https://app.example/open?path=%2Fa'],
    ['https://app.example/open', '/a', 'https://app.example/open?path=%2Fa'],
    ['https://app.example/open?x=1', '/a', 'https://app.example/open?x=1&path=%2Fa'],
    ['https://app.example/open#s', '/a', 'https://app.example/open?path=%2Fa#s'],
    ['app://{path}?from={path}', '/ü', 'app://%2F%C3%BC?from=%2F%C3%BC'],
  ])('%s + %s', (template, path, link) => {
    expect(appDeepLink(template, path)).toBe(link);
  });
});

describe('rating stars', () => {
  it.each([
    [4.7, [1, 1, 1, 1, 0.7]],
    [5, [1, 1, 1, 1, 1]],
    [0, [0, 0, 0, 0, 0]],
    [3.25, [1, 1, 1, 0.25, 0]],
    [7, [1, 1, 1, 1, 1]],
    [-1, [0, 0, 0, 0, 0]],
    [Number.NaN, [0, 0, 0, 0, 0]],
  ])('%s', (rating, stars) => {
    expect(ratingStars(rating)).toEqual(stars);
  });
});
