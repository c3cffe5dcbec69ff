/**
 * Attack test for breadcrumb amplification (security issue, item 10): a 90-segment path once
 * made one CMS look-up per segment. The CMS requests are counted, not timed.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../../shared/contracts/page-services';
import type { Language } from '../../shared/markets';
import { createCmsClient } from '../cms/client';
import { DEFAULT_CONTENT_DIR } from '../cms/embedded-service';
import { PUBLIC_TOKEN, type RunningService, silentLogger, startService } from '../cms/testing';
import { errorHandling } from '../http/error-handler';
import { requestContext } from '../http/request-context';
import { BREADCRUMB_DEPTH_MARGIN } from './breadcrumb-trail';
import { createContentService } from './content-service';
import { frontendApiRoutes } from './frontend-api-routes';

let service: RunningService;
let content: ContentSource;
let app: FastifyInstance;

beforeAll(async () => {
  // Storyblok's own limit of 50 requests a second would only slow the old code down; off here.
  service = await startService({ contentDir: DEFAULT_CONTENT_DIR, rateLimitPerSecond: 0 });
  const log = silentLogger();
  content = createContentService(
    createCmsClient({
      endpoint: service.endpoint,
      accessToken: PUBLIC_TOKEN,
      logger: log,
      isProduction: false,
    }),
    undefined,
    log,
  );
  app = Fastify({ logger: false });
  errorHandling(app);
  requestContext(app);
  await app.register(frontendApiRoutes, { content });
});
afterAll(async () => {
  await app.close();
  await service.close();
});

const breadcrumb = (path: string, locale = 'de-DE') =>
  app.inject({
    url: `/frontend-api/mp/storyblok/breadcrumb?locale=${locale}&path=${encodeURIComponent(path)}`,
    headers: { host: 'localhost:3000' },
  });

/** The URLs of the CMS requests made while `run` runs. */
async function cmsRequestsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = service.requests.length;
  await run();
  return service.requests.slice(before).map((r) => r.url);
}

/**
 * The brand's page list is one query, which storyblok-js-client reads 25 stories a page; the seeded
 * brands have fewer than 75 pages. Never a look-up of a single story.
 */
function expectOnlyThePageList(urls: readonly string[]): void {
  expect(urls.length).toBeLessThanOrEqual(3);
  for (const url of urls) expect(url).toMatch(/^\/v2\/cdn\/stories\?starts_with=(cards|posters)%2F&/);
}

const deepPath = (segments: number) => `/${Array.from({ length: segments }, (_, i) => `s${i}`).join('/')}`;

describe('breadcrumb amplification', () => {
  it('answers a 90-segment path with 400 after one page-list query', async () => {
    let response: Awaited<ReturnType<typeof breadcrumb>> | undefined;
    const requests = await cmsRequestsDuring(async () => {
      response = await breadcrumb(deepPath(90));
    });
    expect(response?.statusCode).toBe(400);
    expect(response?.json()).toMatchObject({ error: { code: 'path_too_deep' } });
    expectOnlyThePageList(requests);
  });

  it('makes no CMS request at all for repeated deep paths once the page list is cached', async () => {
    const requests = await cmsRequestsDuring(async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => breadcrumb(deepPath(60 + i))));
      for (const answer of answers) expect(answer.statusCode).toBe(400);
    });
    expect(requests).toEqual([]);
  });

  it('looks a path within the depth limit up in one query, not one per segment', async () => {
    const pages = await content.listPages({ channel: 'cards', language: 'fr' });
    const deepest = Math.max(...pages.map((p) => (p.paths.fr ?? p.defaultPath).split('/').length));
    const path = deepPath(deepest + BREADCRUMB_DEPTH_MARGIN);
    let status = 0;
    const requests = await cmsRequestsDuring(async () => {
      status = (await breadcrumb(path, 'fr-FR')).statusCode;
    });
    expect(status).toBe(200);
    expectOnlyThePageList(requests);
    expect((await breadcrumb(`${path}/one-more`, 'fr-FR')).statusCode).toBe(400);
  });
});

describe('breadcrumbs from the page list', () => {
  it.each<[string, Language, 'cards' | 'posters']>([
    ['de-DE', 'de', 'cards'],
    ['fr-FR', 'fr', 'cards'],
    ['en-GB', 'en', 'posters'],
    ['it-IT', 'it', 'posters'],
  ])('match a look-up of every prefix, page by page (%s %s)', async (locale, language, channel) => {
    const pages = await content.listPages({ channel, language });
    const nested = pages
      .map((p) => `/${p.paths[language] ?? p.defaultPath}`)
      .filter((path) => path.split('/').length > 2);
    expect(nested.length).toBeGreaterThan(0);
    for (const path of nested) {
      const expected = [];
      const segments = path.split('/').filter(Boolean);
      for (let i = 1; i <= segments.length; i++) {
        const url = `/${segments.slice(0, i).join('/')}`;
        const page = await content.page({ channel, language, path: url });
        if (page) expected.push({ _uid: page.uuid, link: { url }, text: page.name });
      }
      const response = await app.inject({
        url: `/frontend-api/mp/storyblok/breadcrumb?locale=${locale}&path=${encodeURIComponent(path)}`,
        headers: { host: 'localhost:3000', 'x-channel': channel },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toEqual(expected);
    }
  });
});
