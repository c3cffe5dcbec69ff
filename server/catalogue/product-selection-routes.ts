/** SPEC 7 wall-art APIs of the calculator and the photo-frame product selection, and the collage designer's groups. */
import {
  aspectRatioValue,
  COLLAGE_MATERIAL_TYPES,
  isAspectRatioString,
  MATERIALS,
} from '../../shared/catalogue';
import type { CatalogueService } from './catalogue-service';
import { format, list, oneOf, text } from './inputs';
import {
  articlePriceRoute,
  formatGroupPricesRoute,
  formatsPricesRoute,
  frameTypeParam,
  materialParam,
} from './price-api-routes';
import { defineRoute } from './routes';

const aspectRatio = () =>
  text('aspectRatio', 40)
    .refine(isAspectRatioString, {
      error: (issue) =>
        `aspectRatio ${JSON.stringify(issue.input)} is not number/number (e.g. 3/2), or empty for all formats.`,
    })
    .meta({ pattern: '^\\d+(\\.\\d+)?/\\d+(\\.\\d+)?$', examples: ['3/2'] });

const CALCULATOR_MATERIALS = [...new Set([...MATERIALS, ...COLLAGE_MATERIAL_TYPES])];

const PRODUCT_SELECTION = '/web-api/product-selection-photo-frame';

export function productSelectionRoutes(service: CatalogueService) {
  return [
    defineRoute({
      urls: ['/web-api/calculator/reference'],
      operationId: 'calculatorReference',
      tag: 'wall art',
      summary:
        'The calculator of a product page (SPEC 3 Calculator): materials with formats, prices, labels.',
      description:
        'materials[] orders and limits the options (collage material types when product=collage); sku or material+format preselect.',
      query: {
        product: oneOf('product', ['photoframe', 'collage'] as const, 'a calculator product').optional(),
        'materials[]': list(
          'materials[]',
          oneOf('materials[]', CALCULATOR_MATERIALS, 'a material or collage material type'),
          20,
        ).optional(),
        sku: text('sku').optional(),
        material: oneOf('material', CALCULATOR_MATERIALS, 'a material or collage material type').optional(),
        format: format().optional(),
      },
      handle: ({ query, market }) =>
        service.calculatorReference(market, {
          product: query.product,
          materials: query['materials[]'],
          sku: query.sku,
          material: query.material,
          format: query.format,
        }),
    }),
    defineRoute({
      urls: ['/web-api/aspect-ratio'],
      operationId: 'aspectRatio',
      tag: 'wall art',
      summary:
        'Formats of one aspect ratio (SPEC 5: number/number, or empty for all), in that orientation, with prices.',
      query: { aspectRatio: aspectRatio().optional(), material: materialParam().optional() },
      handle: ({ query, market }) =>
        service.aspectRatioFormats(market, {
          aspectRatio: query.aspectRatio ?? '',
          ratio: aspectRatioValue(query.aspectRatio),
          material: query.material,
        }),
    }),
    defineRoute({
      urls: ['/web-api/variants-for-frame-types'],
      operationId: 'variantsForFrameTypes',
      tag: 'wall art',
      summary:
        'For each frame type, the materials it holds in this shop and whether it is their default frame.',
      query: { 'frameTypes[]': list('frameTypes[]', frameTypeParam('frameTypes[]'), 10) },
      handle: async ({ query, market }) => ({
        variants: await service.variantsForFrameTypes(market, query['frameTypes[]']),
      }),
    }),
    articlePriceRoute(service, {
      urls: [`${PRODUCT_SELECTION}/price-article`],
      operationId: 'productSelectionPriceArticle',
      tag: 'wall art',
      summary: 'Price of the configured article (as /price-api/prices/article).',
    }),
    defineRoute({
      urls: [`${PRODUCT_SELECTION}/format-limits`],
      operationId: 'productSelectionFormatLimits',
      tag: 'wall art',
      summary:
        'Smallest and largest own format of a material, in mm and as SPEC 5 hints in cm (inches in en-US).',
      query: { material: materialParam() },
      handle: ({ query, market }) => service.formatLimits(market, query.material),
    }),
    formatGroupPricesRoute(service, {
      urls: [`${PRODUCT_SELECTION}/prices-format-group`],
      operationId: 'productSelectionPricesFormatGroup',
      tag: 'wall art',
      summary: 'Formats of one format group with prices.',
    }),
    formatsPricesRoute(service, {
      urls: [`${PRODUCT_SELECTION}/prices-formats`],
      operationId: 'productSelectionPricesFormats',
      tag: 'wall art',
      summary: 'Prices of the given formats, or of every listed format of the material.',
    }),
    defineRoute({
      urls: [`${PRODUCT_SELECTION}/prices-from`],
      operationId: 'productSelectionPricesFrom',
      tag: 'wall art',
      summary: 'The lowest price of each material ("from …"), all materials of the shop when none are given.',
      query: { 'materials[]': list('materials[]', materialParam(), 20).optional() },
      handle: async ({ query, market }) => ({
        prices: await service.pricesFrom(market, query['materials[]']),
      }),
    }),
    defineRoute({
      urls: [`${PRODUCT_SELECTION}/data`],
      operationId: 'productSelectionData',
      tag: 'wall art',
      summary:
        'Everything the photo-frame product selection starts with: materials, frames, format groups, collage types.',
      handle: ({ market }) => service.productSelectionData(market),
    }),
    defineRoute({
      urls: ['/web-api/collage-designer-design-groups'],
      operationId: 'collageDesignerDesignGroups',
      tag: 'wall art',
      summary:
        'Collage design groups by key (key[]), with designer links and prices; all when no key is given.',
      query: { 'key[]': list('key[]', text('key[]'), 50).optional() },
      handle: async ({ query, market }) => ({
        designGroups: await service.collageDesignGroups(market, query['key[]'] ?? []),
      }),
    }),
    defineRoute({
      urls: ['/web-api/collage-designer-design-group'],
      operationId: 'collageDesignerDesignGroup',
      tag: 'wall art',
      summary: 'One collage design group by key.',
      query: { key: text('key') },
      handle: async ({ query, market }) => {
        const [group] = await service.collageDesignGroups(market, [query.key]);
        return group;
      },
    }),
  ];
}
