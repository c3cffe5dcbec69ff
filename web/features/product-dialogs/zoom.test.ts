import { describe, expect, it } from 'vitest';
import { clampView, FIT, MAX_SCALE, pan, step, zoomAt } from './zoom';

const stage = { width: 400, height: 300 };

describe('magnifier view', () => {
  it('keeps the point under the pointer in place while zooming', () => {
    const point = { x: 100, y: -50 };
    const view = zoomAt(FIT, 2, point, stage);
    expect(view.scale).toBe(2);
    // The image point that was at `point` (image coordinates 100, -50) is there again.
    expect(view.x + 100 * view.scale).toBeCloseTo(point.x);
    expect(view.y + -50 * view.scale).toBeCloseTo(point.y);
  });

  it('never zooms out beyond fit or in beyond the maximum', () => {
    expect(zoomAt(FIT, 0.2, { x: 0, y: 0 }, stage)).toEqual(FIT);
    expect(zoomAt(FIT, 99, { x: 0, y: 0 }, stage).scale).toBe(MAX_SCALE);
  });

  it('does not let an edge of the image come inside the stage', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(pan(zoomed, 10_000, -10_000, stage)).toEqual({ scale: 2, x: 200, y: -150 });
    expect(clampView({ scale: 1, x: 30, y: 30 }, stage)).toEqual(FIT);
  });

  it('wraps the gallery at both ends', () => {
    expect(step(0, -1, 3)).toBe(2);
    expect(step(2, 1, 3)).toBe(0);
    expect(step(1, 1, 3)).toBe(2);
    expect(step(0, 1, 0)).toBe(0);
  });
});
