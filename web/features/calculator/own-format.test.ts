import { describe, expect, it } from 'vitest';
import { checkOwnSize, ownFormatFromAnswer, toMillimetres } from './own-format';

const canvas = {
  widthMm: { min: 200, max: 1200 },
  heightMm: { min: 200, max: 1800 },
  hint: '20 – 120 x 20 – 180 cm',
};

describe('own format: the size typed', () => {
  it('reads centimetres and inches, with a decimal comma or point', () => {
    expect(toMillimetres('29,7', 'cm')).toBe(297);
    expect(toMillimetres('30', 'cm')).toBe(300);
    expect(toMillimetres('11.5', 'in')).toBe(292);
    expect(toMillimetres('', 'cm')).toBeNaN();
    expect(toMillimetres('abc', 'cm')).toBeNaN();
  });

  it('accepts a valid size in either orientation', () => {
    expect(checkOwnSize('33', '44', 'cm', canvas)).toEqual({ ok: true, widthMm: 330, heightMm: 440 });
    expect(checkOwnSize('150', '100', 'cm', canvas)).toEqual({ ok: true, widthMm: 1500, heightMm: 1000 });
  });

  it('refuses a size too small, too large, or not a number', () => {
    expect(checkOwnSize('10', '44', 'cm', canvas)).toEqual({ ok: false, reason: 'out-of-range' });
    expect(checkOwnSize('130', '190', 'cm', canvas)).toEqual({ ok: false, reason: 'out-of-range' });
    expect(checkOwnSize('', '44', 'cm', canvas)).toEqual({ ok: false, reason: 'not-a-number' });
  });
});

describe('own format: the price answer', () => {
  const asked = { widthMm: 330, heightMm: 440, materialType: 'leinwand', frameType: null };

  it('reads the total from `price` and the size from `format` (the article answer)', () => {
    const format = ownFormatFromAnswer(
      {
        price: { priceCurrent: 45.9, priceOriginal: 45.9, discountPercent: 0 },
        format: {
          value: '330x440',
          width: 330,
          height: 440,
          label: '33 x 44 cm',
          context: { formatType: 'individual' },
        },
      },
      asked,
    );
    expect(format).toEqual({
      value: '330x440',
      width: 330,
      height: 440,
      label: '33 x 44 cm',
      priceCurrent: 45.9,
      priceOriginal: 45.9,
      discountPercent: 0,
      context: { formatType: 'individual', materialType: 'leinwand', frameType: null },
    });
  });

  it('has no format when the answer carries no price (the old code read a top-level priceCurrent)', () => {
    expect(ownFormatFromAnswer({ error: { message: 'too large' } }, asked)).toBeUndefined();
    // The shape the calculator used to expect is not what the API answers.
    expect(ownFormatFromAnswer({ priceCurrent: 12 } as never, asked)).toBeUndefined();
  });
});
