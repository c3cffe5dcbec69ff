/** SPEC 7 /web-api/photobox-data: photobox types and formats, and the price of a filled box. */
import { PHOTOBOX_TYPES } from '../../shared/catalogue';
import type { CatalogueService } from './catalogue-service';
import { badInput } from './common';
import { format, integer, oneOf } from './inputs';
import { defineRoute } from './routes';

export function photoboxRoutes(service: CatalogueService) {
  return [
    defineRoute({
      urls: ['/web-api/photobox-data'],
      operationId: 'photoboxData',
      tag: 'photoboxes',
      summary: 'Photobox types, formats and prices; with photoboxType, format and quantity also the total.',
      query: {
        photoboxType: oneOf('photoboxType', PHOTOBOX_TYPES, 'a photobox type').optional(),
        format: format().optional(),
        quantity: integer('quantity', 1, 10_000).optional(),
      },
      handle: async ({ query, market }) => {
        const photoboxes = await service.photoboxes(market, query.photoboxType);
        if (query.format === undefined && query.quantity === undefined) return { photoboxes, price: null };
        if (query.photoboxType === undefined) throw badInput('photoboxType', 'a price needs photoboxType.');
        if (query.format === undefined) throw badInput('format', 'a price needs format.');
        const price = await service.photoboxPrice(market, {
          photoboxType: query.photoboxType,
          format: query.format,
          quantity: query.quantity ?? 1,
        });
        return { photoboxes, price };
      },
    }),
  ];
}
