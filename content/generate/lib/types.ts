/** The vocabulary of the generator: languages, brands and per-language values. */

/** The content languages; German is the default (`content`), the others are `translations`. */
export const LANGS = ['de', 'en', 'fr', 'it', 'es', 'nl'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'de';
export const TRANSLATED_LANGS = LANGS.filter((l) => l !== DEFAULT_LANG) as Exclude<Lang, 'de'>[];

/** The shop channels; each is a top-level story folder. */
export type Brand = 'cards' | 'posters';

export const BRAND_NAMES: Record<Brand, string> = { cards: 'Fotowerk', posters: 'Wandwerk' };

/** Two strings: a title and a text. */
export type Pair = readonly [string, string];
