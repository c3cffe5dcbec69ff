/**
 * Conformance of the embedded content service with Storyblok's Content Delivery API v2, driven by
 * the real storyblok-js-client (the client the shop uses against Storyblok): one case per
 * documented parameter and endpoint, each asserting the answer Storyblok documents.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import StoryblokClient, {
  type ISbError,
  type ISbStoriesParams,
  type ISbStoryData,
} from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeContentDir,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  type RunningService,
  removeDir,
  startService,
  testUuid,
} from './testing';

let dir: string;
let service: RunningService;

const link = (uuid: string, cached: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: uuid,
  cached_url: cached,
});

interface Seed {
  id: number;
  fullSlug: string;
  name: string;
  content: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

const SEEDS: Seed[] = [
  {
    id: 100,
    fullSlug: 'about',
    name: 'About us',
    content: {
      component: 'Page',
      title: 'About the shop',
      body: [{ _uid: 'about-text', component: 'Text', text: 'We print photos' }],
    },
    extra: { position: 0 },
  },
  {
    id: 200,
    fullSlug: 'blog/index',
    name: 'Blog',
    content: { component: 'Overview', title: 'All posts', next: link(testUuid(202), 'blog/post-b') },
    extra: { is_startpage: true, position: 0 },
  },
  {
    id: 201,
    fullSlug: 'blog/post-a',
    name: 'Alpha',
    content: {
      component: 'Post',
      title: 'Alpha spring',
      category: 'news',
      price: '10',
      colours: ['red', 'blue'],
      date: '2024-01-10 10:00',
      featured: true,
      subtitle: '',
      author: testUuid(300),
      seo: { title: 'Alpha SEO' },
    },
    extra: {
      position: 2,
      tag_list: ['featured', 'spring'],
      created_at: '2024-01-01T00:00:00.000Z',
      first_published_at: '2024-01-05T00:00:00.000Z',
      published_at: '2024-01-05T00:00:00.000Z',
      translations: {
        fr: {
          name: 'Alpha FR',
          content: { _uid: 'u-201', component: 'Post', title: 'Alpha printemps', category: 'news' },
        },
      },
    },
  },
  {
    id: 202,
    fullSlug: 'blog/post-b',
    name: 'Beta',
    content: {
      component: 'Post',
      title: 'Beta summer',
      category: 'events',
      price: '25',
      colours: ['red'],
      date: '2024-06-01 08:00',
      featured: false,
      subtitle: 'Long days',
      next: link(testUuid(203), 'blog/post-c'),
    },
    extra: {
      position: 1,
      tag_list: ['summer'],
      created_at: '2024-02-01T00:00:00.000Z',
      first_published_at: '2024-02-10T00:00:00.000Z',
      published_at: '2024-02-10T00:00:00.000Z',
    },
  },
  {
    id: 203,
    fullSlug: 'blog/post-c',
    name: 'Gamma',
    content: {
      component: 'Post',
      title: 'Gamma autumn',
      category: 'news',
      price: '5',
      colours: [],
      date: '2023-12-24 00:00',
      featured: false,
      subtitle: null,
      next: link(testUuid(201), 'blog/post-a'),
    },
    extra: {
      position: 3,
      tag_list: ['featured'],
      created_at: '2023-12-01T00:00:00.000Z',
      first_published_at: '2023-12-02T00:00:00.000Z',
      published_at: '2023-12-02T00:00:00.000Z',
      draft_content: { _uid: 'u-203', component: 'Post', title: 'Gamma draft', category: 'news' },
      releases: {
        '7': { content: { _uid: 'u-203', component: 'Post', title: 'Gamma in release 7', category: 'news' } },
      },
      translations: {
        it: {
          name: 'Gamma IT',
          content: { _uid: 'u-203', component: 'Post', title: 'Gamma autunno', category: 'news' },
        },
      },
    },
  },
  {
    id: 204,
    fullSlug: 'blog/unpublished',
    name: 'Unpublished',
    content: { component: 'Post', title: 'Not yet', category: 'news' },
    extra: { published: false, position: 4 },
  },
  {
    id: 300,
    fullSlug: 'authors/ada',
    name: 'Ada',
    content: { component: 'Author', title: 'Ada Lovelace' },
    extra: { tag_list: ['team'] },
  },
];

const uuidOf = (id: number) => testUuid(id);

beforeAll(async () => {
  dir = await makeContentDir();
  const stories = path.join(dir, 'stories');
  for (const seed of SEEDS) {
    const file = path.join(stories, `${seed.fullSlug}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      JSON.stringify({
        id: seed.id,
        uuid: uuidOf(seed.id),
        name: seed.name,
        slug: seed.fullSlug.slice(seed.fullSlug.lastIndexOf('/') + 1),
        full_slug: seed.fullSlug,
        content: { _uid: `u-${seed.id}`, ...seed.content },
        ...seed.extra,
      }),
    );
  }
  const datasources = path.join(dir, 'datasources');
  await mkdir(datasources, { recursive: true });
  await writeFile(
    path.join(datasources, 'occasions.json'),
    JSON.stringify({
      id: 1,
      name: 'Occasions',
      slug: 'occasions',
      dimensions: [{ id: 11, name: 'English', entry_value: 'en' }],
      entries: [
        { id: 101, name: 'wedding', value: 'Hochzeit', dimensions: { en: 'Wedding' } },
        { id: 102, name: 'birthday', value: 'Geburtstag', dimensions: { en: 'Birthday' } },
        { id: 103, name: 'baptism', value: 'Taufe' },
      ],
    }),
  );
  await writeFile(
    path.join(datasources, 'colours.json'),
    JSON.stringify({
      id: 2,
      name: 'Colours',
      slug: 'colours',
      entries: [{ id: 201, name: 'white', value: '#ffffff' }],
    }),
  );
  service = await startService({
    contentDir: stories,
    datasourceDir: datasources,
    rateLimitPerSecond: 0,
    space: { defaultLanguage: 'de', languages: ['en', 'fr', 'it'] },
  });
});

afterAll(async () => {
  await service?.close();
  await removeDir(dir);
});

function client(token = PUBLIC_TOKEN) {
  return new StoryblokClient({
    accessToken: token,
    endpoint: service.endpoint,
    cache: { type: 'none', cv: 'manual' },
    version: 'published',
  });
}

async function slugs(params: ISbStoriesParams & Record<string, unknown>, token?: string): Promise<string[]> {
  const res = await client(token).get('cdn/stories', { version: 'published', ...params });
  return (res.data.stories as ISbStoryData[]).map((s) => s.full_slug);
}

async function failure(promise: Promise<unknown>): Promise<ISbError> {
  try {
    await promise;
  } catch (error) {
    return error as ISbError;
  }
  throw new Error('expected the request to fail');
}

const PUBLISHED_POSTS = ['blog/post-a', 'blog/post-b', 'blog/post-c'];

describe('stories: filter_query operations', () => {
  it('in: exact values, several separated by commas', async () => {
    expect(await slugs({ filter_query: { category: { in: 'events' } } })).toEqual(['blog/post-b']);
    expect((await slugs({ filter_query: { title: { in: 'Alpha spring,Gamma autumn' } } })).sort()).toEqual([
      'blog/post-a',
      'blog/post-c',
    ]);
  });

  it('in on component selects a content type', async () => {
    expect((await slugs({ filter_query: { component: { in: 'Post' } } })).sort()).toEqual(PUBLISHED_POSTS);
  });

  it('not_in: everything without the values (stories without the field included)', async () => {
    const result = await slugs({ filter_query: { category: { not_in: 'news' } } });
    expect(result).toContain('blog/post-b');
    expect(result).toContain('about');
    expect(result).not.toContain('blog/post-a');
  });

  it('like: * is a wildcard', async () => {
    expect(await slugs({ filter_query: { title: { like: '*summer*' } } })).toEqual(['blog/post-b']);
    expect(await slugs({ filter_query: { title: { like: 'Gamma*' } } })).toEqual(['blog/post-c']);
  });

  it('not_like: everything that does not match', async () => {
    const result = await slugs({ filter_query: { component: { in: 'Post' }, title: { not_like: '*a*' } } });
    expect(result).toEqual([]);
    expect(
      (await slugs({ filter_query: { component: { in: 'Post' }, title: { not_like: 'Alpha*' } } })).sort(),
    ).toEqual(['blog/post-b', 'blog/post-c']);
  });

  it('any_in_array and all_in_array on array fields', async () => {
    expect((await slugs({ filter_query: { colours: { any_in_array: 'blue,red' } } })).sort()).toEqual([
      'blog/post-a',
      'blog/post-b',
    ]);
    expect(await slugs({ filter_query: { colours: { all_in_array: 'blue,red' } } })).toEqual(['blog/post-a']);
  });

  it('gt_int and lt_int compare numbers', async () => {
    expect((await slugs({ filter_query: { price: { gt_int: '6' } } })).sort()).toEqual([
      'blog/post-a',
      'blog/post-b',
    ]);
    expect(await slugs({ filter_query: { price: { lt_int: '6' } } })).toEqual(['blog/post-c']);
  });

  it('gt_date and lt_date compare dates', async () => {
    expect(await slugs({ filter_query: { date: { gt_date: '2024-03-01 00:00' } } })).toEqual(['blog/post-b']);
    expect(await slugs({ filter_query: { date: { lt_date: '2024-01-01 00:00' } } })).toEqual(['blog/post-c']);
  });

  it('is: empty, not_empty, null, true, false, empty_array, not_empty_array', async () => {
    expect(await slugs({ filter_query: { subtitle: { is: 'null' } } })).toEqual(['blog/post-c']);
    expect(await slugs({ filter_query: { subtitle: { is: 'not_empty' } } })).toEqual(['blog/post-b']);
    expect(await slugs({ filter_query: { featured: { is: 'true' } } })).toEqual(['blog/post-a']);
    expect((await slugs({ filter_query: { featured: { is: 'false' } } })).sort()).toEqual([
      'blog/post-b',
      'blog/post-c',
    ]);
    expect(await slugs({ filter_query: { colours: { is: 'empty_array' } } })).toEqual(['blog/post-c']);
    expect((await slugs({ filter_query: { colours: { is: 'not_empty_array' } } })).sort()).toEqual([
      'blog/post-a',
      'blog/post-b',
    ]);
    const empty = await slugs({ filter_query: { component: { in: 'Post' }, subtitle: { is: 'empty' } } });
    expect(empty.sort()).toEqual(['blog/post-a', 'blog/post-c']);
  });

  it('nested fields with a dot path', async () => {
    expect(await slugs({ filter_query: { 'seo.title': { in: 'Alpha SEO' } } })).toEqual(['blog/post-a']);
  });

  it('several filters are joined with AND, __or with OR', async () => {
    expect(await slugs({ filter_query: { category: { in: 'news' }, price: { gt_int: '6' } } })).toEqual([
      'blog/post-a',
    ]);
    const either = await slugs({
      filter_query: { __or: [{ category: { in: 'events' } }, { price: { lt_int: '6' } }] },
    });
    expect(either.sort()).toEqual(['blog/post-b', 'blog/post-c']);
  });

  it('refuses an unknown operation with 400 naming it', async () => {
    const error = await failure(client().get('cdn/stories', { filter_query: { price: { bigger: '1' } } }));
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({
      data: { fields: { 'filter_query[price][bigger]': expect.any(String) } },
    });
  });
});

describe('stories: sort_by', () => {
  it('content.field:asc and :desc', async () => {
    expect(await slugs({ content_type: 'Post', sort_by: 'content.title:asc' })).toEqual(PUBLISHED_POSTS);
    expect(await slugs({ content_type: 'Post', sort_by: 'content.title:desc' })).toEqual(
      [...PUBLISHED_POSTS].reverse(),
    );
  });

  it('content.field:asc:int sorts numbers held as text', async () => {
    expect(await slugs({ content_type: 'Post', sort_by: 'content.price:asc:int' })).toEqual([
      'blog/post-c',
      'blog/post-a',
      'blog/post-b',
    ]);
  });

  it('position', async () => {
    expect(await slugs({ content_type: 'Post', sort_by: 'position:asc' })).toEqual([
      'blog/post-b',
      'blog/post-a',
      'blog/post-c',
    ]);
  });

  it('created_at and first_published_at', async () => {
    expect(await slugs({ content_type: 'Post', sort_by: 'created_at:desc' })).toEqual([
      'blog/post-b',
      'blog/post-a',
      'blog/post-c',
    ]);
    expect(await slugs({ content_type: 'Post', sort_by: 'first_published_at:asc' })).toEqual([
      'blog/post-c',
      'blog/post-a',
      'blog/post-b',
    ]);
  });

  it('name', async () => {
    expect(await slugs({ starts_with: 'blog/post', sort_by: 'name:desc' })).toEqual([
      'blog/post-c',
      'blog/post-b',
      'blog/post-a',
    ]);
  });
});

describe('stories: selection parameters', () => {
  it('by_slugs with wildcards', async () => {
    expect((await slugs({ by_slugs: 'about,blog/post-*' })).sort()).toEqual(['about', ...PUBLISHED_POSTS]);
  });

  it('excluding_slugs with wildcards', async () => {
    const result = await slugs({ excluding_slugs: 'blog/*' });
    expect(result.sort()).toEqual(['about', 'authors/ada']);
  });

  it('with_tag', async () => {
    expect((await slugs({ with_tag: 'featured' })).sort()).toEqual(['blog/post-a', 'blog/post-c']);
    expect((await slugs({ with_tag: 'summer,team' })).sort()).toEqual(['authors/ada', 'blog/post-b']);
  });

  it('content_type', async () => {
    expect(await slugs({ content_type: 'Author' })).toEqual(['authors/ada']);
  });

  it('search_term searches names and content text', async () => {
    expect(await slugs({ search_term: 'lovelace' })).toEqual(['authors/ada']);
    expect(await slugs({ search_term: 'print photos' })).toEqual(['about']);
  });

  it('is_startpage', async () => {
    expect(await slugs({ is_startpage: true })).toEqual(['blog/index']);
    expect(await slugs({ is_startpage: 1 } as never)).toEqual(['blog/index']);
    expect(await slugs({ is_startpage: false })).not.toContain('blog/index');
  });

  it('level', async () => {
    expect(await slugs({ level: 1 })).toEqual(['about']);
    expect((await slugs({ level: 2, starts_with: 'blog/' })).sort()).toEqual([
      'blog/index',
      ...PUBLISHED_POSTS,
    ]);
  });

  it('starts_with', async () => {
    expect(await slugs({ starts_with: 'authors/' })).toEqual(['authors/ada']);
  });

  it('first_published_at_gt / _lt', async () => {
    expect(await slugs({ content_type: 'Post', first_published_at_gt: '2024-02-01 00:00' })).toEqual([
      'blog/post-b',
    ]);
    expect(await slugs({ content_type: 'Post', first_published_at_lt: '2024-01-01 00:00' })).toEqual([
      'blog/post-c',
    ]);
  });

  it('returns an empty list, not 404, when nothing matches', async () => {
    expect(await slugs({ content_type: 'Nothing' })).toEqual([]);
  });
});

describe('stories: paging', () => {
  it('page and per_page with the total and per-page headers', async () => {
    const res = await client().get('cdn/stories', {
      version: 'published',
      per_page: 2,
      page: 2,
      sort_by: 'name:asc',
    });
    const headers = res.headers as unknown as Record<string, string>;
    expect(headers.total).toBe('6');
    expect(headers['per-page']).toBe('2');
    expect(res.total).toBe(6);
    expect(res.perPage).toBe(2);
    expect((res.data.stories as ISbStoryData[]).map((s) => s.name)).toEqual(['Alpha', 'Beta']);
  });

  it('getAll fetches every page through the headers', async () => {
    const all = await client().getAll('cdn/stories', { version: 'published', per_page: 2 });
    expect(all).toHaveLength(6);
  });
});

describe('stories: languages and fallbacks', () => {
  it('language answers the translation, also at the default slug', async () => {
    const res = await client().getStory('blog/post-a', { version: 'published', language: 'fr' });
    expect(res.data.story).toMatchObject({
      lang: 'fr',
      name: 'Alpha FR',
      content: { title: 'Alpha printemps' },
    });
  });

  it('an untranslated story answers the default language content in the requested language', async () => {
    const res = await client().getStory('blog/post-b', { version: 'published', language: 'fr' });
    expect(res.data.story).toMatchObject({ lang: 'fr', content: { title: 'Beta summer' } });
  });

  it('fallback_lang fills in where the language has no translation', async () => {
    const res = await client().getStory('blog/post-c', {
      version: 'published',
      language: 'fr',
      fallback_lang: 'it',
    } as never);
    expect(res.data.story).toMatchObject({ lang: 'fr', content: { title: 'Gamma autunno' } });
    const listed = await client().get('cdn/stories', {
      version: 'published',
      language: 'en',
      fallback_lang: 'fr',
      by_slugs: 'blog/post-a',
    } as never);
    expect(listed.data.stories[0].content.title).toBe('Alpha printemps');
  });
});

describe('stories: relations and links', () => {
  it('resolve_relations puts related stories in place', async () => {
    const res = await client().getStory('blog/post-a', {
      version: 'published',
      resolve_relations: 'Post.author',
    });
    expect(res.data.story.content.author).toMatchObject({ uuid: uuidOf(300), name: 'Ada' });
    expect(res.data.rels).toHaveLength(1);
  });

  it('resolve_links=story puts the linked story in the link', async () => {
    const res = await client().getStory('blog/post-b', { version: 'published', resolve_links: 'story' });
    expect(res.data.story.content.next.story).toMatchObject({
      full_slug: 'blog/post-c',
      content: { title: 'Gamma autumn' },
    });
  });

  it('resolve_links=url gives the minimal link', async () => {
    const res = await client().getStory('blog/post-b', { version: 'published', resolve_links: 'url' });
    expect(res.data.links[0]).toEqual({
      id: 203,
      uuid: uuidOf(203),
      name: 'Gamma',
      slug: 'post-c',
      full_slug: 'blog/post-c',
      url: 'blog/post-c',
    });
  });

  it('resolve_links=link gives the link object with path, real_path, parent_id and published', async () => {
    const res = await client().getStory('blog/post-b', { version: 'published', resolve_links: 'link' });
    const resolved = res.data.links[0];
    expect(resolved).toMatchObject({
      uuid: uuidOf(203),
      slug: 'blog/post-c',
      path: null,
      real_path: '/blog/post-c',
      parent_id: expect.any(Number),
      published: true,
      is_folder: false,
    });
    expect(res.data.story.content.next.story).toMatchObject({ real_path: '/blog/post-c' });
  });

  it('resolve_links_level=2 also resolves the links of linked stories', async () => {
    const one = await client().getStory('blog/index', { version: 'published', resolve_links: 'story' });
    expect((one.data.links as ISbStoryData[]).map((l) => l.full_slug)).toEqual(['blog/post-b']);
    const two = await client().getStory('blog/index', {
      version: 'published',
      resolve_links: 'story',
      resolve_links_level: 2,
    } as never);
    expect((two.data.links as ISbStoryData[]).map((l) => l.full_slug)).toEqual([
      'blog/post-b',
      'blog/post-c',
    ]);
  });
});

describe('stories: versions and releases', () => {
  it('version=draft with a preview token shows drafts, with _editable on every blok', async () => {
    const res = await client(PREVIEW_TOKEN).getStory('blog/post-c', { version: 'draft' });
    expect(res.data.story.content.title).toBe('Gamma draft');
    expect(res.data.story.content._editable).toBe(
      `<!--#storyblok#${JSON.stringify({ name: 'Post', space: '1', uid: 'u-203', id: '203' })}-->`,
    );
    const published = await client().getStory('about', { version: 'published' });
    expect(published.data.story.content).not.toHaveProperty('_editable');
  });

  it('from_release shows the release version (preview token only)', async () => {
    const res = await client(PREVIEW_TOKEN).getStory('blog/post-c', { version: 'draft', from_release: '7' });
    expect(res.data.story).toMatchObject({ release_id: 7, content: { title: 'Gamma in release 7' } });
    const other = await client(PREVIEW_TOKEN).getStory('blog/post-a', {
      version: 'draft',
      from_release: '7',
    });
    expect(other.data.story).toMatchObject({ release_id: null, content: { title: 'Alpha spring' } });
    const error = await failure(
      client().getStory('blog/post-c', { version: 'published', from_release: '7' }),
    );
    expect(error.status).toBe(401);
  });

  it('unpublished stories exist only as drafts', async () => {
    expect((await failure(client().getStory('blog/unpublished', { version: 'published' }))).status).toBe(404);
    const draft = await client(PREVIEW_TOKEN).getStory('blog/unpublished', { version: 'draft' });
    expect(draft.data.story.name).toBe('Unpublished');
  });
});

describe('links', () => {
  it('cdn/links is paged by default (25) with total and per-page', async () => {
    const res = await client().get('cdn/links', { version: 'published', per_page: 3 });
    const headers = res.headers as unknown as Record<string, string>;
    expect(Object.keys(res.data.links ?? {})).toHaveLength(3);
    expect(headers['per-page']).toBe('3');
    expect(Number(headers.total)).toBe(8); // 6 stories and the folders blog/ and authors/
    const all = await client().getAll('cdn/links', { version: 'published' });
    expect(all).toHaveLength(8);
  });

  it('link objects carry path, real_path, parent_id and published', async () => {
    const res = await client().get('cdn/links', { version: 'published', starts_with: 'blog/post-a' });
    expect(Object.values(res.data.links ?? {})[0]).toMatchObject({
      slug: 'blog/post-a',
      path: null,
      real_path: '/blog/post-a',
      parent_id: expect.any(Number),
      published: true,
      is_folder: false,
    });
  });

  it('with_parent and include_dates', async () => {
    const folder = await client().get('cdn/links', { version: 'published', starts_with: 'authors' });
    const authorsFolder = Object.values(
      folder.data.links as Record<string, { is_folder: boolean; id: number }>,
    ).find((l) => l.is_folder);
    const res = await client().get('cdn/links', {
      version: 'published',
      with_parent: authorsFolder?.id,
      include_dates: 1,
    } as never);
    const links = Object.values(res.data.links ?? {}) as Record<string, unknown>[];
    expect(links.map((l) => l.slug)).toEqual(['authors/ada']);
    expect(links[0]).toHaveProperty('created_at');
    expect(links[0]).toHaveProperty('published_at');
    const roots = await client().get('cdn/links', { version: 'published', with_parent: 0 } as never);
    expect((Object.values(roots.data.links ?? {}) as { slug: string }[]).map((l) => l.slug).sort()).toEqual([
      'about',
      'authors',
      'blog',
    ]);
  });

  it('cdn/links/{uuid} answers one link, 404 for an unknown one', async () => {
    const res = await client().get(`cdn/links/${uuidOf(201)}`, { version: 'published' });
    expect(res.data.link).toMatchObject({
      uuid: uuidOf(201),
      slug: 'blog/post-a',
      real_path: '/blog/post-a',
    });
    const error = await failure(client().get(`cdn/links/${testUuid(999)}`, { version: 'published' }));
    expect(error.status).toBe(404);
  });
});

describe('datasources', () => {
  it('cdn/datasources lists them with their dimensions', async () => {
    const res = await client().get('cdn/datasources', {});
    expect(res.data.datasources).toEqual([
      { id: 2, name: 'Colours', slug: 'colours', dimensions: [] },
      {
        id: 1,
        name: 'Occasions',
        slug: 'occasions',
        dimensions: [{ id: 11, name: 'English', entry_value: 'en', datasource_id: 1 }],
      },
    ]);
  });

  it('cdn/datasource_entries by datasource', async () => {
    const res = await client().get('cdn/datasource_entries', { datasource: 'occasions' });
    expect(res.data.datasource_entries).toEqual([
      { id: 101, name: 'wedding', value: 'Hochzeit', dimension_value: null },
      { id: 102, name: 'birthday', value: 'Geburtstag', dimension_value: null },
      { id: 103, name: 'baptism', value: 'Taufe', dimension_value: null },
    ]);
  });

  it('cdn/datasource_entries with a dimension gives dimension_value (the default where none is set)', async () => {
    const res = await client().get('cdn/datasource_entries', { datasource: 'occasions', dimension: 'en' });
    expect(res.data.datasource_entries.map((e: { dimension_value: string }) => e.dimension_value)).toEqual([
      'Wedding',
      'Birthday',
      'Taufe',
    ]);
  });

  it('cdn/datasource_entries pages with total and per-page; getAll reads them all', async () => {
    const res = await client().get('cdn/datasource_entries', { datasource: 'occasions', per_page: 2 });
    expect(res.data.datasource_entries).toHaveLength(2);
    expect(res.total).toBe(3);
    const all = await client().getAll('cdn/datasource_entries', { datasource: 'occasions', per_page: 2 });
    expect(all).toHaveLength(3);
  });

  it('an unknown datasource is 404', async () => {
    const error = await failure(client().get('cdn/datasource_entries', { datasource: 'nope' }));
    expect(error.status).toBe(404);
  });
});

describe('tags', () => {
  it('cdn/tags lists tags with taggings_count', async () => {
    const res = await client().get('cdn/tags', { version: 'published' });
    expect(res.data.tags).toEqual([
      { name: 'featured', taggings_count: 2 },
      { name: 'spring', taggings_count: 1 },
      { name: 'summer', taggings_count: 1 },
      { name: 'team', taggings_count: 1 },
    ]);
  });

  it('starts_with limits them to a folder', async () => {
    const res = await client().get('cdn/tags', { version: 'published', starts_with: 'authors/' });
    expect(res.data.tags).toEqual([{ name: 'team', taggings_count: 1 }]);
  });
});

describe('errors', () => {
  it("an unknown slug is Storyblok's 404", async () => {
    const error = await failure(client().getStory('no/such/story', { version: 'published' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('This record could not be found');
    expect(error.response).toMatchObject({ data: ['This record could not be found'] });
  });

  it('an unknown endpoint under /v2 is a JSON 404, not the shop page', async () => {
    const error = await failure(client().get('cdn/nothing-here', {}));
    expect(error.status).toBe(404);
    expect(error.response).toMatchObject({ data: ['This record could not be found'] });
  });

  it('a bad token is 401', async () => {
    const error = await failure(client('wrong-token').getStory('about', { version: 'published' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthorized');
  });

  it('drafts with a public token are 401', async () => {
    expect((await failure(client().getStory('about', { version: 'draft' }))).status).toBe(401);
  });

  it('unknown parameters are refused with 400 naming them', async () => {
    const error = await failure(
      client().get('cdn/stories', { version: 'published', with_tags: 'x', sortby: 'name' } as never),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Unknown parameters: with_tags, sortby');
    expect(error.response).toMatchObject({
      data: { fields: { with_tags: expect.any(String), sortby: expect.any(String) } },
    });
    const linkError = await failure(client().get('cdn/links', { version: 'published', sort_by: 'name:asc' }));
    expect(linkError.status).toBe(400);
    expect(linkError.message).toContain('sort_by');
  });

  it('a bad value is 400 naming the parameter', async () => {
    const error = await failure(client().get('cdn/stories', { version: 'published', sort_by: 'name;drop' }));
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({ data: { fields: { sort_by: expect.any(String) } } });
  });
});
