/**
 * The embedded content service (DESIGN "What we build"): the part of Storyblok's CDN API v2 that
 * the shop uses, served from the story files of `content/stories`, so that `npm start` renders
 * content pages with no Storyblok account while the shop still talks to it through the very
 * client (storyblok-js-client) it uses against Storyblok.
 *
 *   GET /v2/cdn/stories                 list, paged (headers `total`, `per-page`)
 *   GET /v2/cdn/stories/{full slug}     one story; also `/{id}` and `/{uuid}?find_by=uuid`
 *   GET /v2/cdn/links                   folders and stories by uuid, with translated `alternates`
 *   GET /v2/cdn/spaces/me               the space, whose `version` is the current cv
 *
 * Translated slugs: `/v2/cdn/stories/fr/cards/impression-sur-toile` (or `cards/impression-sur-toile`
 * with `language=fr`) is the French translation of `cards/leinwanddruck`; a translated slug asked
 * for in another language, and the German slug asked for in French, are 404. Every story carries
 * `default_full_slug` and `translated_slugs` (see story-view.ts) for hreflang alternates.
 *
 * Deliberate differences from Storyblok: errors use the shop's `{ error: { code, message } }`
 * shape; `cv` is accepted but not used to pick old content (there is only the current content);
 * relations are returned in `rels` (or `rel_uuids` above 50) and left as uuids in the content,
 * exactly like Storyblok v2 — storyblok-js-client puts the story objects in place.
 *
 * Routes carry their full path: register the plugin without a prefix.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '../../shared/markets/locales';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validate';
import { type ContentSnapshot, ContentSource, type StoredStory } from './content-store';
import { type CdnQuery, cdnQuerySchema, DEFAULT_PER_PAGE, MAX_LINKS_PER_PAGE, MAX_PER_PAGE } from './query';
import { createRateLimiter } from './rate-limit';
import {
  type ApiLink,
  type ApiStory,
  folderAsLink,
  isVisible,
  relatedOf,
  storyAsLink,
  storyView,
  type ViewOptions,
} from './story-view';

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../content/stories', import.meta.url));

/** Storyblok's limit for cached CDN requests, per token. */
export const DEFAULT_RATE_LIMIT_PER_SECOND = 50;
/** Storyblok sends rel_uuids / link_uuids instead of stories above this many. */
export const MAX_INLINE_RELATIONS = 50;

export interface CmsServiceOptions {
  /** The folder of story files (default: `content/stories` of this repository). */
  contentDir?: string;
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

  const authenticate = (request: FastifyRequest): { token: string; access: Access } => {
    const token = (request.query as Record<string, unknown>).token;
    if (typeof token !== 'string' || token === '') {
      throw new ApiError(401, 'unauthorized', 'A token query parameter is required.');
    }
    const access = accessOf(tokens, token);
    if (!access) throw new ApiError(401, 'unauthorized', 'The token is not valid for this space.');
    return { token, access };
  };

  const parseQuery = (request: FastifyRequest): CdnQuery => {
    const query = parseInput(cdnQuerySchema, request.query, 'query');
    if (query.version === 'draft' && authenticate(request).access !== 'preview') {
      throw new ApiError(401, 'unauthorized', 'Drafts need a preview token.');
    }
    return query;
  };

  const languageOf = (query: CdnQuery): string => {
    const lang = query.language;
    return lang && lang !== space.defaultLanguage && space.languages.includes(lang) ? lang : 'default';
  };

  const viewOptions = (query: CdnQuery, language: string): ViewOptions => ({
    language,
    version: query.version,
    excludingFields: new Set(query.excluding_fields),
    excludingStoryFields: new Set(query.excluding_story_fields),
    languages: space.languages,
  });

  const withRelated = (
    snapshot: ContentSnapshot,
    stories: readonly ApiStory[],
    query: CdnQuery,
    view: ViewOptions,
  ) => {
    const related = relatedOf(snapshot, stories, {
      ...view,
      resolveRelations: query.resolve_relations ?? [],
      resolveLevel: (query.resolve_level ?? 1) >= 2 ? 2 : 1,
      resolveLinks:
        query.resolve_links === '1' ? 'story' : query.resolve_links === '0' ? undefined : query.resolve_links,
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
  const splitLanguage = (slug: string, query: CdnQuery): { language: string; rest: string } => {
    const cut = slug.indexOf('/');
    const first = cut < 0 ? slug : slug.slice(0, cut);
    if (!query.language && space.languages.includes(first)) {
      return { language: first, rest: cut < 0 ? '' : slug.slice(cut + 1) };
    }
    return { language: languageOf(query), rest: slug };
  };

  const listStories = (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseQuery(request);
    const snapshot = source.current;
    let language = languageOf(query);
    let candidates = snapshot.stories.filter((s) => isVisible(s, query.version));
    if (query.starts_with !== undefined) {
      const split = splitLanguage(query.starts_with, query);
      language = split.language;
      candidates = candidates.filter((s) => s.file.full_slug.startsWith(split.rest));
    }
    if (query.by_uuids) {
      const wanted = new Set(query.by_uuids);
      candidates = candidates.filter((s) => wanted.has(s.file.uuid));
    }
    if (query.by_uuids_ordered) {
      const allowed = new Set(candidates);
      candidates = query.by_uuids_ordered
        .map((uuid) => snapshot.byUuid(uuid))
        .filter((s): s is StoredStory => s !== undefined && allowed.has(s));
    }
    const perPage = Math.min(query.per_page ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
    const page = query.page ?? 1;
    const view = viewOptions(query, language);
    const stories = candidates.slice((page - 1) * perPage, page * perPage).map((s) => storyView(s, view));
    reply.header('total', String(candidates.length)).header('per-page', String(perPage));
    return { stories, ...withRelated(snapshot, stories, query, view) };
  };

  // An inner context keeps the token hook on these routes even if the caller does not register
  // this function through app.register.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const { token } = authenticate(request);
      if (!limiter.take(token)) {
        reply.header('retry-after', '1');
        throw new ApiError(
          429,
          'rate_limited',
          `Too many requests: at most ${perSecond} per second per token.`,
        );
      }
      await source.refreshIfDue();
    });

    scope.get('/v2/cdn/stories', async (request, reply) => listStories(request, reply));

    scope.get('/v2/cdn/stories/*', async (request, reply) => {
      const raw = (request.params as { '*'?: string })['*'] ?? '';
      if (raw === '' || raw === '/') return listStories(request, reply);
      const query = parseQuery(request);
      const snapshot = source.current;
      let found: StoredStory | undefined;
      let language = languageOf(query);
      if (query.find_by === 'uuid') {
        found = snapshot.byUuid(raw);
      } else if (/^\d{1,15}$/.test(raw)) {
        found = snapshot.byId(Number(raw));
      } else {
        // A slug is looked up in the language asked for: a translated slug only in its own
        // language, a default slug only where the story has no translated slug (content-store.ts).
        const slug = checkedSlug(raw);
        found = snapshot.resolve(slug, language);
        if (!found) {
          const split = splitLanguage(slug, query);
          if (split.language !== language) {
            found = snapshot.resolve(split.rest, split.language);
            language = split.language;
          }
        }
      }
      if (!found || !isVisible(found, query.version)) {
        throw new ApiError(404, 'not_found', 'This story could not be found.');
      }
      const view = viewOptions(query, language);
      const story = storyView(found, view);
      return { story, ...withRelated(snapshot, [story], query, view) };
    });

    scope.get('/v2/cdn/links', async (request, reply) => {
      const query = parseQuery(request);
      const snapshot = source.current;
      const prefix = query.starts_with ?? '';
      const all: ApiLink[] = [
        ...snapshot.folders.map(folderAsLink),
        ...snapshot.stories
          .filter((s) => isVisible(s, query.version))
          .map((s) => storyAsLink(s, space.languages)),
      ]
        .filter((link) => link.slug.startsWith(prefix))
        .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
      const paged = query.paginated === '1' || query.page !== undefined || query.per_page !== undefined;
      const perPage = paged ? Math.min(query.per_page ?? DEFAULT_PER_PAGE, MAX_LINKS_PER_PAGE) : all.length;
      const page = query.page ?? 1;
      const slice = paged ? all.slice((page - 1) * perPage, page * perPage) : all;
      reply.header('total', String(all.length)).header('per-page', String(perPage));
      const links: Record<string, ApiLink> = {};
      for (const link of slice) links[link.uuid] = link;
      return { links };
    });

    scope.get('/v2/cdn/spaces/me', async (request) => {
      parseQuery(request);
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
  });
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
  if (!valid) throw new ApiError(400, 'invalid_slug', 'The slug is not valid.');
  return slug;
}
