/**
 * The option string of the image-resizing path `/cdn-cgi/image/{options}/{path}` (SPEC 5, 7):
 * comma-separated `key=value` pairs in the Cloudflare dialect, so that the same URLs work against
 * the CDN in production and against the embedded sharp resizer.
 *
 * Parsing is strict (unknown keys, duplicates, stray spaces and malformed numbers are errors)
 * because the server keys its disk cache on the canonical form; a lenient parser would let one
 * image be cached under endlessly many spellings.
 */
import { z } from '../validation/zod';

export const IMAGE_FITS = ['scale-down', 'contain', 'cover', 'crop', 'pad'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

/** SPEC 5 allows webp/png/jpeg; `auto` is the SPEC 7 default and resolves per Accept header. */
export const IMAGE_FORMATS = ['auto', 'webp', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_ROTATIONS = [0, 90, 180, 270] as const;
export type ImageRotation = (typeof IMAGE_ROTATIONS)[number];

/** SPEC 9 / SPEC 7: quality 85 unless a request says otherwise. */
export const DEFAULT_IMAGE_QUALITY = 85;

/**
 * Largest width or height (after dpr) the resizer produces. Not in the SPEC: it protects a small
 * server from being asked for 50 000 px canvases. The largest srcset candidate (1599 px at 2x)
 * stays below it.
 */
export const MAX_IMAGE_DIMENSION = 4000;

/** Cloudflare accepts device pixel ratios up to 3; more would only multiply work. */
export const MAX_IMAGE_DPR = 3;

export interface ImageOptions {
  width?: number;
  height?: number;
  /** Multiplies width and height; the result is capped at MAX_IMAGE_DIMENSION. */
  dpr?: number;
  /** Cloudflare's default when absent is scale-down. */
  fit?: ImageFit;
  /** 0-100; absent means DEFAULT_IMAGE_QUALITY. */
  quality?: number;
  /** 0-100; 0 means no blur. */
  blur?: number;
  /**
   * -100..100 with 0 unchanged, -100 black and 100 twice as bright (SPEC 5). The SPEC records a
   * second reading, 0-100; we follow the signed one because it keeps 0 neutral. Cloudflare's own
   * `brightness` is a multiplier (1 = unchanged), so URLs using it against the CDN differ.
   */
  brightness?: number;
  rotate?: ImageRotation;
  /** Absent means the source's own format (Cloudflare's behaviour). */
  format?: ImageFormat;
}

export type ImageOptionsResult =
  | { ok: true; options: ImageOptions }
  | { ok: false; message: string; fields: Record<string, string> };

type OptionKey = keyof ImageOptions;

/** Canonical order and names; serialisation follows it so equal options give equal strings. */
const CANONICAL_KEYS: readonly OptionKey[] = [
  'width',
  'height',
  'dpr',
  'fit',
  'quality',
  'blur',
  'brightness',
  'rotate',
  'format',
];

const ALIASES: Readonly<Record<string, OptionKey>> = {
  width: 'width',
  w: 'width',
  height: 'height',
  h: 'height',
  dpr: 'dpr',
  fit: 'fit',
  quality: 'quality',
  q: 'quality',
  blur: 'blur',
  brightness: 'brightness',
  rotate: 'rotate',
  format: 'format',
  f: 'format',
};

// Regexes rather than Number(): Number accepts '', ' 1', '1e3' and '0x10', each of which would be
// one more spelling of the same image.
const UNSIGNED_INT = /^(0|[1-9][0-9]*)$/;
const SIGNED_INT = /^-?(0|[1-9][0-9]*)$/;
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function numberFrom(pattern: RegExp) {
  return z
    .string()
    .regex(pattern, 'must be a number')
    .transform((value) => Number(value));
}

function range(min: number, max: number) {
  return z
    .number()
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);
}

const dimension = numberFrom(UNSIGNED_INT).pipe(
  z
    .number()
    .gt(0, 'must be greater than 0')
    .max(MAX_IMAGE_DIMENSION, `must be at most ${MAX_IMAGE_DIMENSION}`),
);

const optionsSchema = z.strictObject({
  width: dimension.optional(),
  height: dimension.optional(),
  dpr: numberFrom(DECIMAL)
    .pipe(z.number().gt(0, 'must be greater than 0').max(MAX_IMAGE_DPR, `must be at most ${MAX_IMAGE_DPR}`))
    .optional(),
  fit: z.enum(IMAGE_FITS, { error: `must be one of ${IMAGE_FITS.join(', ')}` }).optional(),
  quality: numberFrom(UNSIGNED_INT).pipe(range(0, 100)).optional(),
  blur: numberFrom(UNSIGNED_INT).pipe(range(0, 100)).optional(),
  brightness: numberFrom(SIGNED_INT).pipe(range(-100, 100)).optional(),
  rotate: numberFrom(UNSIGNED_INT)
    .pipe(z.literal(IMAGE_ROTATIONS, { error: 'must be 0, 90, 180 or 270' }))
    .optional(),
  format: z.enum(IMAGE_FORMATS, { error: `must be one of ${IMAGE_FORMATS.join(', ')}` }).optional(),
});

function failure(fields: Record<string, string>): ImageOptionsResult {
  const list = Object.entries(fields)
    .map(([key, message]) => `${key} ${message}`)
    .join('; ');
  return { ok: false, message: `Invalid image options: ${list}.`, fields };
}

/** Parses `width=300,q=80,format=auto`. Keys may use Cloudflare's short aliases (w, h, q, f). */
export function parseImageOptions(input: string): ImageOptionsResult {
  if (input === '') return failure({ _: 'at least one option is required' });
  const raw: Partial<Record<OptionKey, string>> = {};
  // A Map, because option names come from the URL and `toString` or `__proto__` must not collide
  // with what a plain object already has.
  const problems = new Map<string, string>();
  const note = (key: string, message: string) => {
    if (!problems.has(key)) problems.set(key, message);
  };
  for (const part of input.split(',')) {
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? '' : part.slice(eq + 1);
    const key = Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
    if (key === undefined) {
      note(name.slice(0, 40) || '_', 'is not a known option');
    } else if (raw[key] !== undefined) {
      note(key, 'is given more than once');
    } else if (value === '') {
      note(key, 'needs a value');
    } else {
      raw[key] = value;
    }
  }
  if (problems.size > 0) return failure(Object.fromEntries(problems));

  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) note(issue.path.join('.') || '_', issue.message);
    return failure(Object.fromEntries(problems));
  }
  return { ok: true, options: parsed.data };
}

/** The options in canonical order, absent ones left out, each key written as `nameOf` says. */
function optionString(options: ImageOptions, nameOf: (key: OptionKey) => string): string {
  const parts: string[] = [];
  for (const key of CANONICAL_KEYS) {
    const value = options[key];
    if (value !== undefined) parts.push(`${nameOf(key)}=${value}`);
  }
  return parts.join(',');
}

/** Canonical option string: full key names in a fixed order, absent options left out. */
export function serializeImageOptions(options: ImageOptions): string {
  return optionString(options, (key) => key);
}

/**
 * Cloudflare's short names, for the URLs pages carry: the HTML repeats the option string for every
 * srcset candidate of every image (issue 20, HTML diet). The resizer reads both spellings and keys
 * its cache on the canonical one.
 */
const URL_NAMES: Readonly<Partial<Record<OptionKey, string>>> = {
  width: 'w',
  height: 'h',
  quality: 'q',
  format: 'f',
};

/** The option string of a resizing URL: canonical order, short names where Cloudflare has them. */
export function imageUrlOptions(options: ImageOptions): string {
  return optionString(options, (key) => URL_NAMES[key] ?? key);
}

/** Width and height after dpr, capped; what the resizer actually produces at most. */
export function effectiveDimensions(options: ImageOptions): { width?: number; height?: number } {
  const dpr = options.dpr ?? 1;
  const scale = (value: number | undefined) =>
    value === undefined ? undefined : Math.min(MAX_IMAGE_DIMENSION, Math.max(1, Math.round(value * dpr)));
  const result: { width?: number; height?: number } = {};
  const width = scale(options.width);
  const height = scale(options.height);
  if (width !== undefined) result.width = width;
  if (height !== undefined) result.height = height;
  return result;
}
