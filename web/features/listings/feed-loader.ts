/** The loader of the feed pages /feed-card, /feed-calendar and /feed-collage (server only). */
import { data, redirect } from 'react-router';
import type { ListingResult } from '../../../shared/listings/data';
import { LISTING_QUERY_PARAMS, parseListingQuery } from '../../../shared/listings/url-state';
import { notFound } from '../../app/not-found';
import type { ServerLoadContext } from '../../app/server-context';
import type { PageSeo } from '../seo/page-seo';
import { type FeedType, feedSearch, feedState } from './feed-state';
import { repairedLocation } from './kept-params';
import { pageSeo } from './listing-seo';

export interface FeedPageData {
  feedType: FeedType;
  result: ListingResult;
  seo: PageSeo;
}

export async function feedLoader(
  ctx: ServerLoadContext,
  url: URL,
  feedType: FeedType,
): Promise<FeedPageData> {
  const { info, services, requestedPath } = ctx;
  const themes = services.themes;
  if (!themes?.productsOf(info.channel).includes(feedType)) throw notFound(requestedPath);
  const parsed = parseListingQuery(url.searchParams, { defaultProduct: feedType });
  const page = parsed.state.page;
  let result: ListingResult | undefined;
  try {
    result = await themes.listing({
      channel: info.channel,
      market: info.market,
      state: feedState(feedType, page),
    });
  } catch (error) {
    services.log.error('feed unavailable', { feedType, error: String(error) });
    throw data(
      { message: 'Feed unavailable', path: requestedPath },
      { status: 503, statusText: 'Service Unavailable' },
    );
  }
  if (!result) throw notFound(requestedPath);
  // Listing parameters other than the page do not apply to a feed; unknown ones are left alone.
  const listingParams = [...url.searchParams.keys()].some((key) => {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    return name !== 'page' && (LISTING_QUERY_PARAMS as readonly string[]).includes(name);
  });
  const repair = parsed.issues.filter((i) => i.kind !== 'unknown-param');
  if (listingParams || repair.length > 0 || result.paging.clamped) {
    const search = feedSearch(result.paging.page);
    throw redirect(repairedLocation(url, info.basename, search, LISTING_QUERY_PARAMS), 302);
  }
  return { feedType, result, seo: pageSeo(info, `feed-${feedType}`, feedSearch(result.paging.page)) };
}
