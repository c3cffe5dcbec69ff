/**
 * The seed content of content/stories and content/assets, as the embedded service serves it: both
 * brand folders load, are what the generator (content/generate) writes, link only to stories that
 * exist, use only assets that exist, and have every page in all six content languages.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDatasources, datasourceJson } from '../../content/generate/datasources';
import { buildStories, storyJson } from '../../content/generate/stories';
import { OCCASIONS } from '../../shared/catalogue/card-options';
import { FRAMES } from '../../shared/catalogue/frames';
import { MATERIALS } from '../../shared/catalogue/materials';
import type { GlobalContent, NavigationItemBlok } from '../../shared/content/story-types';
import { type ContentSnapshot, fullSlugIn, loadSnapshot, type StoredStory } from './content-store';
import { DEFAULT_CONTENT_DIR, DEFAULT_DATASOURCE_DIR } from './embedded-service';

const TRANSLATED = ['en', 'es', 'fr', 'it', 'nl'];
const BRANDS = ['cards', 'posters'] as const;
const ASSETS_DIR = fileURLToPath(new URL('../../content/assets', import.meta.url));

let snapshot: ContentSnapshot;
beforeAll(async () => {
  snapshot = await loadSnapshot(DEFAULT_CONTENT_DIR, { languages: TRANSLATED });
});

const brandOf = (story: StoredStory) => story.file.full_slug.split('/')[0] ?? '';
const belowBrand = (fullSlug: string) => fullSlug.slice(fullSlug.indexOf('/') + 1);

/** Every content tree of a story: the default language first, then the translations. */
function contents(story: StoredStory): { lang: string; content: unknown }[] {
  return [
    { lang: 'de', content: story.file.content },
    ...Object.entries(story.file.translations).map(([lang, t]) => ({ lang, content: t.content as unknown })),
  ];
}

/** Calls `visit` for every object in a tree. */
function walk(node: unknown, visit: (record: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  visit(node as Record<string, unknown>);
  for (const value of Object.values(node)) walk(value, visit);
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory())
      out.push(...(await listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    else out.push(`${prefix}${entry.name}`);
  }
  return out;
}

describe('the seed content', () => {
  it('has a folder per brand, each with its global, home and error story', () => {
    expect(snapshot.stories.every((s) => BRANDS.includes(brandOf(s) as (typeof BRANDS)[number]))).toBe(true);
    for (const brand of BRANDS) {
      for (const slug of ['global', 'home', 'error', 'hilfe', 'impressum', 'datenschutz', 'agb', 'magazin']) {
        expect(snapshot.bySlug(`${brand}/${slug}`), `${brand}/${slug}`).toBeDefined();
      }
    }
  });

  it('is exactly what content/generate writes (edit the generator, not the JSON)', async () => {
    const generated = buildStories();
    const files = (await listFiles(DEFAULT_CONTENT_DIR)).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual([...generated.keys()].map((slug) => `${slug}.json`).sort());
    for (const [fullSlug, story] of generated) {
      const text = await readFile(path.join(DEFAULT_CONTENT_DIR, `${fullSlug}.json`), 'utf8');
      expect(
        text === storyJson(story),
        `${fullSlug}.json differs: run node --import tsx content/generate/index.ts stories`,
      ).toBe(true);
    }
  });

  it('has every page in all six languages, with its own name and copy', () => {
    for (const story of snapshot.stories) {
      expect(Object.keys(story.file.translations).sort(), story.file.full_slug).toEqual(TRANSLATED);
      if (story.file.content.component !== 'Page') continue;
      const titles = new Set<unknown>();
      for (const { lang, content } of contents(story)) {
        const page = content as { component: string; metaTitle: string; body: unknown[] };
        expect(page.component, `${story.file.full_slug} ${lang}`).toBe('Page');
        expect(page.metaTitle, `${story.file.full_slug} ${lang}`).toBeTruthy();
        expect(page.body.length, `${story.file.full_slug} ${lang}`).toBeGreaterThan(0);
        titles.add(page.metaTitle);
      }
      // Translated, not copied: every language has its own title.
      expect(titles.size, `${story.file.full_slug} has untranslated titles`).toBe(6);
      // One h1 a page: the teaser's headline (the shop renders it as the h1) or a Headline h1.
      for (const { lang, content } of contents(story)) {
        const page = content as { teaser: unknown[]; body: { component: string; level?: string }[] };
        const h1s = page.body.filter((b) => b.component === 'Headline' && b.level === 'h1').length;
        expect(page.teaser.length + h1s, `${story.file.full_slug} ${lang}: h1 count`).toBe(1);
      }
    }
  });

  it('links only to stories that exist, in the same brand, by their German path below the brand folder', () => {
    let links = 0;
    for (const story of snapshot.stories) {
      for (const { lang, content } of contents(story)) {
        walk(content, (record) => {
          const where = `${story.file.full_slug} (${lang})`;
          if (record.fieldtype === 'multilink' && record.linktype === 'story') {
            const target = snapshot.byUuid(String(record.id));
            expect(target, `${where}: link to ${String(record.cached_url)}`).toBeDefined();
            expect(brandOf(target as StoredStory), where).toBe(brandOf(story));
            expect(record.cached_url, where).toBe(belowBrand(target?.file.full_slug ?? ''));
            links++;
          }
          const marks = record.marks as { type: string; attrs?: Record<string, unknown> }[] | undefined;
          for (const mark of marks ?? []) {
            if (mark.type === 'link' && mark.attrs?.linktype === 'story') {
              const target = snapshot.byUuid(String(mark.attrs.uuid));
              expect(target, `${where}: rich-text link to ${String(mark.attrs.href)}`).toBeDefined();
              expect(brandOf(target as StoredStory), where).toBe(brandOf(story));
              expect(mark.attrs.href, where).toBe(belowBrand(target?.file.full_slug ?? ''));
              links++;
            }
          }
        });
      }
    }
    expect(links).toBeGreaterThan(1000);
  });

  it('uses only assets that exist in content/assets, with alt texts', async () => {
    const used = new Set<string>();
    for (const story of snapshot.stories) {
      for (const { lang, content } of contents(story)) {
        walk(content, (record) => {
          if (record.fieldtype !== 'asset') return;
          const filename = String(record.filename);
          expect(filename, `${story.file.full_slug} (${lang})`).toMatch(
            /^\/assets\/[a-z0-9/_-]+\.(jpg|svg)$/,
          );
          expect(record.alt, `${story.file.full_slug} (${lang}) ${filename}`).toBeTruthy();
          used.add(filename);
        });
      }
    }
    for (const filename of used) {
      const file = path.join(ASSETS_DIR, filename.slice('/assets/'.length));
      expect((await stat(file).catch(() => undefined))?.isFile(), filename).toBe(true);
    }
  });

  it('keeps teasers at 1600 × 900 and tiles at 800 × 800, and the folders small', async () => {
    const files = await listFiles(ASSETS_DIR);
    let bytes = 0;
    for (const file of files) {
      bytes += (await stat(path.join(ASSETS_DIR, file))).size;
      const expected = file.startsWith('teasers/')
        ? [1600, 900]
        : file.startsWith('tiles/')
          ? [800, 800]
          : undefined;
      if (expected) {
        const meta = await sharp(path.join(ASSETS_DIR, file)).metadata();
        expect([meta.width, meta.height, meta.format], file).toEqual([...expected, 'jpeg']);
      }
    }
    expect(bytes).toBeLessThan(6 * 1024 * 1024);
    let storyBytes = 0;
    for (const file of await listFiles(DEFAULT_CONTENT_DIR))
      storyBytes += (await stat(path.join(DEFAULT_CONTENT_DIR, file))).size;
    expect(storyBytes).toBeLessThan(3 * 1024 * 1024);
  });

  it('gives every occasion of SPEC 2 a card page, and translated paths below their parent page', () => {
    for (const occasion of OCCASIONS) {
      const story = snapshot.bySlug(`cards/${occasion}`);
      expect(story, occasion).toBeDefined();
      const themes: unknown[] = [];
      walk(story?.file.content, (r) => {
        if (r.component === 'ThemesOverviewWrapper') themes.push(r.occasion);
      });
      expect(themes, occasion).toEqual([occasion]);
    }
    for (const story of snapshot.stories) {
      const parent = snapshot.bySlug(story.file.full_slug.slice(0, story.file.full_slug.lastIndexOf('/')));
      if (!parent || parent === story) continue;
      for (const lang of TRANSLATED) {
        expect(
          fullSlugIn(story, lang).startsWith(`${fullSlugIn(parent, lang)}/`),
          `${story.file.full_slug} ${lang}`,
        ).toBe(true);
      }
    }
  });

  it('has the localised category paths of SPEC 2', () => {
    const expectPaths = (fullSlug: string, paths: Record<string, string>) => {
      const story = snapshot.bySlug(fullSlug);
      for (const [lang, p] of Object.entries(paths))
        expect(story && fullSlugIn(story, lang), `${fullSlug} ${lang}`).toBe(p);
    };
    expectPaths('cards/fotobox', {
      fr: 'cards/box-photos',
      it: 'cards/scatola-con-foto',
      es: 'cards/caja-de-foto',
      en: 'cards/photo-box',
    });
    expectPaths('cards/fotoabzuege', {
      fr: 'cards/tirages-photos',
      it: 'cards/stampa-foto',
      es: 'cards/revelado-de-fotos',
      en: 'cards/photo-prints',
      nl: 'cards/fotoafdrukken',
    });
    expectPaths('cards/fotokalender', {
      it: 'cards/calendario-personalizzato',
      fr: 'cards/calendrier-photo',
      es: 'cards/calendario-personalizado',
      en: 'cards/photo-calendars',
      nl: 'cards/fotokalender',
    });
    for (const brand of BRANDS) {
      expectPaths(`${brand}/leinwanddruck`, {
        nl: `${brand}/afdruk-op-canvas`,
        fr: `${brand}/impression-sur-toile`,
        it: `${brand}/stampa-su-tela`,
        es: `${brand}/impresion-sobre-lienzo`,
        en: `${brand}/canvas-prints`,
      });
    }
    expect(snapshot.bySlug('cards/bilderbox')?.file.content).toMatchObject({
      component: 'Redirect',
      statusCode: 301,
      link: { linktype: 'story', cached_url: 'fotobox' },
    });
    expect(snapshot.bySlug('posters/posterdruck')).toBeDefined();
    expect(snapshot.bySlug('posters/fototapete')).toBeDefined();
  });

  it('points navigation urls at the pages in the language of the global story', () => {
    for (const brand of BRANDS) {
      const global = snapshot.bySlug(`${brand}/global`);
      if (!global) throw new Error(`${brand}/global missing`);
      for (const { lang, content } of contents(global)) {
        const addresses = new Set(
          snapshot.stories
            .filter((s) => brandOf(s) === brand)
            .map((s) => belowBrand(lang === 'de' ? s.file.full_slug : fullSlugIn(s, lang))),
        );
        const check = (item: NavigationItemBlok) => {
          const address = item.url.slice(1) || 'home';
          expect(addresses.has(address), `${brand} ${lang}: ${item.text} → ${item.url}`).toBe(true);
          item.subItems.forEach(check);
        };
        (content as GlobalContent).navigationItems.forEach(check);
      }
    }
  });

  it('names only known materials, frames and flyout kinds', () => {
    const flyouts = { cards: new Set<string>(), posters: new Set<string>() };
    for (const story of snapshot.stories) {
      walk(story.file.content, (r) => {
        if (r.component === 'Calculator' || r.component === 'FormatsAndPrices') {
          expect(MATERIALS, story.file.full_slug).toContain(
            r.component === 'Calculator' ? r.product : r.material,
          );
        }
        if ((r.component === 'Calculator' || r.component === 'Frame') && r.frameType !== undefined) {
          expect(FRAMES, story.file.full_slug).toContain(r.frameType);
        }
        if (r.component === 'NavigationItem' && r.navigationType) {
          flyouts[brandOf(story) as 'cards' | 'posters'].add(String(r.navigationType));
        }
      });
    }
    expect([...flyouts.cards].sort()).toEqual([
      'accessories',
      'calendar',
      'card',
      'collage',
      'frame',
      'photobook',
    ]);
    expect([...flyouts.posters].sort()).toEqual(['frame', 'wandbilder']);
  });
});

describe('the seed content over the CDN API', () => {
  it('serves a page at its translated path with the addresses of all languages', async () => {
    const { startService, PUBLIC_TOKEN } = await import('./testing');
    const service = await startService({ contentDir: DEFAULT_CONTENT_DIR });
    try {
      const get = (slug: string) => fetch(`${service.origin}/v2/cdn/stories/${slug}?token=${PUBLIC_TOKEN}`);
      const res = await get('fr/cards/impression-sur-toile');
      expect(res.status).toBe(200);
      const { story } = (await res.json()) as {
        story: {
          full_slug: string;
          default_full_slug: string;
          lang: string;
          translated_slugs: { path: string; lang: string }[];
        };
      };
      expect(story).toMatchObject({
        full_slug: 'fr/cards/impression-sur-toile',
        default_full_slug: 'cards/leinwanddruck',
        lang: 'fr',
      });
      expect(Object.fromEntries(story.translated_slugs.map((t) => [t.lang, t.path]))).toEqual({
        en: 'cards/canvas-prints',
        es: 'cards/impresion-sobre-lienzo',
        fr: 'cards/impression-sur-toile',
        it: 'cards/stampa-su-tela',
        nl: 'cards/afdruk-op-canvas',
      });
      expect((await get('cards/impression-sur-toile')).status).toBe(404);
      expect((await get('fr/cards/leinwanddruck')).status).toBe(404);
      expect((await get('it/posters/stampa-su-tela')).status).toBe(200);
      expect((await get('nl/cards/verjaardag/kinderfeestje')).status).toBe(200);
      expect((await get('en/cards/magazin')).status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('serves the datasources and tags editors keep, as content/generate writes them', async () => {
    const files = (await readdir(DEFAULT_DATASOURCE_DIR)).sort();
    const built = buildDatasources();
    expect(files).toEqual(built.map((d) => `${d.slug}.json`).sort());
    for (const source of built) {
      expect(await readFile(path.join(DEFAULT_DATASOURCE_DIR, `${source.slug}.json`), 'utf8')).toBe(
        datasourceJson(source),
      );
    }
    const { startService, PUBLIC_TOKEN } = await import('./testing');
    const service = await startService({
      contentDir: DEFAULT_CONTENT_DIR,
      datasourceDir: DEFAULT_DATASOURCE_DIR,
    });
    try {
      const get = async (pathAndQuery: string) =>
        (await fetch(`${service.origin}/v2/cdn/${pathAndQuery}&token=${PUBLIC_TOKEN}`)).json();
      const occasions = (await get('datasource_entries?datasource=occasions&per_page=100&dimension=fr')) as {
        datasource_entries: { name: string; value: string; dimension_value: string }[];
      };
      // Every occasion of SPEC 1, keyed by its path, in German and in French.
      expect(occasions.datasource_entries.map((e) => e.name).sort()).toEqual([...OCCASIONS].sort());
      expect(occasions.datasource_entries.find((e) => e.name === 'hochzeit')).toMatchObject({
        value: 'Hochzeit',
        dimension_value: expect.stringMatching(/mariage/i),
      });
      // The blocks that list an occasion's designs name it by a key of that datasource.
      const keys = new Set(occasions.datasource_entries.map((e) => e.name));
      const used = new Set<string>();
      for (const story of snapshot.stories) {
        for (const { content } of contents(story)) {
          walk(content, (record) => {
            if (typeof record.component === 'string' && typeof record.occasion === 'string')
              used.add(record.occasion);
          });
        }
      }
      expect(used.size).toBeGreaterThan(5);
      expect([...used].filter((key) => !keys.has(key))).toEqual([]);
      const colours = (await get('datasource_entries?datasource=colours&per_page=100')) as {
        datasource_entries: { name: string }[];
      };
      expect(colours.datasource_entries.map((e) => e.name)).toContain('cool-gray');
      const tags = (await get('tags?starts_with=cards/')) as {
        tags: { name: string; taggings_count: number }[];
      };
      expect(tags.tags.map((t) => t.name)).toEqual(expect.arrayContaining(['occasion', 'product', 'legal']));
      const occasionPages = (await get('stories?with_tag=occasion&starts_with=cards/&per_page=100')) as {
        stories: { full_slug: string }[];
      };
      expect(occasionPages.stories.map((s) => s.full_slug.slice('cards/'.length)).sort()).toEqual(
        [...OCCASIONS].sort(),
      );
    } finally {
      await service.close();
    }
  });
});
