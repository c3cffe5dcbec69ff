import { describe, expect, it } from 'vitest';
import { getOrCreate } from './get-or-create';

describe('getOrCreate', () => {
  it('makes a value once per key and hands out the stored one after', () => {
    const map = new Map<string, number[]>();
    let made = 0;
    const make = () => {
      made += 1;
      return [made];
    };
    const first = getOrCreate(map, 'a', make);
    expect(getOrCreate(map, 'a', make)).toBe(first);
    expect(getOrCreate(map, 'b', make)).not.toBe(first);
    expect(made).toBe(2);
  });

  it('keeps a stored undefined rather than making it again, and works on weak maps', () => {
    const map = new Map<string, undefined>([['a', undefined]]);
    expect(
      getOrCreate(map, 'a', () => {
        throw new Error('made again');
      }),
    ).toBeUndefined();
    const weak = new WeakMap<object, string>();
    const key = {};
    expect(getOrCreate(weak, key, () => 'x')).toBe('x');
    expect(getOrCreate(weak, key, () => 'y')).toBe('x');
  });
});
