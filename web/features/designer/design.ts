/**
 * The designers' pure rules: which files may be uploaded, how a photo fills a slot of another
 * shape, how photos are reordered, and how a crop becomes the contract's fractions. No React here,
 * so each rule is tested on its own (design.test.ts).
 */
import type { DesignPhoto, Rotation } from '../../../shared/contracts/basket';
import { effectiveDpi, type PrintRating, ratingOf } from '../../../shared/print/print-advice';

/** The photo types the design uploads read (shared/contracts/basket.ts DesignUpload.mime). */
export const DESIGN_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/tiff',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;
/** Checked in the page before sending, so a huge file is refused at once (STACK: early 413). */
export const DESIGN_UPLOAD_MAX_BYTES = 30 * 1024 * 1024;

export type FileProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot be uploaded, or null. Files without a type are judged by their name. */
export function fileProblem(file: { type: string; size: number; name: string }): FileProblem | null {
  if (file.size === 0) return 'empty';
  const type = file.type || typeFromName(file.name);
  if (!(DESIGN_UPLOAD_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size > DESIGN_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

function typeFromName(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'tif':
    case 'tiff':
      return 'image/tiff';
    case 'heic':
      return 'image/heic';
    case 'avif':
      return 'image/avif';
    default:
      return '';
  }
}

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The size of an image after a quarter turn (or not). */
export function rotatedSize(size: { width: number; height: number }, rotation: Rotation) {
  return rotation % 180 === 0 ? size : { width: size.height, height: size.width };
}

/** The largest centred crop of the (rotated) image with the slot's aspect, as fractions. */
export function centreCrop(
  size: { width: number; height: number },
  aspect: number,
  rotation: Rotation = 0,
): Crop {
  const { width, height } = rotatedSize(size, rotation);
  if (!(width > 0 && height > 0 && aspect > 0)) return { x: 0, y: 0, width: 1, height: 1 };
  const image = width / height;
  if (image > aspect) {
    const w = aspect / image;
    return { x: round((1 - w) / 2), y: 0, width: round(w), height: 1 };
  }
  const h = image / aspect;
  return { x: 0, y: round((1 - h) / 2), width: 1, height: round(h) };
}

/** react-easy-crop's area in percent of the rotated image → the contract's fractions, clamped. */
export function cropFromPercent(area: { x: number; y: number; width: number; height: number }): Crop {
  const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
  const width = clamp(area.width / 100);
  const height = clamp(area.height / 100);
  return {
    x: round(Math.min(clamp(area.x / 100), 1 - width)),
    y: round(Math.min(clamp(area.y / 100), 1 - height)),
    width: round(width),
    height: round(height),
  };
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** The crop's pixels of the source photo and how sharply they print on a format (mm). */
export function cropAdvice(
  photo: { width: number; height: number },
  crop: Crop,
  rotation: Rotation,
  format: { width: number; height: number },
): { dpi: number; rating: PrintRating; pixels: { width: number; height: number } } {
  const rotated = rotatedSize(photo, rotation);
  const pixels = {
    width: Math.round(rotated.width * crop.width),
    height: Math.round(rotated.height * crop.height),
  };
  const dpi = effectiveDpi(pixels, format);
  return { dpi, rating: ratingOf(dpi), pixels };
}

/** The list with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.min(Math.max(to, 0), out.length - 1);
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(target, 0, item);
  return out;
}

/** The month (1–12) and year of slot `index` of a calendar starting at `start`. */
export function monthOf(
  start: { month: number; year: number },
  index: number,
): { month: number; year: number } {
  const zeroBased = start.month - 1 + index;
  return { month: (zeroBased % 12) + 1, year: start.year + Math.floor(zeroBased / 12) };
}

/** The photos of a multi-photo design: each placed photo, in slot order, centre-cropped to the slot. */
export function autoLayout(
  photos: readonly { uploadId: string; width: number; height: number }[],
  aspect: number,
  slots: number | null,
): DesignPhoto[] {
  const placed = slots === null ? photos : photos.slice(0, slots);
  return placed.map((p) => ({ uploadId: p.uploadId, rotation: 0, crop: centreCrop(p, aspect) }));
}

/** A turn a quarter to the right or left. */
export function turn(rotation: Rotation, direction: 1 | -1): Rotation {
  return ((((rotation + direction * 90) % 360) + 360) % 360) as Rotation;
}
