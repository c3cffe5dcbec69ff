/**
 * GET /web-api/themes (SPEC 7): card themes, or the design groups of calendars, collages and
 * photobooks, with the SPEC 3 filters, sorts and SPEC 9 page sizes; GET /web-api/themes/{id}: one
 * theme with its formats, prices per quantity step and accessories, and the designer links of a
 * selection. Channel and market come from X-Channel and X-Locale (or the Host).
 *
 * The API is strict where pages are lenient: an unknown parameter or filter value, a page size
 * other than 12 or 48, a repeated single parameter, "alle" next to real values, a filter the
 * product does not have, or the posters channel answer 400 with a message naming what would
 * work. Only a page past the end is not an error, because it depends on the data: the last page
 * is served and `paging.clamped` is true.
 */
import { z } from 'zod';
import { buildDesignerUrl } from '../../shared/catalogue/designer-link';
import { quoteTheme, themeChoices } from '../../shared/listings/data';
import { FACET_TYPES } from '../../shared/listings/filters';
import {
  parseThemeSelection,
  THEME_QUERY_PARAMS,
  themeDesignerParams,
  themeSampleParams,
  themeSelectionSearch,
} from '../../shared/listings/theme-selection';
import { LISTING_QUERY_PARAMS, listingSearch, parseListingQuery } from '../../shared/listings/url-state';
import { defineRoute } from '../catalogue/routes';
import { ApiError } from '../http/errors';
import { assertCardShop, listedProductsOf, type ThemesService } from './theme-service';

/** A query value as Fastify parses it: text, or a list when the name is repeated. */
const raw = (name: string, description: string) =>
  z
    .union([z.string().max(200), z.array(z.string().max(200)).max(50)], {
      error: `${name} must be text (repeat the name for several values).`,
    })
    .optional()
    .meta({ description });

const LIST_DESCRIPTION = 'One or more values (repeat the name, or use name[]); "alle" means no restriction.';

const listingQueryShape: z.ZodRawShape = {
  ...Object.fromEntries(
    LISTING_QUERY_PARAMS.map((name) => [
      name,
      raw(
        name,
        name === 'page'
          ? 'Page number from 1; past the end gives the last page.'
          : name === 'pageSize'
            ? '12 (default) or 48 (SPEC 9).'
            : name === 'sort'
              ? 'Themes: popularity (default) or created; calendar, collage and photobook design groups: popularity or new.'
              : name === 'product'
                ? 'card (default), calendar, collage or photobook.'
                : LIST_DESCRIPTION,
      ),
    ]),
  ),
  ...Object.fromEntries(FACET_TYPES.map((name) => [`${name}[]`, raw(`${name}[]`, LIST_DESCRIPTION)])),
};

const themeQueryShape: z.ZodRawShape = Object.fromEntries(
  THEME_QUERY_PARAMS.map((name) => [
    name,
    raw(
      name,
      name === 'quantity' ? 'A SPEC 9 quantity step (default 41).' : 'A value the theme offers, or none.',
    ),
  ]),
);

function badQuery(issues: readonly { param: string; message: string }[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.param] ??= issue.message;
  const first = issues[0]?.message ?? 'the query is not valid.';
  const more = issues.length > 1 ? ` (${issues.length - 1} more in fields)` : '';
  return new ApiError(400, 'invalid_input', `The query is not valid: ${first}${more}`, fields);
}

export function themesRoutes(service: ThemesService) {
  return [
    defineRoute({
      urls: ['/web-api/themes'],
      operationId: 'themes',
      tag: 'themes',
      summary:
        'Card themes (or calendar, collage, photobook design groups) with SPEC 3 filters, sort and paging (12 or 48).',
      description:
        'Filters: aspectRatio, category, color, label, punching, style (several values each, OR within a filter, AND across); product chooses what is listed. Unknown values answer 400; a page past the end answers the last page with paging.clamped.',
      query: listingQueryShape,
      handle: async ({ query, market }) => {
        assertCardShop(market);
        const parsed = parseListingQuery(query as Record<string, string | string[] | undefined>, {
          defaultProduct: 'card',
          products: listedProductsOf(market),
        });
        if (parsed.issues.length > 0) throw badQuery(parsed.issues);
        const result = await service.listing(market, parsed.state);
        return { ...result, canonicalQuery: listingSearch(result.state, { defaultProduct: 'card' }) };
      },
    }),
    defineRoute({
      urls: ['/web-api/themes/:id'],
      operationId: 'theme',
      tag: 'themes',
      summary:
        'One card theme: formats, unit prices per SPEC 9 quantity step, accessories with SPEC 9 prices, and the designer and sample links of a selection.',
      params: { id: z.string().min(1).max(100) },
      query: themeQueryShape,
      handle: async ({ query, params, market }) => {
        assertCardShop(market);
        const theme = await service.theme(market, params.id);
        if (!theme)
          throw new ApiError(404, 'not_found', `no theme with id ${JSON.stringify(params.id.slice(0, 40))}.`);
        const choices = themeChoices(theme);
        const { selection, issues } = parseThemeSelection(
          query as Record<string, string | string[] | undefined>,
          choices,
        );
        if (issues.length > 0) throw badQuery(issues);
        return {
          theme,
          selection,
          canonicalQuery: themeSelectionSearch(selection, choices),
          quote: quoteTheme(theme, selection) ?? null,
          designerUrl: buildDesignerUrl(
            'card',
            themeDesignerParams({ id: theme.id, occasion: theme.occasion.value }, selection, choices),
          ),
          sampleUrl: buildDesignerUrl('card', themeSampleParams(theme, selection, choices)),
        };
      },
    }),
  ];
}
