/**
 * The catalogue as content pages need it: the calculator of a product page and the price lists
 * of its blocks. A product the market does not sell gives no data, so the page renders without.
 */

import { isAccessoryKind } from '../../shared/catalogue/card-accessories';
import { buildDesignerUrl } from '../../shared/catalogue/designer-link';
import { parseFormat } from '../../shared/catalogue/formats';
import { isFrame } from '../../shared/catalogue/frames';
import { isMaterial } from '../../shared/catalogue/materials';
import type {
  AccessoryData,
  CustomerPictureData,
  FormatsAndPricesData,
  FrameData,
  SkuContainerData,
} from '../../shared/contracts/block-data';
import { bundleOf, currencyOf } from '../../shared/markets';
import { minorFromMajor, moneyFromMajor } from '../../shared/money';
import type { CalculatorData, CatalogueSource, Logger } from '../../web/entry-server';
import type { CustomerPictureService } from '../customer-pictures/customer-picture-service';
import { catalogueLabel } from '../i18n/catalogue-labels';
import type { CatalogueService } from './catalogue-service';
import { parseArticleSku } from './wall-art';

export function catalogueSource(
  catalogue: CatalogueService,
  log: Logger,
  pictures?: CustomerPictureService,
): CatalogueSource {
  return {
    async calculator({ channel, market, product, isCollage, sku, format, tags }) {
      const ctx = { channel, market };
      const parsedFormat = format ? parseFormat(format) : undefined;
      try {
        const view = await catalogue.calculatorReference(ctx, {
          product: isCollage ? 'collage' : 'photoframe',
          material: product,
          ...(sku ? { sku } : {}),
          ...(parsedFormat?.ok
            ? { format: { width: parsedFormat.format.width, height: parsedFormat.format.height } }
            : {}),
        });
        const limits: CalculatorData['limits'] = {};
        const materials = new Set(
          view.options.flatMap((o) => [
            o.context.materialType,
            ...(o.group?.options ?? []).map((g) => g.context.materialType),
          ]),
        );
        for (const material of materials) {
          if (!isMaterial(material)) continue;
          const l = await catalogue.formatLimits(ctx, material);
          limits[material] = {
            widthMm: l.widthMm,
            heightMm: l.heightMm,
            hint: `${l.hint.minWidth} – ${l.hint.maxWidth} x ${l.hint.minHeight} – ${l.hint.maxHeight}`,
          };
        }
        return { ...view, limits, tags } as CalculatorData;
      } catch (error) {
        log.warn('no calculator for this product in this market', { product, market, error: String(error) });
        return undefined;
      }
    },

    async blockData({ channel, market, blok }) {
      const ctx = { channel, market };
      const currency = currencyOf(market);
      const label = (family: 'material' | 'frame', id: string) =>
        catalogueLabel(bundleOf(market), family, id);
      try {
        switch (blok.component) {
          case 'FormatsAndPrices': {
            const material = blok.material;
            if (!isMaterial(material)) return undefined;
            const formats = await catalogue.formatsWithPrices(ctx, { material });
            return {
              material,
              designerUrl: buildDesignerUrl('photoframe', { materialType: material }),
              formats: formats.map((f) => ({
                format: f.value,
                widthMm: f.width,
                heightMm: f.height,
                // Block data carries cents, so a block never rounds a price of its own.
                priceCurrent: minorFromMajor(f.priceCurrent),
                priceOriginal: minorFromMajor(f.priceOriginal),
                currency,
                designerUrl: buildDesignerUrl('photoframe', { materialType: material, format: f.value }),
              })),
            } satisfies FormatsAndPricesData;
          }
          case 'Frame': {
            const frameType = blok.frameType;
            if (!isFrame(frameType)) return undefined;
            const [variants] = await catalogue.variantsForFrameTypes(ctx, [frameType]);
            if (!variants || variants.materials.length === 0) {
              log.warn('no materials for frame type', { frameType, market });
              return undefined;
            }
            const material = isMaterial(blok.material) ? blok.material : variants.materials[0]?.materialType;
            const prices = isMaterial(material)
              ? await catalogue.formatsWithPrices(ctx, { material, frameType })
              : [];
            const cheapest = prices.reduce<(typeof prices)[number] | undefined>(
              (best, f) => (!best || f.priceCurrent < best.priceCurrent ? f : best),
              undefined,
            );
            return {
              frameType,
              title: label('frame', frameType),
              variants: variants.materials.map((m) => ({
                id: m.materialType,
                title: label('material', m.materialType),
                color: variants.defaults.color,
              })),
              ...(cheapest ? { priceFrom: moneyFromMajor(cheapest.priceCurrent, currency) } : {}),
              ...(isMaterial(material)
                ? { designerUrl: buildDesignerUrl('photoframe', { materialType: material, frameType }) }
                : {}),
            } satisfies FrameData;
          }
          case 'Accessory': {
            const kinds = Array.isArray(blok.kinds) ? blok.kinds.filter(isAccessoryKind) : undefined;
            const items = await catalogue.accessories(ctx, { ...(kinds?.length ? { kinds } : {}) });
            return {
              items: items
                .filter((a) => a.available)
                .map((a) => ({
                  sku: a.sku,
                  kind: a.kind,
                  title:
                    [
                      a.subType,
                      a.colour,
                      a.width && a.height ? `${a.width / 10} x ${a.height / 10} cm` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ') || a.sku,
                  ...(a.width ? { widthMm: a.width } : {}),
                  ...(a.height ? { heightMm: a.height } : {}),
                  ...(a.price ? { price: moneyFromMajor(a.price.priceCurrent, currency) } : {}),
                })),
            } satisfies AccessoryData;
          }
          case 'SKUContainer': {
            const skus = Array.isArray(blok.skus)
              ? blok.skus.filter((s): s is string => typeof s === 'string')
              : [];
            const products: SkuContainerData['products'] = [];
            for (const sku of skus.slice(0, 24)) {
              const parsed = parseArticleSku(sku);
              if (!parsed) continue;
              try {
                const article = await catalogue.articlePrice(ctx, parsed);
                products.push({
                  sku,
                  title: `${label('material', parsed.material)} ${article.format.label}`,
                  href: buildDesignerUrl('photoframe', {
                    materialType: parsed.material,
                    format: article.format.value,
                    ...(parsed.frameType ? { frameType: parsed.frameType } : {}),
                  }),
                  price: {
                    priceCurrent: minorFromMajor(article.price.priceCurrent),
                    priceOriginal: minorFromMajor(article.price.priceOriginal),
                    currency,
                  },
                });
              } catch {
                // An SKU this market does not sell is left out of the container.
              }
            }
            return { products } satisfies SkuContainerData;
          }
          case 'CustomerPictureBlock': {
            if (!pictures) return undefined;
            const product = typeof blok.product === 'string' && blok.product ? blok.product : undefined;
            const page = await pictures.list({ channel, market, product, limit: 8, offset: 0 });
            return {
              pictures: page.pictures.map((p) => ({
                id: p.id,
                image: { src: p.image.src, alt: p.image.alt, aspect: p.image.width / p.image.height },
                caption: p.caption,
                ...(p.author ? { author: p.author } : {}),
              })),
            } satisfies CustomerPictureData;
          }
          default:
            return undefined;
        }
      } catch (error) {
        log.warn('no block data for this market', {
          component: String(blok.component),
          market,
          error: String(error),
        });
        return undefined;
      }
    },
  };
}
