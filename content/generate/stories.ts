/** Builds every story file of both brands from the page definitions and the dictionaries. */
import type { Blok } from '../../shared/content/story-types';
import { DICTIONARIES } from './copy';
import { Ctx } from './lib/context';
import { storyUuid, uidFactory } from './lib/ids';
import { type Brand, DEFAULT_LANG, type Lang, TRANSLATED_LANGS } from './lib/types';
import { CARDS_STORIES } from './pages/cards';
import { POSTERS_STORIES } from './pages/posters';
import type { StoryDef } from './pages/types';

/** A fixed date keeps the output reproducible. */
const PUBLISHED = '2025-01-15T09:00:00.000Z';

export const STORIES: Readonly<Record<Brand, readonly StoryDef[]>> = {
  cards: CARDS_STORIES,
  posters: POSTERS_STORIES,
};

export interface StoryFileJson {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  position: number;
  /** Storyblok tags: what kind of page it is (served by /v2/cdn/tags, filtered by with_tag). */
  tag_list: string[];
  created_at: string;
  published_at: string;
  first_published_at: string;
  content: Blok;
  translations: Record<string, { name: string; path?: string; content: Blok }>;
}

/** Occasion pages by German path (the occasions datasource names them the same way). */
const OCCASION_PATHS = new Set(Object.values(DICTIONARIES[DEFAULT_LANG].cards.occasions).map((o) => o.path));
const LEGAL_PAGES = new Set(['agb', 'datenschutz', 'impressum']);

/**
 * A story's tags, from what it is: `product` pages with a calculator (and `material-{product}`),
 * `occasion` pages, `magazine`, `tools`, `legal`, `service` pages. None of them switch an
 * experiment on (those tags, e.g. calculator-redesign, are set by editors only).
 */
function tagsOf(slug: string, content: Blok): string[] {
  const tags: string[] = [];
  const calculator = (content as { calculator?: { product?: string; frameType?: string }[] }).calculator?.[0];
  if (calculator?.product) {
    tags.push('product', `material-${calculator.product}`);
    if (calculator.frameType) tags.push('framed');
  }
  if (OCCASION_PATHS.has(slug)) tags.push('occasion');
  if (slug === 'magazin' || slug.startsWith('magazin/')) tags.push('magazine');
  if (slug === 'foto-werkzeuge' || slug.startsWith('foto-werkzeuge/')) tags.push('tools');
  if (LEGAL_PAGES.has(slug)) tags.push('legal');
  if (slug === 'hilfe') tags.push('service');
  return tags;
}

function pathsIn(defs: readonly StoryDef[], lang: Lang): Map<string, string> {
  const d = DICTIONARIES[lang];
  return new Map(defs.map((def) => [def.slug, def.path(d)]));
}

/** Every story, keyed by full slug (`cards/leinwanddruck`), in a stable order. */
export function buildStories(): Map<string, StoryFileJson> {
  const out = new Map<string, StoryFileJson>();
  for (const brand of ['cards', 'posters'] as const) {
    const defs = STORIES[brand];
    const paths = new Map<Lang, Map<string, string>>(
      [DEFAULT_LANG, ...TRANSLATED_LANGS].map((lang) => [lang, pathsIn(defs, lang)]),
    );
    defs.forEach((def, position) => {
      const fullSlug = `${brand}/${def.slug}`;
      const build = (lang: Lang) => {
        const ctx = new Ctx(brand, lang, DICTIONARIES[lang], paths.get(lang)!, uidFactory(fullSlug));
        return def.build(ctx);
      };
      const germanPath = def.path(DICTIONARIES[DEFAULT_LANG]);
      if (germanPath !== def.slug) {
        throw new Error(`${fullSlug}: the German path "${germanPath}" must be the slug.`);
      }
      const translations: StoryFileJson['translations'] = {};
      for (const lang of TRANSLATED_LANGS) {
        const d = DICTIONARIES[lang];
        const path = def.path(d);
        translations[lang] = {
          name: def.name(d),
          ...(path !== def.slug ? { path } : {}),
          content: build(lang),
        };
      }
      const content = build(DEFAULT_LANG);
      out.set(fullSlug, {
        id: def.id,
        uuid: storyUuid(fullSlug),
        name: def.name(DICTIONARIES[DEFAULT_LANG]),
        slug: def.slug.slice(def.slug.lastIndexOf('/') + 1),
        full_slug: fullSlug,
        position,
        tag_list: tagsOf(def.slug, content),
        created_at: PUBLISHED,
        published_at: PUBLISHED,
        first_published_at: PUBLISHED,
        content,
        translations,
      });
    });
  }
  return out;
}

/** Whether a value holds bloks (objects with a `component`) anywhere inside. */
function holdsBloks(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsBloks);
  if (value === null || typeof value !== 'object') return false;
  return 'component' in value || Object.values(value).some(holdsBloks);
}

/**
 * The JSON text of a story file, as written to disk: the envelope and every blok one field a line,
 * anything without bloks inside (text, links, assets, rich text) on the line of its field. That
 * keeps the files reviewable and diffs per field, at a fraction of fully indented JSON's size.
 */
export function storyJson(story: StoryFileJson): string {
  const write = (value: unknown, indent: string): string => {
    if (!holdsBloks(value) && !(indent === '' && typeof value === 'object')) return JSON.stringify(value);
    const inner = `${indent}\t`;
    if (Array.isArray(value)) {
      return `[\n${value.map((item) => inner + write(item, inner)).join(',\n')}\n${indent}]`;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${write(v, inner)}`).join(',\n')}\n${indent}}`;
  };
  return `${write(story, '')}\n`;
}
