/**
 * The loader of the search result page (server only, imported lazily by the routes): the path is
 * the market language's own (/suche, /search, /recherche, /cerca, /buscar, /zoeken); another
 * language's search path redirects there with 301, the query kept. Result pages are never indexed.
 */
import { data, redirect } from 'react-router';
import { languageOf } from '../../../shared/markets';
import { safeRedirectPath } from '../../../shared/routing';
import type { SearchResult } from '../../../shared/search/search';
import { searchPathOf } from '../../../shared/search/search';
import { parseSearchState, type SearchPageState } from '../../../shared/search/search-url';
import { notFound } from '../../app/not-found';
import type { ServerLoadContext } from '../../app/server-context';
import type { PageSeo } from '../seo/page-seo';

export interface SearchPageData {
  state: SearchPageState;
  /** null before anything was asked for (no q). */
  result: SearchResult | null;
  /** The page's own path, e.g. "/suche". */
  path: string;
  seo: PageSeo;
}

export async function searchLoader(
  ctx: ServerLoadContext,
  url: URL,
  routePath: string,
): Promise<SearchPageData> {
  const { info, services, requestedPath } = ctx;
  const own = searchPathOf(languageOf(info.market));
  if (routePath !== own) throw redirect(safeRedirectPath(`/${own}${url.search}`), 301);
  if (!services.search) throw notFound(requestedPath);
  const state = parseSearchState(url.searchParams);
  let result: SearchResult | null = null;
  if (state.q) {
    try {
      result = await services.search({
        channel: info.channel,
        market: info.market,
        q: state.q,
        page: state.page,
        kind: state.kind ?? undefined,
      });
    } catch (error) {
      services.log.error('search unavailable', { error: String(error) });
      throw data(
        { message: 'Search unavailable', path: requestedPath },
        { status: 503, statusText: 'Service Unavailable' },
      );
    }
  }
  return {
    state,
    result,
    path: `/${own}`,
    // Result pages are endless combinations of words: followed, never indexed.
    seo: { title: '', description: '', canonical: undefined, alternates: [], robots: 'noindex, follow' },
  };
}
