/**
 * Client-side builders for image-resizing URLs, srcsets, placeholders and og:image (SPEC 7, 9).
 * They only produce strings; the same URLs are answered by the CDN in production and by the
 * embedded resizer otherwise.
 */
import {
  DEFAULT_IMAGE_QUALITY,
  type ImageFit,
  type ImageFormat,
  type ImageOptions,
  imageUrlOptions,
  MAX_IMAGE_DIMENSION,
} from './options';

export const IMAGE_PATH_PREFIX = '/cdn-cgi/image/';

/** SPEC 9 image screens in px. 2xl (1536) is smaller than xxxl (1599); kept as specified. */
export const IMAGE_SCREENS = {
  xxs: 319,
  xs: 479,
  sm: 575,
  md: 767,
  lg: 899,
  xl: 1023,
  xxl: 1299,
  xxxl: 1599,
  '2xl': 1536,
} as const;
export type ImageScreen = keyof typeof IMAGE_SCREENS;

export const IMAGE_DENSITIES = [1, 2] as const;

/** SPEC 9 defaults for responsive images. */
export const IMAGE_DEFAULTS = { format: 'webp', quality: DEFAULT_IMAGE_QUALITY, aspect: 1 } as const;

/** SPEC 9 placeholder: a tiny, blurred, low-quality rendition over a flat grey. */
export const IMAGE_PLACEHOLDER = { quality: 50, blur: 3, colour: '#EFEFEF', width: 64 } as const;

/** SPEC 7 og:image size. */
export const OG_IMAGE = { width: 1200, height: 627, fit: 'cover' } as const;

// Sources that cannot or need not be resized: inline data, object URLs of local previews, vector images.
const PASS_THROUGH = /^(data:|blob:)|\.svg(\?|#|$)/i;
const REMOTE = /^https?:\/\//i;

function sourcePart(path: string): string {
  // The CDN takes the source unencoded, but whitespace would split a srcset candidate in two.
  const cleaned = path.trim().replace(/\s/g, (c) => encodeURIComponent(c));
  return REMOTE.test(cleaned) ? cleaned : cleaned.replace(/^\/+/, '');
}

/**
 * `/cdn-cgi/image/{options}/{path}`. Format auto and quality 85 are filled in when absent
 * (SPEC 7), which also guarantees the at least one option the CDN requires.
 */
export function buildImageUrl(path: string, options: ImageOptions = {}): string {
  if (PASS_THROUGH.test(path.trim())) return path;
  const withDefaults: ImageOptions = {
    ...options,
    quality: options.quality ?? DEFAULT_IMAGE_QUALITY,
    format: options.format ?? 'auto',
  };
  return `${IMAGE_PATH_PREFIX}${imageUrlOptions(withDefaults)}/${sourcePart(path)}`;
}

/** SPEC 5 aspect ratio `number/number`, or a plain positive number; anything else is undefined. */
export function parseAspectRatio(value: string | number | undefined | null): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (!value) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return undefined;
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

export interface SrcSetOptions {
  /**
   * Fixed display width in CSS px. Given: density descriptors (`1x`, `2x`). Absent: the image is
   * fluid and gets width descriptors for its slot (see `sizes` and slotWidths).
   */
  width?: number;
  /** The <img> sizes attribute of a fluid image; its candidates are chosen from it. Default 100vw. */
  sizes?: string;
  /** width / height; when given every candidate is cropped to it (fit cover). */
  aspect?: number;
  quality?: number;
  format?: ImageFormat;
  fit?: ImageFit;
  blur?: number;
}

interface Candidate {
  width: number;
  height?: number;
}

function candidate(width: number, aspect: number | undefined): Candidate | undefined {
  const w = Math.round(width);
  if (w < 1 || w > MAX_IMAGE_DIMENSION) return undefined;
  if (aspect === undefined) return { width: w };
  const h = Math.max(1, Math.round(w / aspect));
  return h > MAX_IMAGE_DIMENSION ? undefined : { width: w, height: h };
}

function candidateUrl(path: string, c: Candidate, options: SrcSetOptions): string {
  const built: ImageOptions = {
    width: c.width,
    quality: options.quality ?? IMAGE_DEFAULTS.quality,
    format: options.format ?? IMAGE_DEFAULTS.format,
  };
  if (c.height !== undefined) {
    built.height = c.height;
    built.fit = options.fit ?? 'cover';
  } else if (options.fit) {
    built.fit = options.fit;
  }
  if (options.blur) built.blur = options.blur;
  return buildImageUrl(path, built);
}

/** Viewport widths at which a slot's display width is read: a phone, a tablet, a laptop, a wide screen. */
export const SLOT_VIEWPORTS = [375, 768, 1280, 1600] as const;
/**
 * The renditions images are cut to. A short fixed ladder keeps each srcset short and lets pages
 * share renditions (and the resizer's cache) instead of asking for every pixel width.
 */
export const WIDTH_LADDER = [160, 240, 320, 480, 640, 800, 1024, 1280, 1600, 2048, 2560] as const;
/** The rendition for browsers without srcset support: mid-sized rather than the largest. */
const FALLBACK_WIDTH = 1024;
/** At most this many candidates per image: the HTML pays for every one on every page view. */
export const MAX_SLOT_CANDIDATES = 4;

const SIZES_ENTRY = /^\s*(?:\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)\s*$/;

/** The CSS width of a slot at a viewport width, read from an <img> sizes attribute (px and vw, min/max-width). */
export function slotDisplayWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',')) {
    const match = SIZES_ENTRY.exec(entry);
    if (!match) continue;
    const [, kind, breakpoint, value, unit] = match;
    if (kind === 'min' && viewport < Number(breakpoint)) continue;
    if (kind === 'max' && viewport > Number(breakpoint)) continue;
    return unit === 'vw' ? (viewport * Number(value)) / 100 : Number(value);
  }
  return viewport;
}

function onLadder(width: number): number {
  return WIDTH_LADDER.find((w) => w >= width) ?? WIDTH_LADDER[WIDTH_LADDER.length - 1] ?? width;
}

/**
 * Candidate widths of a fluid image in a slot: the slot's width on a phone, a tablet, a laptop and
 * a wide screen at densities 1 and 2 (SPEC 9), rounded up to the ladder, at most four, ascending.
 * A rendition only a phone at density 1 would ask for is left out: phones have dense screens, a
 * rare one without takes the next rendition up, and every page view pays for a candidate in the HTML.
 */
export function slotWidths(sizes = '100vw'): number[] {
  const wanted = new Set<number>();
  let phoneAtOne: number | undefined;
  for (const viewport of SLOT_VIEWPORTS) {
    const width = slotDisplayWidth(sizes, viewport);
    for (const density of IMAGE_DENSITIES) {
      const rendition = onLadder(width * density);
      if (viewport === SLOT_VIEWPORTS[0] && density === 1) phoneAtOne = rendition;
      else wanted.add(rendition);
    }
  }
  // Unless nothing else is wanted (a tiny fixed slot): then it is the only one.
  if (phoneAtOne !== undefined && wanted.size === 0) wanted.add(phoneAtOne);
  const sorted = [...wanted].filter((w) => w <= MAX_IMAGE_DIMENSION).sort((a, b) => a - b);
  if (sorted.length <= MAX_SLOT_CANDIDATES) return sorted;
  // The smallest and the largest stay; the rest are spread evenly between them.
  const last = sorted.length - 1;
  const picked = new Set<number>();
  for (let i = 0; i < MAX_SLOT_CANDIDATES; i++) {
    const width = sorted[Math.round((i * last) / (MAX_SLOT_CANDIDATES - 1))];
    if (width !== undefined) picked.add(width);
  }
  return [...picked];
}

export interface ImageSources {
  src: string;
  srcSet: string;
  /** Only for fluid images; density descriptors ignore `sizes`. */
  sizes?: string;
}

/** src, srcset and sizes for an <img>; see SrcSetOptions for fixed versus fluid images. */
export function imageSources(path: string, options: SrcSetOptions = {}): ImageSources {
  if (PASS_THROUGH.test(path.trim())) return { src: path, srcSet: '' };
  const aspect = options.aspect !== undefined ? parseAspectRatio(options.aspect) : undefined;
  if (options.width !== undefined && options.width > 0) {
    const base = Math.min(options.width, MAX_IMAGE_DIMENSION);
    const entries: string[] = [];
    let src: string | undefined;
    for (const density of IMAGE_DENSITIES) {
      const c = candidate(base * density, aspect);
      if (!c) continue;
      const url = candidateUrl(path, c, options);
      src ??= url;
      entries.push(`${url} ${density}x`);
    }
    return { src: src ?? candidateUrl(path, { width: base }, options), srcSet: entries.join(', ') };
  }
  const entries: string[] = [];
  let src: string | undefined;
  for (const width of slotWidths(options.sizes)) {
    const c = candidate(width, aspect);
    if (!c) continue;
    const url = candidateUrl(path, c, options);
    // Browsers without srcset support get a mid-sized rendition rather than the largest.
    if (width <= FALLBACK_WIDTH || src === undefined) src = url;
    entries.push(`${url} ${c.width}w`);
  }
  return {
    src: src ?? candidateUrl(path, { width: FALLBACK_WIDTH }, options),
    srcSet: entries.join(', '),
    sizes: options.sizes ?? '100vw',
  };
}

/** The srcset string alone (SPEC 9 screens and densities, webp, quality 85 by default). */
export function srcSet(path: string, options: SrcSetOptions = {}): string {
  return imageSources(path, options).srcSet;
}

/** SPEC 9 placeholder rendition: small, quality 50, blur 3, cropped to the aspect if known. */
export function placeholderUrl(path: string, options: { aspect?: number; width?: number } = {}): string {
  const width = options.width ?? IMAGE_PLACEHOLDER.width;
  const built: ImageOptions = {
    width,
    quality: IMAGE_PLACEHOLDER.quality,
    blur: IMAGE_PLACEHOLDER.blur,
    format: IMAGE_DEFAULTS.format,
  };
  const aspect = parseAspectRatio(options.aspect);
  if (aspect !== undefined) {
    built.height = Math.max(1, Math.round(width / aspect));
    built.fit = 'cover';
  }
  return buildImageUrl(path, built);
}

/**
 * og:image URL (SPEC 7: 1200x627, fit cover). Crawlers need an absolute URL, so pass the public
 * origin when there is one. Format stays auto: the resizer answers crawlers that do not accept
 * webp with jpeg or png.
 */
export function ogImageUrl(path: string, baseUrl?: string): string {
  const url = buildImageUrl(path, { ...OG_IMAGE, quality: DEFAULT_IMAGE_QUALITY, format: 'auto' });
  if (!baseUrl || !url.startsWith('/')) return url;
  return `${baseUrl.replace(/\/+$/, '')}${url}`;
}
