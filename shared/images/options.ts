/**
 * The option string of the image-resizing path `/cdn-cgi/image/{options}/{path}` (SPEC 5, 7):
 * comma-separated `key=value` pairs in the Cloudflare dialect, so that the same URLs work against
 * the CDN in production and against the embedded sharp resizer.
 *
 * Parsing is strict (unknown keys, duplicates, stray spaces and malformed numbers are errors)
 * because the server keys its disk cache on the canonical form; a lenient parser would let one
 * image be cached under endlessly many spellings. The parser (parse-options.ts) is the server's: the
 * pages only write option strings, and so never load the validation library.
 */
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

export type OptionKey = keyof ImageOptions;

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
