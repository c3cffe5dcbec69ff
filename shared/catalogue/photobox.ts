/** SPEC 3 photoboxes: a box of prints of one format, holding at most photoboxQuantityMax prints. */
import { z } from '../validation/zod';
import type { Dimensions } from './formats';

export const PHOTOBOX_TYPES = ['small', 'photoprint'] as const;
export type PhotoboxType = (typeof PHOTOBOX_TYPES)[number];

export function isPhotoboxType(value: unknown): value is PhotoboxType {
  return typeof value === 'string' && (PHOTOBOX_TYPES as readonly string[]).includes(value);
}

/** Print width and height in millimetres. */
export type PhotoboxFormat = Dimensions;

/** The print formats of SPEC 3's catalogue labels, in mm (shown as cm, in inches in en-US). */
export const PHOTO_PRINT_FORMATS: readonly PhotoboxFormat[] = [
  { width: 100, height: 100 },
  { width: 100, height: 120 },
  { width: 130, height: 90 },
  { width: 150, height: 100 },
  { width: 180, height: 130 },
  { width: 300, height: 200 },
];

const positiveInt = z.number().int().positive();

export const photoboxSchema = z.object({
  photoboxType: z.enum(PHOTOBOX_TYPES),
  photoboxQuantityMax: positiveInt,
  photoboxFormat: z.object({ width: positiveInt, height: positiveInt }),
});
export type Photobox = z.infer<typeof photoboxSchema>;

/** The maximum is data of each box (SPEC 3), not a constant, so it is always passed in. */
export function fitsPhotobox(quantity: number, photobox: Pick<Photobox, 'photoboxQuantityMax'>): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= photobox.photoboxQuantityMax;
}

export function clampPhotoboxQuantity(
  quantity: number,
  photobox: Pick<Photobox, 'photoboxQuantityMax'>,
): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(Math.round(quantity), 1), photobox.photoboxQuantityMax);
}
