import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrev,
  clampIndex,
  dotCount,
  isSlideVisible,
  maxIndex,
  nextIndex,
  prevIndex,
  slidesPerView,
  swipeDirection,
  trackOffsetPercent,
} from './carousel';

describe('slides per view (SPEC 9 carousel breakpoints 720 and 1080)', () => {
  it.each([
    [320, 1],
    [719, 1],
    [720, 2],
    [1079, 2],
    [1080, 3],
    [1920, 3],
  ])('%s px: %s', (width, perView) => {
    expect(slidesPerView(width)).toBe(perView);
  });
});

describe('positions', () => {
  it.each([
    // slides, perView, max, dots
    [5, 1, 4, 5],
    [5, 2, 3, 4],
    [5, 3, 2, 3],
    [2, 3, 0, 1],
    [0, 1, 0, 0],
  ])('%s slides at %s per view: last index %s, %s dots', (slides, perView, max, dots) => {
    expect(maxIndex(slides, perView)).toBe(max);
    expect(dotCount(slides, perView)).toBe(dots);
  });

  it.each([
    // index, slides, perView, infinite, next, prev
    [0, 5, 1, false, 1, 0],
    [4, 5, 1, false, 4, 3],
    [0, 5, 1, true, 1, 4],
    [4, 5, 1, true, 0, 3],
    [2, 5, 3, true, 0, 1],
    [2, 5, 3, false, 2, 1],
    [9, 5, 2, false, 3, 2],
    [0, 1, 1, true, 0, 0],
  ])(
    'from %s of %s (%s per view, infinite %s): next %s, prev %s',
    (index, slides, perView, infinite, next, prev) => {
      expect(nextIndex(index, slides, perView, infinite)).toBe(next);
      expect(prevIndex(index, slides, perView, infinite)).toBe(prev);
    },
  );

  it.each([
    [0, 5, 1, false, true, false],
    [4, 5, 1, false, false, true],
    [0, 5, 1, true, true, true],
    [0, 2, 3, true, false, false],
  ])(
    'at %s of %s (%s per view, infinite %s): can go next %s, prev %s',
    (index, slides, perView, infinite, next, prev) => {
      expect(canGoNext(index, slides, perView, infinite)).toBe(next);
      expect(canGoPrev(index, slides, perView, infinite)).toBe(prev);
    },
  );

  it('clamps, offsets and tells visible slides', () => {
    expect(clampIndex(-3, 5, 1)).toBe(0);
    expect(clampIndex(10, 5, 2)).toBe(3);
    expect(trackOffsetPercent(0, 3)).toBe(0);
    expect(trackOffsetPercent(2, 2)).toBe(-100);
    expect(trackOffsetPercent(1, 3)).toBeCloseTo(-33.333, 2);
    expect([0, 1, 2, 3].map((s) => isSlideVisible(s, 1, 2))).toEqual([false, true, true, false]);
  });
});

describe('swipe (SPEC 9: 50 px)', () => {
  it.each([
    [-51, 0, 'next'],
    [51, 0, 'prev'],
    [-50, 0, null],
    [50, 0, null],
    [-80, 120, null],
    [0, 0, null],
  ])('dx %s, dy %s: %s', (dx, dy, direction) => {
    expect(swipeDirection(dx, dy)).toBe(direction);
  });
});
