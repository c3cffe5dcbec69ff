import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GlobalContent, HeaderItemType, PageContent } from '../../shared/content/story-types';
import { ContentError, ContentSource, loadSnapshot } from './content-store';
import { cmsServicePlugin, DEFAULT_CONTENT_DIR } from './embedded-service';
import { makeContentDir, removeDir, silentLogger, testUuid, writeStory } from './testing';

const TRANSLATED = ['en', 'es', 'fr', 'it', 'nl'];

let dir: string;
beforeEach(async () => {
  dir = await makeContentDir();
});
afterEach(async () => {
  await removeDir(dir);
});

const page = (title: string) => ({ _uid: 'p', component: 'Page', title });

describe('loadSnapshot', () => {
  it('indexes stories by slug, id and uuid, and derives their folders', async () => {
    await writeStory(dir, { id: 1, uuid: testUuid(1), fullSlug: 'home', content: page('Home') });
    await writeStory(dir, {
      id: 2,
      uuid: testUuid(2),
      fullSlug: 'magazin/tipps/licht',
      content: page('Licht'),
    });
    const snapshot = await loadSnapshot(dir);
    expect(snapshot.bySlug('magazin/tipps/licht')?.file.id).toBe(2);
    expect(snapshot.byId(1)?.file.full_slug).toBe('home');
    expect(snapshot.byUuid(testUuid(2))?.file.slug).toBe('licht');
    expect(snapshot.folders.map((f) => f.fullSlug)).toEqual(['magazin', 'magazin/tipps']);
    const [magazin, tipps] = snapshot.folders;
    expect(tipps?.parentId).toBe(magazin?.id);
    expect(snapshot.bySlug('magazin/tipps/licht')?.parentId).toBe(tipps?.id);
  });

  it('derives the cv from the contents: the same files give the same cv, an edit a new one', async () => {
    await writeStory(dir, { id: 1, uuid: testUuid(1), fullSlug: 'home', content: page('Home') });
    const first = await loadSnapshot(dir);
    expect((await loadSnapshot(dir)).cv).toBe(first.cv);
    await writeStory(dir, { id: 1, uuid: testUuid(1), fullSlug: 'home', content: page('Home!') });
    expect((await loadSnapshot(dir)).cv).not.toBe(first.cv);
  });

  it('reads nothing through symlinks', async () => {
    const outside = await makeContentDir();
    try {
      await writeStory(outside, { id: 9, uuid: testUuid(9), fullSlug: 'elsewhere', content: page('x') });
      await symlink(path.join(outside, 'elsewhere.json'), path.join(dir, 'elsewhere.json'));
      await symlink(outside, path.join(dir, 'linked'));
      const snapshot = await loadSnapshot(dir);
      expect(snapshot.stories).toHaveLength(0);
    } finally {
      await removeDir(outside);
    }
  });

  it.each([
    [
      'invalid JSON',
      async () => writeFile(path.join(dir, 'home.json'), '{ "id": 1,'),
      /home\.json: not valid JSON/,
    ],
    [
      'a full_slug that is not the path',
      () =>
        writeStory(dir, { id: 1, uuid: testUuid(1), fullSlug: 'home', content: page('x') }).then(() =>
          writeFile(
            path.join(dir, 'other.json'),
            JSON.stringify({
              id: 2,
              uuid: testUuid(2),
              name: 'x',
              slug: 'home',
              full_slug: 'home',
              content: page('x'),
            }),
          ),
        ),
      /other\.json: full_slug is "home" but the file's path says "other"/,
    ],
    [
      'a duplicate id',
      async () => {
        await writeStory(dir, { id: 1, uuid: testUuid(1), fullSlug: 'a', content: page('a') });
        await writeStory(dir, { id: 1, uuid: testUuid(2), fullSlug: 'b', content: page('b') });
      },
      /Story id 1 is used by both a and b/,
    ],
    [
      'a missing content',
      () =>
        writeFile(
          path.join(dir, 'home.json'),
          JSON.stringify({ id: 1, uuid: testUuid(1), name: 'x', slug: 'home', full_slug: 'home' }),
        ),
      /home\.json: not a valid story file:\n {2}content:/,
    ],
    [
      'an unknown field (a typo)',
      () =>
        writeFile(
          path.join(dir, 'home.json'),
          JSON.stringify({
            id: 1,
            uuid: testUuid(1),
            name: 'x',
            slug: 'home',
            full_slug: 'home',
            content: page('x'),
            publised: false,
          }),
        ),
      /publised/,
    ],
    [
      'a file name that is no slug',
      () => writeFile(path.join(dir, 'Über uns.json'), '{}'),
      /a story file name must be a slug/,
    ],
    [
      'a translation into a language the space does not have',
      () =>
        writeStory(dir, {
          id: 1,
          uuid: testUuid(1),
          fullSlug: 'home',
          content: page('x'),
          translations: { pt: { content: page('y') } },
        }),
      /translation "pt" is not a language of the space/,
    ],
  ])('refuses %s, naming the problem', async (_what, arrange, message) => {
    await arrange();
    await expect(loadSnapshot(dir, { languages: TRANSLATED })).rejects.toThrow(message);
    await expect(loadSnapshot(dir, { languages: TRANSLATED })).rejects.toBeInstanceOf(ContentError);
  });

  it('stops the service from starting on broken content', async () => {
    await writeFile(path.join(dir, 'home.json'), 'not json');
    const app = Fastify({ logger: false });
    app.register(cmsServicePlugin, { contentDir: dir, publicTokens: ['t'] });
    await expect(app.ready()).rejects.toThrow(/home\.json: not valid JSON/);
    await app.close().catch(() => {});
  });
});

describe('ContentSource', () => {
  it('reloads changed files, and keeps the last good content when an edit is broken', async () => {
    await writeStory(dir, { id: 1, uuid: testUuid(1), fullSlug: 'home', content: page('One') });
    const logger = silentLogger();
    const source = await ContentSource.open(dir, { logger, rescanIntervalMs: 1 });
    const wait = () => new Promise((resolve) => setTimeout(resolve, 5));

    await mkdir(path.join(dir, 'neu'));
    await writeStory(dir, { id: 2, uuid: testUuid(2), fullSlug: 'neu/seite', content: page('Two') });
    await wait();
    await source.refreshIfDue();
    expect(source.current.bySlug('neu/seite')).toBeDefined();

    const good = source.current;
    await writeFile(path.join(dir, 'home.json'), '{ broken');
    await wait();
    await source.refreshIfDue();
    expect(source.current).toBe(good);
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('the seed stories in content/stories', () => {
  const BRANDS = ['cards', 'posters'];

  it('load, and each brand has global, home and error in every language', async () => {
    const snapshot = await loadSnapshot(DEFAULT_CONTENT_DIR, { languages: TRANSLATED });
    for (const brand of BRANDS) {
      for (const slug of ['global', 'home', 'error']) {
        const story = snapshot.bySlug(`${brand}/${slug}`);
        expect(story, `${brand}/${slug}`).toBeDefined();
        expect(Object.keys(story?.file.translations ?? {}).sort(), `${brand}/${slug}`).toEqual(TRANSLATED);
      }
    }
  });

  it('follow the content model of story-types.ts', async () => {
    const snapshot = await loadSnapshot(DEFAULT_CONTENT_DIR, { languages: TRANSLATED });
    const inAllLanguages = (slug: string) => {
      const file = snapshot.bySlug(slug)?.file;
      if (!file) throw new Error(`${slug} missing`);
      return [file.content, ...Object.values(file.translations).map((t) => t.content)];
    };
    for (const brand of BRANDS) {
      for (const content of inAllLanguages(`${brand}/global`)) {
        const global = content as unknown as GlobalContent;
        expect(global.component).toBe('Global');
        expect(global.headerItems.map((i) => i.type).sort()).toEqual<HeaderItemType[]>([
          'account',
          'cart',
          'magazine',
          'service',
        ]);
        expect(global.navigationItems.length).toBeGreaterThanOrEqual(5);
        expect(global.burgerNavigation).toHaveLength(1);
        expect(global.footer).toHaveLength(1);
        expect(global.organization[0]?.foundingYear).toBe(2011);
      }
      for (const slug of ['home', 'error']) {
        for (const content of inAllLanguages(`${brand}/${slug}`)) {
          const pageContent = content as unknown as PageContent;
          expect(pageContent.component).toBe('Page');
          expect(pageContent.metaTitle).toBeTruthy();
          expect(pageContent.body.map((b) => b.component)).toEqual(
            expect.arrayContaining(['Headline', 'Text']),
          );
        }
      }
      for (const content of inAllLanguages(`${brand}/home`)) {
        expect((content as unknown as PageContent).teaser[0]?.component).toBe('Teaser');
      }
    }
  });

  it('give every blok a _uid, unique within its story and language, and link without language prefixes', async () => {
    const snapshot = await loadSnapshot(DEFAULT_CONTENT_DIR, { languages: TRANSLATED });
    for (const story of snapshot.stories) {
      const contents = [story.file.content, ...Object.values(story.file.translations).map((t) => t.content)];
      for (const content of contents) {
        const uids = new Set<string>();
        const visit = (node: unknown): void => {
          if (Array.isArray(node)) {
            for (const item of node) visit(item);
            return;
          }
          if (node === null || typeof node !== 'object') return;
          const record = node as Record<string, unknown>;
          if ('component' in record) {
            expect(typeof record._uid).toBe('string');
            expect(uids.has(record._uid as string), `${story.file.full_slug}: ${String(record._uid)}`).toBe(
              false,
            );
            uids.add(record._uid as string);
          }
          if (record.fieldtype === 'multilink' && record.linktype === 'url') {
            expect(record.url).toMatch(/^(\/(?!(de|en|fr|it|es|nl|d)(\/|$))|https:\/\/)/);
          }
          for (const value of Object.values(record)) visit(value);
        };
        visit(content);
      }
    }
  });
});
