import { describe, expect, it } from 'vitest';
import {
  clampPhotoboxQuantity,
  fitsPhotobox,
  isPhotoboxType,
  PHOTO_PRINT_FORMATS,
  photoboxSchema,
} from './photobox';

describe('photobox (SPEC 3)', () => {
  it('has the types small and photoprint', () => {
    expect(isPhotoboxType('small')).toBe(true);
    expect(isPhotoboxType('photoprint')).toBe(true);
    expect(isPhotoboxType('large')).toBe(false);
  });

  it('validates a photobox record', () => {
    const box = {
      photoboxType: 'small',
      photoboxQuantityMax: 50,
      photoboxFormat: { width: 100, height: 150 },
    };
    expect(photoboxSchema.parse(box)).toEqual(box);
    expect(photoboxSchema.safeParse({ ...box, photoboxType: 'large' }).success).toBe(false);
    expect(photoboxSchema.safeParse({ ...box, photoboxQuantityMax: 0 }).success).toBe(false);
    expect(photoboxSchema.safeParse({ ...box, photoboxFormat: { width: 100 } }).success).toBe(false);
    expect(photoboxSchema.safeParse({ ...box, photoboxFormat: { width: 100, height: -1 } }).success).toBe(
      false,
    );
  });

  it('holds at most photoboxQuantityMax prints', () => {
    const box = { photoboxQuantityMax: 50 };
    expect(fitsPhotobox(1, box)).toBe(true);
    expect(fitsPhotobox(50, box)).toBe(true);
    expect(fitsPhotobox(51, box)).toBe(false);
    expect(fitsPhotobox(0, box)).toBe(false);
    expect(fitsPhotobox(2.5, box)).toBe(false);
    expect(clampPhotoboxQuantity(80, box)).toBe(50);
    expect(clampPhotoboxQuantity(-3, box)).toBe(1);
    expect(clampPhotoboxQuantity(Number.NaN, box)).toBe(1);
    expect(clampPhotoboxQuantity(12, box)).toBe(12);
  });

  it('lists the print formats of SPEC 3 in mm', () => {
    expect(PHOTO_PRINT_FORMATS.map((f) => `${f.width}x${f.height}`)).toEqual([
      '100x100',
      '100x120',
      '130x90',
      '150x100',
      '180x130',
      '300x200',
    ]);
  });
});
