/** The sharp pipeline behind the resizing route, and the choice of output format. */
import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import {
  DEFAULT_IMAGE_QUALITY,
  effectiveDimensions,
  type ImageFit,
  type ImageFormat,
  type ImageOptions,
} from '../../shared/images/options';

export type OutputFormat = 'webp' | 'png' | 'jpeg';

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/**
 * What decides the output format, known before the source is decoded so that it can be part of
 * the cache key: a fixed format, `auto` with or without webp support, or the source's own format.
 */
export type FormatChoice =
  | { kind: 'fixed'; format: OutputFormat }
  | { kind: 'auto'; webp: boolean }
  | { kind: 'original' };

/**
 * True when the Accept header names image/webp with a non-zero q. Wildcards do not count: a
 * client sending only `*\/*` (curl, some crawlers) may not decode webp, and browsers that do
 * list it explicitly.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'image/webp') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined) return true;
    const value = Number(q.slice(2));
    return Number.isFinite(value) && value > 0;
  }
  return false;
}

export function formatChoice(format: ImageFormat | undefined, accept: string | undefined): FormatChoice {
  if (format === undefined) return { kind: 'original' };
  if (format === 'auto') return { kind: 'auto', webp: acceptsWebp(accept) };
  return { kind: 'fixed', format };
}

export function formatChoiceKey(choice: FormatChoice): string {
  switch (choice.kind) {
    case 'fixed':
      return choice.format;
    case 'auto':
      return choice.webp ? 'auto:webp' : 'auto:legacy';
    case 'original':
      return 'original';
  }
}

function outputFormat(choice: FormatChoice, source: Metadata): OutputFormat {
  if (choice.kind === 'fixed') return choice.format;
  if (choice.kind === 'auto' && choice.webp) return 'webp';
  if (choice.kind === 'original' && source.format === 'webp') return 'webp';
  // Otherwise the source's own format where browsers all take it (Cloudflare's auto fallback),
  // and for gif, tiff or a webp to a client without webp: PNG when there is alpha to keep.
  if (source.format === 'jpeg' || source.format === 'png') return source.format;
  return source.hasAlpha ? 'png' : 'jpeg';
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** Cloudflare's fit modes in sharp's vocabulary; Cloudflare defaults to scale-down. */
function resizeOptions(fit: ImageFit | undefined): ResizeOptions {
  switch (fit ?? 'scale-down') {
    case 'scale-down':
      return { fit: 'inside', withoutEnlargement: true };
    case 'contain':
      return { fit: 'inside' };
    case 'cover':
      return { fit: 'cover' };
    case 'crop':
      return { fit: 'cover', withoutEnlargement: true };
    case 'pad':
      return { fit: 'contain', background: WHITE };
  }
}

/**
 * Sources are shop assets, not uploads, but a decompression bomb among them should still fail
 * fast instead of taking the server down: 100 megapixels is far above any print-shop photo.
 */
const MAX_INPUT_PIXELS = 100_000_000;

/** Source files are read into memory whole; larger ones are refused before reading. */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

/** A job that takes longer is pathological and would hold one of the few job slots. */
const JOB_TIMEOUT_SECONDS = 30;

export interface RenderedImage {
  data: Buffer;
  format: OutputFormat;
  width: number;
  height: number;
}

export async function renderImage(
  input: Buffer,
  options: ImageOptions,
  choice: FormatChoice,
): Promise<RenderedImage> {
  const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).timeout({
    seconds: JOB_TIMEOUT_SECONDS,
  });
  const source = await image.metadata();
  const format = outputFormat(choice, source);

  // Rotation goes first so that width and height refer to the rotated image, as on Cloudflare.
  let pipeline = image.autoOrient();
  if (options.rotate) pipeline = pipeline.rotate(options.rotate);

  const { width, height } = effectiveDimensions(options);
  if (width !== undefined || height !== undefined) {
    pipeline = pipeline.resize({ width, height, ...resizeOptions(options.fit) });
  }
  // Blur after resizing: cheaper, and the radius then means the same at every output size.
  if (options.blur) pipeline = pipeline.blur(Math.max(0.3, options.blur / 2));
  if (options.brightness) {
    // -100 would be a zero multiplier, which libvips rejects; 0.01 is visually black.
    pipeline = pipeline.modulate({ brightness: Math.max(0.01, 1 + options.brightness / 100) });
  }

  // sharp's encoders reject 0, and SPEC 5 allows it; 1 is the closest they take.
  const quality = Math.max(1, options.quality ?? DEFAULT_IMAGE_QUALITY);
  switch (format) {
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'jpeg':
      // JPEG has no alpha; without flattening, transparent areas would turn black.
      pipeline = pipeline.flatten({ background: WHITE }).jpeg({ quality, progressive: true });
      break;
    case 'png':
      // PNG is lossless; a quality setting would switch sharp to palette output.
      pipeline = pipeline.png();
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, format, width: info.width, height: info.height };
}
