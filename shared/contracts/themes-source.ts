/**
 * What the listing, theme and feed loaders (and the content page's block data) need from the
 * server: `ServerServices.themes?: ThemesSource` (shared/contracts/page-services.ts). The server implements
 * it in server/themes/source.ts over the themes service, in-process. Types only: nothing here runs
 * in the browser.
 */
import type { FeedBlok } from '../content/story-types';
import type { ListingResult, ThemeDetail } from '../listings/data';
import type { ListingProduct } from '../listings/filters';
import type { PageSize } from '../listings/paging';
import type { ThemeSort } from '../listings/sort';
import type { ListingState } from '../listings/url-state';
import type { Channel, Market } from '../markets';
import type { FeedData, ProductOverviewData, ThemesOverviewData } from './block-data';

export interface MarketInput {
  channel: Channel;
  market: Market;
}

export interface ThemesSource {
  /** The products a channel lists (cards: card, calendar, collage, photobook; posters: none). */
  productsOf(channel: Channel): readonly ListingProduct[];
  /** A listing page; undefined when the channel lists nothing. The page is clamped to the last one. */
  listing(input: MarketInput & { state: ListingState }): Promise<ListingResult | undefined>;
  /** A card theme with formats, prices per quantity step and accessories; undefined: no such theme. */
  theme(input: MarketInput & { id: string }): Promise<ThemeDetail | undefined>;
  /** ThemesOverviewWrapper block data: the first page of an occasion's themes (occasion pages). */
  themesOverview(
    input: MarketInput & { occasion?: string; category?: string; sort?: ThemeSort; pageSize?: PageSize },
  ): Promise<ThemesOverviewData | undefined>;
  /**
   * Card/Calendar/Collage/PhotobookOverviewWrapper block data: designs of a product, optionally of
   * one category (an occasion, calendar type, collage material or photobook category id).
   */
  productOverview(
    input: MarketInput & { product: ListingProduct; category?: string; pageSize?: PageSize },
  ): Promise<ProductOverviewData | undefined>;
  /** Feed block data (/feed-card, /feed-calendar, /feed-collage and Feed blocks in stories). */
  feed(
    input: MarketInput & { feedType: FeedBlok['feedType']; category?: string; pageSize?: PageSize },
  ): Promise<FeedData | undefined>;
}
