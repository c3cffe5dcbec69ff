/**
 * The result page's query (issue 32 §1): `q`, `page` and `kind`, read leniently (a page is no API:
 * a bad page number shows page 1, an unknown kind shows every kind) and written in one order.
 */
import { isSearchKind, SEARCH_LIMITS, type SearchKind } from './search';

export interface SearchPageState {
  q: string;
  page: number;
  kind: SearchKind | null;
}

export function parseSearchState(params: URLSearchParams): SearchPageState {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_LIMITS.maxQueryLength);
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, SEARCH_LIMITS.maxPage) : 1;
  const rawKind = params.get('kind');
  return { q, page, kind: isSearchKind(rawKind) ? rawKind : null };
}

/** "?q=…&kind=…&page=…", leaving out defaults. */
export function searchStateQuery(state: SearchPageState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.kind) params.set('kind', state.kind);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
