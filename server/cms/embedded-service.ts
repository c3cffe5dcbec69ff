/**
 * The embedded content service (DESIGN "What we build"): the part of Storyblok's CDN API v2 that
 * the shop uses, served from the story files of `content/stories`, so that `npm start` renders
 * content pages with no Storyblok account while the shop still talks to it through the very
 * client (storyblok-js-client) it uses against Storyblok.
 *
 *   GET /v2/cdn/stories                 list, paged (headers `total`, `per-page`), with Storyblok's
 *                                       filters (filter_query, by_slugs, with_tag, search_term, …)
 *                                       and sort_by
 *   GET /v2/cdn/stories/{full slug}     one story; also `/{id}` and `/{uuid}?find_by=uuid`
 *   GET /v2/cdn/links                   folders and stories by uuid, paged (25 by default, up to 1000)
 *   GET /v2/cdn/links/{uuid}            one link
 *   GET /v2/cdn/datasources             the datasources (datasources.ts), paged
 *   GET /v2/cdn/datasource_entries      their entries, by `datasource` and `dimension`, paged
 *   GET /v2/cdn/tags                    the tags of the stories, with how many stories carry each
 *   GET /v2/cdn/spaces/me               the space, whose `version` is the current cv
 *
 * Parameters an endpoint does not know are refused with 400 naming them (query.ts). Errors have
 * Storyblok's shapes: 404 `["This record could not be found"]`, 401 `{ "error": "Unauthorized" }`,
 * 400 `{ "error": "…", "fields": { param: message } }`, 429 `{ "error": "Throttled" }`.
 *
 * Translated slugs: `/v2/cdn/stories/fr/cards/impression-sur-toile` (or `cards/impression-sur-toile`
 * with `language=fr`) is the French translation of `cards/leinwanddruck`; a translated slug asked
 * for in another language, and the German slug behind a French prefix (`fr/cards/leinwanddruck`),
 * are 404; the German slug with `language=fr` answers the French version, as Storyblok does. Every
 * story carries
 * `default_full_slug` and `translated_slugs` (see story-view.ts) for hreflang alternates.
 *
 * Drafts carry `_editable` in every blok (for the visual editor); `from_release` with a preview
 * token shows a release's version of the stories it holds (content-store.ts `releases`).
 *
 * Deliberate differences from Storyblok: `cv` is accepted but not used to pick old content (there is only the current content);
 * relations are returned in `rels` (or `rel_uuids` above 50) and left as uuids in the content,
 * exactly like Storyblok v2 — storyblok-js-client puts the story objects in place.
 *
 * Routes carry their full path: register the plugin without a prefix.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LANGUAGES } from '../../shared/markets/locales';
import { ApiError } from '../http/errors';
import { type ContentSnapshot, ContentSource, fullSlugIn, type StoredStory } from './content-store';
import { type Datasources, loadDatasources } from './datasources';
import { comparatorOf, matchesFilter, matchesSearchTerm, wildcard } from './filters';
import {
  CdnQueryError,
  DEFAULT_PER_PAGE,
  datasourceEntriesQuerySchema,
  datasourcesQuerySchema,
  linkQuerySchema,
  linksQuerySchema,
  MAX_DATASOURCE_ENTRIES_PER_PAGE,
  MAX_LINKS_PER_PAGE,
  MAX_PER_PAGE,
  parseCdnQuery,
  type StoriesQuery,
  type StoryQuery,
  spaceQuerySchema,
  storiesQuerySchema,
  storyQuerySchema,
  tagsQuerySchema,
} from './query';
import { createRateLimiter } from './rate-limit';
import {
  type ApiLink,
  type ApiStory,
  folderAsLink,
  isVisible,
  relatedOf,
  storyAsLink,
  storyView,
  type Version,
  type ViewOptions,
} from './story-view';

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../content/stories', import.meta.url));
export const DEFAULT_DATASOURCE_DIR = fileURLToPath(new URL('../../content/datasources', import.meta.url));

/** Storyblok's limit for cached CDN requests, per token. */
export const DEFAULT_RATE_LIMIT_PER_SECOND = 50;
/** Storyblok sends rel_uuids / link_uuids instead of stories above this many. */
export const MAX_INLINE_RELATIONS = 50;
/** Storyblok's body of a 404 under /v2. */
export const NOT_FOUND_BODY = ['This record could not be found'] as const;

export interface CmsServiceOptions {
  /** The folder of story files (default: `content/stories` of this repository). */
  contentDir?: string;
  /**
   * The folder of datasource files; default `content/datasources` of this repository when
   * contentDir is not given either, else none.
   */
  datasourceDir?: string;
  /** Tokens that may read published content (Storyblok's public tokens). */
  publicTokens: readonly string[];
  /** Tokens that may also read drafts (Storyblok's preview tokens). */
  previewTokens?: readonly string[];
  /** Requests per second per token before 429; 0 turns the limit off. */
  rateLimitPerSecond?: number;
  /** Check for changed story files at most this often; 0 (default) loads them once. */
  rescanIntervalMs?: number;
  maxInlineRelations?: number;
  space?: {
    id?: number;
    name?: string;
    domain?: string;
    /** The language of the untranslated content; requests for it get `lang: "default"`. */
    defaultLanguage?: string;
    /** The translated languages (Storyblok's `language_codes`, without the default). */
    languages?: readonly string[];
  };
}

type Access = 'public' | 'preview';

interface SpaceSettings {
  id: number;
  name: string;
  domain: string;
  defaultLanguage: string;
  languages: readonly string[];
}

/** An answer in Storyblok's error shape (see the header). */
class CdnError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'error' in body ? String(body.error) : `HTTP ${statusCode}`);
  }
}

const notFound = () => new CdnError(404, NOT_FOUND_BODY);

function searchOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

export async function cmsServicePlugin(app: FastifyInstance, opts: CmsServiceOptions): Promise<void> {
  const defaultLanguage = opts.space?.defaultLanguage ?? 'de';
  const space: SpaceSettings = {
    id: opts.space?.id ?? 1,
    name: opts.space?.name ?? 'Photo print shop (embedded)',
    domain: opts.space?.domain ?? 'http://localhost:3000/',
    defaultLanguage,
    languages: opts.space?.languages ?? LANGUAGES.filter((l) => l !== defaultLanguage),
  };
  const tokens = knownTokens(opts);
  if (tokens.length === 0) app.log.warn('embedded CMS has no tokens: every request will be refused');

  const perSecond = opts.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT_PER_SECOND;
  const limiter = createRateLimiter(perSecond);
  const maxInline = opts.maxInlineRelations ?? MAX_INLINE_RELATIONS;
  const source = await ContentSource.open(path.resolve(opts.contentDir ?? DEFAULT_CONTENT_DIR), {
    logger: app.log,
    languages: space.languages,
    rescanIntervalMs: opts.rescanIntervalMs ?? 0,
  });
  const datasources: Datasources = await loadDatasources(
    opts.datasourceDir ?? (opts.contentDir === undefined ? DEFAULT_DATASOURCE_DIR : undefined),
  );

  const accessOfRequest = (request: FastifyRequest): Access => {
    const token = (request.query as Record<string, unknown>).token;
    if (typeof token !== 'string' || token === '') throw new CdnError(401, { error: 'Unauthorized' });
    const access = accessOf(tokens, token);
    if (!access) throw new CdnError(401, { error: 'Unauthorized' });
    return access;
  };

  /** Parses the endpoint's parameters; drafts and releases need a preview token. */
  const parse = <S extends z.ZodType>(request: FastifyRequest, schema: S, filters = false) => {
    const parsed = parseCdnQuery(schema, searchOf(request), { filters });
    const query = parsed.query as { version?: Version; from_release?: string };
    if ((query.version === 'draft' || query.from_release) && accessOfRequest(request) !== 'preview') {
      throw new CdnError(401, { error: 'Unauthorized: drafts and releases need a preview token.' });
    }
    return parsed;
  };

  const languageOf = (lang: string | undefined): string =>
    lang && lang !== space.defaultLanguage && space.languages.includes(lang) ? lang : 'default';

  const viewOptions = (query: StoriesQuery | StoryQuery, language: string): ViewOptions => ({
    language,
    version: query.version,
    excludingFields: new Set(query.excluding_fields),
    excludingStoryFields: new Set(query.excluding_story_fields),
    languages: space.languages,
    ...(query.fallback_lang && query.fallback_lang !== 'default'
      ? { fallbackLanguage: query.fallback_lang }
      : {}),
    ...(query.from_release && query.version === 'draft' ? { release: query.from_release } : {}),
    spaceId: space.id,
  });

  const withRelated = (
    snapshot: ContentSnapshot,
    stories: readonly ApiStory[],
    query: StoriesQuery | StoryQuery,
    view: ViewOptions,
  ) => {
    const related = relatedOf(snapshot, stories, {
      ...view,
      resolveRelations: query.resolve_relations ?? [],
      resolveLevel: (query.resolve_level ?? 1) >= 2 ? 2 : 1,
      resolveLinks:
        query.resolve_links === '1' ? 'story' : query.resolve_links === '0' ? undefined : query.resolve_links,
      resolveLinksLevel: query.resolve_links_level === '2' ? 2 : 1,
      maxInline,
    });
    return {
      cv: snapshot.cv,
      rels: related.rels,
      links: related.links,
      ...(related.relUuids ? { rel_uuids: related.relUuids } : {}),
      ...(related.linkUuids ? { link_uuids: related.linkUuids } : {}),
    };
  };

  /** A leading language segment in a slug or prefix selects that language, as in Storyblok. */
  const splitLanguage = (slug: string, explicit: string | undefined): { language: string; rest: string } => {
    const cut = slug.indexOf('/');
    const first = cut < 0 ? slug : slug.slice(0, cut);
    if (!explicit && space.languages.includes(first)) {
      return { language: first, rest: cut < 0 ? '' : slug.slice(cut + 1) };
    }
    return { language: languageOf(explicit), rest: slug };
  };

  const listStories = (request: FastifyRequest, reply: FastifyReply) => {
    const { query, filter } = parse(request, storiesQuerySchema, true);
    const snapshot = source.current;
    let language = languageOf(query.language);
    let candidates = snapshot.stories.filter((s) => isVisible(s, query.version));
    if (query.starts_with !== undefined) {
      const split = splitLanguage(query.starts_with, query.language);
      language = split.language;
      const prefix = split.rest;
      candidates = candidates.filter(
        (s) => fullSlugIn(s, language).startsWith(prefix) || s.file.full_slug.startsWith(prefix),
      );
    }
    const slugsOf = (s: StoredStory) => [s.file.full_slug, fullSlugIn(s, language)];
    if (query.by_slugs) {
      const patterns = query.by_slugs.map(wildcard);
      candidates = candidates.filter((s) => slugsOf(s).some((slug) => patterns.some((p) => p.test(slug))));
    }
    if (query.excluding_slugs) {
      const patterns = query.excluding_slugs.map(wildcard);
      candidates = candidates.filter((s) => !slugsOf(s).some((slug) => patterns.some((p) => p.test(slug))));
    }
    if (query.excluding_ids) {
      const ids = new Set(query.excluding_ids.map(Number));
      candidates = candidates.filter((s) => !ids.has(s.file.id));
    }
    if (query.by_uuids) {
      const wanted = new Set(query.by_uuids);
      candidates = candidates.filter((s) => wanted.has(s.file.uuid));
    }
    if (query.with_tag) {
      const tags = new Set(query.with_tag);
      candidates = candidates.filter((s) => s.file.tag_list.some((t) => tags.has(t)));
    }
    if (query.is_startpage !== undefined) {
      const wanted = query.is_startpage === '1';
      candidates = candidates.filter((s) => s.file.is_startpage === wanted);
    }
    if (query.level !== undefined) {
      const level = query.level;
      candidates = candidates.filter((s) => s.file.full_slug.split('/').length === level);
    }
    const view = viewOptions(query, language);
    // Content filters see the stories as this request would return them.
    let views = candidates.map((s) => ({
      stored: s,
      story: storyView(s, { ...view, excludingFields: new Set(), excludingStoryFields: new Set() }),
    }));
    if (query.content_type) views = views.filter((v) => v.story.content.component === query.content_type);
    if (filter.and.length || filter.or.length)
      views = views.filter((v) => matchesFilter(filter, v.story.content));
    if (query.search_term) {
      const term = query.search_term;
      views = views.filter((v) => matchesSearchTerm(term, v.story.name, v.story.content));
    }
    const dateFilters: [keyof ApiStory, string | undefined, 'gt' | 'lt'][] = [
      ['first_published_at', query.first_published_at_gt, 'gt'],
      ['first_published_at', query.first_published_at_lt, 'lt'],
      ['published_at', query.published_at_gt, 'gt'],
      ['published_at', query.published_at_lt, 'lt'],
      ['updated_at', query.updated_at_gt, 'gt'],
      ['updated_at', query.updated_at_lt, 'lt'],
    ];
    for (const [field, limit, side] of dateFilters) {
      if (limit === undefined) continue;
      const bound = Date.parse(
        /[zZ]|[+-]\d{2}:?\d{2}$/.test(limit)
          ? limit.replace(' ', 'T')
          : `${limit.replace(' ', 'T')}${limit.length > 10 ? 'Z' : 'T00:00:00Z'}`,
      );
      views = views.filter((v) => {
        const at = Date.parse(String(v.story[field] ?? ''));
        return !Number.isNaN(at) && (side === 'gt' ? at > bound : at < bound);
      });
    }
    if (query.by_uuids_ordered) {
      const byUuid = new Map(views.map((v) => [v.stored.file.uuid, v]));
      views = query.by_uuids_ordered.map((uuid) => byUuid.get(uuid)).filter((v) => v !== undefined);
    } else if (query.sort_by) {
      const compare = comparatorOf(query.sort_by);
      views = views
        .map((v, index) => ({ v, index }))
        .sort((a, b) => compare(a.v.story, b.v.story) || a.index - b.index)
        .map(({ v }) => v);
    }
    const perPage = Math.min(query.per_page ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
    const page = query.page ?? 1;
    const stories = views.slice((page - 1) * perPage, page * perPage).map((v) => storyView(v.stored, view));
    reply.header('total', String(views.length)).header('per-page', String(perPage));
    return { stories, ...withRelated(snapshot, stories, query, view) };
  };

  const getStory = (request: FastifyRequest, raw: string) => {
    const { query } = parse(request, storyQuerySchema);
    const snapshot = source.current;
    let found: StoredStory | undefined;
    let language = languageOf(query.language);
    if (query.find_by === 'uuid') {
      found = snapshot.byUuid(raw);
    } else if (/^\d{1,15}$/.test(raw)) {
      found = snapshot.byId(Number(raw));
    } else {
      // A slug is looked up in the language asked for: a translated slug only in its own
      // language, a default slug only where the story has no translated slug (content-store.ts).
      const slug = checkedSlug(raw);
      found = snapshot.resolve(slug, language);
      if (!found && query.language && language !== 'default') {
        // Storyblok: the default full slug with `language=xx` answers that language's version.
        found = snapshot.bySlug(slug);
      }
      if (!found) {
        const split = splitLanguage(slug, query.language);
        if (split.language !== language) {
          found = snapshot.resolve(split.rest, split.language);
          language = split.language;
        }
      }
    }
    if (!found || !isVisible(found, query.version)) throw notFound();
    const view = viewOptions(query, language);
    const story = storyView(found, view);
    return { story, ...withRelated(snapshot, [story], query, view) };
  };

  const linkOf = (link: ApiLink, stored: StoredStory | undefined, includeDates: boolean): ApiLink => {
    if (!includeDates) return link;
    const file = stored?.file;
    const created = file?.created_at ?? '1970-01-01T00:00:00.000Z';
    return {
      ...link,
      published_at: file ? (file.published ? (file.published_at ?? created) : null) : null,
      created_at: created,
      updated_at: file?.published_at ?? created,
    };
  };

  // An inner context keeps the token hook and the error shapes on these routes even if the
  // caller does not register this function through app.register.
  await app.register(
    async (scope) => {
      scope.setErrorHandler((error: FastifyError | Error, _request, reply) => {
        if (error instanceof CdnError) {
          return reply
            .status(error.statusCode)
            .headers(error.headers)
            .type('application/json')
            .send(error.body);
        }
        if (error instanceof CdnQueryError) {
          return reply
            .status(400)
            .type('application/json')
            .send({ error: error.message, fields: error.fields });
        }
        if (error instanceof ApiError) {
          return reply.status(error.statusCode).type('application/json').send({ error: error.message });
        }
        const status = (error as FastifyError).statusCode;
        if (status && status >= 400 && status < 500) {
          return reply.status(status).type('application/json').send({ error: error.message });
        }
        throw error;
      });

      scope.addHook('onRequest', async (request) => {
        const token = (request.query as Record<string, unknown>).token;
        accessOfRequest(request);
        if (!limiter.take(String(token))) {
          throw new CdnError(429, { error: 'Throttled' }, { 'retry-after': '1' });
        }
        await source.refreshIfDue();
      });

      scope.get('/cdn/stories', async (request, reply) => listStories(request, reply));

      scope.get('/cdn/stories/*', async (request, reply) => {
        const raw = (request.params as { '*'?: string })['*'] ?? '';
        if (raw === '' || raw === '/') return listStories(request, reply);
        return getStory(request, raw);
      });

      scope.get('/cdn/links', async (request, reply) => {
        const { query } = parse(request, linksQuerySchema);
        const snapshot = source.current;
        const prefix = query.starts_with ?? '';
        const includeDates = query.include_dates === '1';
        const all: ApiLink[] = [
          ...snapshot.folders.map((f) => linkOf(folderAsLink(f), undefined, includeDates)),
          ...snapshot.stories
            .filter((s) => isVisible(s, query.version))
            .map((s) => linkOf(storyAsLink(s, space.languages), s, includeDates)),
        ]
          .filter((link) => link.slug.startsWith(prefix))
          .filter((link) =>
            query.with_parent === undefined
              ? true
              : query.with_parent === 0
                ? link.parent_id === null
                : link.parent_id === query.with_parent,
          )
          .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
        // Paginated by default (Storyblok spaces since May 2023): 25 per page, up to 1000.
        const perPage = Math.min(query.per_page ?? DEFAULT_PER_PAGE, MAX_LINKS_PER_PAGE);
        const page = query.page ?? 1;
        const slice = all.slice((page - 1) * perPage, page * perPage);
        reply.header('total', String(all.length)).header('per-page', String(perPage));
        const links: Record<string, ApiLink> = {};
        for (const link of slice) links[link.uuid] = link;
        return { links };
      });

      scope.get('/cdn/links/:uuid', async (request) => {
        const { query } = parse(request, linkQuerySchema);
        const { uuid } = request.params as { uuid: string };
        const snapshot = source.current;
        const includeDates = query.include_dates === '1';
        const story = snapshot.byUuid(uuid);
        if (story && isVisible(story, query.version)) {
          return { link: linkOf(storyAsLink(story, space.languages), story, includeDates) };
        }
        const folder = snapshot.folders.find((f) => f.uuid === uuid);
        if (folder) return { link: linkOf(folderAsLink(folder), undefined, includeDates) };
        throw notFound();
      });

      scope.get('/cdn/datasources', async (request, reply) => {
        const { query } = parse(request, datasourcesQuerySchema);
        const perPage = Math.min(query.per_page ?? DEFAULT_PER_PAGE, MAX_DATASOURCE_ENTRIES_PER_PAGE);
        const page = query.page ?? 1;
        const all = datasources.all.map((d) => datasources.view(d));
        reply.header('total', String(all.length)).header('per-page', String(perPage));
        return { datasources: all.slice((page - 1) * perPage, page * perPage) };
      });

      scope.get('/cdn/datasources/:slug', async (request) => {
        parse(request, datasourcesQuerySchema);
        const { slug } = request.params as { slug: string };
        const found = datasources.bySlug(slug) ?? datasources.all.find((d) => String(d.id) === slug);
        if (!found) throw notFound();
        return { datasource: datasources.view(found) };
      });

      scope.get('/cdn/datasource_entries', async (request, reply) => {
        const { query } = parse(request, datasourceEntriesQuerySchema);
        const source = query.datasource === undefined ? undefined : datasources.bySlug(query.datasource);
        if (query.datasource !== undefined && !source) throw notFound();
        if (
          source &&
          query.dimension !== undefined &&
          !source.dimensions.some((d) => d.entry_value === query.dimension)
        ) {
          throw new CdnQueryError('The query is not valid.', {
            dimension: `The datasource ${source.slug} has no dimension "${query.dimension}".`,
          });
        }
        const perPage = Math.min(query.per_page ?? DEFAULT_PER_PAGE, MAX_DATASOURCE_ENTRIES_PER_PAGE);
        const page = query.page ?? 1;
        const all = datasources.entries(source, query.dimension);
        reply.header('total', String(all.length)).header('per-page', String(perPage));
        return { datasource_entries: all.slice((page - 1) * perPage, page * perPage) };
      });

      scope.get('/cdn/tags', async (request) => {
        const { query } = parse(request, tagsQuerySchema);
        const prefix = query.starts_with ?? '';
        const counts = new Map<string, number>();
        for (const story of source.current.stories) {
          if (!isVisible(story, query.version) || !story.file.full_slug.startsWith(prefix)) continue;
          for (const tag of story.file.tag_list) counts.set(tag, (counts.get(tag) ?? 0) + 1);
        }
        const tags = [...counts]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([name, taggings_count]) => ({ name, taggings_count }));
        return { tags };
      });

      scope.get('/cdn/spaces/me', async (request) => {
        parse(request, spaceQuerySchema);
        return {
          space: {
            id: space.id,
            name: space.name,
            domain: space.domain,
            version: source.current.cv,
            language_codes: space.languages,
          },
        };
      });

      // Anything else under /v2 is Storyblok's 404, never the shop's HTML page.
      scope.all('/*', async () => {
        throw notFound();
      });
    },
    { prefix: '/v2' },
  );
}

interface KnownToken {
  digest: Buffer;
  access: Access;
}

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Preview wins where one token is listed both ways. */
function knownTokens(opts: CmsServiceOptions): KnownToken[] {
  const previews = (opts.previewTokens ?? []).filter(Boolean);
  const publics = opts.publicTokens.filter((token) => token && !previews.includes(token));
  return [
    ...previews.map((token) => ({ digest: digestOf(token), access: 'preview' as const })),
    ...publics.map((token) => ({ digest: digestOf(token), access: 'public' as const })),
  ];
}

/**
 * Compares fixed-length digests in constant time and visits every known token, so the answer's
 * timing tells nothing about how much of a guessed preview token was right.
 */
function accessOf(tokens: readonly KnownToken[], presented: string): Access | undefined {
  const digest = digestOf(presented);
  let access: Access | undefined;
  for (const known of tokens) {
    if (timingSafeEqual(known.digest, digest) && access === undefined) access = known.access;
  }
  return access;
}

const MAX_SLUG_LENGTH = 512;
const SEGMENT_CHARS = /^[A-Za-z0-9._~-]+$/;

/**
 * Refuses slugs that could mean something to a file system or a URL parser ("..", ".", empty
 * segments, backslashes, control or encoded characters). Nothing maps a slug to a path, but a
 * slug is echoed into links and logs, and a refusal is clearer than a miss. A trailing slash
 * (Storyblok's folder start pages) is dropped.
 */
function checkedSlug(raw: string): string {
  const slug = raw.endsWith('/') ? raw.slice(0, -1) : raw;
  const valid =
    slug.length <= MAX_SLUG_LENGTH &&
    slug.split('/').every((segment) => SEGMENT_CHARS.test(segment) && segment !== '.' && segment !== '..');
  if (!valid) throw new CdnError(400, { error: 'The slug is not valid.' });
  return slug;
}
