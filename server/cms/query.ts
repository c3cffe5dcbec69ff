/** The query parameters of the CDN API subset the embedded service speaks, validated with zod. */
import { z } from 'zod';

/** Storyblok: per_page defaults to 25 and larger values are clamped, not refused. */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
export const MAX_LINKS_PER_PAGE = 1000;

const wholeNumber = (name: string) => {
  const message = `${name} must be a whole number of 1 or more.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= 1, message);
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

const UUID_LIKE = /^[0-9A-Za-z-]{1,64}$/;

export const cdnQuerySchema = z.object({
  version: z
    .enum(['draft', 'published'], { error: 'version must be draft or published.' })
    .default('published'),
  language: z
    .string({ error: 'language must be a language code.' })
    .regex(/^(?:default|[a-z]{2}(?:-[a-z]{2})?)$/, 'language must be a language code such as "en".')
    .optional(),
  starts_with: z
    .string({ error: 'starts_with must be a slug prefix.' })
    .max(512, 'starts_with is too long.')
    .regex(/^[a-z0-9/_-]*$/, 'starts_with must be a slug prefix.')
    .optional(),
  by_uuids: commaList('by_uuids', UUID_LIKE, 1000).optional(),
  by_uuids_ordered: commaList('by_uuids_ordered', UUID_LIKE, 1000).optional(),
  excluding_fields: commaList('excluding_fields', /^[A-Za-z0-9_-]+$/, 100).optional(),
  excluding_story_fields: commaList('excluding_story_fields', /^[a-z_]+$/, 50).optional(),
  per_page: wholeNumber('per_page').optional(),
  page: wholeNumber('page').optional(),
  paginated: z.enum(['0', '1'], { error: 'paginated must be 0 or 1.' }).optional(),
  resolve_relations: commaList('resolve_relations', /^(?:[A-Za-z0-9_-]+|\*)\.[A-Za-z0-9_-]+$/, 50).optional(),
  resolve_links: z
    .enum(['0', '1', 'story', 'url', 'link'], { error: 'resolve_links must be story, url or link.' })
    .optional(),
  resolve_level: wholeNumber('resolve_level').optional(),
  cv: z
    .string({ error: 'cv must be a number.' })
    .regex(/^\d{1,15}$/, 'cv must be a number.')
    .optional(),
  find_by: z.enum(['uuid'], { error: 'find_by must be uuid.' }).optional(),
});

export type CdnQuery = z.infer<typeof cdnQuerySchema>;
