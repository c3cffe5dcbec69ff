/**
 * GET /web-api/search and GET /web-api/search/suggestions (issue 32 §1): the site search of the
 * request's channel and market (X-Channel / X-Locale or the Host). Strict like every API: an
 * unknown parameter, an empty or over-long query, a page that is no number from 1 to 50 or an
 * unknown kind answer 400 naming what would work.
 */
import { z } from 'zod';
import { SEARCH_KINDS, SEARCH_LIMITS } from '../../shared/search/search';
import { type ApiRoute, defineRoute } from '../catalogue/routes';
import type { SearchService } from './search-service';

const q = z
  .string({ error: 'q must be given once, as text.' })
  .trim()
  .min(1, 'q must not be empty.')
  .max(SEARCH_LIMITS.maxQueryLength, `q must be at most ${SEARCH_LIMITS.maxQueryLength} characters.`)
  .meta({ description: 'What to look for: words of designs, products and pages in the market language.' });

const page = z
  .string({ error: 'page must be given once.' })
  .regex(/^\d{1,3}$/, `page must be a whole number from 1 to ${SEARCH_LIMITS.maxPage}.`)
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, 'page starts at 1.')
      .max(SEARCH_LIMITS.maxPage, `page is at most ${SEARCH_LIMITS.maxPage}.`),
  )
  .optional()
  .meta({
    description: `Result page from 1 (${SEARCH_LIMITS.pageSize} results each); past the end gives the last page.`,
  });

const kind = z
  .enum(SEARCH_KINDS, { error: `kind must be one of: ${SEARCH_KINDS.join(', ')}.` })
  .optional()
  .meta({ description: 'Only results of this kind.' });

export function searchRoutes(service: Pick<SearchService, 'search' | 'suggest'>): ApiRoute[] {
  return [
    defineRoute({
      urls: ['/web-api/search'],
      operationId: 'search',
      summary: 'Search designs, products, content and help pages',
      description:
        'Full-text search in the market language (stemming, prefixes) with typo tolerance (trigram similarity); results ranked, with counts per kind and a "did you mean" query when a word was not found.',
      tag: 'search',
      query: { q, page, kind },
      handle: ({ query, market }) =>
        service.search(market.channel, market.market, {
          q: query.q,
          page: query.page ?? 1,
          kind: query.kind,
        }),
    }),
    defineRoute({
      urls: ['/web-api/search/suggestions'],
      operationId: 'searchSuggestions',
      summary: 'Suggestions while typing',
      description: `Up to ${SEARCH_LIMITS.suggestions} best results for what was typed so far.`,
      tag: 'search',
      query: { q },
      handle: ({ query, market }) => service.suggest(market.channel, market.market, query.q),
    }),
  ];
}
