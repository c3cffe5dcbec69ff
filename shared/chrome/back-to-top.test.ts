import { describe, expect, it } from 'vitest';
import { backToTopVisible } from './back-to-top';

describe('back-to-top (SPEC 4: appears after scrolling up past half the viewport height)', () => {
  it.each([
    // previousY, y, viewportHeight, visible before, visible after
    ['scrolling up far down the page', 2000, 1500, 800, false, true],
    ['scrolling down hides it', 1500, 2000, 800, true, false],
    ['scrolling up but within the top half viewport', 500, 300, 800, false, false],
    ['exactly at half the viewport', 500, 400, 800, true, false],
    ['just below half the viewport, going up', 500, 401, 800, false, true],
    ['no movement keeps it shown', 1500, 1500, 800, true, true],
    ['no movement keeps it hidden', 1500, 1500, 800, false, false],
    ['at the top', 100, 0, 800, true, false],
  ])('%s', (_name, previousY, y, viewportHeight, visible, expected) => {
    expect(backToTopVisible({ previousY, y, viewportHeight, visible })).toBe(expected);
  });
});
