/**
 * The frontend API of SPEC 7 over the CMS: page data by locale and slug, breadcrumbs, the
 * visual editor's transform, the global story and the page list. Channel and market as every API
 * finds them (server/catalogue/request-market.ts), the locale in the path or query first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ContentSource } from '../../shared/contracts/page-services';
import { languageOf } from '../../shared/markets';
import { isSaneSlug } from '../../shared/routing';
import { requestMarket } from '../catalogue/request-market';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validate';
import { breadcrumbItems } from './breadcrumb-trail';

const PREFIX = '/frontend-api/mp/storyblok';

const pageQuerySchema = z.object({
  path: z.string().max(512).optional(),
  platform: z.enum(['w', 'd', 'web', 'desktop']).optional(),
  release: z
    .string()
    .regex(/^\d{1,12}$/, 'a numeric release id')
    .optional(),
  resolveRelations: z.string().max(500).optional(),
  version: z.enum(['published', 'draft']).optional(),
  apiVersion: z.literal('v2', { message: 'only apiVersion v2 is supported' }).optional(),
});

const localeQuerySchema = z.object({ locale: z.string().optional() });

const breadcrumbQuerySchema = z.object({
  locale: z.string().optional(),
  path: z.string().min(1).max(512),
});

const transformBodySchema = z.object({
  story: z.object({
    uuid: z.string().max(64).optional(),
    name: z.string().max(300).optional(),
    full_slug: z.string().max(512).optional(),
    content: z
      .object({
        component: z.literal('Page', { message: 'the editor sends a Page story' }),
        metaTitle: z.string().max(300).optional(),
        metaDescription: z.string().max(1000).optional(),
        teaser: z.array(z.record(z.string(), z.unknown())).max(5).optional(),
        body: z.array(z.record(z.string(), z.unknown())).max(200).optional(),
      })
      .loose(),
  }),
});

/** Channel and market: the shop's one resolution (requestMarket), the path's or query's locale first. */
function marketOf(request: FastifyRequest, locale: string | undefined) {
  return requestMarket(request, locale === undefined ? {} : { locale });
}

function slugPath(raw: string): string {
  const path = `/${raw.replace(/^\/+/, '')}`;
  if (!isSaneSlug(path)) throw new ApiError(400, 'invalid_slug', 'The slug is not a valid page path.');
  return path;
}

export async function frontendApiRoutes(app: FastifyInstance, options: { content: ContentSource }) {
  const { content } = options;

  app.get<{ Params: { locale: string; '*': string } }>(`${PREFIX}/:locale/*`, async (request) => {
    const query = parseInput(pageQuerySchema, request.query, 'query');
    if (query.version === 'draft') {
      throw new ApiError(
        403,
        'draft_not_allowed',
        'Drafts are shown only through the visual editor preview.',
      );
    }
    const { channel, market } = marketOf(request, request.params.locale);
    const path = slugPath(query.path ?? request.params['*'] ?? '');
    const page = await content.page({ channel, language: languageOf(market), path });
    if (!page) throw new ApiError(404, 'not_found', `Page not found: ${path}`);
    return {
      story: { uuid: page.uuid, name: page.name, content: page.content, paths: page.paths },
      locale: market,
    };
  });

  app.get(`${PREFIX}/breadcrumb`, async (request) => {
    const query = parseInput(breadcrumbQuerySchema, request.query, 'query');
    const { channel, market } = marketOf(request, query.locale);
    const path = slugPath(query.path);
    const items = await breadcrumbItems(content, {
      channel,
      language: languageOf(market),
      path,
    });
    return { items };
  });

  app.post(`${PREFIX}/transform`, async (request) => {
    const query = parseInput(
      z.object({
        locale: z.string().optional(),
        path: z.string().max(512).optional(),
        platform: z.string().max(10).optional(),
        slug: z.string().max(512).optional(),
      }),
      request.query,
      'query',
    );
    const { market } = marketOf(request, query.locale);
    const { story } = parseInput(transformBodySchema, request.body, 'editor body');
    return {
      locale: market,
      page: {
        uuid: story.uuid ?? null,
        name: story.name ?? '',
        title: story.content.metaTitle ?? story.name ?? '',
        description: story.content.metaDescription ?? '',
        teaser: story.content.teaser ?? [],
        body: story.content.body ?? [],
      },
    };
  });

  app.get(`${PREFIX}/global`, async (request) => {
    const { locale } = parseInput(localeQuerySchema, request.query, 'query');
    const { channel, market } = marketOf(request, locale);
    const global = await content.global({ channel, language: languageOf(market) });
    if (!global) throw new ApiError(404, 'not_found', 'The global story is missing.');
    return { global, locale: market };
  });

  app.get(`${PREFIX}/pages`, async (request) => {
    const { locale } = parseInput(localeQuerySchema, request.query, 'query');
    const { channel, market } = marketOf(request, locale);
    const pages = await content.listPages({ channel });
    const language = languageOf(market);
    return {
      locale: market,
      pages: pages
        .filter((p) => p.content.component === 'Page' && p.paths[language] !== undefined)
        .map((p) => ({
          uuid: p.uuid,
          name: p.name,
          path: `/${p.paths[language] === 'home' ? '' : p.paths[language]}`,
        })),
    };
  });
}
