/** SPEC 7 shop-wide APIs: SKU containers, shipping, localised URLs, initial data, express shop, campaigns, vouchers. */

import { minorFromMajor } from '../../shared/money/rounding';
import { clientKeyOf } from '../http/client-address';
import type { CatalogueService } from './catalogue-service';
import { oneOf, text } from './inputs';
import { parsePlatform } from './request-market';
import { defineRoute } from './routes';

const platform = () => oneOf('platform', ['w', 'd', 'web', 'desktop'] as const, 'a platform').optional();

/** A money amount in major units ("49.90") as cents; the API speaks major units like the prices it returns. */
const orderValue = () =>
  text('orderValue', 12)
    .regex(/^(?:0|[1-9]\d{0,7})(?:\.\d{1,2})?$/, 'orderValue must be an amount like 49.90.')
    .transform((value) => minorFromMajor(Number(value)));

export function commerceRoutes(service: CatalogueService) {
  return [
    defineRoute({
      urls: ['/web-api/sku/container'],
      operationId: 'skuContainer',
      tag: 'shop',
      summary: 'An SKU container (SKUContainer block): its articles with prices and designer links.',
      query: { id: text('id') },
      handle: ({ query, market }) => service.skuContainer(market, query.id),
    }),
    defineRoute({
      urls: ['/web-api/shipping-information'],
      operationId: 'shippingInformation',
      tag: 'shop',
      summary: 'Shipping costs, free-shipping threshold and delivery times of the market’s country.',
      handle: ({ market }) => service.shippingInformation(market),
    }),
    defineRoute({
      urls: ['/web-api/localized-urls'],
      operationId: 'localizedUrls',
      tag: 'shop',
      summary: 'The URLs of a localised category path (SPEC 2) in every market of the channel.',
      query: {
        path: text('path', 200).regex(/^\/[a-z0-9/-]*$/, 'path must be a path like /leinwanddruck.'),
        platform: platform(),
      },
      handle: ({ query, market }) =>
        service.localizedUrls(market, {
          path: query.path,
          host: market.host,
          protocol: market.protocol,
          platform: parsePlatform(query.platform),
        }),
    }),
    defineRoute({
      urls: ['/web-api/shop-frontends-initial-data'],
      operationId: 'shopFrontendsInitialData',
      tag: 'shop',
      summary:
        'App-wide values (SPEC 3): locale, fallback, currency, unit, URLs, platform, per-channel settings.',
      query: { platform: platform() },
      handle: ({ query, market }) =>
        service.shopFrontendsInitialData(market, {
          host: market.host,
          protocol: market.protocol,
          platform: parsePlatform(query.platform),
        }),
    }),
    defineRoute({
      urls: ['/web-api/express-shop'],
      operationId: 'expressShop',
      tag: 'shop',
      summary: 'The express shop of the channel: its articles and express shipping.',
      handle: ({ market }) => service.expressShop(market),
    }),
    defineRoute({
      urls: ['/web-api/campaign-data'],
      operationId: 'campaignData',
      tag: 'shop',
      summary: 'Running campaigns of the channel: action bar text, colours, countdown end, voucher.',
      cache: 'no-store',
      handle: ({ market }) => service.campaignData(market),
    }),
    defineRoute({
      urls: ['/web-api/voucher'],
      operationId: 'voucher',
      tag: 'shop',
      failureEvent: 'error adding voucher',
      summary: 'Checks a voucher code for this shop and market; with orderValue also the discount.',
      description:
        'Unknown and withdrawn codes are a 404 alike; an expired code answers 200 with valid false and problem "expired" but none of its terms; other codes that cannot be used now answer 200 with valid false and the reason. Checks that find no current voucher are limited per client address (429 with Retry-After).',
      cache: 'no-store',
      query: {
        code: text('code', 40).regex(/^[A-Za-z0-9-]+$/, 'code has letters, digits and - only.'),
        orderValue: orderValue().optional(),
      },
      handle: ({ query, market, request }) =>
        service.voucher(
          market,
          { code: query.code, orderValueCents: query.orderValue },
          clientKeyOf(request),
        ),
    }),
    defineRoute({
      urls: ['/gift-voucher'],
      operationId: 'giftVoucher',
      tag: 'shop',
      summary: 'The values a gift voucher can be bought with in the market’s currency.',
      handle: ({ market }) => service.giftVoucher(market),
    }),
  ];
}
