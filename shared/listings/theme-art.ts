/**
 * The colour palettes of the seeded card themes: four per occasion. The themes seed takes a
 * theme's colours (the colour filter) from its palette, and the image generator paints each
 * design's picture in its palette, so that what the filter says is what the picture shows.
 */
import { OCCASIONS, type Occasion } from '../catalogue/card-options';
import type { Color } from '../catalogue/colors';

/** Screen colours of the SPEC 3 colours, for swatches and pictures. */
export const COLOR_HEX: Readonly<Record<Color, string>> = {
  black: '#1f1f1f',
  blue: '#3b6db3',
  'cool-gray': '#8e9aa6',
  'dirty-white': '#efe8da',
  green: '#4e8b5f',
  orange: '#ee8a3a',
  pink: '#ee9bb8',
  red: '#c8363d',
  smashy1: '#2ec4b6',
  smashy2: '#ff6f59',
  white: '#ffffff',
  yellow: '#f4c542',
};

/** Primary (background) and secondary (motif) colour. */
export type ThemePalette = readonly [Color, Color];

export const THEME_PALETTES: Readonly<
  Record<Occasion, readonly [ThemePalette, ThemePalette, ThemePalette, ThemePalette]>
> = {
  einschulung: [
    ['yellow', 'blue'],
    ['blue', 'red'],
    ['green', 'yellow'],
    ['smashy1', 'orange'],
  ],
  firmung: [
    ['red', 'dirty-white'],
    ['orange', 'yellow'],
    ['white', 'blue'],
    ['green', 'cool-gray'],
  ],
  geburt: [
    ['blue', 'white'],
    ['pink', 'white'],
    ['dirty-white', 'yellow'],
    ['smashy1', 'cool-gray'],
  ],
  geburtstag: [
    ['pink', 'yellow'],
    ['smashy2', 'blue'],
    ['yellow', 'orange'],
    ['black', 'smashy1'],
  ],
  'geburtstag/kindergeburtstag': [
    ['orange', 'green'],
    ['smashy1', 'pink'],
    ['blue', 'yellow'],
    ['red', 'yellow'],
  ],
  hochzeit: [
    ['white', 'yellow'],
    ['dirty-white', 'pink'],
    ['green', 'white'],
    ['black', 'dirty-white'],
  ],
  kommunion: [
    ['white', 'yellow'],
    ['dirty-white', 'blue'],
    ['blue', 'white'],
    ['green', 'dirty-white'],
  ],
  konfirmation: [
    ['green', 'dirty-white'],
    ['blue', 'cool-gray'],
    ['white', 'green'],
    ['cool-gray', 'yellow'],
  ],
  ostern: [
    ['yellow', 'green'],
    ['pink', 'smashy1'],
    ['green', 'orange'],
    ['dirty-white', 'pink'],
  ],
  taufe: [
    ['blue', 'white'],
    ['pink', 'dirty-white'],
    ['white', 'green'],
    ['smashy1', 'yellow'],
  ],
  trauer: [
    ['cool-gray', 'white'],
    ['black', 'white'],
    ['dirty-white', 'green'],
    ['blue', 'cool-gray'],
  ],
  'weihnachten/geschaeftlich': [
    ['blue', 'yellow'],
    ['black', 'dirty-white'],
    ['white', 'cool-gray'],
    ['red', 'white'],
  ],
  'weihnachten/privat': [
    ['red', 'green'],
    ['green', 'white'],
    ['white', 'red'],
    ['black', 'yellow'],
  ],
};

/** "weihnachten/privat" → "weihnachten-privat": occasions as file and id segments. */
export function occasionKey(occasion: Occasion): string {
  return occasion.replaceAll('/', '-');
}

/**
 * The asset path of a design's own front picture (content/generate/themes/designs.ts draws one
 * per design: its occasion's motif, its palette, its style's layout and typeface), as stories and
 * the image route name assets.
 */
export function themeDesignImagePath(themeId: string): string {
  return `/assets/themes/${themeId}.jpg`;
}

/** The inside spread of a folded card of the occasion (photo frames and lines of text). */
export function themeInsideImagePath(occasion: Occasion): string {
  return `/assets/themes/${occasionKey(occasion)}-inside.jpg`;
}

/** SPEC 2 filter landing pictures of the collage material types. */
export function collageFilterImagePath(type: string): string {
  return `/assets/themes/filters/collage/${type}.jpg`;
}

export const THEME_ART_OCCASIONS: readonly Occasion[] = OCCASIONS;
