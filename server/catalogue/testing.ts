/** Test support: a Fastify app with the shop's error handler and the catalogue APIs on a seeded PGlite of its own. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildQuery } from '../../shared/catalogue';
import { type ApiTestApp, createApiTestApp } from '../testing/api-test-app';
import { type CatalogueService, createCatalogueService } from './catalogue-service';
import { catalogueApiPlugin } from './plugin';

/** A fixed clock inside every seeded voucher's and campaign's validity. */
export const TEST_NOW = new Date('2026-06-01T12:00:00Z');

export type CatalogueTestApp = ApiTestApp<CatalogueService>;

export function createCatalogueTestApp(): Promise<CatalogueTestApp> {
  return createApiTestApp(
    (database) =>
      createCatalogueService(database.db, { ttlMs: Number.POSITIVE_INFINITY, now: () => TEST_NOW }),
    (app, service) => app.register(catalogueApiPlugin, { service }),
  );
}

export interface GetOptions {
  channel?: string;
  locale?: string;
  host?: string;
}

export function get(
  app: FastifyInstance,
  url: string,
  options: GetOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: options.host ?? 'localhost' };
  if (options.channel !== undefined) headers['x-channel'] = options.channel;
  if (options.locale !== undefined) headers['x-locale'] = options.locale;
  return app.inject({ method: 'GET', url, headers });
}

/** The JSON body, typed loosely on purpose: tests assert on shape. */
export function json(
  response: LightMyRequestResponse,
): Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } } {
  return response.json();
}

export type QueryInput = Record<string, string | number | boolean | readonly string[] | undefined>;

export interface ExampleRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Built with the shared SPEC 7 query builder, so lists go out as name[]=a&name[]=b. */
  query?: QueryInput;
  body?: unknown;
  /** A market the example is priced in (cards are priced in euro and franc markets only). */
  locale?: string;
  channel?: string;
}

/** One valid call of every catalogue API, by operationId. */
export const EXAMPLE_REQUESTS: Record<string, ExampleRequest> = {
  priceOfArticle: {
    method: 'GET',
    path: '/price-api/prices/article',
    query: { material: 'leinwand', format: '300x400' },
  },
  pricesOfFormatGroup: {
    method: 'GET',
    path: '/price-api/prices/format-group',
    query: { material: 'poster', formatGroup: 'din' },
  },
  pricesOfFormats: {
    method: 'GET',
    path: '/price-api/prices/formats',
    query: { material: 'leinwand', formats: ['300x400', '333x444'] },
  },
  formatGroupPricesImages: {
    method: 'GET',
    path: '/price-api/prices/format-group-prices-images',
    query: { material: 'acrylglas' },
  },
  frames: { method: 'GET', path: '/price-api/frame', query: { material: 'poster', format: '300x400' } },
  photoOptionsGroups: {
    method: 'GET',
    path: '/price-api/photo-options-groups',
    query: { material: 'leinwand' },
  },
  photoboxes: { method: 'GET', path: '/price-api/photoboxes', query: { photoboxType: 'small' } },
  accessoryPrice: {
    method: 'GET',
    path: '/price-api/accessory',
    query: { sku: 'briefumschlag-haftklebend-white-155x155', quantity: 41 },
  },
  accessories: { method: 'GET', path: '/accessory', query: { accessoryTypes: ['ribbon', 'envelope'] } },
  calculatorReference: {
    method: 'GET',
    path: '/web-api/calculator/reference',
    query: { materials: ['leinwand', 'poster'], material: 'poster', format: '300x400' },
  },
  aspectRatio: {
    method: 'GET',
    path: '/web-api/aspect-ratio',
    query: { aspectRatio: '3/2', material: 'leinwand' },
  },
  variantsForFrameTypes: {
    method: 'GET',
    path: '/web-api/variants-for-frame-types',
    query: { frameTypes: ['holzrahmen', 'schattenfuge-platte'] },
  },
  productSelectionPriceArticle: {
    method: 'GET',
    path: '/web-api/product-selection-photo-frame/price-article',
    query: { material: 'poster', format: '500x700', frameType: 'holzrahmen' },
  },
  productSelectionFormatLimits: {
    method: 'GET',
    path: '/web-api/product-selection-photo-frame/format-limits',
    query: { material: 'leinwand' },
  },
  productSelectionPricesFormatGroup: {
    method: 'GET',
    path: '/web-api/product-selection-photo-frame/prices-format-group',
    query: { material: 'leinwand', formatGroup: 'square' },
  },
  productSelectionPricesFormats: {
    method: 'GET',
    path: '/web-api/product-selection-photo-frame/prices-formats',
    query: { material: 'acrylglas', formats: ['400x600'] },
  },
  productSelectionPricesFrom: {
    method: 'GET',
    path: '/web-api/product-selection-photo-frame/prices-from',
    query: { materials: ['poster', 'leinwand'] },
  },
  productSelectionData: { method: 'GET', path: '/web-api/product-selection-photo-frame/data' },
  collageDesignerDesignGroups: {
    method: 'GET',
    path: '/web-api/collage-designer-design-groups',
    query: { key: ['collage-grid-4', 'collage-heart'] },
  },
  collageDesignerDesignGroup: {
    method: 'GET',
    path: '/web-api/collage-designer-design-group',
    query: { key: 'collage-grid-9' },
  },
  cardPrice: {
    method: 'GET',
    path: '/web-api/card-price',
    query: { format: 'klappkarte-145x145', quantity: 45, refinementType: 'gold' },
  },
  cardAccessories: {
    method: 'GET',
    path: '/web-api/card-accessories',
    query: { cardFormat: 'booklet-210x100' },
  },
  cardAccessoryPrice: {
    method: 'GET',
    path: '/web-api/card-accessory-price',
    query: { sku: 'einlegeblatt-145x145-standard', quantity: 41, cardFormat: 'klappkarte-145x145' },
  },
  cardAccessoryOrder: {
    method: 'POST',
    path: '/web-api/card-accessory-order',
    body: {
      cardFormat: 'klappkarte-145x145',
      items: [
        { sku: 'briefumschlag-haftklebend-white-155x155', quantity: 41 },
        { sku: 'einlegeblatt-145x145-standard', quantity: 41 },
      ],
    },
  },
  photobookPrice: {
    method: 'GET',
    path: '/web-api/photobook-price',
    query: {
      photobookType: 'digitalfotobuch',
      photobookFormat: 'a4-quer',
      photobookPageCount: 40,
      photobookCover: 'hard',
    },
  },
  photobookDesignGroupSet: {
    method: 'GET',
    path: '/web-api/photobook-design-group-set/photobook-classic',
    query: { categoryIds: ['1', '3'] },
  },
  calendarPrice: {
    method: 'GET',
    path: '/web-api/calendar-price',
    query: { calendarType: 'tischkalender', format: 'a6-quer', mounting: 'holzblock' },
  },
  calendarDesignGroup: {
    method: 'GET',
    path: '/web-api/calendar-design-group',
    query: { calendarType: 'wandkalender' },
  },
  photoboxData: {
    method: 'GET',
    path: '/web-api/photobox-data',
    query: { photoboxType: 'photoprint', format: '130x90', quantity: 100 },
  },
  skuContainer: { method: 'GET', path: '/web-api/sku/container', query: { id: 'bestseller-wall-art' } },
  shippingInformation: { method: 'GET', path: '/web-api/shipping-information' },
  localizedUrls: { method: 'GET', path: '/web-api/localized-urls', query: { path: '/leinwanddruck' } },
  shopFrontendsInitialData: { method: 'GET', path: '/web-api/shop-frontends-initial-data' },
  expressShop: { method: 'GET', path: '/web-api/express-shop' },
  campaignData: { method: 'GET', path: '/web-api/campaign-data' },
  voucher: { method: 'GET', path: '/web-api/voucher', query: { code: 'WILLKOMMEN10', orderValue: '49.90' } },
  giftVoucher: { method: 'GET', path: '/gift-voucher' },
};

export function urlOf(path: string, query: QueryInput = {}): string {
  const search = buildQuery(query);
  return search ? `${path}?${search}` : path;
}

/** Sends an example, with query values replaced or removed (undefined) and headers set. */
export function send(
  app: FastifyInstance,
  example: ExampleRequest,
  overrides: { query?: QueryInput; body?: unknown; channel?: string; locale?: string; host?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: overrides.host ?? 'localhost' };
  const channel = overrides.channel ?? example.channel;
  const locale = overrides.locale ?? example.locale;
  if (channel !== undefined) headers['x-channel'] = channel;
  if (locale !== undefined) headers['x-locale'] = locale;
  const url = urlOf(example.path, { ...example.query, ...overrides.query });
  if (example.method === 'POST') {
    return app.inject({ method: 'POST', url, headers, payload: (overrides.body ?? example.body) as object });
  }
  return app.inject({ method: 'GET', url, headers });
}
