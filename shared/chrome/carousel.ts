/** Carousel index maths (SPEC 2 footer carousel, SPEC 9 breakpoints 720/1080, swipe 50 px). */
import { CAROUSEL } from './constants';

/** Slides visible at a viewport width: 1 below 720, 2 below 1080, 3 from 1080. */
export function slidesPerView(width: number, breakpoints: readonly number[] = CAROUSEL.breakpoints): number {
  let perView = 1;
  for (const bp of breakpoints) if (width >= bp) perView += 1;
  return perView;
}

/** Never more per view than there are slides, never fewer than one. */
export function effectivePerView(slideCount: number, perView: number): number {
  return Math.max(1, Math.min(Math.floor(perView) || 1, Math.max(slideCount, 1)));
}

/** The last index at which the view is still full. */
export function maxIndex(slideCount: number, perView: number): number {
  return Math.max(0, slideCount - effectivePerView(slideCount, perView));
}

/** One dot per reachable position. */
export function dotCount(slideCount: number, perView: number): number {
  return slideCount <= 0 ? 0 : maxIndex(slideCount, perView) + 1;
}

export function clampIndex(index: number, slideCount: number, perView: number): number {
  return Math.min(Math.max(0, Math.round(index) || 0), maxIndex(slideCount, perView));
}

/** Next position: bounded stops at the end, infinite wraps to the start. */
export function nextIndex(index: number, slideCount: number, perView: number, infinite: boolean): number {
  const max = maxIndex(slideCount, perView);
  const current = clampIndex(index, slideCount, perView);
  if (current < max) return current + 1;
  return infinite ? 0 : max;
}

/** Previous position: bounded stops at 0, infinite wraps to the end. */
export function prevIndex(index: number, slideCount: number, perView: number, infinite: boolean): number {
  const current = clampIndex(index, slideCount, perView);
  if (current > 0) return current - 1;
  return infinite ? maxIndex(slideCount, perView) : 0;
}

export function canGoNext(index: number, slideCount: number, perView: number, infinite: boolean): boolean {
  if (maxIndex(slideCount, perView) === 0) return false;
  return infinite || clampIndex(index, slideCount, perView) < maxIndex(slideCount, perView);
}

export function canGoPrev(index: number, slideCount: number, perView: number, infinite: boolean): boolean {
  if (maxIndex(slideCount, perView) === 0) return false;
  return infinite || clampIndex(index, slideCount, perView) > 0;
}

/** A horizontal swipe of more than the threshold: left means next, right previous. */
export function swipeDirection(
  deltaX: number,
  deltaY = 0,
  threshold: number = CAROUSEL.swipeThreshold,
): 'next' | 'prev' | null {
  if (Math.abs(deltaX) <= threshold || Math.abs(deltaX) < Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'next' : 'prev';
}

/** The track's translation in percent of the viewport for a position. */
export function trackOffsetPercent(index: number, perView: number): number {
  const offset = (-index * 100) / Math.max(1, perView);
  return offset === 0 ? 0 : offset;
}

/** Whether a slide is in view (the others are hidden from assistive technology and tabbing). */
export function isSlideVisible(slide: number, index: number, perView: number): boolean {
  return slide >= index && slide < index + perView;
}
