/** SPEC 7 card APIs: card prices, envelopes and inlays, and ordering accessories. */
import { z } from 'zod';
import { ACCESSORY_KINDS, BINDING_OPTIONS } from '../../shared/catalogue';
import type { CatalogueService } from './catalogue-service';
import { cardQuantity, flag, list, oneOf, text } from './inputs';
import { defineRoute } from './routes';

const accessoryTypes = () =>
  list('accessoryTypes[]', oneOf('accessoryTypes[]', ACCESSORY_KINDS, 'an accessory kind'), 10).optional();

export const accessoryOrderBody = z.strictObject({
  cardFormat: text('cardFormat').optional(),
  items: z
    .array(z.strictObject({ sku: text('sku'), quantity: cardQuantity() }), {
      error: 'items must be a list of { sku, quantity }.',
    })
    .min(1, 'items is empty; order at least one accessory.')
    .max(20, 'items takes at most 20 lines.'),
});

export function cardsRoutes(service: CatalogueService) {
  return [
    defineRoute({
      urls: ['/web-api/card-price'],
      operationId: 'cardPrice',
      tag: 'cards',
      summary:
        'Price of cards: format, quantity (SPEC 9 steps, default 41), refinement, sample (a single card).',
      query: {
        format: text('format'),
        quantity: cardQuantity().optional(),
        // SPEC 7: the query builder may leave refinementType out when it is none or empty.
        refinementType: oneOf('refinementType', BINDING_OPTIONS, 'a refinement').optional(),
        isSample: flag('isSample').optional(),
      },
      handle: ({ query, market }) => service.cardPrice(market, query),
    }),
    defineRoute({
      urls: ['/web-api/card-accessories'],
      operationId: 'cardAccessories',
      tag: 'cards',
      summary: 'Envelopes and inlays (of a card format, when given) with SPEC 9 size classes and prices.',
      query: { cardFormat: text('cardFormat').optional(), 'accessoryTypes[]': accessoryTypes() },
      handle: ({ query, market }) =>
        service.cardAccessories(market, { cardFormat: query.cardFormat, kinds: query['accessoryTypes[]'] }),
    }),
    defineRoute({
      urls: ['/web-api/card-accessory-price'],
      operationId: 'cardAccessoryPrice',
      tag: 'cards',
      summary:
        'Price of an accessory for a quantity of cards; with cardFormat, the accessory must fit the card.',
      query: {
        sku: text('sku'),
        quantity: cardQuantity().optional(),
        cardFormat: text('cardFormat').optional(),
      },
      handle: ({ query, market }) => service.cardAccessoryPrice(market, query),
    }),
    defineRoute({
      method: 'POST',
      urls: ['/web-api/card-accessory-order'],
      operationId: 'cardAccessoryOrder',
      tag: 'cards',
      failureEvent: 'error adding accessory',
      summary: 'Orders accessories on their own; all lines are checked first and written in one transaction.',
      body: accessoryOrderBody,
      status: 201,
      handle: ({ body, market }) => service.orderCardAccessories(market, body),
    }),
  ];
}
