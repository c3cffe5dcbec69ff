/**
 * Writes the seed content: the story files of both brands into content/stories, the datasources
 * into content/datasources and the images into content/assets. Run from the repository root:
 *
 *   node --import tsx content/generate/index.ts            stories and assets
 *   node --import tsx content/generate/index.ts stories    stories (and datasources) only
 *   node --import tsx content/generate/index.ts datasources  datasources only
 *   node --import tsx content/generate/index.ts assets     assets only
 *   node --import tsx content/generate/index.ts paths      print every page's path per language
 *
 * The output is reproducible: the same sources give byte-identical stories (the images depend
 * only on the sharp/libvips version). Edit the dictionaries in copy/ and the page definitions in
 * pages/, never the generated JSON; a test (server/cms/seed-content.test.ts) fails when the JSON
 * is not what the generator writes.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeAssets } from './assets';
import { buildDatasources, datasourceJson } from './datasources';
import { DEFAULT_LANG, TRANSLATED_LANGS } from './lib/types';
import { buildStories, storyJson } from './stories';
import { writeThemeAssets } from './themes';

const CONTENT = fileURLToPath(new URL('..', import.meta.url));

async function writeStories(): Promise<void> {
  const root = path.join(CONTENT, 'stories');
  const stories = buildStories();
  await rm(root, { recursive: true, force: true });
  let bytes = 0;
  for (const [fullSlug, story] of stories) {
    const file = path.join(root, `${fullSlug}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    const text = storyJson(story);
    bytes += Buffer.byteLength(text);
    await writeFile(file, text);
  }
  console.log(
    `${stories.size} stories, ${(bytes / 1024).toFixed(0)} KiB, in ${path.relative(process.cwd(), root)}`,
  );
}

async function writeDatasources(): Promise<void> {
  const root = path.join(CONTENT, 'datasources');
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const sources = buildDatasources();
  for (const source of sources)
    await writeFile(path.join(root, `${source.slug}.json`), datasourceJson(source));
  console.log(`${sources.length} datasources in ${path.relative(process.cwd(), root)}`);
}

/** A Markdown table of every story's address per language (below the brand folder). */
function printPaths(): void {
  const langs = [DEFAULT_LANG, ...TRANSLATED_LANGS];
  const rows = [`| story | ${langs.join(' | ')} |`, `|---|${langs.map(() => '---').join('|')}|`];
  for (const [fullSlug, story] of buildStories()) {
    const below = fullSlug.slice(fullSlug.indexOf('/') + 1);
    const cells = TRANSLATED_LANGS.map((lang) => story.translations[lang]?.path ?? '=');
    rows.push(`| ${fullSlug} (${story.content.component}) | ${below} | ${cells.join(' | ')} |`);
  }
  console.log(rows.join('\n'));
}

const what = process.argv[2] ?? 'all';
if (what === 'paths') printPaths();
if (what === 'all' || what === 'stories') await writeStories();
if (what === 'all' || what === 'stories' || what === 'datasources') await writeDatasources();
if (what === 'all' || what === 'assets') {
  await writeAssets(path.join(CONTENT, 'assets'));
  // The card designs' pictures (one per seeded design) after the rest: writeAssets empties assets/.
  const { files, bytes } = await writeThemeAssets();
  console.log(`${files} theme pictures, ${(bytes / 1024).toFixed(0)} KiB, in content/assets/themes`);
}
