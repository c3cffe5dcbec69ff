/**
 * Seed rows of the card themes: 304 designs across the 13 SPEC 2 occasions, each with its
 * orientation, card formats, style, colours (from its palette picture), labels, die-cut,
 * popularity, creation date and a title in the six content languages. Everything derives from
 * the theme's id by a fixed hash, so the seed is the same on every run and every machine.
 */
import { OCCASIONS, type Occasion } from '../../../shared/catalogue/card-options';
import {
  type AspectRatioFilter,
  type Punching,
  THEME_STYLES,
  type ThemeLabel,
  type ThemeStyle,
} from '../../../shared/listings/filters';
import {
  occasionKey,
  THEME_PALETTES,
  themeDesignImagePath,
  themeInsideImagePath,
} from '../../../shared/listings/theme-art';
import { LANGUAGES } from '../../../shared/markets';
import { copyOf } from '../../themes/copy';
import * as schema from '../schema';
import { type SeedTable, seedTable } from './seed-table';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Designs per occasion; at most 32 (8 title stems x 4 palettes) so that titles stay unique. */
export const THEMES_PER_OCCASION: Readonly<Record<Occasion, number>> = {
  einschulung: 18,
  firmung: 16,
  geburt: 26,
  geburtstag: 32,
  'geburtstag/kindergeburtstag': 26,
  hochzeit: 32,
  kommunion: 18,
  konfirmation: 18,
  ostern: 22,
  taufe: 22,
  trauer: 20,
  'weihnachten/geschaeftlich': 24,
  'weihnachten/privat': 30,
};

/** "Today" of the seed: creation dates lie up to two years before it. */
export const THEME_SEED_DATE = '2026-05-31';

/** Card formats per orientation; the first is the theme page's default. */
const FORMATS_BY_ASPECT: Readonly<Record<AspectRatioFilter, readonly string[]>> = {
  'din-landscape': ['klappkarte-168x115', 'postkarte-148x105', 'booklet-210x100'],
  'din-portrait': ['klappkarte-105x148'],
  square: ['klappkarte-145x145', 'klappkarte-160x160'],
};
const ASPECTS: readonly AspectRatioFilter[] = ['din-landscape', 'din-portrait', 'square'];

/** Occasions whose designs are never "playful" or punched with a heart. */
const SOLEMN: readonly Occasion[] = [
  'trauer',
  'firmung',
  'konfirmation',
  'kommunion',
  'weihnachten/geschaeftlich',
];
const SOLEMN_STYLES: readonly ThemeStyle[] = ['classic', 'elegant', 'minimal', 'rustic'];

/** Extra popularity of the occasions people send most cards for. */
const OCCASION_WEIGHT: Readonly<Partial<Record<Occasion, number>>> = {
  geburtstag: 120,
  'weihnachten/privat': 100,
  hochzeit: 90,
  geburt: 60,
  'geburtstag/kindergeburtstag': 40,
};

/** FNV-1a: a stable 32-bit hash of a string. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export interface ThemeSpec {
  id: string;
  occasion: Occasion;
  palette: number;
  stem: number;
  aspectRatio: AspectRatioFilter;
  formats: readonly string[];
  style: ThemeStyle;
  punching: Punching;
  colors: [string, string];
  labels: ThemeLabel[];
  popularity: number;
  createdAt: string;
  images: string[];
}

function specOf(occasion: Occasion, index: number): ThemeSpec {
  const id = `${occasionKey(occasion)}-${String(index + 1).padStart(3, '0')}`;
  const h = hash(id);
  const bits = (shift: number, modulo: number) => (h >>> shift) % modulo;
  const palette = index % 4;
  const stem = Math.floor(index / 4) % 8;
  const aspectRatio = ASPECTS[bits(0, 3)] ?? 'square';
  const allFormats = FORMATS_BY_ASPECT[aspectRatio];
  // Not every landscape design comes as a booklet.
  const formats = aspectRatio === 'din-landscape' && bits(2, 3) !== 0 ? allFormats.slice(0, 2) : allFormats;
  const solemn = SOLEMN.includes(occasion);
  const styles = solemn ? SOLEMN_STYLES : THEME_STYLES;
  const style = styles[bits(3, styles.length)] ?? 'classic';
  const cut = bits(7, 10);
  const punching: Punching =
    cut < 6
      ? 'none'
      : cut < 8
        ? 'rounded-corners'
        : cut === 8
          ? 'wavy-edge'
          : solemn
            ? 'rounded-corners'
            : 'heart-window';
  const popularity = bits(11, 900) + (OCCASION_WEIGHT[occasion] ?? 0);
  const age = bits(5, 720);
  const labels: ThemeLabel[] = [];
  if (age < 60) labels.push('new');
  if (popularity >= 850) labels.push('bestseller');
  if (bits(13, 5) === 0) labels.push('refined');
  if (bits(17, 6) === 0) labels.push('sustainable');
  const [primary, secondary] = THEME_PALETTES[occasion][palette] ?? ['white', 'black'];
  return {
    id,
    occasion,
    palette,
    stem,
    aspectRatio,
    formats,
    style,
    punching,
    colors: [primary, secondary],
    labels,
    popularity,
    createdAt: daysBefore(THEME_SEED_DATE, age),
    images: [themeDesignImagePath(id), themeInsideImagePath(occasion)],
  };
}

export function themeSpecs(): ThemeSpec[] {
  return OCCASIONS.flatMap((occasion) =>
    Array.from({ length: THEMES_PER_OCCASION[occasion] }, (_, i) => specOf(occasion, i)),
  );
}

export function themeRows(): Insert<typeof schema.themes>[] {
  return themeSpecs().map((s) => ({
    id: s.id,
    occasion: s.occasion,
    aspectRatio: s.aspectRatio,
    style: s.style,
    punching: s.punching,
    colors: s.colors as Insert<typeof schema.themes>['colors'],
    labels: s.labels,
    popularity: s.popularity,
    createdAt: s.createdAt,
    images: s.images,
    listed: true,
  }));
}

export function themeTitle(
  spec: Pick<ThemeSpec, 'occasion' | 'stem' | 'colors'>,
  language: (typeof LANGUAGES)[number],
) {
  const copy = copyOf(language);
  const stem = copy.stems[spec.occasion][spec.stem] ?? copy.stems[spec.occasion][0];
  const colour = copy.colors[spec.colors[0] as keyof typeof copy.colors];
  return copy.titleOf(stem, colour);
}

export function themeTranslationRows(): Insert<typeof schema.themeTranslations>[] {
  return themeSpecs().flatMap((s) =>
    LANGUAGES.map((language) => ({ themeId: s.id, language, title: themeTitle(s, language) })),
  );
}

export function themeFormatRows(): Insert<typeof schema.themeFormats>[] {
  return themeSpecs().flatMap((s) =>
    s.formats.map((cardFormatId, i) => ({ themeId: s.id, cardFormatId, isDefault: i === 0, sortOrder: i })),
  );
}

/** The themes' tables in foreign-key order (after the card formats), for SEED_TABLES. */
export function themeSeedTables(): SeedTable[] {
  return [
    seedTable(schema.themes, themeRows),
    seedTable(schema.themeTranslations, themeTranslationRows),
    seedTable(schema.themeFormats, themeFormatRows),
  ];
}
