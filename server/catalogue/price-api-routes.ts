/** SPEC 7 /price-api/* and /accessory: prices of wall-art articles, frames, options, photoboxes, accessories. */
import { ACCESSORY_KINDS, FRAMES, MATERIALS, PHOTOBOX_TYPES } from '../../shared/catalogue';
import type { CatalogueService } from './catalogue-service';
import { badInput } from './common';
import { format, integer, list, oneOf, text } from './inputs';
import { defineRoute } from './routes';

export const materialParam = () => oneOf('material', MATERIALS, 'a material');
export const frameTypeParam = (name = 'frameType') => oneOf(name, FRAMES, 'a frame');

/** Where a route answers and how it is documented: all that differs between a price route and its twin. */
interface RouteMeta {
  urls: readonly string[];
  operationId: string;
  tag: string;
  summary: string;
}

/** The price of one wall-art article (the price API's and the product selection's). */
export const articlePriceRoute = (service: CatalogueService, meta: RouteMeta) =>
  defineRoute({
    ...meta,
    query: {
      material: materialParam(),
      format: format(),
      frameType: frameTypeParam().optional(),
      'options[]': list('options[]', text('options[]')).optional(),
    },
    handle: ({ query, market }) =>
      service.articlePrice(market, {
        material: query.material,
        format: query.format,
        frameType: query.frameType,
        options: query['options[]'],
      }),
  });

/** The formats of one format group of a material, with prices. */
export const formatGroupPricesRoute = (service: CatalogueService, meta: RouteMeta) =>
  defineRoute({
    ...meta,
    query: {
      material: materialParam(),
      formatGroup: text('formatGroup', 40),
      frameType: frameTypeParam().optional(),
    },
    handle: async ({ query, market }) => ({
      material: query.material,
      formatGroup: query.formatGroup,
      formats: await service.formatsWithPrices(market, query),
    }),
  });

/** Prices of the given formats of a material, or of every listed one. */
export const formatsPricesRoute = (service: CatalogueService, meta: RouteMeta) =>
  defineRoute({
    ...meta,
    query: {
      material: materialParam(),
      'formats[]': list('formats[]', format('formats[]')).optional(),
      frameType: frameTypeParam().optional(),
    },
    handle: async ({ query, market }) => ({
      material: query.material,
      formats: await service.formatsWithPrices(market, {
        material: query.material,
        formats: query['formats[]'],
        frameType: query.frameType,
      }),
    }),
  });

export function priceApiRoutes(service: CatalogueService) {
  return [
    articlePriceRoute(service, {
      urls: ['/price-api/prices/article'],
      operationId: 'priceOfArticle',
      tag: 'prices',
      summary: 'Price of one wall-art article: material, format (listed or own), optional frame and options.',
    }),
    formatGroupPricesRoute(service, {
      urls: ['/price-api/prices/format-group'],
      operationId: 'pricesOfFormatGroup',
      tag: 'prices',
      summary: 'Formats of one format group (format type) of a material, with prices.',
    }),
    formatsPricesRoute(service, {
      urls: ['/price-api/prices/formats'],
      operationId: 'pricesOfFormats',
      tag: 'prices',
      summary: 'Prices of the given formats (own formats priced by area), or of every listed format.',
    }),
    defineRoute({
      urls: ['/price-api/prices/format-group-prices-images'],
      operationId: 'formatGroupPricesImages',
      tag: 'prices',
      summary: 'Each format group of a material with its lowest price and a picture of its proportions.',
      query: { material: materialParam() },
      handle: async ({ query, market }) => ({
        material: query.material,
        formatGroups: await service.formatGroupPrices(market, query.material),
      }),
    }),
    defineRoute({
      urls: ['/price-api/frame'],
      operationId: 'frames',
      tag: 'prices',
      summary: 'Frames with their defaults (SPEC 3), the materials they hold and, for a format, their price.',
      query: {
        material: materialParam().optional(),
        frameType: frameTypeParam().optional(),
        format: format().optional(),
      },
      handle: async ({ query, market }) => ({ frames: await service.frames(market, query) }),
    }),
    defineRoute({
      urls: ['/price-api/photo-options-groups'],
      operationId: 'photoOptionsGroups',
      tag: 'prices',
      summary: 'Option groups of a material (SPEC 3 option.* labels) with defaults and surcharges.',
      query: { material: materialParam() },
      handle: async ({ query, market }) => ({
        material: query.material,
        optionGroups: await service.photoOptionGroups(market, query.material),
      }),
    }),
    defineRoute({
      urls: ['/price-api/photoboxes'],
      operationId: 'photoboxes',
      tag: 'prices',
      summary: 'Photobox types with photoboxQuantityMax, print formats, box and per-print prices.',
      query: { photoboxType: oneOf('photoboxType', PHOTOBOX_TYPES, 'a photobox type').optional() },
      handle: async ({ query, market }) => ({
        photoboxes: await service.photoboxes(market, query.photoboxType),
      }),
    }),
    defineRoute({
      urls: ['/price-api/accessory'],
      operationId: 'accessoryPrice',
      tag: 'accessories',
      summary: 'Price of an accessory by sku, or of an envelope or inlay by size (SPEC 9 tiers).',
      description:
        'Give either sku (with optional quantity and cardFormat) or width and height (with optional cardFormat).',
      query: {
        sku: text('sku').optional(),
        quantity: integer('quantity', 1, 5000).optional(),
        width: integer('width', 1, 10_000).optional(),
        height: integer('height', 1, 10_000).optional(),
        cardFormat: text('cardFormat').optional(),
      },
      handle: async ({ query, market }) => {
        if (query.sku !== undefined) {
          if (query.width !== undefined || query.height !== undefined) {
            throw badInput('sku', 'give either sku or width and height, not both.');
          }
          return service.cardAccessoryPrice(market, {
            sku: query.sku,
            quantity: query.quantity,
            cardFormat: query.cardFormat,
          });
        }
        if (query.width === undefined || query.height === undefined) {
          throw badInput(
            query.width === undefined ? 'width' : 'height',
            'give sku, or both width and height.',
          );
        }
        if (query.quantity !== undefined) throw badInput('quantity', 'quantity goes with sku.');
        return service.accessoryTierPrice(market, {
          width: query.width,
          height: query.height,
          cardFormat: query.cardFormat,
        });
      },
    }),
    defineRoute({
      urls: ['/accessory'],
      operationId: 'accessories',
      tag: 'accessories',
      summary:
        'Accessories (SPEC 3 kinds) with their prices in the market; unavailable ones have price null.',
      query: {
        'accessoryTypes[]': list(
          'accessoryTypes[]',
          oneOf('accessoryTypes[]', ACCESSORY_KINDS, 'an accessory kind'),
        ).optional(),
        sku: text('sku').optional(),
      },
      handle: async ({ query, market }) => ({
        accessories: await service.accessories(market, { kinds: query['accessoryTypes[]'], sku: query.sku }),
      }),
    }),
  ];
}
