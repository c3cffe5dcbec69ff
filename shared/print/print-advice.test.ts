import { describe, expect, it } from 'vitest';
import { advise, effectiveDpi, formatSize, orientedLike, ratingOf } from './print-advice';

describe('print advice', () => {
  it('rates by the thresholds: >= 150 good, 100 to 150 fair, below poor', () => {
    expect(ratingOf(150)).toBe('good');
    expect(ratingOf(149)).toBe('fair');
    expect(ratingOf(100)).toBe('fair');
    expect(ratingOf(99)).toBe('poor');
  });

  it('turns the photo to the format and lets the side that stretches most decide', () => {
    // 3544 px over 60 cm (23.62 in) is 150 dpi; 2363 px over 40 cm also 150 dpi.
    expect(effectiveDpi({ width: 3544, height: 2363 }, { width: 600, height: 400 })).toBe(150);
    expect(effectiveDpi({ width: 2363, height: 3544 }, { width: 600, height: 400 })).toBe(150);
    // A square photo on a 3:2 format is cropped: its width has to cover 60 cm.
    expect(effectiveDpi({ width: 3000, height: 3000 }, { width: 600, height: 400 })).toBe(127);
    expect(effectiveDpi({ width: 0, height: 10 }, { width: 600, height: 400 })).toBe(0);
  });

  it('names the largest sharp format and the largest sharp size', () => {
    const advice = advise({ width: 3600, height: 2400 }, [
      { value: '300x200', width: 300, height: 200 },
      { value: '600x400', width: 600, height: 400 },
      { value: '900x600', width: 900, height: 600 },
    ]);
    expect(advice.formats.map((f) => f.rating)).toEqual(['good', 'good', 'fair']);
    expect(advice.sharpUpTo?.value).toBe('600x400');
    expect(advice.maxSharpSize).toEqual({ width: 609, height: 406 });
    expect(
      advise({ width: 100, height: 100 }, [{ value: '300x200', width: 300, height: 200 }]).sharpUpTo,
    ).toBe(null);
  });

  it('turns a size like the photo', () => {
    expect(orientedLike({ width: 3000, height: 2000 }, { width: 400, height: 600 })).toEqual({
      width: 600,
      height: 400,
    });
    expect(orientedLike({ width: 2000, height: 3000 }, { width: 400, height: 600 })).toEqual({
      width: 400,
      height: 600,
    });
  });

  it('speaks cm, and inches in en-US', () => {
    expect(formatSize({ width: 600, height: 400 }, 'de-DE')).toBe('60 x 40\u00a0cm');
    expect(formatSize({ width: 508, height: 406.4 }, 'en-US')).toBe('20 x 16\u00a0in (50.8 x 40.6\u00a0cm)');
  });
});
