/**
 * A preview opened from a Storyblok release (`_storyblok_release`, issue 37 §1): the content
 * service asks the CMS with `from_release` and shows the release's version of the page; the plain
 * preview shows the draft and the public page the published version.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../../shared/contracts/page-services';
import { createCmsClient } from '../cms/client';
import {
  makeContentDir,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  type RunningService,
  removeDir,
  silentLogger,
  startService,
  testUuid,
  writeStory,
} from '../cms/testing';
import { createContentService } from './content-service';

let dir: string;
let service: RunningService;
let content: ContentSource;

const page = (title: string) => ({ _uid: 'home', component: 'Page', body: [], title });

beforeAll(async () => {
  dir = await makeContentDir();
  await writeStory(dir, {
    id: 102,
    uuid: testUuid(102),
    fullSlug: 'cards/home',
    content: page('Veröffentlicht'),
    draftContent: page('Entwurf'),
  });
  // writeStory knows no releases: add one to the file it wrote.
  const file = path.join(dir, 'cards/home.json');
  const story = JSON.parse(await readFile(file, 'utf8'));
  story.releases = { '7': { content: page('Im Release 7') } };
  await writeFile(file, JSON.stringify(story));
  service = await startService({ contentDir: dir, rateLimitPerSecond: 0 });
  const log = silentLogger();
  const client = (accessToken: string) =>
    createCmsClient({ endpoint: service.endpoint, accessToken, logger: log, isProduction: false });
  content = createContentService(client(PUBLIC_TOKEN), client(PREVIEW_TOKEN), log);
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

const titleOf = async (preview?: { release?: string }) =>
  (await content.page({ channel: 'cards', language: 'de', path: '/', ...(preview ? { preview } : {}) }))
    ?.content as unknown as { title: string; _editable?: string } | undefined;

describe('release previews', () => {
  it('show the release version, the draft, or the published page', async () => {
    expect((await titleOf({ release: '7' }))?.title).toBe('Im Release 7');
    expect((await titleOf({}))?.title).toBe('Entwurf');
    expect((await titleOf())?.title).toBe('Veröffentlicht');
  });

  it('mark the blocks of previews for the editor, never the public page', async () => {
    expect((await titleOf({ release: '7' }))?._editable).toMatch(/^<!--#storyblok#/);
    expect((await titleOf())?._editable).toBeUndefined();
  });

  it('show the draft for a release that does not hold the page', async () => {
    expect((await titleOf({ release: '8' }))?.title).toBe('Entwurf');
    expect(service.requests.some((r) => r.url.includes('from_release=7') && r.status === 200)).toBe(true);
  });
});
