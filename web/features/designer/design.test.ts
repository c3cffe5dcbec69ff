import { describe, expect, it } from 'vitest';
import {
  autoLayout,
  centreCrop,
  cropAdvice,
  cropFromPercent,
  DESIGN_UPLOAD_MAX_BYTES,
  fileProblem,
  monthOf,
  moveItem,
  turn,
} from './design';
import { familyOf } from './designer-data';
import { calendarAspect } from './designer-loader';

describe('designer rules (issue 31)', () => {
  it('refuses what is not a photo, an empty file and one too large, before uploading', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 1000, name: 'a.jpg' })).toBeNull();
    expect(fileProblem({ type: '', size: 1000, name: 'IMG_1.HEIC' })).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: 1000, name: 'a.pdf' })).toBe('type');
    expect(fileProblem({ type: '', size: 1000, name: 'notes.txt' })).toBe('type');
    expect(fileProblem({ type: 'image/png', size: 0, name: 'a.png' })).toBe('empty');
    expect(fileProblem({ type: 'image/png', size: DESIGN_UPLOAD_MAX_BYTES + 1, name: 'a.png' })).toBe('size');
    expect(fileProblem({ type: 'image/png', size: DESIGN_UPLOAD_MAX_BYTES, name: 'a.png' })).toBeNull();
  });

  it('centre-crops a photo to the slot, turned photos by their turned size', () => {
    // 4000 x 2000 into a square: the middle half of the width.
    expect(centreCrop({ width: 4000, height: 2000 }, 1)).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 });
    // Portrait into landscape 2:1: full width, a quarter of the height in the middle.
    expect(centreCrop({ width: 1000, height: 2000 }, 2)).toEqual({ x: 0, y: 0.375, width: 1, height: 0.25 });
    // The same landscape photo turned a quarter is portrait.
    expect(centreCrop({ width: 4000, height: 2000 }, 1, 90)).toEqual({
      x: 0,
      y: 0.25,
      width: 1,
      height: 0.5,
    });
  });

  it("turns react-easy-crop's percentages into fractions that stay inside the photo", () => {
    expect(cropFromPercent({ x: 10, y: 20, width: 50, height: 40 })).toEqual({
      x: 0.1,
      y: 0.2,
      width: 0.5,
      height: 0.4,
    });
    const clamped = cropFromPercent({ x: 80, y: -5, width: 40, height: 120 });
    expect(clamped.x + clamped.width).toBeLessThanOrEqual(1);
    expect(clamped).toMatchObject({ y: 0, height: 1, width: 0.4 });
  });

  it('rates the crop, not the whole photo, on the chosen size', () => {
    // 6000 x 4000 px on 60 x 40 cm: 254 dpi, sharp.
    const whole = cropAdvice({ width: 6000, height: 4000 }, { x: 0, y: 0, width: 1, height: 1 }, 0, {
      width: 600,
      height: 400,
    });
    expect(whole).toMatchObject({ rating: 'good', pixels: { width: 6000, height: 4000 } });
    expect(whole.dpi).toBe(254);
    // A quarter of it (zoomed in twice) on the same size: 127 dpi, only fair.
    const zoomed = cropAdvice(
      { width: 6000, height: 4000 },
      { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
      0,
      {
        width: 600,
        height: 400,
      },
    );
    expect(zoomed).toMatchObject({ rating: 'fair', dpi: 127 });
    // Turned, the crop's pixels are counted on the turned photo.
    const turned = cropAdvice({ width: 6000, height: 4000 }, { x: 0, y: 0, width: 1, height: 0.5 }, 90, {
      width: 400,
      height: 300,
    });
    expect(turned.pixels).toEqual({ width: 4000, height: 3000 });
  });

  it('moves photos and keeps the list whole', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('lays photos out one per slot, extra photos left unplaced; a photo box takes all', () => {
    const photos = [1, 2, 3].map((n) => ({ uploadId: `u${n}`, width: 3000, height: 2000 }));
    const book = autoLayout(photos, 1, 2);
    expect(book.map((p) => p.uploadId)).toEqual(['u1', 'u2']);
    expect(book[0]).toMatchObject({ rotation: 0, crop: { x: 0.166667, y: 0, width: 0.666667, height: 1 } });
    expect(autoLayout(photos, 1.5, null)).toHaveLength(3);
  });

  it('counts calendar months across the new year', () => {
    expect(monthOf({ month: 11, year: 2026 }, 0)).toEqual({ month: 11, year: 2026 });
    expect(monthOf({ month: 11, year: 2026 }, 2)).toEqual({ month: 1, year: 2027 });
    expect(monthOf({ month: 1, year: 2027 }, 11)).toEqual({ month: 12, year: 2027 });
  });

  it('turns a quarter either way', () => {
    expect(turn(0, -1)).toBe(270);
    expect(turn(270, 1)).toBe(0);
    expect(turn(90, 1)).toBe(180);
  });

  it('gives each product type its designer and each calendar format its shape', () => {
    expect(familyOf('photoframe')).toBe('single');
    expect(familyOf('photoprint')).toBe('single');
    expect(familyOf('card')).toBe('card');
    for (const type of ['photobook', 'calendar', 'collage', 'photobox']) expect(familyOf(type)).toBe('multi');
    expect(familyOf(undefined)).toBeNull();
    expect(calendarAspect('a4-hoch')).toBeCloseTo(210 / 297);
    expect(calendarAspect('a3-quer')).toBeCloseTo(420 / 297);
    expect(calendarAspect('265-120')).toBeCloseTo(265 / 120);
  });
});
