import { parseDesignerUrl } from '../../../shared/catalogue';
import type { DesignerQuote } from '../../../shared/contracts/page-services';
import { isMarket, type Market } from '../../../shared/markets';
import type { ServerLoadContext } from '../../app/server-context';

export interface InspectorData {
  /** The link that was inspected, as path and query. */
  link: string;
  configurator: string | undefined;
  productType: string | undefined;
  inferredProductType: string | undefined;
  params: [string, string][];
  errors: { param: string; message: string }[];
  /** The market the link asks for (its locale parameter), else the shop's. */
  market: Market;
  quote: DesignerQuote | undefined;
}

function flatten(params: Record<string, unknown>): [string, string][] {
  return Object.entries(params).flatMap(([key, value]): [string, string][] => {
    if (Array.isArray(value)) return [[`${key}[]`, value.join(', ')]];
    if (value && typeof value === 'object') {
      return Object.entries(value).map(([k, v]): [string, string] => [`${key}[${k}]`, String(v)]);
    }
    return [[key, String(value)]];
  });
}

/**
 * The embedded designer stand-in (DESIGN "designers"): reads a configurator link exactly as the
 * designer and the desktop app would, and prices it, so support staff can check any link.
 */
export async function inspectorLoader(url: URL, ctx: ServerLoadContext): Promise<InspectorData> {
  const pasted = url.searchParams.get('link');
  const target = pasted === null ? url : pasted;
  const parsed = parseDesignerUrl(target);
  const locale = parsed.params.locale;
  const market = isMarket(locale) ? locale : ctx.info.market;
  let quote: DesignerQuote | undefined;
  if (parsed.productType && ctx.services.pricing) {
    try {
      quote = await ctx.services.pricing.quote({ parsed, market });
    } catch (error) {
      ctx.services.log.error('pricing a designer link failed', { error: String(error) });
    }
  }
  const link = typeof target === 'string' ? target : `${target.pathname}${target.search}`;
  return {
    link: link.slice(0, 2000),
    configurator: parsed.configurator,
    productType: parsed.productType,
    inferredProductType: parsed.inferredProductType,
    params: flatten(parsed.params as Record<string, unknown>),
    errors: parsed.errors.map((e) => ({ param: e.param, message: e.message })),
    market,
    quote,
  };
}
