/**
 * The catalogue as content pages need it: the calculator of a product page and the price lists
 * of its blocks. A product the market does not sell gives no data, so the page renders without.
 */

import { isAccessoryKind } from '../../shared/catalogue/card-accessories';
import { buildDesignerUrl } from '../../shared/catalogue/designer-link';
import { parseFormat } from '../../shared/catalogue/formats';
import { isFrame } from '../../shared/catalogue/frames';
import { isMaterial } from '../../shared/catalogue/materials';
import {
  blockDataEntry,
  type CustomerPictureData,
  type ProductDetailData,
  type ProductOverviewData,
  type SkuContainerData,
} from '../../shared/contracts/block-data';
import type { CalculatorData } from '../../shared/contracts/calculator-data';
import type { CatalogueSource, Logger } from '../../shared/contracts/page-services';
import { deliveryPromise } from '../../shared/delivery/promise';
import { bundleOf, currencyOf, formatNumber } from '../../shared/markets';
import { minorFromMajor, moneyFromMajor } from '../../shared/money';
import type { CustomerPictureService } from '../customer-pictures/customer-picture-service';
import { isPublicHoliday } from '../delivery/holidays';
import { type CatalogueFamily, catalogueLabel } from '../i18n/catalogue-labels';
import type { AccessoryView } from './cards';
import type { CatalogueService } from './catalogue-service';
import { parseArticleSku } from './wall-art';

export function catalogueSource(
  catalogue: CatalogueService,
  log: Logger,
  pictures?: CustomerPictureService,
): CatalogueSource {
  return {
    async calculator({ channel, market, product, frameType, isCollage, sku, format, tags }) {
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
        // A framed product's page opens on its framed variant (the option "poster:holzrahmen"),
        // unless the link chose an article of its own.
        const framed = frameType && !sku ? `${product}:${frameType}` : undefined;
        const pageOption = view.options
          .flatMap((o) => [o, ...(o.group?.options ?? [])])
          .find((o) => o.value === framed);
        const selectedValue = pageOption?.value ?? view.selectedValue;
        const delivery = deliveryPromise({ now: new Date(), market, product, isHoliday: isPublicHoliday });
        return { ...view, selectedValue, limits, tags, delivery } as CalculatorData;
      } catch (error) {
        log.warn('no calculator for this product in this market', { product, market, error: String(error) });
        return undefined;
      }
    },

    async priceFrom({ channel, market, material }) {
      if (!isMaterial(material)) return undefined;
      try {
        const [from] = await catalogue.pricesFrom({ channel, market }, [material]);
        return from ? moneyFromMajor(from.priceFrom.priceCurrent, currencyOf(market)) : undefined;
      } catch {
        // Not sold in this shop or market: the tile shows no price.
        return undefined;
      }
    },

    async blockData({ channel, market, blok }) {
      const ctx = { channel, market };
      const currency = currencyOf(market);
      const label = (family: CatalogueFamily, id: string) => catalogueLabel(bundleOf(market), family, id);
      const t = (fact: 'size' | 'colour' | 'paper') => catalogueLabel(bundleOf(market), 'fact', fact);
      const sizeOf = (a: AccessoryView) =>
        `${formatNumber((a.width ?? 0) / 10, market)} x ${formatNumber((a.height ?? 0) / 10, market)} cm`;
      /** "Briefumschlag, haftklebend": the kind and sub-type in the market's language. */
      const accessoryName = (a: AccessoryView) =>
        label('accessory', a.labelTranslationKey.replace(/^accessory\./, '').replaceAll('.', '-'));
      /** "Weiß · 16,2 x 11,4 cm": colour, paper and size in the market's language. */
      const accessoryDetails = (a: AccessoryView) =>
        [
          a.colour ? label('colour', a.colour) : null,
          a.paper ? label('paper', a.paper) : null,
          a.width && a.height ? sizeOf(a) : null,
        ]
          .filter(Boolean)
          .join(' · ');
      try {
        switch (blok.component) {
          case 'FormatsAndPrices': {
            const material = blok.material;
            if (!isMaterial(material)) return undefined;
            const formats = await catalogue.formatsWithPrices(ctx, { material });
            return blockDataEntry('FormatsAndPrices', {
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
            });
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
            return blockDataEntry('Frame', {
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
            });
          }
          case 'Accessory': {
            const kinds = Array.isArray(blok.kinds) ? blok.kinds.filter(isAccessoryKind) : undefined;
            const items = await catalogue.accessories(ctx, { ...(kinds?.length ? { kinds } : {}) });
            return blockDataEntry('Accessory', {
              items: items
                .filter((a) => a.available)
                .map((a) => ({
                  sku: a.sku,
                  kind: a.kind,
                  title: [accessoryName(a), accessoryDetails(a)].filter(Boolean).join(' · '),
                  ...(a.width ? { widthMm: a.width } : {}),
                  ...(a.height ? { heightMm: a.height } : {}),
                  ...(a.price ? { price: moneyFromMajor(a.price.priceCurrent, currency) } : {}),
                })),
            });
          }
          case 'AccessoryOverviewWrapper': {
            // The category names an accessory kind ("envelope"); without one, every accessory.
            const kind = isAccessoryKind(blok.category) ? blok.category : undefined;
            const pageSize = blok.pageSize === 48 ? 48 : 12;
            const all = (await catalogue.accessories(ctx, kind ? { kinds: [kind] } : {})).filter(
              (a) => a.available,
            );
            return blockDataEntry('AccessoryOverviewWrapper', {
              items: all.slice(0, pageSize).map((a) => {
                const details = accessoryDetails(a);
                return {
                  id: a.sku,
                  title: accessoryName(a),
                  ...(details ? { text: details } : {}),
                  href: buildDesignerUrl('card', { accessoryTypes: [a.kind] }),
                  ...(a.price ? { priceFrom: moneyFromMajor(a.price.priceCurrent, currency) } : {}),
                };
              }),
              total: all.length,
            } satisfies ProductOverviewData);
          }
          case 'AccessoryDetailWrapper': {
            const sku = typeof blok.productId === 'string' ? blok.productId : '';
            const [a] = sku ? await catalogue.accessories(ctx, { sku }) : [];
            if (!a?.available) return undefined;
            const facts = [
              a.width && a.height ? { label: t('size'), value: sizeOf(a) } : null,
              a.colour ? { label: t('colour'), value: label('colour', a.colour) } : null,
              a.paper ? { label: t('paper'), value: label('paper', a.paper) } : null,
            ].filter((f): f is { label: string; value: string } => f !== null);
            return blockDataEntry('AccessoryDetailWrapper', {
              title: accessoryName(a),
              ...(accessoryDetails(a) ? { subtitle: accessoryDetails(a) } : {}),
              images: [],
              ...(a.price
                ? {
                    price: {
                      priceCurrent: minorFromMajor(a.price.priceCurrent),
                      priceOriginal: minorFromMajor(a.price.priceOriginal),
                      currency,
                    },
                  }
                : {}),
              designerUrl: buildDesignerUrl('card', { accessoryTypes: [a.kind] }),
              ...(facts.length > 0 ? { facts } : {}),
            } satisfies ProductDetailData);
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
            return blockDataEntry('SKUContainer', { products });
          }
          case 'CustomerPictureBlock': {
            if (!pictures) return undefined;
            const product = typeof blok.product === 'string' && blok.product ? blok.product : undefined;
            const page = await pictures.list({ channel, market, product, limit: 8, offset: 0 });
            return blockDataEntry('CustomerPictureBlock', {
              pictures: page.pictures.map((p) => ({
                id: p.id,
                image: { src: p.image.src, alt: p.image.alt, aspect: p.image.width / p.image.height },
                caption: p.caption,
                ...(p.author ? { author: p.author } : {}),
              })),
            } satisfies CustomerPictureData);
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
