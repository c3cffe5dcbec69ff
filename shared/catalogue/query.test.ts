import { describe, expect, it } from 'vitest';
import { buildQuery } from './query';

describe('buildQuery (SPEC 7)', () => {
  it('drops null and undefined', () => {
    expect(buildQuery({ a: '1', b: null, c: undefined, d: 2 })).toBe('a=1&d=2');
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ a: null })).toBe('');
  });

  it('names lists with []', () => {
    expect(buildQuery({ key: ['a', 'b'] })).toBe('key[]=a&key[]=b');
    expect(buildQuery({ key: ['a', null, 'b', undefined] })).toBe('key[]=a&key[]=b');
    expect(buildQuery({ key: [] })).toBe('');
    expect(buildQuery({ categoryIds: [1, 2] })).toBe('categoryIds[]=1&categoryIds[]=2');
  });

  it('writes objects as key[sub]', () => {
    expect(buildQuery({ photoboxFormat: { width: 100, height: 150 } })).toBe(
      'photoboxFormat[width]=100&photoboxFormat[height]=150',
    );
    expect(buildQuery({ photoboxFormat: { width: 100, height: null } })).toBe('photoboxFormat[width]=100');
  });

  it('keeps empty strings, false and 0', () => {
    expect(buildQuery({ a: '', b: false, c: 0 })).toBe('a=&b=false&c=0');
  });

  it('drops numbers that are no numbers', () => {
    expect(buildQuery({ a: Number.NaN, b: Number.POSITIVE_INFINITY, c: 1 })).toBe('c=1');
  });

  it('encodes values and keys but keeps brackets readable', () => {
    expect(buildQuery({ s: 'a b&c=d', occasion: 'weihnachten/privat', formatType: '16:9' })).toBe(
      's=a%20b%26c%3Dd&occasion=weihnachten%2Fprivat&formatType=16%3A9',
    );
    expect(buildQuery({ 'we ird': ['ä'] })).toBe('we%20ird[]=%C3%A4');
  });

  it('drops refinementType none or empty only when asked', () => {
    expect(buildQuery({ refinementType: 'none', a: 1 })).toBe('refinementType=none&a=1');
    expect(buildQuery({ refinementType: '', a: 1 })).toBe('refinementType=&a=1');
    const drop = { dropEmptyRefinementType: true };
    expect(buildQuery({ refinementType: 'none', a: 1 }, drop)).toBe('a=1');
    expect(buildQuery({ refinementType: '', a: 1 }, drop)).toBe('a=1');
    expect(buildQuery({ refinementType: ' ', a: 1 }, drop)).toBe('a=1');
    expect(buildQuery({ refinementType: 'gold', a: 1 }, drop)).toBe('refinementType=gold&a=1');
    expect(buildQuery({ other: 'none' }, drop)).toBe('other=none');
  });

  it('keeps the caller’s key order', () => {
    expect(buildQuery({ z: 1, a: 2, m: 3 })).toBe('z=1&a=2&m=3');
  });
});
