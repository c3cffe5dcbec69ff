/**
 * The query parameters of Storyblok's Content Delivery API v2 that the embedded service speaks,
 * per endpoint, validated with zod. A parameter an endpoint does not know is refused with a 400
 * that names it (Storyblok ignores some; a silently ignored filter would hand back everything).
 *
 * `filter_query[field][operation]=v1,v2` and `filter_query[__or][][field][operation]=v` arrive
 * as flat keys (storyblok-js-client writes nested objects that way) and are parsed here too.
 */
import { z } from 'zod';

/** Storyblok: per_page defaults to 25 and larger values are clamped, not refused. */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
export const MAX_LINKS_PER_PAGE = 1000;
export const MAX_DATASOURCE_ENTRIES_PER_PAGE = 1000;

const wholeNumber = (name: string, min = 1) => {
  const message = `${name} must be a whole number of ${min} or more.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min, message);
};

const commaList = (name: string, item: RegExp, max: number) =>
  z
    .string({ error: `${name} must be a comma-separated list.` })
    .max(40_000, `${name} is too long.`)
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(item, `${name} holds an invalid entry.`))
        .max(max, `${name} holds more than ${max} entries.`),
    );

/** Storyblok reads flags as 0/1; storyblok-js-client sends its boolean-typed ones as true/false. */
const zeroOrOne = (name: string) =>
  z
    .enum(['0', '1', 'true', 'false'], { error: `${name} must be 0 or 1.` })
    .transform((v) => (v === '1' || v === 'true' ? '1' : '0'));

const UUID_LIKE = /^[0-9A-Za-z-]{1,64}$/;
/** A slug pattern of by_slugs / excluding_slugs: slug characters and `*` wildcards. */
const SLUG_PATTERN = /^[a-z0-9/_*-]{1,512}$/;
const LANGUAGE = /^(?:default|[a-z]{2}(?:-[a-z]{2})?)$/;
/** `name:asc`, `content.price:desc`, `content.price:asc:int` (also `:float`). */
export const SORT_BY = /^([a-z_]+|content\.[A-Za-z0-9_.-]+)(?::(asc|desc))?(?::(int|float))?$/;
const ISO_OR_STORYBLOK_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const common = {
  token: z.string(),
  version: z
    .enum(['draft', 'published'], { error: 'version must be draft or published.' })
    .default('published'),
  cv: z
    .string({ error: 'cv must be a number.' })
    .regex(/^\d{1,15}$/, 'cv must be a number.')
    .optional(),
};

const language = z
  .string({ error: 'language must be a language code.' })
  .regex(LANGUAGE, 'language must be a language code such as "en".')
  .optional();

const resolving = {
  language,
  fallback_lang: language,
  resolve_relations: commaList('resolve_relations', /^(?:[A-Za-z0-9_-]+|\*)\.[A-Za-z0-9_-]+$/, 50).optional(),
  resolve_level: wholeNumber('resolve_level').optional(),
  resolve_links: z
    .enum(['0', '1', 'story', 'url', 'link'], { error: 'resolve_links must be story, url or link.' })
    .optional(),
  resolve_links_level: z.enum(['1', '2'], { error: 'resolve_links_level must be 1 or 2.' }).optional(),
  from_release: z
    .string({ error: 'from_release must be a release id.' })
    .regex(/^\d{1,12}$/, 'from_release must be a release id.')
    .optional(),
  excluding_fields: commaList('excluding_fields', /^[A-Za-z0-9_-]+$/, 100).optional(),
  excluding_story_fields: commaList('excluding_story_fields', /^[a-z_]+$/, 50).optional(),
};

const paging = {
  per_page: wholeNumber('per_page').optional(),
  page: wholeNumber('page').optional(),
};

const date = (name: string) =>
  z
    .string({ error: `${name} must be a date.` })
    .regex(ISO_OR_STORYBLOK_DATE, `${name} must be a date such as 2024-01-31 10:00.`)
    .optional();

export const storiesQuerySchema = z.strictObject({
  ...common,
  ...resolving,
  ...paging,
  starts_with: z
    .string({ error: 'starts_with must be a slug prefix.' })
    .max(512, 'starts_with is too long.')
    .regex(/^[a-z0-9/_-]*$/, 'starts_with must be a slug prefix.')
    .optional(),
  by_uuids: commaList('by_uuids', UUID_LIKE, 1000).optional(),
  by_uuids_ordered: commaList('by_uuids_ordered', UUID_LIKE, 1000).optional(),
  by_slugs: commaList('by_slugs', SLUG_PATTERN, 1000).optional(),
  excluding_slugs: commaList('excluding_slugs', SLUG_PATTERN, 1000).optional(),
  excluding_ids: commaList('excluding_ids', /^\d{1,15}$/, 1000).optional(),
  sort_by: z
    .string({ error: 'sort_by must be field:asc or field:desc.' })
    .regex(SORT_BY, 'sort_by must be field:asc or field:desc, e.g. content.title:asc or position:desc.')
    .optional(),
  search_term: z
    .string({ error: 'search_term must be text.' })
    .max(200, 'search_term is too long.')
    .optional(),
  with_tag: commaList('with_tag', /^[^,]{1,100}$/, 100).optional(),
  content_type: z
    .string({ error: 'content_type must be a component name.' })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'content_type must be a component name.')
    .optional(),
  is_startpage: zeroOrOne('is_startpage').optional(),
  level: wholeNumber('level').optional(),
  first_published_at_gt: date('first_published_at_gt'),
  first_published_at_lt: date('first_published_at_lt'),
  published_at_gt: date('published_at_gt'),
  published_at_lt: date('published_at_lt'),
  updated_at_gt: date('updated_at_gt'),
  updated_at_lt: date('updated_at_lt'),
});

export const storyQuerySchema = z.strictObject({
  ...common,
  ...resolving,
  find_by: z.enum(['uuid'], { error: 'find_by must be uuid.' }).optional(),
});

export const linksQuerySchema = z.strictObject({
  ...common,
  ...paging,
  starts_with: storiesQuerySchema.shape.starts_with,
  paginated: zeroOrOne('paginated').optional(),
  include_dates: zeroOrOne('include_dates').optional(),
  with_parent: wholeNumber('with_parent', 0).optional(),
});

export const linkQuerySchema = z.strictObject({
  ...common,
  include_dates: zeroOrOne('include_dates').optional(),
});

export const datasourcesQuerySchema = z.strictObject({ ...common, ...paging });

export const datasourceEntriesQuerySchema = z.strictObject({
  ...common,
  ...paging,
  datasource: z
    .string({ error: 'datasource must be a datasource slug.' })
    .regex(/^[a-z0-9_-]{1,100}$/, 'datasource must be a datasource slug.')
    .optional(),
  dimension: z
    .string({ error: 'dimension must be a dimension value.' })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'dimension must be a dimension value.')
    .optional(),
});

export const tagsQuerySchema = z.strictObject({
  ...common,
  starts_with: storiesQuerySchema.shape.starts_with,
});

export const spaceQuerySchema = z.strictObject({ ...common });

export type StoriesQuery = z.infer<typeof storiesQuerySchema>;
export type StoryQuery = z.infer<typeof storyQuerySchema>;
export type LinksQuery = z.infer<typeof linksQuerySchema>;
export type DatasourceEntriesQuery = z.infer<typeof datasourceEntriesQuerySchema>;

export const FILTER_OPERATIONS = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
  'gt_date',
  'lt_date',
] as const;
export type FilterOperation = (typeof FILTER_OPERATIONS)[number];

export const IS_VALUES = [
  'empty',
  'not_empty',
  'empty_array',
  'not_empty_array',
  'true',
  'false',
  'null',
  'not_null',
] as const;

export interface FilterCondition {
  /** A dot path into the story's content, e.g. `component`, `seo.title`, `body.0.headline`. */
  field: string;
  operation: FilterOperation;
  values: string[];
}

/** Every condition of `and` holds, and (when there are any) one of `or` holds. */
export interface StoryFilter {
  and: FilterCondition[];
  or: FilterCondition[];
}

const FIELD_PATH = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const AND_KEY = /^filter_query\[([^\]]*)\]\[([^\]]*)\]$/;
const OR_KEY = /^filter_query\[__or\]\[\d*\]\[([^\]]*)\]\[([^\]]*)\]$/;

/** A request that names parameters the endpoint does not know, or bad values: Storyblok's 400 / 422. */
export class CdnQueryError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
    readonly unknownParameters: string[] = [],
  ) {
    super(message);
  }
}

/**
 * Splits a raw query string into plain parameters (a repeated one keeps its last value) and
 * filter_query conditions, then validates the plain ones against the endpoint's schema.
 */
export function parseCdnQuery<S extends z.ZodType>(
  schema: S,
  search: string,
  options: { filters?: boolean } = {},
): { query: z.infer<S>; filter: StoryFilter } {
  const params = new URLSearchParams(search);
  const plain: Record<string, string> = {};
  const filter: StoryFilter = { and: [], or: [] };
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  for (const [key, value] of params) {
    if (key.startsWith('filter_query')) {
      if (!options.filters) {
        unknown.push(key);
        continue;
      }
      const or = OR_KEY.exec(key);
      const and = or ? undefined : AND_KEY.exec(key);
      const match = or ?? and;
      if (!match) {
        fields[key] =
          'filter_query must be filter_query[field][operation] or filter_query[__or][][field][operation].';
        continue;
      }
      const [, field = '', operation = ''] = match;
      if (!FIELD_PATH.test(field)) {
        fields[key] = `"${field}" is not a content field path.`;
        continue;
      }
      if (!(FILTER_OPERATIONS as readonly string[]).includes(operation)) {
        fields[key] = `"${operation}" is not a filter operation (${FILTER_OPERATIONS.join(', ')}).`;
        continue;
      }
      const values = value.split(',').map((v) => v.trim());
      if (operation === 'is' && !values.every((v) => (IS_VALUES as readonly string[]).includes(v))) {
        fields[key] = `is takes one of ${IS_VALUES.join(', ')}.`;
        continue;
      }
      (or ? filter.or : filter.and).push({ field, operation: operation as FilterOperation, values });
      continue;
    }
    plain[key] = value;
  }
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  for (const key of Object.keys(plain)) {
    if (!(key in shape)) unknown.push(key);
  }
  if (unknown.length > 0) {
    for (const key of unknown) fields[key] = 'This parameter is not known to this endpoint.';
    throw new CdnQueryError(`Unknown parameters: ${unknown.join(', ')}`, fields, unknown);
  }
  if (Object.keys(fields).length > 0) throw new CdnQueryError('The query is not valid.', fields);
  const parsed = schema.safeParse(plain);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    throw new CdnQueryError('The query is not valid.', fields);
  }
  return { query: parsed.data, filter };
}
