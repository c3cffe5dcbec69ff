/**
 * A listing run over entries in memory: filter (values of one filter are alternatives, filters
 * combine), count each filter's options against the other filters (so an option's count says what
 * choosing it would add), sort and cut out the page.
 */
import {
  ALL,
  FACET_TYPES,
  type FacetType,
  type FilterGroup,
  type FilterOption,
  facetTypesOf,
  type ListingProduct,
  valuesOf,
} from './filters';
import { type Paging, paginate } from './paging';
import { compareBy, type Sortable } from './sort';
import type { ListingState } from './url-state';

export interface ListingEntry extends Sortable {
  /**
   * The entry's values per filter. Nested categories carry their parents too
   * ("geburtstag" and "geburtstag/kindergeburtstag"), so that a parent lists its children.
   */
  facets: Readonly<Partial<Record<FacetType, readonly string[]>>>;
}

export type FacetCounts = Record<FacetType, Map<string, number>>;

export interface ListingRun<T extends ListingEntry> {
  /** The entries of the page shown, in order. */
  results: T[];
  paging: Paging;
  /** Per filter and value: matches of the other filters that have this value. */
  counts: FacetCounts;
}

function matches(entry: ListingEntry, state: ListingState, skip?: FacetType): boolean {
  for (const type of FACET_TYPES) {
    if (type === skip) continue;
    const chosen = state.facets[type];
    if (chosen.length === 0) continue;
    const values = entry.facets[type] ?? [];
    if (!chosen.some((value) => values.includes(value))) return false;
  }
  return true;
}

export function runListing<T extends ListingEntry>(
  entries: readonly T[],
  state: ListingState,
): ListingRun<T> {
  const counts: FacetCounts = {
    category: new Map(),
    aspectRatio: new Map(),
    color: new Map(),
    style: new Map(),
    label: new Map(),
    punching: new Map(),
  };
  const matching: T[] = [];
  for (const entry of entries) {
    if (matches(entry, state)) matching.push(entry);
    for (const type of facetTypesOf(state.product)) {
      if (!matches(entry, state, type)) continue;
      for (const value of new Set(entry.facets[type] ?? [])) {
        counts[type].set(value, (counts[type].get(value) ?? 0) + 1);
      }
    }
  }
  matching.sort(compareBy(state.sort));
  const paging = paginate(matching.length, state.page, state.pageSize);
  return { results: matching.slice(paging.offset, paging.offset + paging.pageSize), paging, counts };
}

export type TitleOf = (type: FacetType | 'product', value: string) => string;

/**
 * The filter groups a listing offers: the product (one of) and each filter of that product (any
 * of), every option with SPEC 3's value, title, selected and active. Options nobody can choose
 * (count 0 and not chosen) stay in the list, inactive, so the filters do not jump about.
 */
export function filterGroups(input: {
  state: ListingState;
  counts: FacetCounts;
  /** Products on offer with the number of entries each lists unfiltered. */
  products: readonly { product: ListingProduct; count: number }[];
  title: TitleOf;
  groupTitle: (type: FacetType | 'product') => string;
}): FilterGroup[] {
  const { state, counts, title, groupTitle } = input;
  const groups: FilterGroup[] = [];
  if (input.products.length > 1) {
    groups.push({
      type: 'product',
      title: groupTitle('product'),
      multiple: false,
      allSelected: false,
      options: input.products.map(({ product, count }) => ({
        value: product,
        title: title('product', product),
        selected: product === state.product,
        active: count > 0 || product === state.product,
        count,
      })),
    });
  }
  for (const type of facetTypesOf(state.product)) {
    const vocabulary = valuesOf(state.product, type) ?? [];
    const chosen = state.facets[type];
    const options: FilterOption[] = vocabulary.map((value) => {
      const count = counts[type].get(value) ?? 0;
      const selected = chosen.includes(value);
      return { value, title: title(type, value), selected, active: selected || count > 0, count };
    });
    // A filter with nothing to choose between (no option with results) is left out.
    if (!options.some((o) => o.active)) continue;
    groups.push({
      type,
      title: groupTitle(type),
      multiple: true,
      allSelected: chosen.length === 0,
      options,
    });
  }
  return groups;
}

/** The "alle" option's value, for the controls that offer it. */
export const ALL_OPTION_VALUE = ALL;
