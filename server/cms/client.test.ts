/** createCmsClient against a listening embedded content service. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CmsConfigError, CmsError, createCmsClient } from './client';
import {
  ARTICLE_COUNT,
  articleSlug,
  articleUuid,
  makeContentDir,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  type RunningService,
  removeDir,
  silentLogger,
  startService,
  testUuid,
  writeFixture,
  writeStory,
} from './testing';

let dir: string;
let service: RunningService;

beforeAll(async () => {
  dir = await makeContentDir();
  await writeFixture(dir);
  service = await startService({ contentDir: dir });
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

function client(overrides: Partial<Parameters<typeof createCmsClient>[0]> = {}) {
  const logger = silentLogger();
  const cms = createCmsClient({
    endpoint: service.endpoint,
    accessToken: PUBLIC_TOKEN,
    logger,
    isProduction: false,
    ...overrides,
  });
  return { cms, logger };
}

async function failure(promise: Promise<unknown>): Promise<CmsError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CmsError);
    return error as CmsError;
  }
  throw new Error('expected the request to fail');
}

const storyRequests = (since: number) =>
  service.requests.slice(since).filter((r) => r.url.startsWith('/v2/cdn/stories'));

describe('createCmsClient', () => {
  it('gets a story, published by default, and caches it', async () => {
    const { cms } = client();
    const before = service.requests.length;
    const story = await cms.getStory('home');
    expect(story.content).toMatchObject({ component: 'Page', title: 'Willkommen' });
    expect(await cms.getStory('home')).toBe(story);
    const sent = storyRequests(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toContain('version=published');
    expect(cms.cv).toEqual(expect.any(Number));
  });

  it('sends the cv it holds, so that URLs stay stable for the CDN', async () => {
    const { cms } = client();
    await cms.getStory('home');
    const before = service.requests.length;
    await cms.getStory('hub');
    expect(storyRequests(before)[0]?.url).toContain(`cv=${cms.cv}`);
  });

  it('gets a translation with language', async () => {
    const { cms } = client();
    const en = await cms.getStory('home', { language: 'en' });
    expect(en.content.title).toBe('Welcome');
    expect(en.lang).toBe('en');
  });

  it('fetches every page of a listing', async () => {
    const { cms } = client();
    const before = service.requests.length;
    const articles = await cms.getStories({ starts_with: 'articles/' });
    expect(articles).toHaveLength(ARTICLE_COUNT);
    expect(storyRequests(before)).toHaveLength(Math.ceil(ARTICLE_COUNT / 25));
  });

  it('looks up more than 50 uuids in chunks of 50, in the order asked for', async () => {
    const { cms } = client();
    const uuids = Array.from({ length: ARTICLE_COUNT }, (_, i) => articleUuid(ARTICLE_COUNT - i));
    const before = service.requests.length;
    const stories = await cms.getStoriesByUuids([...uuids, uuids[0] ?? '', testUuid(999_999)]);
    expect(stories.map((s) => s.uuid)).toEqual(uuids);
    const sent = storyRequests(before);
    expect(sent).toHaveLength(3);
    for (const request of sent) {
      const byUuids = new URL(request.url, 'http://x').searchParams.get('by_uuids') ?? '';
      expect(byUuids.split(',').length).toBeLessThanOrEqual(50);
    }
  });

  it('resolves relations (level 2) through the library', async () => {
    const { cms } = client();
    const story = await cms.getStory(articleSlug(1), { resolve_relations: ['Article.related'] });
    const related = story.content.related as { uuid: string; content: { related: { uuid: string } } };
    expect(related.uuid).toBe(articleUuid(2));
    expect(related.content.related.uuid).toBe(articleUuid(3));
  });

  it('gets every link', async () => {
    const { cms } = client();
    const links = await cms.getLinks();
    expect(links.filter((l) => l.is_folder).map((l) => l.slug)).toEqual(['articles']);
    expect(links.length).toBeGreaterThan(ARTICLE_COUNT);
  });

  it('turns a 404 into a CmsError with status and statusText, and remembers the miss', async () => {
    const { cms } = client();
    const before = service.requests.length;
    const error = await failure(cms.getStory('no-such-page'));
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found' });
    expect(error.message).toContain('This record could not be found');
    await failure(cms.getStory('no-such-page'));
    expect(storyRequests(before)).toHaveLength(1);
  });

  it('refuses traversal slugs without sending them', async () => {
    const { cms } = client();
    const before = service.requests.length;
    for (const slug of ['../../package.json', 'a/../b', 'a?token=x', 'a#b', '', 'a\\b']) {
      expect((await failure(cms.getStory(slug))).status).toBe(400);
    }
    expect(service.requests.length).toBe(before);
  });

  it('reports a wrong token as 401', async () => {
    const { cms } = client({ accessToken: 'wrong' });
    expect(await failure(cms.getStory('home'))).toMatchObject({ status: 401, statusText: 'Unauthorized' });
  });

  it('reads drafts uncached with a preview token', async () => {
    const { cms } = client({ accessToken: PREVIEW_TOKEN });
    const before = service.requests.length;
    expect((await cms.getStory('drafty', { version: 'draft' })).content.title).toBe('Draft title');
    expect((await cms.getStory('drafty', { version: 'draft' })).content.title).toBe('Draft title');
    expect(storyRequests(before)).toHaveLength(2);
    expect((await cms.getStory('drafty')).content.title).toBe('Published title');
  });

  it('retries on 429 until it gets through (5 requests/s against a service allowing 2)', async () => {
    const limited = await startService({ contentDir: dir, rateLimitPerSecond: 2 });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const { cms } = client({ endpoint: limited.endpoint });
      const articles = await cms.getStories({ starts_with: 'articles/' });
      expect(articles).toHaveLength(ARTICLE_COUNT);
      expect(limited.requests.some((r) => r.status === 429)).toBe(true);
    } finally {
      log.mockRestore();
      await limited.close();
    }
  });

  it('keeps serving the last good story when the CMS goes away, with a warning', async () => {
    const own = await makeContentDir();
    await writeFixture(own);
    const cms = await startService({ contentDir: own });
    try {
      const { cms: content, logger } = client({ endpoint: cms.endpoint, revalidateMs: 0 });
      const home = await content.getStory('home');
      await content.getStories({ starts_with: 'articles/a-00' });
      await cms.close();

      expect(await content.getStory('home')).toBe(home);
      expect(await content.getStories({ starts_with: 'articles/a-00' })).toHaveLength(9);
      await content.idle();
      expect(logger.warn).toHaveBeenCalled();
      const [context, message] = logger.warn.mock.calls[0] ?? [];
      expect(context).toMatchObject({ err: expect.any(CmsError) });
      expect(message).toMatch(/last good content/);

      // Nothing cached for this one: the failure surfaces, with status 0 for "not reachable".
      expect(await failure(content.getStory('hub'))).toMatchObject({ status: 0 });
    } finally {
      await cms.close();
      await removeDir(own);
    }
  });

  it('picks up published changes after the cv check, serving the old story meanwhile', async () => {
    const own = await makeContentDir();
    await writeFixture(own);
    const cms = await startService({ contentDir: own, rescanIntervalMs: 1 });
    try {
      const { cms: content } = client({ endpoint: cms.endpoint, revalidateMs: 0 });
      expect((await content.getStory('home')).content.title).toBe('Willkommen');
      const oldCv = content.cv;
      await writeStory(own, {
        id: 1,
        uuid: testUuid(1),
        fullSlug: 'home',
        content: { _uid: 'home', component: 'Page', title: 'Neu' },
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await content.getStory('home')).content.title).toBe('Willkommen');
      await content.idle();
      expect(content.cv).not.toBe(oldCv);
      expect((await content.getStory('home')).content.title).toBe('Willkommen');
      await content.idle();
      expect((await content.getStory('home')).content.title).toBe('Neu');
    } finally {
      await cms.close();
      await removeDir(own);
    }
  });
});

describe('createCmsClient without a token', () => {
  it('stops start-up in production with a clear message', () => {
    expect(() => createCmsClient({ logger: silentLogger(), isProduction: true })).toThrow(CmsConfigError);
    expect(() => createCmsClient({ logger: silentLogger(), isProduction: true, accessToken: ' ' })).toThrow(
      /STORYBLOK_TOKEN/,
    );
  });

  it('logs the problem elsewhere, and requests fail with 401 without reaching the CMS', async () => {
    const logger = silentLogger();
    const before = service.requests.length;
    const cms = createCmsClient({ endpoint: service.endpoint, logger, isProduction: false });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('STORYBLOK_TOKEN'));
    expect(await failure(cms.getStory('home'))).toMatchObject({ status: 401 });
    expect(service.requests.length).toBe(before);
  });
});
