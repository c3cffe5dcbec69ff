/**
 * Test support for the "every market reads native" scans (issue 23): the texts a market shows, from
 * its translation bundle and from the seeded stories, each with where it comes from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Located {
  where: string;
  text: string;
}

const ROOT = join(import.meta.dirname, '..', '..');
const STORIES = join(ROOT, 'content', 'stories');

/** Fields that name things rather than say them (as shared/content/swiss-spelling.ts keeps them). */
const NAMES = new Set([
  '_uid',
  'uuid',
  'id',
  'component',
  'linktype',
  'fieldtype',
  'url',
  'cached_url',
  'href',
  'filename',
  'path',
  'anchor',
  'email',
  'type',
  'slug',
  'full_slug',
  'name',
  'icon',
  'identifier',
]);

/** Every text in a JSON tree, with its dotted path. */
export function textsOf(tree: unknown, where: string, depth = 0): Located[] {
  if (depth > 80) return [];
  if (typeof tree === 'string') return [{ where, text: tree }];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => textsOf(item, `${where}[${i}]`, depth + 1));
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    NAMES.has(key) || /(color|colour|Color|Colour|Identifier)$/.test(key)
      ? []
      : textsOf(value, `${where}.${key}`, depth + 1),
  );
}

export function bundleTexts(bundle: string): Located[] {
  const file = join(ROOT, 'web', 'i18n', 'locales', `${bundle}.json`);
  return textsOf(JSON.parse(readFileSync(file, 'utf8')), bundle);
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storyFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

interface StoryFile {
  full_slug: string;
  content: unknown;
  translations: Record<string, { content: unknown }>;
}

/** The seeded stories' texts in one content language ('de' is the stories' default content). */
export function storyTexts(language: string): Located[] {
  const files = storyFiles(STORIES);
  if (files.length < 20) throw new Error(`only ${files.length} seeded stories found under ${STORIES}`);
  return files.flatMap((file) => {
    const story = JSON.parse(readFileSync(file, 'utf8')) as StoryFile;
    const content = language === 'de' ? story.content : story.translations[language]?.content;
    return content === undefined ? [] : textsOf(content, `${language}/${story.full_slug}`);
  });
}
