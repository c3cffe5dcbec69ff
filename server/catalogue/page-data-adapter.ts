/**
 * The catalogue as content pages need it: the calculator of a product page and the price lists
 * of its blocks. A product the market does not sell gives no data, so the page renders without.
 */
import { buildDesignerUrl } from '../../shared/catalogue/designer-link';
import { parseFormat } from '../../shared/catalogue/formats';
import { isMaterial } from '../../shared/catalogue/materials';
import { currencyOf } from '../../shared/markets';
import type { CalculatorData, CatalogueSource, Logger } from '../../web/entry-server';
import type { CatalogueService } from './catalogue-service';

export function catalogueSource(catalogue: CatalogueService, log: Logger): CatalogueSource {
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

    async formatsAndPrices({ channel, market, material }) {
      if (!isMaterial(material)) return undefined;
      try {
        const formats = await catalogue.formatsWithPrices({ channel, market }, { material });
        const currency = currencyOf(market);
        return {
          material,
          designerUrl: buildDesignerUrl('photoframe', { materialType: material }),
          formats: formats.map((f) => ({
            format: f.value,
            widthMm: f.width,
            heightMm: f.height,
            // Block data carries cents, so a block never rounds a price of its own.
            priceCurrent: Math.round(f.priceCurrent * 100),
            priceOriginal: Math.round(f.priceOriginal * 100),
            currency,
            designerUrl: buildDesignerUrl('photoframe', { materialType: material, format: f.value }),
          })),
        };
      } catch (error) {
        log.warn('no formats and prices for this material in this market', {
          material,
          market,
          error: String(error),
        });
        return undefined;
      }
    },
  };
}
