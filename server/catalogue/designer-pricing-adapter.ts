import type { DesignerPricing, DesignerQuote } from '../../shared/contracts/page-services';
import type { CatalogueService } from './catalogue-service';

/** The link inspector's view of the catalogue: a designer link's price, or why there is none. */
export function designerPricing(catalogue: CatalogueService): DesignerPricing {
  return {
    async quote({ parsed, market }): Promise<DesignerQuote> {
      const price = await catalogue.priceOfDesignerParams(parsed, market);
      if (!price.ok) return { ok: false, message: price.message, assumptions: price.assumptions };
      return {
        ok: true,
        priceCurrent: price.price.priceCurrent,
        priceOriginal: price.price.priceOriginal,
        quantity: price.quantity,
        configuration: price.configuration,
        assumptions: price.assumptions,
      };
    },
  };
}
