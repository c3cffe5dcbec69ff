/**
 * SPEC 9 constants of the shop chrome (header, navigation, banners, footer). CSS repeats the
 * breakpoints in media queries (custom properties cannot be used there); keep both in step.
 */

/** SPEC 9 layout breakpoints in px (min-width of each class). */
export const BREAKPOINTS = {
  mobile: 480,
  mobileLarge: 576,
  tablet: 768,
  desktopSmall: 900,
  desktop: 1024,
  desktopLarge: 1300,
} as const;

/** Below this width the burger menu is offered; at it the open burger closes (SPEC 2, SPEC 9). */
export const BURGER_BREAKPOINT = 1000;

/** Below this width footer link lists and communication tiles collapse (SPEC 4, SPEC 9). */
export const FOOTER_COLLAPSE_BREAKPOINT = 720;

/** SPEC 9 carousel constants. */
export const CAROUSEL = {
  /** Widths at which one more slide is shown: 1 below 720, 2 below 1080, 3 from 1080. */
  breakpoints: [720, 1080],
  swipeThreshold: 50,
  resizeDebounceMs: 200,
  transitionMs: 300,
} as const;

/** SPEC 9 support chat timings. */
export const SUPPORT_CHAT = {
  /** The floating support button appears this long after the page became interactive. */
  buttonTimeoutMs: 1700,
  /** The button shows its loading state only when loading the chat takes longer than this. */
  loadingMs: 300,
} as const;

/** SPEC 9 back-to-top scroll debounce. */
export const BACK_TO_TOP_DEBOUNCE_MS = 500;

/** SPEC 9 resize debounce (scroll buttons of the main navigation, carousel). */
export const RESIZE_DEBOUNCE_MS = 200;

/** SPEC 9 time multipliers: ms per second, seconds per minute, minutes per hour, hours per day. */
export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;
export const SECONDS_PER_DAY = 24 * 60 * 60;

/** SPEC 9 sub-navigation tile sizes in px. `category` tiles are text chips without an image. */
export const SUB_NAV_TILE_SIZES = {
  circle: { width: 76, height: 76 },
  square: { width: 110, height: 73 },
  'square-image': { width: 110, height: 110 },
} as const;
