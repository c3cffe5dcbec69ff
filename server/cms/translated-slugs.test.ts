/**
 * Translated slugs (Storyblok's Translatable Slugs) in the embedded content service: a story's
 * translation may carry its own path below the brand folder; the service resolves it only in its
 * own language and reports every language's address in `translated_slugs` and /links `alternates`.
 */
import StoryblokClient, { type ISbError } from 'storyblok-js-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, loadSnapshot } from './content-store';
import {
  makeContentDir,
  PUBLIC_TOKEN,
  type RunningService,
  removeDir,
  startService,
  testUuid,
  writeStory,
} from './testing';

const LANGUAGES = ['en', 'es', 'fr', 'it', 'nl'];
const page = (title: string) => ({ _uid: 'p', component: 'Page', title });

const CANVAS_PATHS: Record<string, string> = {
  en: 'canvas-prints',
  es: 'impresion-sobre-lienzo',
  fr: 'impression-sur-toile',
  it: 'stampa-su-tela',
  nl: 'afdruk-op-canvas',
};

async function writeBrands(dir: string): Promise<void> {
  await writeStory(dir, {
    id: 1,
    uuid: testUuid(1),
    fullSlug: 'cards/leinwanddruck',
    name: 'Leinwanddruck',
    content: {
      ...page('Leinwand'),
      next: {
        fieldtype: 'multilink',
        linktype: 'story',
        id: testUuid(3),
        cached_url: 'geburtstag/kindergeburtstag',
      },
    },
    translations: Object.fromEntries(
      Object.entries(CANVAS_PATHS).map(([lang, path]) => [
        lang,
        {
          name: `Canvas ${lang}`,
          path,
          content: {
            ...page(`Canvas ${lang}`),
            next: {
              fieldtype: 'multilink',
              linktype: 'story',
              id: testUuid(3),
              cached_url: 'geburtstag/kindergeburtstag',
            },
          },
        },
      ]),
    ),
  });
  await writeStory(dir, {
    id: 2,
    uuid: testUuid(2),
    fullSlug: 'cards/home',
    name: 'Startseite',
    content: page('Willkommen'),
    translations: { fr: { name: 'Accueil', content: page('Bienvenue') } },
  });
  await writeStory(dir, {
    id: 3,
    uuid: testUuid(3),
    fullSlug: 'cards/geburtstag/kindergeburtstag',
    name: 'Kindergeburtstag',
    content: page('Kindergeburtstag'),
    translations: {
      fr: { name: 'Anniversaire enfant', path: 'anniversaire/anniversaire-enfant', content: page('Enfant') },
      nl: { name: 'Kinderfeestje', path: 'verjaardag/kinderfeestje', content: page('Kinderfeestje') },
    },
  });
  await writeStory(dir, {
    id: 4,
    uuid: testUuid(4),
    fullSlug: 'posters/leinwanddruck',
    name: 'Leinwand (Poster)',
    content: page('Poster-Leinwand'),
    translations: { fr: { path: 'toile', content: page('Toile') } },
  });
  await writeStory(dir, {
    id: 5,
    uuid: testUuid(5),
    fullSlug: 'cards/fotokalender',
    content: page('Fotokalender'),
    // Dutch says it the German way: the translated path equals the default slug.
    translations: { nl: { path: 'fotokalender', content: page('Fotokalender NL') } },
  });
}

describe('translated slugs over HTTP', () => {
  let dir: string;
  let service: RunningService;

  beforeAll(async () => {
    dir = await makeContentDir();
    await writeBrands(dir);
    service = await startService({ contentDir: dir });
  });

  afterAll(async () => {
    await service.close();
    await removeDir(dir);
  });

  const client = () =>
    new StoryblokClient({
      accessToken: PUBLIC_TOKEN,
      endpoint: service.endpoint,
      cache: { type: 'none', cv: 'manual' },
      version: 'published',
    });

  const status = async (pathAndQuery: string) => {
    const separator = pathAndQuery.includes('?') ? '&' : '?';
    const res = await fetch(
      `${service.origin}/v2/cdn/stories/${pathAndQuery}${separator}token=${PUBLIC_TOKEN}`,
    );
    return res.status;
  };

  it('resolves language prefix + brand folder + translated path to that translation', async () => {
    const { story } = (await client().getStory('fr/cards/impression-sur-toile', { version: 'published' }))
      .data;
    expect(story).toMatchObject({
      uuid: testUuid(1),
      name: 'Canvas fr',
      lang: 'fr',
      full_slug: 'fr/cards/impression-sur-toile',
      default_full_slug: 'cards/leinwanddruck',
      content: { title: 'Canvas fr' },
    });
    for (const [lang, path] of Object.entries(CANVAS_PATHS)) {
      const res = await client().getStory(`${lang}/cards/${path}`, { version: 'published' });
      expect(res.data.story.content.title, lang).toBe(`Canvas ${lang}`);
    }
  });

  it('resolves a translated path with the language parameter as well', async () => {
    const res = await client().getStory('cards/stampa-su-tela', { version: 'published', language: 'it' });
    expect(res.data.story).toMatchObject({ lang: 'it', full_slug: 'it/cards/stampa-su-tela' });
  });

  it('serves the default language at the default slug', async () => {
    const res = await client().getStory('cards/leinwanddruck', { version: 'published' });
    expect(res.data.story).toMatchObject({
      lang: 'default',
      full_slug: 'cards/leinwanddruck',
      default_full_slug: 'cards/leinwanddruck',
      content: { title: 'Leinwand' },
    });
  });

  it.each([
    ['a translated path in German', 'cards/impression-sur-toile'],
    ['a translated path with language=de', 'cards/impression-sur-toile?language=de'],
    ['a French path in Italian', 'it/cards/impression-sur-toile'],
    ['a French path with language=it', 'cards/impression-sur-toile?language=it'],
    ['the German slug in French', 'fr/cards/leinwanddruck'],
    ['a path of the other brand', 'fr/posters/impression-sur-toile'],
    ['a nested German slug in French', 'fr/cards/geburtstag/kindergeburtstag'],
  ])('answers 404 for %s', async (_what, pathAndQuery) => {
    expect(await status(pathAndQuery)).toBe(404);
    const error = (await client()
      .getStory(pathAndQuery.split('?')[0] ?? '', {
        version: 'published',
        ...(pathAndQuery.includes('language=') ? { language: pathAndQuery.split('language=')[1] } : {}),
      })
      .catch((e: ISbError) => e)) as ISbError;
    expect(error.status).toBe(404);
  });

  it('keeps the default slug in languages without a translated path', async () => {
    const res = await client().getStory('fr/cards/home', { version: 'published' });
    expect(res.data.story).toMatchObject({
      lang: 'fr',
      full_slug: 'fr/cards/home',
      content: { title: 'Bienvenue' },
    });
    const untranslated = await client().getStory('es/cards/home', { version: 'published' });
    expect(untranslated.data.story).toMatchObject({ lang: 'es', content: { title: 'Willkommen' } });
    // The Dutch path equal to the German slug is the Dutch address.
    const nl = await client().getStory('nl/cards/fotokalender', { version: 'published' });
    expect(nl.data.story.content.title).toBe('Fotokalender NL');
  });

  it('translates nested paths below the brand folder, and each brand on its own', async () => {
    const fr = await client().getStory('fr/cards/anniversaire/anniversaire-enfant', { version: 'published' });
    expect(fr.data.story).toMatchObject({
      uuid: testUuid(3),
      full_slug: 'fr/cards/anniversaire/anniversaire-enfant',
      default_full_slug: 'cards/geburtstag/kindergeburtstag',
    });
    const poster = await client().getStory('fr/posters/toile', { version: 'published' });
    expect(poster.data.story.uuid).toBe(testUuid(4));
  });

  it('sends translated_slugs with the full path of every translated language', async () => {
    const { story } = (await client().getStory('cards/leinwanddruck', { version: 'published' })).data;
    expect(story.translated_slugs).toEqual(
      LANGUAGES.map((lang) => ({
        path: `cards/${CANVAS_PATHS[lang]}`,
        name: `Canvas ${lang}`,
        lang,
        published: true,
      })),
    );
    // The same list whatever language was asked for.
    const fr = (await client().getStory('fr/cards/impression-sur-toile', { version: 'published' })).data
      .story;
    expect(fr.translated_slugs).toEqual(story.translated_slugs);
    // Languages without a path fall back to the default full slug.
    const home = (await client().getStory('cards/home', { version: 'published' })).data.story;
    expect(home.translated_slugs).toEqual(
      LANGUAGES.map((lang) => ({
        path: 'cards/home',
        name: lang === 'fr' ? 'Accueil' : null,
        lang,
        published: true,
      })),
    );
  });

  it('sends translated slugs in listings, and translated urls for resolved links', async () => {
    const stories = await client().getAll('cdn/stories', { version: 'published', starts_with: 'fr/cards/' });
    const canvas = stories.find((s) => s.uuid === testUuid(1));
    expect(canvas).toMatchObject({ full_slug: 'fr/cards/impression-sur-toile', lang: 'fr' });
    expect(canvas?.translated_slugs).toHaveLength(LANGUAGES.length);

    const res = await client().getStory('fr/cards/impression-sur-toile', {
      version: 'published',
      resolve_links: 'url',
    });
    expect(res.data.links).toEqual([
      expect.objectContaining({
        uuid: testUuid(3),
        full_slug: 'fr/cards/anniversaire/anniversaire-enfant',
        url: 'fr/cards/anniversaire/anniversaire-enfant',
      }),
    ]);
  });

  it('lists alternates with the translated paths in /links', async () => {
    const links = (await client().getAll('cdn/links', { version: 'published' }, 'links')) as {
      uuid: string;
      slug: string;
      is_folder: boolean;
      alternates: { path: string; lang: string; name: string | null; translated_slug: string }[];
    }[];
    const canvas = links.find((l) => l.uuid === testUuid(1));
    expect(canvas?.slug).toBe('cards/leinwanddruck');
    expect(canvas?.alternates).toEqual(
      LANGUAGES.map((lang) => ({
        path: `cards/${CANVAS_PATHS[lang]}`,
        name: `Canvas ${lang}`,
        lang,
        published: true,
        translated_slug: CANVAS_PATHS[lang],
      })),
    );
    const nested = links.find((l) => l.uuid === testUuid(3));
    expect(nested?.alternates.find((a) => a.lang === 'fr')).toMatchObject({
      path: 'cards/anniversaire/anniversaire-enfant',
      translated_slug: 'anniversaire/anniversaire-enfant',
    });
    expect(nested?.alternates.find((a) => a.lang === 'it')).toMatchObject({
      path: 'cards/geburtstag/kindergeburtstag',
      translated_slug: 'geburtstag/kindergeburtstag',
    });
    expect(links.filter((l) => l.is_folder).every((l) => l.alternates.length === 0)).toBe(true);
  });
});

describe('translated slugs in the content store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeContentDir();
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  it('resolves a slug per language', async () => {
    await writeBrands(dir);
    const snapshot = await loadSnapshot(dir, { languages: LANGUAGES });
    expect(snapshot.resolve('cards/impression-sur-toile', 'fr')?.file.id).toBe(1);
    expect(snapshot.resolve('cards/impression-sur-toile', 'default')).toBeUndefined();
    expect(snapshot.resolve('cards/impression-sur-toile', 'it')).toBeUndefined();
    expect(snapshot.resolve('cards/leinwanddruck', 'default')?.file.id).toBe(1);
    expect(snapshot.resolve('cards/leinwanddruck', 'fr')).toBeUndefined();
    expect(snapshot.resolve('cards/home', 'fr')?.file.id).toBe(2);
    expect(snapshot.bySlug('cards/leinwanddruck')?.translatedSlugs.get('fr')).toBe(
      'cards/impression-sur-toile',
    );
  });

  it.each([
    [
      'two stories with the same path in a language',
      async () => {
        await writeStory(dir, {
          id: 1,
          uuid: testUuid(1),
          fullSlug: 'cards/a',
          content: page('a'),
          translations: { fr: { path: 'meme', content: page('a') } },
        });
        await writeStory(dir, {
          id: 2,
          uuid: testUuid(2),
          fullSlug: 'cards/b',
          content: page('b'),
          translations: { fr: { path: 'meme', content: page('b') } },
        });
      },
      /The fr path "cards\/meme" is used by both cards\/a and cards\/b/,
    ],
    [
      "a path that is another story's default slug",
      async () => {
        await writeStory(dir, { id: 1, uuid: testUuid(1), fullSlug: 'cards/a', content: page('a') });
        await writeStory(dir, {
          id: 2,
          uuid: testUuid(2),
          fullSlug: 'cards/b',
          content: page('b'),
          translations: { en: { path: 'a', content: page('b') } },
        });
      },
      /cards\/b: its en path "cards\/a" is the full slug of cards\/a/,
    ],
    [
      'a path that is no slug',
      () =>
        writeStory(dir, {
          id: 1,
          uuid: testUuid(1),
          fullSlug: 'cards/a',
          content: page('a'),
          translations: { fr: { path: '/impression-sur-toile', content: page('a') } },
        }),
      /translations\.fr\.path/,
    ],
    [
      'a path with an empty segment',
      () =>
        writeStory(dir, {
          id: 1,
          uuid: testUuid(1),
          fullSlug: 'cards/a',
          content: page('a'),
          translations: { fr: { path: 'noel//prive', content: page('a') } },
        }),
      /translations\.fr\.path/,
    ],
  ])('refuses %s', async (_what, arrange, message) => {
    await arrange();
    await expect(loadSnapshot(dir, { languages: LANGUAGES })).rejects.toThrow(message);
    await expect(loadSnapshot(dir, { languages: LANGUAGES })).rejects.toBeInstanceOf(ContentError);
  });
});
