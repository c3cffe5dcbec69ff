import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceTree } from './import-graph';
import { findPriceFormatters } from './price-formatters';

describe('one price formatter (issue 24 item 1)', () => {
  it('shared/money/format.ts is the only place that formats money', () => {
    expect(findPriceFormatters(readSourceTree(join(import.meta.dirname, '..')))).toEqual([]);
  });

  it('finds a second formatter planted in a tree', () => {
    expect(
      findPriceFormatters({
        'shared/money/format.ts': "new Intl.NumberFormat(market, { style: 'currency', currency });",
        'web/features/x/Price.tsx': [
          'const a = 1;',
          "const f = new Intl.NumberFormat('de-DE', { style: \"currency\", currency: 'EUR' });",
          "const s = (cents / 100).toFixed(2) + ' €';",
          "const t = amount.toLocaleString('de-DE', { style: 'decimal', currency: 'EUR' });",
          "// style: 'currency' in a comment is fine",
        ].join('\n'),
        'server/a.test.ts': "expect(x.toFixed(2)).toBe('1.00');",
      }),
    ).toEqual(['web/features/x/Price.tsx:2', 'web/features/x/Price.tsx:3', 'web/features/x/Price.tsx:4']);
  });
});
