/**
 * The rendition ladder (issue 34 item 6): the resizer renders only the widths and qualities the
 * pages themselves ask for, so one client cannot churn the disk cache with 4000 widths x 100
 * qualities. A request off the ladder is answered, under its own URL, with the next rendition up
 * (the pages show images with `object-fit: cover` at a CSS size, so a few pixels more are
 * invisible). The pages' URLs stay as they are, and the cache key is the snapped form, so the
 * number of renditions per source and format is bounded by the ladder, not by the URL space.
 */
import {
  DEFAULT_IMAGE_QUALITY,
  effectiveDimensions,
  type ImageOptions,
  MAX_IMAGE_DIMENSION,
} from '../../shared/images/options';
import { IMAGE_PLACEHOLDER, OG_IMAGE, WIDTH_LADDER } from '../../shared/images/urls';

/** Widths (and, for height-only requests, heights) the resizer renders: the srcset ladder, the placeholder, og:image, the cap. */
export const RENDITION_WIDTHS: readonly number[] = [
  ...new Set([IMAGE_PLACEHOLDER.width, ...WIDTH_LADDER, OG_IMAGE.width, MAX_IMAGE_DIMENSION]),
].sort((a, b) => a - b);

/** Qualities the pages use: 50 for the blurred placeholder, 85 for everything else (SPEC 9). */
export const RENDITION_QUALITIES: readonly number[] = [
  ...new Set([IMAGE_PLACEHOLDER.quality, DEFAULT_IMAGE_QUALITY]),
].sort((a, b) => a - b);

/**
 * Aspect ratios of cropped renditions are kept to a geometric grid of 1 % steps between 1:20 and
 * 20:1 (about 600 values, under 0.5 % off, hidden by object-fit cover); og:image keeps its exact 1200x627.
 */
const ASPECT_STEP = Math.log(1.01);
const ASPECT_LIMIT = Math.log(20);
const EXACT_ASPECTS: readonly number[] = [1, OG_IMAGE.width / OG_IMAGE.height];

function snapUp(value: number, ladder: readonly number[]): number {
  return ladder.find((rung) => rung >= value) ?? ladder[ladder.length - 1] ?? value;
}

function snapAspect(aspect: number): number {
  const log = Math.min(ASPECT_LIMIT, Math.max(-ASPECT_LIMIT, Math.log(aspect)));
  for (const exact of EXACT_ASPECTS) {
    if (Math.abs(log - Math.log(exact)) <= ASPECT_STEP / 2) return exact;
  }
  return Math.exp(Math.round(log / ASPECT_STEP) * ASPECT_STEP);
}

/**
 * The options a request is rendered (and cached) with: dpr folded into the dimensions, width snapped
 * up to the ladder, height following the snapped aspect, quality snapped up to 50 or 85 (above 85: 85).
 */
export function snapToLadder(options: ImageOptions): ImageOptions {
  const { width, height } = effectiveDimensions(options);
  const { dpr: _dpr, width: _w, height: _h, ...rest } = options;
  const snapped: ImageOptions = {
    ...rest,
    quality: snapUp(options.quality ?? DEFAULT_IMAGE_QUALITY, RENDITION_QUALITIES),
  };
  if (width !== undefined) {
    snapped.width = snapUp(width, RENDITION_WIDTHS);
    if (height !== undefined) {
      const aspect = snapAspect(width / height);
      snapped.height = Math.min(MAX_IMAGE_DIMENSION, Math.max(1, Math.round(snapped.width / aspect)));
    }
  } else if (height !== undefined) {
    snapped.height = snapUp(height, RENDITION_WIDTHS);
  }
  return snapped;
}
