/** SPEC 3 sort orders: themes by popularity or creation, design groups ("cards") by popularity or newness. */
import type { ListingProduct } from './filters';

export const THEME_SORTS = ['popularity', 'created'] as const;
export const CARD_SORTS = ['popularity', 'new'] as const;
export type ThemeSort = (typeof THEME_SORTS)[number];
export type CardSort = (typeof CARD_SORTS)[number];
export type ListingSort = ThemeSort | CardSort;

export const DEFAULT_SORT = 'popularity' satisfies ListingSort;

/** Card themes sort as themes; calendar, collage and photobook design groups as cards. */
export function sortsOf(product: ListingProduct): readonly ListingSort[] {
  return product === 'card' ? THEME_SORTS : CARD_SORTS;
}

/**
 * "created" and "new" both mean newest first; a link that uses the other listing's word is read
 * as this listing's (lenient parsing), so a shared link never lands on the wrong order.
 */
export function equivalentSort(product: ListingProduct, sort: string): ListingSort | undefined {
  const sorts = sortsOf(product);
  if ((sorts as readonly string[]).includes(sort)) return sort as ListingSort;
  if (sort === 'created' || sort === 'new') return product === 'card' ? 'created' : 'new';
  return undefined;
}

export interface Sortable {
  id: string;
  /** Higher is more popular. */
  popularity: number;
  /** ISO date or date-time; later is newer. */
  createdAt: string;
}

/** Stable, total orders: ties fall back to the other key and finally to the id. */
export function compareBy(sort: ListingSort): (a: Sortable, b: Sortable) => number {
  const byId = (a: Sortable, b: Sortable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const byPopularity = (a: Sortable, b: Sortable) => b.popularity - a.popularity;
  const byCreated = (a: Sortable, b: Sortable) =>
    a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1;
  if (sort === 'popularity') return (a, b) => byPopularity(a, b) || byCreated(a, b) || byId(a, b);
  return (a, b) => byCreated(a, b) || byPopularity(a, b) || byId(a, b);
}
