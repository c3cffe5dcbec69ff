/** SPEC 7 photobook APIs: the price of a configuration and the design groups of a set. */
import {
  PHOTOBOOK_CATEGORIES,
  PHOTOBOOK_COVER_LAMINATIONS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_TYPES,
  type PhotobookCategory,
} from '../../shared/catalogue';
import type { CatalogueService } from './catalogue-service';
import { integer, list, oneOf, text } from './inputs';
import { defineRoute } from './routes';

const categoryId = () =>
  integer('categoryIds[]', 1, 999).refine((id) => (PHOTOBOOK_CATEGORIES as readonly number[]).includes(id), {
    error: (issue) =>
      `categoryIds[] ${String(issue.input)} is not a photobook category; expected one of: ${PHOTOBOOK_CATEGORIES.join(', ')}.`,
  });

export function photobookRoutes(service: CatalogueService) {
  return [
    defineRoute({
      urls: ['/web-api/photobook-price'],
      operationId: 'photobookPrice',
      tag: 'photobooks',
      summary:
        'Price of a photobook; what is left out takes the type default (SPEC 9 formats, fewest pages).',
      query: {
        photobookType: oneOf('photobookType', PHOTOBOOK_TYPES, 'a photobook type'),
        photobookFormat: oneOf('photobookFormat', PHOTOBOOK_FORMATS, 'a photobook format').optional(),
        photobookPageCount: integer('photobookPageCount', 1, 1000).optional(),
        photobookCover: oneOf('photobookCover', PHOTOBOOK_COVERS, 'a photobook cover').optional(),
        photobookPaper: text('photobookPaper', 40).optional(),
        photobookCoverLamination: oneOf(
          'photobookCoverLamination',
          PHOTOBOOK_COVER_LAMINATIONS,
          'a cover lamination',
        ).optional(),
      },
      handle: ({ query, market }) => service.photobookPrice(market, query),
    }),
    defineRoute({
      urls: ['/web-api/photobook-design-group-set', '/web-api/photobook-design-group-set/:designGroupSetId'],
      operationId: 'photobookDesignGroupSet',
      tag: 'photobooks',
      summary:
        'Photobook design groups of the given categories (categoryIds[]), optionally of one set (path segment).',
      query: { 'categoryIds[]': list('categoryIds[]', categoryId(), 20).optional() },
      params: { designGroupSetId: text('designGroupSetId').optional() },
      handle: ({ query, params, market }) =>
        service.photobookDesignGroupSet(market, {
          categoryIds: (query['categoryIds[]'] ?? []) as PhotobookCategory[],
          designGroupSetId: params.designGroupSetId,
        }),
    }),
  ];
}
