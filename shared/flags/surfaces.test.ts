import { describe, expect, it } from 'vitest';
import { abContentVariant, calculatorVariants, wandbilderRows } from './surfaces';
import type { Treatment } from './treatments';

const of =
  (treatments: Record<string, Treatment>) =>
  (flag: string): Treatment =>
    treatments[flag] ?? 'control';

describe('A/B surfaces', () => {
  it('ABContent shows its "on" content only for on', () => {
    expect(abContentVariant('on')).toBe('on');
    expect(abContentVariant('off')).toBe('off');
    expect(abContentVariant('control')).toBe('off');
  });

  it('wandbilder flyout has two rows only when its experiment is on', () => {
    expect(wandbilderRows(of({ 'poster-brand_wandbilder_flyout': 'on' }), 'posters')).toBe(2);
    expect(wandbilderRows(of({ 'poster-brand_wandbilder_flyout': 'on' }), 'cards')).toBe(1);
    expect(wandbilderRows(of({}), 'posters')).toBe(1);
  });

  it('a calculator variant needs its experiment on and its content tag (SPEC 4)', () => {
    const treatments = of({
      'card-brand_calculator_redesign': 'on',
      'card-brand_calculator_nudging': 'on',
      'card-brand_calculator_portrait': 'off',
      'card-brand_calculator_canvas_redesign': 'on',
    });
    expect(
      calculatorVariants(treatments, 'cards', ['calculator-redesign', 'calculator-portrait', 'other']),
    ).toEqual({ redesign: true, nudging: false, portrait: false, canvasRedesign: false });
    expect(calculatorVariants(of({}), 'cards', ['calculator-redesign'])).toEqual({
      redesign: false,
      nudging: false,
      portrait: false,
      canvasRedesign: false,
    });
  });
});
