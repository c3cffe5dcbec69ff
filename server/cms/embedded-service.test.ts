/**
 * The embedded content service over real HTTP, driven by storyblok-js-client itself (the client
 * the shop uses against Storyblok) and, for what the client cannot send, by raw requests.
 */
import { request as httpRequest } from 'node:http';
import StoryblokClient, { type ISbError, type ISbStoryData } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ARTICLE_COUNT,
  articleSlug,
  articleUuid,
  makeContentDir,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  PUBLISHED_COUNT,
  type RunningService,
  removeDir,
  startService,
  testUuid,
  writeFixture,
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

function storyblok(accessToken = PUBLIC_TOKEN) {
  return new StoryblokClient({
    accessToken,
    endpoint: service.endpoint,
    cache: { type: 'none', cv: 'manual' },
    version: 'published',
  });
}

async function getJson(pathAndQuery: string) {
  const res = await fetch(`${service.origin}${pathAndQuery}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** Sends the path exactly as given (fetch would normalise "..", also in its %2e forms). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(service.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function rejection(promise: Promise<unknown>): Promise<ISbError> {
  try {
    await promise;
  } catch (error) {
    return error as ISbError;
  }
  throw new Error('expected the request to fail');
}

describe('GET /v2/cdn/stories', () => {
  it('pages through every story with getAll, using the total and per-page headers', async () => {
    const stories = (await storyblok().getAll('cdn/stories', { version: 'published' })) as ISbStoryData[];
    expect(stories).toHaveLength(PUBLISHED_COUNT);
    expect(new Set(stories.map((s) => s.uuid)).size).toBe(PUBLISHED_COUNT);
    expect(stories.some((s) => s.full_slug === 'secret')).toBe(false);
  });

  it('sends total and per-page, defaulting to 25 per page', async () => {
    const res = await getJson(`/v2/cdn/stories?token=${PUBLIC_TOKEN}&starts_with=articles/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('total')).toBe(String(ARTICLE_COUNT));
    expect(res.headers.get('per-page')).toBe('25');
    expect(res.body.stories).toHaveLength(25);
    expect(res.body).toMatchObject({ cv: expect.any(Number), rels: [], links: [] });
  });

  it('clamps per_page to 100 as Storyblok does, and getAll still finds every page', async () => {
    const res = await storyblok().get('cdn/stories', { per_page: 500, version: 'published' });
    // The library hands headers over as a plain object, whatever its types say.
    expect((res.headers as unknown as Record<string, string>)['per-page']).toBe('100');
    expect(res.data.stories).toHaveLength(100);
    const all = await storyblok().getAll('cdn/stories', { per_page: 1000, version: 'published' });
    expect(all).toHaveLength(PUBLISHED_COUNT);
  });

  it('answers a page past the end with no stories', async () => {
    const res = await getJson(`/v2/cdn/stories?token=${PUBLIC_TOKEN}&page=99`);
    expect(res.status).toBe(200);
    expect(res.body.stories).toEqual([]);
    expect(res.headers.get('total')).toBe(String(PUBLISHED_COUNT));
  });

  it.each(['-1', '0', 'two', '1.5'])('refuses page=%s with 400 and a message', async (page) => {
    const res = await getJson(`/v2/cdn/stories?token=${PUBLIC_TOKEN}&page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'The query is not valid.',
      fields: { page: 'page must be a whole number of 1 or more.' },
    });
  });

  it('lets storyblok-js-client see the 400 as an error with its status', async () => {
    const error = await rejection(storyblok().get('cdn/stories', { page: -1, version: 'published' }));
    expect(error.status).toBe(400);
  });

  it('filters by starts_with and by_uuids', async () => {
    const wanted = [articleUuid(3), articleUuid(1), testUuid(1)];
    const res = await storyblok().get('cdn/stories', { by_uuids: wanted.join(','), version: 'published' });
    expect(res.data.stories.map((s: ISbStoryData) => s.uuid).sort()).toEqual([...wanted].sort());
    const ordered = await getJson(
      `/v2/cdn/stories?token=${PUBLIC_TOKEN}&by_uuids_ordered=${wanted.join(',')}`,
    );
    expect((ordered.body.stories as ISbStoryData[]).map((s) => s.uuid)).toEqual(wanted);
  });

  it('drops excluded content fields and story fields', async () => {
    const res = await storyblok().get('cdn/stories', {
      starts_with: 'articles/a-001',
      excluding_fields: 'teaserText,related',
      excluding_story_fields: ['tag_list', 'created_at'],
      version: 'published',
    });
    const story = res.data.stories[0] as ISbStoryData;
    expect(story.content).toMatchObject({ _uid: 'article-1', component: 'Article', title: 'Article 1' });
    expect(story.content).not.toHaveProperty('teaserText');
    expect(story.content).not.toHaveProperty('related');
    expect(story).not.toHaveProperty('tag_list');
    expect(story).not.toHaveProperty('created_at');
  });
});

describe('GET /v2/cdn/stories/{slug | id | uuid}', () => {
  it('finds a story by full slug, numeric id and uuid', async () => {
    const client = storyblok();
    const bySlug = await client.getStory(articleSlug(7), { version: 'published' });
    expect(bySlug.data.story).toMatchObject({
      id: 1007,
      uuid: articleUuid(7),
      full_slug: articleSlug(7),
      slug: 'a-007',
    });
    expect(bySlug.data.cv).toEqual(expect.any(Number));
    const byId = await client.getStory('1007', { version: 'published' });
    expect(byId.data.story.uuid).toBe(articleUuid(7));
    const byUuid = await client.getStory(articleUuid(7), { version: 'published', find_by: 'uuid' });
    expect(byUuid.data.story.full_slug).toBe(articleSlug(7));
  });

  it("answers 404 in Storyblok's shape for an unknown slug", async () => {
    const error = await rejection(storyblok().getStory('no/such/page', { version: 'published' }));
    expect(error.status).toBe(404);
    const res = await getJson(`/v2/cdn/stories/no/such/page?token=${PUBLIC_TOKEN}`);
    expect(res.body).toEqual(['This record could not be found']);
  });

  it.each([
    '/v2/cdn/stories/../../package.json',
    '/v2/cdn/stories/%2e%2e/%2e%2e/package.json',
    '/v2/cdn/stories/..%2f..%2fpackage.json',
    '/v2/cdn/stories/articles/./a-001',
    '/v2/cdn/stories/articles//a-001',
    '/v2/cdn/stories/..%5c..%5cpackage.json',
    '/v2/cdn/stories/home%00.json',
  ])('refuses the traversal slug %s with 400', async (rawPath) => {
    const res = await rawGet(`${rawPath}?token=${PUBLIC_TOKEN}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: 'The slug is not valid.' });
  });

  it('serves the translation asked for with language, falling back to the default', async () => {
    const client = storyblok();
    const en = await client.getStory('home', { version: 'published', language: 'en' });
    expect(en.data.story).toMatchObject({
      name: 'Home',
      lang: 'en',
      full_slug: 'en/home',
      default_full_slug: 'home',
      content: { title: 'Welcome' },
    });
    const de = await client.getStory('home', { version: 'published', language: 'de' });
    expect(de.data.story).toMatchObject({ name: 'Startseite', lang: 'default', full_slug: 'home' });
    const untranslated = await client.getStory('hub', { version: 'published', language: 'fr' });
    expect(untranslated.data.story.lang).toBe('fr');
    expect(untranslated.data.story.content.items).toHaveLength(60);
    const prefixed = await client.getStory('en/home', { version: 'published' });
    expect(prefixed.data.story.content.title).toBe('Welcome');
  });

  it('serves drafts only to preview tokens', async () => {
    const error = await rejection(storyblok().getStory('drafty', { version: 'draft' }));
    expect(error.status).toBe(401);
    const preview = storyblok(PREVIEW_TOKEN);
    expect((await preview.getStory('drafty', { version: 'draft' })).data.story.content.title).toBe(
      'Draft title',
    );
    expect((await preview.getStory('drafty', { version: 'published' })).data.story.content.title).toBe(
      'Published title',
    );
    expect((await preview.getStory('secret', { version: 'draft' })).data.story.content.title).toBe('Not yet');
    expect((await rejection(preview.getStory('secret', { version: 'published' }))).status).toBe(404);
  });

  it('resolves relations two levels deep: rels from the service, put in place by the client', async () => {
    const res = await storyblok().getStory(articleSlug(1), {
      version: 'published',
      resolve_relations: 'Article.related',
    });
    expect(res.data.rels.map((s: ISbStoryData) => s.uuid)).toEqual([articleUuid(2), articleUuid(3)]);
    const related = res.data.story.content.related as ISbStoryData;
    expect(related.uuid).toBe(articleUuid(2));
    expect((related.content.related as ISbStoryData).uuid).toBe(articleUuid(3));
  });

  it('sends rel_uuids above 50 relations, which the client fetches in chunks of 50', async () => {
    const raw = await getJson(
      `/v2/cdn/stories/hub?token=${PUBLIC_TOKEN}&resolve_relations=Hub.items&resolve_level=1`,
    );
    expect(raw.body.rels).toEqual([]);
    expect(raw.body.rel_uuids).toHaveLength(60);

    const before = service.requests.length;
    const res = await storyblok().getStory('hub', { version: 'published', resolve_relations: 'Hub.items' });
    const items = res.data.story.content.items as ISbStoryData[];
    expect(items.map((s) => s.uuid)).toEqual(Array.from({ length: 60 }, (_, i) => articleUuid(i + 1)));
    const chunks = service.requests.slice(before).filter((r) => r.url.includes('by_uuids='));
    expect(chunks).toHaveLength(2);
  });

  it('resolves story links with resolve_links', async () => {
    const res = await storyblok().getStory(articleSlug(1), { version: 'published', resolve_links: 'url' });
    expect(res.data.links).toEqual([
      expect.objectContaining({ uuid: articleUuid(2), full_slug: articleSlug(2), url: articleSlug(2) }),
    ]);
    expect(res.data.story.content.next.story).toMatchObject({ uuid: articleUuid(2) });
  });
});

describe('GET /v2/cdn/links and /v2/cdn/spaces/me', () => {
  it('lists folders and stories by uuid, all pages through getAll', async () => {
    const links = (await storyblok().getAll('cdn/links', { version: 'published' }, 'links')) as {
      uuid: string;
      slug: string;
      is_folder: boolean;
      parent_id: number | null;
    }[];
    expect(links).toHaveLength(PUBLISHED_COUNT + 1);
    const folder = links.find((l) => l.slug === 'articles');
    expect(folder).toMatchObject({ is_folder: true, parent_id: null });
    expect(links.find((l) => l.uuid === articleUuid(1))).toMatchObject({
      slug: articleSlug(1),
      is_folder: false,
      parent_id: (folder as { id?: number }).id,
    });
  });

  it('pages links when asked to', async () => {
    const res = await getJson(`/v2/cdn/links?token=${PUBLIC_TOKEN}&paginated=1&per_page=10&page=2`);
    expect(Object.keys(res.body.links as object)).toHaveLength(10);
    expect(res.headers.get('total')).toBe(String(PUBLISHED_COUNT + 1));
    expect(res.headers.get('per-page')).toBe('10');
  });

  it('reports the space with the current cv as its version', async () => {
    const space = await storyblok().get('cdn/spaces/me', {});
    const story = await storyblok().getStory('home', { version: 'published' });
    expect(space.data.space).toEqual({
      id: 1,
      name: expect.any(String),
      domain: expect.any(String),
      version: story.data.cv,
      language_codes: ['en', 'es', 'fr', 'it', 'nl'],
    });
  });
});

describe('tokens and rate limit', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    const missing = await getJson('/v2/cdn/stories');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: 'Unauthorized' });
    const wrong = await rejection(storyblok('not-a-token').getStory('home', { version: 'published' }));
    expect(wrong.status).toBe(401);
  });

  it('answers 429 with Retry-After past the rate, and storyblok-js-client retries until it succeeds', async () => {
    const limited = await startService({ contentDir: dir, rateLimitPerSecond: 2 });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const client = new StoryblokClient({
        accessToken: PUBLIC_TOKEN,
        endpoint: limited.endpoint,
        cache: { type: 'none', cv: 'manual' },
        rateLimit: 5,
      });
      const stories = await client.getAll('cdn/stories', { version: 'published' });
      expect(stories).toHaveLength(PUBLISHED_COUNT);
      const statuses = limited.requests.map((r) => r.status);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 200)).toHaveLength(Math.ceil(PUBLISHED_COUNT / 25));
      expect(log).toHaveBeenCalledWith(expect.stringContaining('Hit rate limit'));

      const burst = await Promise.all(
        Array.from({ length: 4 }, () => fetch(`${limited.origin}/v2/cdn/spaces/me?token=${PUBLIC_TOKEN}`)),
      );
      const refused = burst.find((r) => r.status === 429);
      expect(refused?.headers.get('retry-after')).toBe('1');
      expect(await refused?.json()).toEqual({ error: 'Throttled' });
    } finally {
      log.mockRestore();
      await limited.close();
    }
  });
});
