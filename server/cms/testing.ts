/** Test support: temporary story folders and a listening embedded content service. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Mock, vi } from 'vitest';
import { ApiError, sendError } from '../http/errors';
import type { Logger } from './content-store';
import { type CmsServiceOptions, cmsServicePlugin } from './embedded-service';

export const PUBLIC_TOKEN = 'test-public-token';
export const PREVIEW_TOKEN = 'test-preview-token';

export interface StorySeed {
  id: number;
  uuid: string;
  fullSlug: string;
  name?: string;
  published?: boolean;
  content: Record<string, unknown>;
  draftContent?: Record<string, unknown>;
  translations?: Record<string, { name?: string; path?: string; content: Record<string, unknown> }>;
}

/** A uuid that encodes a number, so tests can name stories by index. */
export function testUuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export async function makeContentDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'cms-stories-'));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export async function writeStory(dir: string, seed: StorySeed): Promise<void> {
  const file = path.join(dir, `${seed.fullSlug}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const story = {
    id: seed.id,
    uuid: seed.uuid,
    name: seed.name ?? seed.fullSlug,
    slug: seed.fullSlug.slice(seed.fullSlug.lastIndexOf('/') + 1),
    full_slug: seed.fullSlug,
    ...(seed.published === false ? { published: false } : {}),
    content: seed.content,
    ...(seed.draftContent ? { draft_content: seed.draftContent } : {}),
    ...(seed.translations ? { translations: seed.translations } : {}),
  };
  await writeFile(file, JSON.stringify(story, null, 2));
}

type LogMock = Mock<(...args: unknown[]) => void>;

/** A logger whose calls can be inspected (pino's overloaded LogFn cannot be mocked directly). */
export function silentLogger(): Logger & Record<keyof Logger, LogMock> {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Record<
    keyof Logger,
    LogMock
  >;
  return logger as unknown as Logger & Record<keyof Logger, LogMock>;
}

export interface RunningService {
  app: FastifyInstance;
  /** The CDN API base for storyblok-js-client, ending in /v2. */
  endpoint: string;
  origin: string;
  /** Every answered request, in order. */
  requests: { url: string; status: number }[];
  close(): Promise<void>;
}

export async function startService(
  options: Partial<CmsServiceOptions> & { contentDir: string },
): Promise<RunningService> {
  const app = Fastify({ logger: false });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    return reply.status(500).send({ error: { code: 'internal', message: String(error) } });
  });
  const requests: { url: string; status: number }[] = [];
  app.addHook('onResponse', async (request, reply) => {
    requests.push({ url: request.url, status: reply.statusCode });
  });
  await app.register(cmsServicePlugin, {
    publicTokens: [PUBLIC_TOKEN],
    previewTokens: [PREVIEW_TOKEN],
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return { app, endpoint: `${origin}/v2`, origin, requests, close: () => app.close() };
}

export const ARTICLE_COUNT = 120;
export const articleUuid = (i: number) => testUuid(1000 + i);
export const articleSlug = (i: number) => `articles/a-${String(i).padStart(3, '0')}`;

/**
 * 120 articles under articles/ (each related to and linking to the next), a translated home page,
 * a hub relating to 60 articles, an unpublished story and one with a draft.
 */
export async function writeFixture(dir: string): Promise<void> {
  const writes: Promise<void>[] = [];
  for (let i = 1; i <= ARTICLE_COUNT; i++) {
    const next = i < ARTICLE_COUNT ? articleUuid(i + 1) : '';
    writes.push(
      writeStory(dir, {
        id: 1000 + i,
        uuid: articleUuid(i),
        fullSlug: articleSlug(i),
        content: {
          _uid: `article-${i}`,
          component: 'Article',
          title: `Article ${i}`,
          teaserText: `Teaser of article ${i}`,
          related: next,
          next: {
            fieldtype: 'multilink',
            linktype: 'story',
            id: next,
            cached_url: next ? articleSlug(i + 1) : '',
          },
        },
      }),
    );
  }
  writes.push(
    writeStory(dir, {
      id: 1,
      uuid: testUuid(1),
      fullSlug: 'home',
      name: 'Startseite',
      content: { _uid: 'home', component: 'Page', title: 'Willkommen' },
      translations: { en: { name: 'Home', content: { _uid: 'home', component: 'Page', title: 'Welcome' } } },
    }),
    writeStory(dir, {
      id: 2,
      uuid: testUuid(2),
      fullSlug: 'hub',
      content: {
        _uid: 'hub',
        component: 'Hub',
        items: Array.from({ length: 60 }, (_, i) => articleUuid(i + 1)),
      },
    }),
    writeStory(dir, {
      id: 3,
      uuid: testUuid(3),
      fullSlug: 'secret',
      published: false,
      content: { _uid: 'secret', component: 'Page', title: 'Not yet' },
    }),
    writeStory(dir, {
      id: 4,
      uuid: testUuid(4),
      fullSlug: 'drafty',
      content: { _uid: 'drafty', component: 'Page', title: 'Published title' },
      draftContent: { _uid: 'drafty', component: 'Page', title: 'Draft title' },
    }),
  );
  await Promise.all(writes);
}

/** Published stories in the fixture: the articles, home, hub and drafty. */
export const PUBLISHED_COUNT = ARTICLE_COUNT + 3;
