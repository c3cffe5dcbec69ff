/**
 * The print-resolution advisor (issue 15): how sharply a photo of a given pixel size prints on a
 * format of a given size in millimetres. Pure arithmetic, so the server's JSON endpoint, the
 * toolbox page and the calculator all give the same answer.
 */
import type { Market } from '../markets/locales';
import { formatDimensions } from '../markets/units';

/** At or above this many dots per inch a print is sharp at normal viewing distance. */
export const GOOD_DPI = 150;
/** At or above this a print is acceptable, below it visibly soft. */
export const FAIR_DPI = 100;

export type PrintRating = 'good' | 'fair' | 'poor';

export interface PixelSize {
  width: number;
  height: number;
}

export interface PrintFormat {
  /** The SPEC 3 format string, "600x400". */
  value: string;
  /** Millimetres. */
  width: number;
  height: number;
}

export interface FormatAdvice extends PrintFormat {
  /** The effective resolution when the photo fills the format (whole dots per inch). */
  dpi: number;
  rating: PrintRating;
}

const MM_PER_INCH = 25.4;

export function ratingOf(dpi: number): PrintRating {
  if (dpi >= GOOD_DPI) return 'good';
  if (dpi >= FAIR_DPI) return 'fair';
  return 'poor';
}

/**
 * The resolution of a photo filling a format. The photo is turned to the format's orientation
 * (long side to long side) and cropped to fill it, so the side that has to stretch most decides.
 */
export function effectiveDpi(photo: PixelSize, format: Pick<PrintFormat, 'width' | 'height'>): number {
  if (!(photo.width > 0 && photo.height > 0 && format.width > 0 && format.height > 0)) return 0;
  const pxLong = Math.max(photo.width, photo.height);
  const pxShort = Math.min(photo.width, photo.height);
  const inLong = Math.max(format.width, format.height) / MM_PER_INCH;
  const inShort = Math.min(format.width, format.height) / MM_PER_INCH;
  return Math.floor(Math.min(pxLong / inLong, pxShort / inShort));
}

export function adviseFormat(photo: PixelSize, format: PrintFormat): FormatAdvice {
  const dpi = effectiveDpi(photo, format);
  return { value: format.value, width: format.width, height: format.height, dpi, rating: ratingOf(dpi) };
}

export interface PrintAdvice {
  formats: FormatAdvice[];
  /** The largest format (by area) that prints sharply, or null when none does. */
  sharpUpTo: FormatAdvice | null;
  /** The largest size in millimetres at GOOD_DPI, in the photo's own aspect ratio. */
  maxSharpSize: { width: number; height: number };
}

export function advise(photo: PixelSize, formats: readonly PrintFormat[]): PrintAdvice {
  const advised = formats.map((f) => adviseFormat(photo, f));
  let sharpUpTo: FormatAdvice | null = null;
  for (const f of advised) {
    if (f.rating !== 'good') continue;
    if (!sharpUpTo || f.width * f.height > sharpUpTo.width * sharpUpTo.height) sharpUpTo = f;
  }
  const toMm = (px: number) => Math.floor((px / GOOD_DPI) * MM_PER_INCH);
  return {
    formats: advised,
    sharpUpTo,
    maxSharpSize: { width: toMm(photo.width), height: toMm(photo.height) },
  };
}

/** A size turned like the photo (a landscape photo reads "60 x 40", not "40 x 60"). */
export function orientedLike<T extends { width: number; height: number }>(photo: PixelSize, size: T): T {
  const photoLandscape = photo.width >= photo.height;
  const sizeLandscape = size.width >= size.height;
  return photoLandscape === sizeLandscape ? size : { ...size, width: size.height, height: size.width };
}

/** "60 x 40 cm", or inches in en-US (SPEC 9 units). */
export function formatSize(size: { width: number; height: number }, market: Market): string {
  return formatDimensions(size.width, size.height, market);
}
