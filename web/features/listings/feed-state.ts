/** The state of a feed page: everything of one product, newest first, 48 a page; only the page varies. */
import type { ListingProduct } from '../../../shared/listings/filters';
import { defaultListingState, type ListingState } from '../../../shared/listings/url-state';

export type FeedType = Extract<ListingProduct, 'card' | 'calendar' | 'collage'>;

export const FEED_TYPES: readonly FeedType[] = ['card', 'calendar', 'collage'];

export function feedState(feedType: FeedType, page: number): ListingState {
  return {
    ...defaultListingState(feedType),
    sort: feedType === 'card' ? 'created' : 'new',
    pageSize: 48,
    page,
  };
}

export function feedSearch(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}
