/**
 * The state of a listing in its URL (SPEC 5: only allow-listed query parameters are kept), read
 * from a query string and written back in one canonical form, so that any listing can be shared,
 * bookmarked and crawled.
 *
 * Parsing never throws. It returns the state it could make of the query and the issues it met:
 * the API answers 400 with the first issue's message (strict), pages show the repaired state and
 * redirect to its canonical URL (lenient). Repairs are: unknown parameters and values dropped,
 * "alle" combined with real values dropped in favour of those, a page size other than 12 or 48
 * moved to the nearer one, a page that is not a whole number from 1 read as 1.
 */
import {
  ALL_TEMPLATES,
  FACET_TYPES,
  type FacetSelection,
  type FacetType,
  facetTypesOf,
  isAllValue,
  isListingProduct,
  LISTING_PRODUCTS,
  type ListingProduct,
  NO_FACETS,
  valuesOf,
} from './filters';
import {
  DEFAULT_PAGE_SIZE,
  isPageSize,
  MAX_PAGE,
  nearestPageSize,
  PAGE_SIZES,
  type PageSize,
} from './paging';
import { DEFAULT_SORT, equivalentSort, type ListingSort, sortsOf } from './sort';

export interface ListingState {
  product: ListingProduct;
  facets: FacetSelection;
  sort: ListingSort;
  /** 1-based; may lie past the end until the listing knows its size (paginate clamps it). */
  page: number;
  pageSize: PageSize;
}

/** SPEC 5 allow-list of a listing URL, in the order the canonical URL writes them. */
export const LISTING_QUERY_PARAMS = ['product', ...FACET_TYPES, 'sort', 'pageSize', 'page'] as const;
export type ListingQueryParam = (typeof LISTING_QUERY_PARAMS)[number];

/** Shop-internal parameters the router adds to data requests; never part of a listing's address. */
const INTERNAL_PARAMS: readonly string[] = ['_routes', '_data'];

export type ListingIssueKind = 'unknown-param' | 'unknown-value' | 'repeated' | 'conflict' | 'not-applicable';

export interface ListingIssue {
  kind: ListingIssueKind;
  /** The parameter as the query named it (without a trailing []). */
  param: string;
  message: string;
}

export interface ParsedListingQuery {
  state: ListingState;
  issues: ListingIssue[];
  /** Parameters starting with "_" (SPEC 2 keeps them on links), in the order given. */
  passThrough: [string, string][];
}

export type QueryInput =
  | URLSearchParams
  | Iterable<readonly [string, string]>
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** A query in any of its shapes (URLSearchParams, pairs, Fastify's parsed object) as pairs. */
export function queryPairs(input: QueryInput): [string, string][] {
  if (input instanceof URLSearchParams) return [...input.entries()];
  if (Symbol.iterator in input) {
    return [...(input as Iterable<readonly [string, string]>)].map(([k, v]) => [k, v]);
  }
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([key, String(item)]);
  }
  return pairs;
}

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

export function defaultListingState(product: ListingProduct): ListingState {
  return { product, facets: NO_FACETS, sort: DEFAULT_SORT, page: 1, pageSize: DEFAULT_PAGE_SIZE };
}

export interface ParseOptions {
  /** What the route lists when the query does not say (products: card; vorkonfigurator-kalender: calendar). */
  defaultProduct: ListingProduct;
  /** Products this channel lists; another one is an unknown value. Default: all. */
  products?: readonly ListingProduct[];
}

export function parseListingQuery(input: QueryInput, options: ParseOptions): ParsedListingQuery {
  const products = options.products ?? LISTING_PRODUCTS;
  const issues: ListingIssue[] = [];
  const passThrough: [string, string][] = [];
  const given = new Map<string, string[]>();
  const issue = (kind: ListingIssueKind, param: string, message: string) => {
    issues.push({ kind, param, message });
  };

  for (const [rawKey, rawValue] of queryPairs(input)) {
    if (rawKey.startsWith('_')) {
      if (!INTERNAL_PARAMS.includes(rawKey)) passThrough.push([rawKey, rawValue]);
      continue;
    }
    const name = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (!(LISTING_QUERY_PARAMS as readonly string[]).includes(name)) {
      if (!issues.some((i) => i.kind === 'unknown-param' && i.param === name)) {
        issue(
          'unknown-param',
          name,
          `unknown parameter ${quote(name)}; a listing takes: ${LISTING_QUERY_PARAMS.join(', ')}.`,
        );
      }
      continue;
    }
    const value = rawValue.trim();
    // The query builder drops empty values and forms send them for untouched fields: absent.
    if (value === '') continue;
    given.set(name, [...(given.get(name) ?? []), value]);
  }

  const single = (param: ListingQueryParam): string | undefined => {
    const values = given.get(param);
    if (!values || values.length === 0) return undefined;
    if (values.length > 1) {
      issue('repeated', param, `${param} is given ${values.length} times; send it once.`);
    }
    return values[0];
  };

  // product first: the other parameters' values depend on it.
  let product = options.defaultProduct;
  const productValue = single('product');
  if (productValue !== undefined && !isAllValue('product', productValue)) {
    if (isListingProduct(productValue) && products.includes(productValue)) product = productValue;
    else
      issue(
        'unknown-value',
        'product',
        `product ${quote(productValue)} is not listed here; expected one of: ${products.join(', ')}.`,
      );
  }

  const applicable = facetTypesOf(product);
  const facets: Record<FacetType, string[]> = {
    category: [],
    aspectRatio: [],
    color: [],
    style: [],
    label: [],
    punching: [],
  };
  for (const type of FACET_TYPES) {
    const values = given.get(type);
    if (!values) continue;
    const vocabulary = valuesOf(product, type);
    if (!vocabulary || !applicable.includes(type)) {
      issue(
        'not-applicable',
        type,
        `${type} does not filter ${product} listings; their filters are: ${applicable.join(', ')}.`,
      );
      continue;
    }
    const chosen = new Set<string>();
    let sawAll: string | undefined;
    for (const value of values) {
      if (isAllValue(type, value)) {
        sawAll = value;
      } else if (vocabulary.includes(value)) {
        chosen.add(value);
      } else {
        const special = value === ALL_TEMPLATES ? ` (${ALL_TEMPLATES} applies to category only)` : '';
        issue(
          'unknown-value',
          type,
          `${type} ${quote(value)} is not a ${product} filter value${special}; expected one of: ${vocabulary.join(', ')}, or alle.`,
        );
      }
    }
    if (sawAll !== undefined && chosen.size > 0) {
      issue(
        'conflict',
        type,
        `${type}=${sawAll} means every value and contradicts ${[...chosen].join(', ')}; send one or the other.`,
      );
    }
    facets[type] = vocabulary.filter((v) => chosen.has(v));
  }

  let sort: ListingSort = DEFAULT_SORT;
  const sortValue = single('sort');
  if (sortValue !== undefined) {
    const sorts = sortsOf(product);
    const exact = (sorts as readonly string[]).includes(sortValue);
    const equivalent = equivalentSort(product, sortValue);
    if (equivalent) sort = equivalent;
    if (!exact) {
      issue(
        'unknown-value',
        'sort',
        `sort ${quote(sortValue)} is not a sort of ${product} listings; expected one of: ${sorts.join(', ')}.`,
      );
    }
  }

  let pageSize: PageSize = DEFAULT_PAGE_SIZE;
  const pageSizeValue = single('pageSize');
  if (pageSizeValue !== undefined) {
    const number = /^\d{1,9}$/.test(pageSizeValue) ? Number(pageSizeValue) : Number.NaN;
    if (isPageSize(number)) pageSize = number;
    else {
      if (Number.isFinite(number)) pageSize = nearestPageSize(number);
      issue(
        'unknown-value',
        'pageSize',
        `pageSize ${quote(pageSizeValue)} is not a page size; expected ${PAGE_SIZES.join(' or ')}.`,
      );
    }
  }

  let page = 1;
  const pageValue = single('page');
  if (pageValue !== undefined) {
    const number = /^\d{1,9}$/.test(pageValue) ? Number(pageValue) : Number.NaN;
    if (Number.isSafeInteger(number) && number >= 1 && number <= MAX_PAGE) page = number;
    else {
      if (Number.isSafeInteger(number) && number > MAX_PAGE) page = MAX_PAGE;
      issue(
        'unknown-value',
        'page',
        `page ${quote(pageValue)} must be a whole number from 1 to ${MAX_PAGE}.`,
      );
    }
  }

  return { state: { product, facets, sort, page, pageSize }, issues, passThrough };
}

export interface SerialiseOptions {
  defaultProduct: ListingProduct;
  /** Underscore parameters to keep (SPEC 2), written after the listing's own. */
  passThrough?: readonly (readonly [string, string])[];
}

/** The canonical query of a state: allow-listed names only, defaults left out, values in vocabulary order. */
export function listingQuery(state: ListingState, options: SerialiseOptions): URLSearchParams {
  const params = new URLSearchParams();
  if (state.product !== options.defaultProduct) params.append('product', state.product);
  for (const type of FACET_TYPES) {
    const vocabulary = valuesOf(state.product, type) ?? [];
    const chosen = new Set(state.facets[type]);
    for (const value of vocabulary) if (chosen.has(value)) params.append(type, value);
  }
  if (state.sort !== DEFAULT_SORT) params.append('sort', state.sort);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.append('pageSize', String(state.pageSize));
  if (state.page > 1) params.append('page', String(state.page));
  for (const [key, value] of options.passThrough ?? []) params.append(key, value);
  return params;
}

/** "?category=hochzeit&page=2", or "" for the listing's first page without filters. */
export function listingSearch(state: ListingState, options: SerialiseOptions): string {
  const text = listingQuery(state, options).toString();
  return text ? `?${text}` : '';
}

// --- moving from one state to the next (links and controls) ---------------------------------

/** Choosing or dropping a filter value starts again at page 1. */
export function toggleFacet(state: ListingState, type: FacetType, value: string): ListingState {
  const current = state.facets[type];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const vocabulary = valuesOf(state.product, type) ?? [];
  return {
    ...state,
    facets: { ...state.facets, [type]: vocabulary.filter((v) => next.includes(v)) },
    page: 1,
  };
}

export function clearFacet(state: ListingState, type: FacetType): ListingState {
  return { ...state, facets: { ...state.facets, [type]: [] }, page: 1 };
}

/** No filters; the product, sort and page size stay. */
export function clearFacets(state: ListingState): ListingState {
  return { ...state, facets: NO_FACETS, page: 1 };
}

export function hasFacets(state: ListingState): boolean {
  return FACET_TYPES.some((type) => state.facets[type].length > 0);
}

/** Another product has other filters and sorts: its listing starts fresh. */
export function withProduct(state: ListingState, product: ListingProduct): ListingState {
  if (product === state.product) return state;
  return {
    ...defaultListingState(product),
    pageSize: state.pageSize,
    sort: equivalentSort(product, state.sort) ?? DEFAULT_SORT,
  };
}

export function withSort(state: ListingState, sort: ListingSort): ListingState {
  return { ...state, sort, page: 1 };
}

/** The new page is the one holding the first result now shown, so the shopper keeps their place. */
export function withPageSize(state: ListingState, pageSize: PageSize): ListingState {
  const firstIndex = (Math.max(1, state.page) - 1) * state.pageSize;
  return { ...state, pageSize, page: Math.floor(firstIndex / pageSize) + 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.min(Math.max(1, Math.floor(page)), MAX_PAGE) };
}

export function sameListingState(a: ListingState, b: ListingState): boolean {
  return listingSearch(a, { defaultProduct: a.product }) === listingSearch(b, { defaultProduct: a.product });
}
