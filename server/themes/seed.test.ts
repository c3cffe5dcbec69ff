/** The themes seed against the shared rules, without a database. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLAGE_MATERIAL_TYPES, designerParamsSchema, OCCASIONS } from '../../shared/catalogue';
import {
  ASPECT_RATIOS,
  aspectRatioOf,
  PUNCHINGS,
  THEME_LABELS,
  THEME_STYLES,
} from '../../shared/listings/filters';
import { collageFilterImagePath, THEME_PALETTES } from '../../shared/listings/theme-art';
import { LANGUAGES } from '../../shared/markets';
import { CARD_FORMAT_SPECS } from '../db/seed/products';
import {
  THEMES_PER_OCCASION,
  themeFormatRows,
  themeRows,
  themeSpecs,
  themeTranslationRows,
} from '../db/seed/themes';
import { LISTING_COPY } from './copy';

const ROOT = join(import.meta.dirname, '..', '..');
const asset = (path: string) => join(ROOT, 'content', path.replace(/^\//, ''));

describe('themes seed', () => {
  const rows = themeRows();

  it('has at least 300 themes across every SPEC 2 occasion, with unique designer-safe ids', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const occasion of OCCASIONS) {
      expect(rows.filter((r) => r.occasion === occasion).length, occasion).toBe(
        THEMES_PER_OCCASION[occasion],
      );
    }
    for (const row of rows)
      expect(designerParamsSchema.safeParse({ themeId: row.id }).success, row.id).toBe(true);
  });

  it('gives every theme values of the filter vocabularies', () => {
    for (const row of rows) {
      expect(ASPECT_RATIOS).toContain(row.aspectRatio);
      expect(THEME_STYLES).toContain(row.style);
      expect(PUNCHINGS).toContain(row.punching);
      for (const label of row.labels ?? []) expect(THEME_LABELS).toContain(label);
      expect(row.colors.length).toBeGreaterThan(0);
      expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // every filter value occurs, so no filter option is dead in the shop
    for (const style of THEME_STYLES)
      expect(
        rows.some((r) => r.style === style),
        style,
      ).toBe(true);
    for (const label of THEME_LABELS)
      expect(
        rows.some((r) => r.labels?.includes(label)),
        label,
      ).toBe(true);
    for (const punching of PUNCHINGS)
      expect(
        rows.some((r) => r.punching === punching),
        punching,
      ).toBe(true);
    for (const ratio of ASPECT_RATIOS)
      expect(
        rows.some((r) => r.aspectRatio === ratio),
        ratio,
      ).toBe(true);
  });

  it('makes every theme in card formats of its orientation, one of them the default', () => {
    const formats = themeFormatRows();
    for (const row of rows) {
      const own = formats.filter((f) => f.themeId === row.id);
      expect(own.length, row.id).toBeGreaterThan(0);
      expect(own.filter((f) => f.isDefault)).toHaveLength(1);
      for (const f of own) {
        const spec = CARD_FORMAT_SPECS[f.cardFormatId];
        expect(spec, f.cardFormatId).toBeDefined();
        if (spec) expect(aspectRatioOf(spec.size[0], spec.size[1])).toBe(row.aspectRatio);
      }
    }
  });

  it('titles every theme in the six languages, uniquely within its occasion', () => {
    const translations = themeTranslationRows();
    expect(translations).toHaveLength(rows.length * LANGUAGES.length);
    for (const language of LANGUAGES) {
      for (const occasion of OCCASIONS) {
        const ids = new Set(rows.filter((r) => r.occasion === occasion).map((r) => r.id));
        const titles = translations
          .filter((t) => t.language === language && ids.has(t.themeId))
          .map((t) => t.title);
        expect(new Set(titles).size, `${language} ${occasion}`).toBe(titles.length);
      }
    }
    const first = translations.filter((t) => t.themeId === rows[0]?.id);
    expect(new Set(first.map((t) => t.title)).size).toBeGreaterThan(1);
  });

  it('shows pictures that exist, are small, and match the palette colours', () => {
    for (const spec of themeSpecs()) {
      for (const image of spec.images) expect(existsSync(asset(image)), image).toBe(true);
      expect(THEME_PALETTES[spec.occasion][spec.palette]).toEqual(spec.colors);
    }
    for (const type of COLLAGE_MATERIAL_TYPES)
      expect(existsSync(asset(collageFilterImagePath(type)))).toBe(true);
    const dir = join(ROOT, 'content', 'assets', 'themes');
    const files = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.jpg'));
    // one front per design (issue 33), an inside per occasion, the collage filter pictures
    expect(files.length).toBeLessThanOrEqual(rows.length + OCCASIONS.length + 10);
    const bytes = files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
    expect(bytes / files.length).toBeLessThan(12 * 1024);
  });

  it('is the same on every run', () => {
    expect(themeRows()).toEqual(rows);
    expect(themeTranslationRows()).toEqual(themeTranslationRows());
  });

  it('has the words of every filter option in every language', () => {
    for (const language of LANGUAGES) {
      const copy = LISTING_COPY[language];
      for (const occasion of OCCASIONS) expect(copy.stems[occasion]).toHaveLength(8);
      for (const text of [
        ...Object.values(copy.colors),
        ...Object.values(copy.categories),
        ...Object.values(copy.styles),
        ...Object.values(copy.labels),
        ...Object.values(copy.punchings),
        ...Object.values(copy.photobookCategories),
      ])
        expect(text.trim()).not.toBe('');
    }
  });
});
