/**
 * SPEC 4: the back-to-top button appears after the shopper scrolls up past half the viewport
 * height. Evaluated on debounced scroll samples (SPEC 9: 500 ms).
 */

export interface ScrollSample {
  /** window.scrollY at the previous evaluation. */
  previousY: number;
  /** window.scrollY now. */
  y: number;
  viewportHeight: number;
  /** Whether the button shows now. */
  visible: boolean;
}

/**
 * Visible when the last movement was upwards and the page is still scrolled further down than
 * half the viewport height; hidden when scrolling down or back within the top half viewport.
 * No movement keeps the current state.
 */
export function backToTopVisible({ previousY, y, viewportHeight, visible }: ScrollSample): boolean {
  const threshold = Math.max(0, viewportHeight) / 2;
  if (y <= threshold) return false;
  if (y < previousY) return true;
  if (y > previousY) return false;
  return visible;
}
