/**
 * The shop's content client: storyblok-js-client with the limits of SPEC 9, in front of a cache
 * (see cache.ts) that keeps pages rendering from the last good content when the CMS is slow or
 * down. The same client talks to Storyblok in production and to the embedded content service
 * (embedded-service.ts) everywhere else; only `endpoint` and the token differ.
 *
 * Values returned are shared with the cache: treat them as read-only.
 */
import StoryblokClient, {
  type ISbError,
  type ISbLink,
  type ISbStoriesParams,
  type ISbStoryData,
  type ISbStoryParams,
} from 'storyblok-js-client';
import type { Blok } from '../../shared/content/story-types';
import { type Loaded, SwrCache } from './cache';
import type { Logger } from './content-store';

/** SPEC 9 "CMS" limits. */
export const CMS_LIMITS = {
  requestsPerSecond: 5,
  requestsPerSecondWithOAuth: 3,
  retryDelayMs: 300,
  maxRetries: 10,
  uuidsPerRequest: 50,
  resolveLevel: 2,
} as const;

export const STORYBLOK_ENDPOINT = 'https://api.storyblok.com/v2';

export type StoryContent = Blok & Record<string, unknown>;
export type CmsStory<C = StoryContent> = ISbStoryData<C>;
export type CmsLink = ISbLink;
export type CmsVersion = 'draft' | 'published';
/** One entry of a datasource (Storyblok's key-value lists editors keep). */
export interface CmsDatasourceEntry {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
}

/** Options of one story request, in Storyblok's names. */
export interface StoryOptions {
  language?: string;
  /** Default `published`; drafts bypass the cache. */
  version?: CmsVersion;
  resolve_relations?: string | readonly string[];
  resolve_links?: 'story' | 'url' | 'link';
  find_by?: 'uuid';
  /** A Storyblok release to preview (`_storyblok_release`); drafts only. */
  from_release?: string;
}

/** Filters of a story listing, in Storyblok's names; paging is done by the client. */
export interface StoriesParams extends Omit<StoryOptions, 'find_by'> {
  starts_with?: string;
  by_uuids?: string;
  excluding_fields?: string;
  sort_by?: string;
  content_type?: string;
  /** Page size of each request (Storyblok clamps it to 100); all pages are fetched. */
  per_page?: number;
}

export interface CmsClientOptions {
  /** The CDN API base including `/v2`, e.g. `http://127.0.0.1:3000/v2`; default Storyblok's EU API. */
  endpoint?: string;
  accessToken?: string;
  oauthToken?: string;
  logger: Logger;
  /** A missing token stops start-up in production; elsewhere it is logged and requests fail. */
  isProduction: boolean;
  /** How long a content version is trusted before it is checked (default 60 s, 2 s outside production). */
  revalidateMs?: number;
  /** Cached responses kept (least recently used dropped first). */
  maxEntries?: number;
  /** Per request, in seconds (default 10). */
  timeoutSeconds?: number;
}

export interface CmsClient {
  getStory<C = StoryContent>(slug: string, options?: StoryOptions): Promise<CmsStory<C>>;
  /** Every page of the listing. */
  getStories<C = StoryContent>(params?: StoriesParams): Promise<CmsStory<C>[]>;
  /** Stories in the order of `uuids` (duplicates and unknown uuids dropped), 50 per request. */
  getStoriesByUuids<C = StoryContent>(
    uuids: readonly string[],
    options?: StoryOptions,
  ): Promise<CmsStory<C>[]>;
  /** Every link (stories and folders) of the space. */
  getLinks(options?: { version?: CmsVersion; starts_with?: string }): Promise<CmsLink[]>;
  /** Every entry of a datasource (`cdn/datasource_entries`), cached like the published stories. */
  getDatasourceEntries(datasource: string, options?: { dimension?: string }): Promise<CmsDatasourceEntry[]>;
  /** The content version in use, once known. */
  readonly cv: number | undefined;
  /** Resolves when background refreshes are done. */
  idle(): Promise<void>;
}

/** A CMS request failed: `status` is the HTTP status, 0 when the CMS could not be reached. */
export class CmsError extends Error {
  override name = 'CmsError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    /** The response body, when there was one. */
    readonly response?: unknown,
  ) {
    super(message);
  }
}

export class CmsConfigError extends Error {
  override name = 'CmsConfigError';
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: CmsError };

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const { logger } = options;
  const accessToken = options.accessToken?.trim() ?? '';
  if (!accessToken) {
    const message =
      'No CMS access token: set STORYBLOK_TOKEN (a Storyblok public or preview token, or a token of the embedded content service).';
    if (options.isProduction) throw new CmsConfigError(message);
    logger.error(`${message} Content requests will fail.`);
  }

  const storyblok = new StoryblokClient({
    accessToken,
    ...(options.oauthToken ? { oauthToken: options.oauthToken } : {}),
    // Always explicit: without it an OAuth token would switch the client to the Management API.
    endpoint: options.endpoint ?? STORYBLOK_ENDPOINT,
    rateLimit: options.oauthToken ? CMS_LIMITS.requestsPerSecondWithOAuth : CMS_LIMITS.requestsPerSecond,
    maxRetries: CMS_LIMITS.maxRetries,
    retriesDelay: CMS_LIMITS.retryDelayMs,
    timeout: options.timeoutSeconds ?? 10,
    version: 'published',
    // Our cache replaces the library's; `cv: manual` stops it sharing one cv per token across
    // every client in the process (it keeps them in a module global) — we send our own.
    cache: { type: 'none', cv: 'manual' },
    resolveNestedRelations: true,
  });

  const cache = new SwrCache({
    revalidateMs: options.revalidateMs ?? (options.isProduction ? 60_000 : 2_000),
    maxEntries: options.maxEntries ?? 1000,
    checkCv: async () => {
      try {
        const res = await storyblok.get('cdn/spaces/me', {});
        const cv = (res.data as { space?: { version?: unknown } }).space?.version;
        if (typeof cv !== 'number')
          throw new CmsError(502, 'Bad Gateway', 'spaces/me did not report a version.');
        return cv;
      } catch (error) {
        throw toCmsError(error);
      }
    },
    onBackgroundError: (error, key) => {
      logger.warn(
        { err: error, request: key, cv: cache.cv },
        'CMS request failed; serving the last good content until it answers again',
      );
    },
  });

  const request = async <T>(key: string, version: CmsVersion, load: (cv?: number) => Promise<Loaded<T>>) => {
    if (!accessToken) throw new CmsError(401, 'Unauthorized', 'No CMS access token is configured.');
    if (version === 'draft') {
      try {
        return (await load()).value;
      } catch (error) {
        throw toCmsError(error);
      }
    }
    const outcome = await cache.get<Outcome<T>>(key, async () => {
      try {
        const loaded = await load(cache.cv);
        return { value: { ok: true, value: loaded.value }, cv: loaded.cv };
      } catch (error) {
        const cmsError = toCmsError(error);
        // Remembering misses spares the CMS (and its 5 requests/s) from bots probing for pages.
        if (cmsError.status === 404) return { value: { ok: false, error: cmsError }, cv: undefined };
        throw cmsError;
      }
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  };

  const cvParam = (cv: number | undefined) => (cv ? { cv } : {});
  const relationParams = (o: StoryOptions) => ({
    ...(o.language ? { language: o.language } : {}),
    ...(o.resolve_relations?.length ? { resolve_relations: listParam(o.resolve_relations) } : {}),
    ...(o.resolve_links ? { resolve_links: o.resolve_links } : {}),
  });

  return {
    get cv() {
      return cache.cv;
    },

    idle: () => cache.idle(),

    async getStory<C>(slug: string, o: StoryOptions = {}) {
      const path = storyPath(slug);
      const version = o.version ?? 'published';
      const key = JSON.stringify([
        'story',
        path,
        version,
        o.language,
        listParam(o.resolve_relations),
        o.resolve_links,
        o.find_by,
        o.from_release,
      ]);
      return request(key, version, async (cv) => {
        const params: ISbStoryParams = {
          version,
          ...relationParams(o),
          ...(o.find_by ? { find_by: o.find_by } : {}),
          ...(o.from_release ? { from_release: o.from_release } : {}),
          ...cvParam(cv),
        };
        const res = await storyblok.getStory(path, params);
        return { value: res.data.story as CmsStory<C>, cv: res.data.cv };
      });
    },

    async getStories<C>(p: StoriesParams = {}) {
      const version = p.version ?? 'published';
      const { resolve_relations, resolve_links, language, version: _v, ...filters } = p;
      const key = JSON.stringify([
        'stories',
        version,
        language,
        listParam(resolve_relations),
        resolve_links,
        sorted(filters),
      ]);
      return request(key, version, async (cv) => {
        const params: ISbStoriesParams = {
          ...filters,
          version,
          ...relationParams({ language, resolve_relations, resolve_links }),
          ...cvParam(cv),
        };
        // getAll reports no cv; the entry is tagged with the current one.
        const stories = (await storyblok.getAll('cdn/stories', params, 'stories')) as CmsStory<C>[];
        return { value: stories, cv: undefined };
      });
    },

    async getStoriesByUuids<C>(uuids: readonly string[], o: StoryOptions = {}) {
      const wanted = [...new Set(uuids)];
      const version = o.version ?? 'published';
      const chunks: string[][] = [];
      for (let i = 0; i < wanted.length; i += CMS_LIMITS.uuidsPerRequest) {
        chunks.push(wanted.slice(i, i + CMS_LIMITS.uuidsPerRequest));
      }
      const pages = await Promise.all(
        chunks.map((chunk) => {
          const byUuids = chunk.join(',');
          const key = JSON.stringify([
            'uuids',
            version,
            o.language,
            listParam(o.resolve_relations),
            o.resolve_links,
            byUuids,
          ]);
          return request(key, version, async (cv) => {
            const params: ISbStoriesParams = {
              by_uuids: byUuids,
              per_page: CMS_LIMITS.uuidsPerRequest,
              version,
              ...relationParams(o),
              ...cvParam(cv),
            };
            const stories = (await storyblok.getAll('cdn/stories', params, 'stories')) as CmsStory<C>[];
            return { value: stories, cv: undefined };
          });
        }),
      );
      const byUuid = new Map(pages.flat().map((story) => [story.uuid, story]));
      return wanted.flatMap((uuid) => byUuid.get(uuid) ?? []);
    },

    async getLinks(o: { version?: CmsVersion; starts_with?: string } = {}) {
      const version = o.version ?? 'published';
      const key = JSON.stringify(['links', version, o.starts_with]);
      return request(key, version, async (cv) => {
        const params: ISbStoriesParams = {
          version,
          ...(o.starts_with ? { starts_with: o.starts_with } : {}),
          ...cvParam(cv),
        };
        const links = (await storyblok.getAll('cdn/links', params, 'links')) as CmsLink[];
        return { value: links, cv: undefined };
      });
    },

    async getDatasourceEntries(datasource: string, o: { dimension?: string } = {}) {
      const key = JSON.stringify(['datasource_entries', datasource, o.dimension]);
      // Datasources have no drafts: the published cache (and its cv) serves them.
      return request(key, 'published', async (cv) => {
        const params = {
          datasource,
          ...(o.dimension ? { dimension: o.dimension } : {}),
          ...cvParam(cv),
        } as ISbStoriesParams;
        const entries = (await storyblok.getAll(
          'cdn/datasource_entries',
          params,
          'datasource_entries',
        )) as CmsDatasourceEntry[];
        return { value: entries, cv: undefined };
      });
    },
  };
}

function listParam(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value.join(',');
}

function sorted(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * The slug as a URL path below cdn/stories/. The library pastes it into the URL unencoded, so a
 * ".." or "?" in a slug would reach another endpoint: such slugs never leave the process.
 */
function storyPath(slug: string): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '');
  const segments = trimmed.split('/');
  const valid =
    trimmed.length > 0 &&
    trimmed.length <= 512 &&
    segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
  if (!valid)
    throw new CmsError(400, 'Bad Request', `Not a story slug: ${JSON.stringify(slug.slice(0, 100))}`);
  return trimmed;
}

/** storyblok-js-client rejects with `{ message, status?, response? }`; make it one error type. */
function toCmsError(error: unknown): CmsError {
  if (error instanceof CmsError) return error;
  const e = (error ?? {}) as Partial<ISbError> & { statusText?: string; data?: unknown };
  if (typeof e.status === 'number') {
    const statusText = e.response?.statusText || e.statusText || 'Error';
    const body = e.response?.data ?? e.data;
    const detail = errorDetail(body);
    return new CmsError(
      e.status,
      statusText,
      `CMS answered ${e.status} ${statusText}${detail ? `: ${detail}` : ''}`,
      body,
    );
  }
  const message = typeof e.message === 'string' ? e.message : String(error);
  return new CmsError(0, 'Network Error', `CMS not reachable: ${message}`);
}

/** The message of the shop's error shape, of Storyblok's `{ error: "…" }` or of its `["…"]`. */
function errorDetail(body: unknown): string | undefined {
  if (Array.isArray(body) && typeof body[0] === 'string') return body[0];
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      return error.message;
    }
  }
  return undefined;
}
