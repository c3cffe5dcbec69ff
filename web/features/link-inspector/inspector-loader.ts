import { type DesignerProblem, parseDesignerUrl } from '../../../shared/catalogue';
import type { DesignerQuote } from '../../../shared/contracts/page-services';
import { isMarket, type Market } from '../../../shared/markets';
import type { ServerLoadContext } from '../../app/server-context';

/** One problem, by kind (said in the page's language) and in detail (English, naming the values). */
export interface InspectorProblem {
  problem: DesignerProblem;
  param: string;
  message: string;
}

/** A parameter as the link writes it, with what the check says about it. */
export interface InspectorRow {
  name: string;
  value: string;
  problems: InspectorProblem[];
}

export interface InspectorData {
  /** false until there is a link to check: an empty inspector shows no verdict and no errors. */
  checked: boolean;
  /** The link that was inspected, as path and query. */
  link: string;
  configurator: string | undefined;
  productType: string | undefined;
  inferredProductType: string | undefined;
  /** The parameters that passed every rule, as the designer reads them. */
  params: [string, string][];
  /** Every parameter the link writes, in its order, with its problems (none when it is fine). */
  rows: InspectorRow[];
  /** All problems; those of no single parameter (the link, the path) are also in `general`. */
  errors: InspectorProblem[];
  general: InspectorProblem[];
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
  const isInspector = /\/configurator-inspector\/?$/.test(url.pathname);
  // The inspector's own address is no link to check: until something is pasted, nothing is wrong.
  if (isInspector && (pasted === null || pasted.trim() === '')) return unchecked(ctx.info.market);
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
  const errors = parsed.errors.map(
    (e): InspectorProblem => ({ problem: e.problem ?? 'invalidValue', param: e.param, message: e.message }),
  );
  const rows = rowsOf(target, errors);
  const inRows = new Set(rows.flatMap((row) => row.problems));
  return {
    checked: true,
    link: link.slice(0, 2000),
    configurator: parsed.configurator,
    productType: parsed.productType,
    inferredProductType: parsed.inferredProductType,
    params: flatten(parsed.params as Record<string, unknown>),
    rows,
    errors,
    general: errors.filter((e) => !inRows.has(e)),
    market,
    quote,
  };
}

function unchecked(market: Market): InspectorData {
  return {
    checked: false,
    link: '',
    configurator: undefined,
    productType: undefined,
    inferredProductType: undefined,
    params: [],
    rows: [],
    errors: [],
    general: [],
    market,
    quote: undefined,
  };
}

/** The name a link gives a parameter, without its list or field brackets: accessoryTypes[] -> accessoryTypes. */
const baseName = (name: string) => name.replace(/\[[^\]]*\]$/, '');

/** The link's own parameters (the shop's "_" ones left out), each with the problems that name it. */
function rowsOf(target: string | URL, errors: readonly InspectorProblem[]): InspectorRow[] {
  let search: URLSearchParams;
  try {
    search =
      typeof target === 'string'
        ? new URL(target.trim(), 'https://designer.invalid').searchParams
        : target.searchParams;
  } catch {
    return [];
  }
  const rows: InspectorRow[] = [];
  const claimed = new Set<InspectorProblem>();
  for (const [name, value] of search) {
    if (name.startsWith('_') || rows.length >= 100) continue;
    // A problem belongs to the first row it names, so a repeated parameter does not repeat it.
    const shown = name || '(no name)';
    const problems = errors.filter(
      (e) => !claimed.has(e) && (e.param === shown || (e.param !== 'url' && e.param === baseName(shown))),
    );
    for (const problem of problems) claimed.add(problem);
    rows.push({ name: shown, value: value.slice(0, 300), problems });
  }
  return rows;
}
