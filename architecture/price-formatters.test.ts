import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceTree } from './import-graph';
import { findCentArithmetic, findPriceFormatters } from './price-formatters';

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

describe('one conversion between major and minor units (issue 30 §3)', () => {
  it('nothing outside shared/money/ multiplies or divides a price by 100', () => {
    expect(findCentArithmetic(readSourceTree(join(import.meta.dirname, '..')))).toEqual([]);
  });

  it('finds a conversion planted outside shared/money/, and lets percentages and the money folder be', () => {
    expect(
      findCentArithmetic({
        'shared/money/rounding.ts': 'return major * 100;',
        'web/features/x/Price.tsx': [
          'const a = price / 100;',
          'const b = Math.round(card.priceCurrent * 100);',
          'const c = valueCents / 100;',
          'const d = (orderValue * percentOff) / 100;',
          'const e = Math.round(share * 100);',
          '// price / 100 in a comment is fine',
          'const f = amount / 1000;',
        ].join('\n'),
        'server/catalogue/x.ts': 'const total = 100 * euros;',
        'server/catalogue/x.test.ts': 'expect(price / 100).toBe(1);',
      }),
    ).toEqual([
      'server/catalogue/x.ts:1',
      'web/features/x/Price.tsx:1',
      'web/features/x/Price.tsx:2',
      'web/features/x/Price.tsx:3',
    ]);
  });
});
