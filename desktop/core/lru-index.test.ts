import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruIndex } from './lru-index';

const e = (size: number) => ({ size });

describe('LruIndex', () => {
  it('evicts the least recently used entries when the bound is passed', () => {
    const index = new LruIndex(100);
    index.set('a', e(40));
    index.set('b', e(40));
    index.get('a'); // a is now newer than b
    const { stored, evicted } = index.set('c', e(40));
    expect(stored).toBe(true);
    expect(evicted.map(([k]) => k)).toEqual(['b']);
    expect(index.entries().map(([k]) => k)).toEqual(['a', 'c']);
    expect(index.bytes).toBe(80);
  });

  it('peek does not change the order', () => {
    const index = new LruIndex(100);
    index.set('a', e(50));
    index.set('b', e(50));
    index.peek('a');
    expect(index.set('c', e(10)).evicted.map(([k]) => k)).toEqual(['a']);
  });

  it('replacing an entry counts its new size only', () => {
    const index = new LruIndex(100);
    index.set('a', e(60));
    index.set('a', e(30));
    expect(index.bytes).toBe(30);
    expect(index.count).toBe(1);
  });

  it('refuses an entry larger than the whole bound and keeps the rest', () => {
    const index = new LruIndex(100);
    index.set('a', e(10));
    expect(index.set('huge', e(101))).toEqual({ stored: false, evicted: [] });
    expect(index.set('bad', e(Number.NaN)).stored).toBe(false);
    expect(index.entries().map(([k]) => k)).toEqual(['a']);
  });

  it('empties on clear and on delete', () => {
    const index = new LruIndex(100);
    index.set('a', e(10));
    index.set('b', e(10));
    expect(index.delete('a')).toEqual(e(10));
    expect(index.delete('a')).toBeUndefined();
    expect(index.clear().map(([k]) => k)).toEqual(['b']);
    expect(index.bytes).toBe(0);
  });

  it('never holds more than its bound, whatever happens', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('set', 'get', 'delete'),
            fc.integer({ min: 0, max: 9 }),
            fc.integer({ min: 0, max: 60 }),
          ),
        ),
        (ops) => {
          const index = new LruIndex(100);
          for (const [op, k, size] of ops) {
            if (op === 'set') index.set(`k${k}`, e(size));
            else if (op === 'get') index.get(`k${k}`);
            else index.delete(`k${k}`);
            const sum = index.entries().reduce((n, [, v]) => n + v.size, 0);
            expect(index.bytes).toBe(sum);
            expect(index.bytes).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});
