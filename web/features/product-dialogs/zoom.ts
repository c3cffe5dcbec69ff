/**
 * The magnifier's view as plain numbers: a scale and an offset (the image's centre moved by x, y
 * CSS px). Zooming keeps the point under the pointer (or between two fingers) where it is, and
 * the offset never lets the image's edge come inside the stage.
 */

export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const STEP = 1.5;
export const FIT: ZoomView = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the scaled image covering the stage: at scale 1 it sits centred. */
export function clampView(view: ZoomView, stage: { width: number; height: number }): ZoomView {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE);
  const maxX = ((scale - 1) * stage.width) / 2;
  const maxY = ((scale - 1) * stage.height) / 2;
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/**
 * The view after scaling to `scale` around `point` (stage coordinates from its centre): the
 * image point under it stays under it.
 */
export function zoomAt(
  view: ZoomView,
  scale: number,
  point: { x: number; y: number },
  stage: { width: number; height: number },
): ZoomView {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / view.scale;
  return clampView(
    { scale: next, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio },
    stage,
  );
}

/** Moves the zoomed image by dx, dy. */
export function pan(
  view: ZoomView,
  dx: number,
  dy: number,
  stage: { width: number; height: number },
): ZoomView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, stage);
}

/** The next image of a gallery of `count`, wrapping at both ends. */
export function step(index: number, delta: 1 | -1, count: number): number {
  return count === 0 ? 0 : (index + delta + count) % count;
}
