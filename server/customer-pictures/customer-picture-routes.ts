/** SPEC 7 /customer-picture/get: the approved pictures customers shared, newest first. */
import { MATERIALS } from '../../shared/catalogue/materials';
import { integer, oneOf } from '../catalogue/inputs';
import { defineRoute } from '../catalogue/routes';
import type { CustomerPictureService } from './customer-picture-service';

/** Products a picture may show: the materials, and the frame products of the card brand. */
export const PICTURE_PRODUCTS = [...MATERIALS, 'fotorahmen'] as const;

export function customerPictureRoutes(service: CustomerPictureService) {
  return [
    defineRoute({
      urls: ['/customer-picture/get'],
      operationId: 'customerPictures',
      tag: 'content',
      summary:
        'Photos customers shared of their products, newest first, captions in the market’s language. Without product: every product.',
      query: {
        product: oneOf('product', PICTURE_PRODUCTS, 'a product').optional(),
        limit: integer('limit', 1, 48).optional(),
        offset: integer('offset', 0, 10_000).optional(),
      },
      handle: ({ query, market }) =>
        service.list({
          channel: market.channel,
          market: market.market,
          product: query.product,
          limit: query.limit ?? 12,
          offset: query.offset ?? 0,
        }),
    }),
  ];
}
