import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from '../../shared/markets';

const dir = join(import.meta.dirname, 'locales');
const load = (name: string) =>
  JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Record<string, unknown>;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation bundles (SPEC 1)', () => {
  it('has exactly the ten bundles', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...BUNDLES].sort());
  });

  const source = load('de-DE');
  const sourceKeys = keysOf(source).sort();

  it.each(BUNDLES.filter((b) => b !== 'de-DE'))('%s has every key of de-DE and no other', (bundle) => {
    expect(keysOf(load(bundle)).sort()).toEqual(sourceKeys);
  });

  it.each(BUNDLES)('%s keeps the placeholders and leaves no string empty', (bundle) => {
    const messages = load(bundle);
    for (const key of sourceKeys) {
      const get = (m: unknown) =>
        key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], m);
      const text = get(messages);
      expect(typeof text, `${bundle} ${key}`).toBe('string');
      expect((text as string).trim(), `${bundle} ${key}`).not.toBe('');
      expect(placeholders(text as string), `${bundle} ${key}`).toEqual(placeholders(get(source) as string));
    }
  });

  it('Swiss bundles never use ß', () => {
    for (const bundle of ['de-CH', 'de-LI']) {
      expect(JSON.stringify(load(bundle))).not.toContain('ß');
    }
  });
});
