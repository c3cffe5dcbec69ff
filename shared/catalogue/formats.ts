/** SPEC 3 and 5 format strings ("300x400", millimetres), orientation filters and aspect ratios. */
import { paperSizeOf } from '../markets';

/** A width and height in millimetres. */
export interface Dimensions {
  width: number;
  height: number;
}

export type FormatString = `${number}x${number}`;

export type FormatParseResult = { ok: true; format: Dimensions } | { ok: false; reason: string };

function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

function parseSide(side: string, name: 'width' | 'height'): number | string {
  if (/^-\d+$/.test(side)) return `${name} ${side} is negative; it must be greater than 0`;
  if (!/^\d+$/.test(side)) return `${name} ${quoted(side)} is not a whole number of millimetres`;
  if (/^0+$/.test(side)) return `${name} is 0; it must be greater than 0`;
  if (side.startsWith('0')) return `${name} ${side} has a leading zero`;
  const value = Number(side);
  if (!Number.isSafeInteger(value)) return `${name} ${side} is too large`;
  return value;
}

/**
 * SPEC 5: positive integer, "x", positive integer, no leading zero. Only the lower-case x, and no
 * spaces, because format strings are identifiers shared with the price API, not free input.
 */
export function parseFormat(value: unknown): FormatParseResult {
  if (typeof value !== 'string') return { ok: false, reason: 'a format must be text like 300x400' };
  const parts = value.split('x');
  if (parts.length !== 2) {
    return { ok: false, reason: `${quoted(value)} is not WIDTHxHEIGHT in millimetres, e.g. 300x400` };
  }
  const width = parseSide(parts[0] ?? '', 'width');
  if (typeof width === 'string') return { ok: false, reason: width };
  const height = parseSide(parts[1] ?? '', 'height');
  if (typeof height === 'string') return { ok: false, reason: height };
  return { ok: true, format: { width, height } };
}

export function isFormatString(value: unknown): value is FormatString {
  return parseFormat(value).ok;
}

export function isValidDimensions(d: Dimensions): boolean {
  return Number.isSafeInteger(d.width) && d.width > 0 && Number.isSafeInteger(d.height) && d.height > 0;
}

/** Throws on sizes no format string can name, so a broken size never reaches a link or SKU. */
export function toFormatString(d: Dimensions): FormatString {
  if (!isValidDimensions(d)) {
    throw new RangeError(`Not a format: ${d.width} x ${d.height} mm (whole millimetres greater than 0)`);
  }
  return `${d.width}x${d.height}`;
}

export const ORIENTATION_FILTERS = ['all', 'din-landscape', 'din-portrait', 'square'] as const;
export type OrientationFilter = (typeof ORIENTATION_FILTERS)[number];
export type Orientation = Exclude<OrientationFilter, 'all'>;

export function isOrientationFilter(value: unknown): value is OrientationFilter {
  return typeof value === 'string' && (ORIENTATION_FILTERS as readonly string[]).includes(value);
}

/**
 * How far long/short may stray from sqrt(2) and still count as DIN. A sizes rounded to whole
 * millimetres stray up to 0.63 % (A8, 52x74); the common non-DIN poster sizes 50x70 and 70x100 stray
 * 1.0 %, so 0.75 % keeps every A size in and those out.
 */
export const DIN_RATIO_TOLERANCE = 0.0075;

/** ISO 216 (A series) proportions, at any scale: 600x848 is as DIN as A4. */
export function isDinFormat(d: Dimensions): boolean {
  if (!isValidDimensions(d)) return false;
  if (paperSizeOf(d.width, d.height)) return true;
  const ratio = Math.max(d.width, d.height) / Math.min(d.width, d.height);
  return Math.abs(ratio / Math.SQRT2 - 1) <= DIN_RATIO_TOLERANCE;
}

/** The one specific filter a format falls under; undefined when only "all" shows it (e.g. 300x400). */
export function orientationOf(d: Dimensions): Orientation | undefined {
  if (!isValidDimensions(d)) return undefined;
  if (d.width === d.height) return 'square';
  if (!isDinFormat(d)) return undefined;
  return d.width > d.height ? 'din-landscape' : 'din-portrait';
}

export function matchesOrientationFilter(d: Dimensions, filter: OrientationFilter): boolean {
  if (filter === 'all') return isValidDimensions(d);
  return orientationOf(d) === filter;
}

/** The most specific filter that shows a format: its orientation, or "all". */
export function orientationFilterOf(d: Dimensions): OrientationFilter {
  return orientationOf(d) ?? 'all';
}

const NUMBER = '(?:\\d+(?:\\.\\d+)?)';
const ASPECT_RATIO_RE = new RegExp(`^${NUMBER}/${NUMBER}$`);

/** SPEC 5: "number/number" or empty (empty meaning no ratio filter). */
export function isAspectRatioString(value: unknown): boolean {
  if (value === '') return true;
  return aspectRatioValue(value) !== undefined;
}

/** width / height of an aspect-ratio string; undefined when empty or invalid (zero sides included). */
export function aspectRatioValue(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ASPECT_RATIO_RE.test(value)) return undefined;
  const [w = '', h = ''] = value.split('/');
  const width = Number(w);
  const height = Number(h);
  if (!(width > 0 && height > 0)) return undefined;
  return width / height;
}

/**
 * Format types of the calculator context, named after the format.* label family of SPEC 3
 * (en-GB adds the two panoramic ones).
 */
export const FORMAT_TYPES = [
  '16:9',
  '2:1',
  '3:1',
  '3:2',
  '4:1',
  '4:3',
  '5:1',
  '5:2',
  '5:4',
  '6:1',
  'din',
  'fototapete',
  'hidden',
  'square',
  'standard',
  'panoramic-wide',
  'panoramic-ultra-wide',
] as const;
export type FormatType = (typeof FORMAT_TYPES)[number];

export function isFormatType(value: unknown): value is FormatType {
  return typeof value === 'string' && (FORMAT_TYPES as readonly string[]).includes(value);
}
