import { describe, expect, it } from 'vitest';
import type {
  CalculatorData,
  CalculatorFormat,
  CalculatorOption,
} from '../../../shared/contracts/calculator-data';
import {
  fromPrice,
  initialState,
  orderedOptions,
  reduce,
  selectedFormat,
  visibleFormats,
} from './calculator-state';

const format = (value: string, material: string, price = 10): CalculatorFormat => {
  const [w = 0, h = 0] = value.split('x').map(Number);
  return {
    value,
    width: w,
    height: h,
    label: `${w / 10} x ${h / 10} cm`,
    priceCurrent: price,
    priceOriginal: price,
    discountPercent: 0,
    context: { formatType: 'standard', materialType: material, frameType: null },
  };
};

const option = (
  value: string,
  formats: string[],
  more: string[] = [],
  group: CalculatorOption[] = [],
): CalculatorOption => ({
  value,
  labelTranslationKey: `material.${value}`,
  formats: formats.map((f) => format(f, value)),
  moreFormats: more.map((f) => format(f, value)),
  initiallySelectedFormat: formats[1] ?? formats[0] ?? '',
  moreFormatsEntry: null,
  context: { materialType: value, frameType: null },
  set: 'material',
  group: group.length ? { labelTranslationKey: 'optionGroup.frame-title', options: group } : null,
});

const data: CalculatorData = {
  product: 'photoframe',
  isCollage: false,
  options: [
    option('leinwand', ['200x300', '300x400', '400x600'], ['500x500']),
    option('poster', ['210x297', '300x400'], [], [option('poster:holzrahmen', ['300x400', '500x700'])]),
  ],
  selectedValue: 'leinwand',
  labels: [],
  limits: {},
  tags: [],
};

describe('calculator choices (SPEC 4)', () => {
  it('starts with the selected material and its initial format', () => {
    expect(initialState(data)).toEqual({ option: 'leinwand', format: '300x400', extra: null });
  });

  it('resets the format to the initial one of a newly chosen material, framed variants included', () => {
    let state = reduce(data, initialState(data), { type: 'format', format: '400x600' });
    state = reduce(data, state, { type: 'material', option: 'poster' });
    expect(state).toEqual({ option: 'poster', format: '300x400', extra: null });
    expect(reduce(data, state, { type: 'material', option: 'poster:holzrahmen' }).format).toBe('500x700');
  });

  it('ignores unknown materials and formats not offered', () => {
    const state = initialState(data);
    expect(reduce(data, state, { type: 'material', option: 'holz' })).toBe(state);
    expect(reduce(data, state, { type: 'format', format: '999x999' })).toBe(state);
  });

  it('shows a format from the More formats dialog as an extra entry with its price', () => {
    const more = format('500x500', 'leinwand', 55);
    const state = reduce(data, initialState(data), { type: 'more-format', option: 'leinwand', format: more });
    expect(visibleFormats(data, state).map((f) => f.value)).toEqual([
      '200x300',
      '300x400',
      '400x600',
      '500x500',
    ]);
    expect(selectedFormat(data, state)?.priceCurrent).toBe(55);
  });

  it('swaps the material when the dialog format belongs to another one', () => {
    const framed = format('500x700', 'poster:holzrahmen', 80);
    const state = reduce(data, initialState(data), {
      type: 'more-format',
      option: 'poster:holzrahmen',
      format: framed,
    });
    expect(state).toEqual({ option: 'poster:holzrahmen', format: '500x700', extra: null });
  });

  it('takes an own format as the extra entry', () => {
    const own = format('333x444', 'leinwand', 42);
    const state = reduce(data, initialState(data), { type: 'own-format', format: own });
    expect(selectedFormat(data, state)).toEqual(own);
  });
});

describe('material order (issue 23.13)', () => {
  const priced = (o: CalculatorOption, from: number): CalculatorOption => ({
    ...o,
    formats: o.formats.map((f, i) => ({ ...f, priceCurrent: from + i * 10 })),
    moreFormats: o.moreFormats.map((f) => ({ ...f, priceCurrent: from + 100 })),
  });

  it('starts each option at its cheapest format', () => {
    expect(fromPrice(priced(option('leinwand', ['200x300', '300x400'], ['500x500']), 30))).toBe(30);
    expect(fromPrice(option('leer', []))).toBe(Number.POSITIVE_INFINITY);
  });

  it('lists the cheapest material first, framed variants kept under their material and ordered too', () => {
    const oak = priced(option('poster:holzrahmen', ['300x400']), 45);
    const alu = priced(option('poster:alurahmen', ['300x400']), 40);
    const options = [
      priced(option('acrylglas', ['300x400']), 60),
      priced(option('poster', ['210x297'], [], [oak, alu]), 8),
      priced(option('leinwand', ['300x400']), 40),
      priced(option('aludibond', ['300x400']), 40),
    ];
    const ordered = orderedOptions(options);
    expect(ordered.map((o) => o.value)).toEqual(['poster', 'leinwand', 'aludibond', 'acrylglas']);
    expect(ordered[0]?.group?.options.map((o) => o.value)).toEqual(['poster:alurahmen', 'poster:holzrahmen']);
    // The input is left as it was.
    expect(options[0]?.value).toBe('acrylglas');
  });
});
