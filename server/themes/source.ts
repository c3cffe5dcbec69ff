/**
 * The themes service as the page loaders and content blocks need it (ThemesSource): listings,
 * theme pages, and the block data of ThemesOverviewWrapper, the *OverviewWrapper blocks and
 * Feed. A channel without listings (posters) and a failure give no data, so a page renders its
 * empty state rather than an error.
 */

import type { FeedData, ProductOverviewData, ThemesOverviewData } from '../../shared/contracts/block-data';
import type { Logger } from '../../shared/contracts/page-services';
import type { ThemesSource } from '../../shared/contracts/themes-source';
import type { ListingItem } from '../../shared/listings/data';
import {
  isListingProduct,
  type ListingProduct,
  THEME_CATEGORIES,
  valuesOf,
} from '../../shared/listings/filters';
import { defaultListingState, type ListingState, listingSearch } from '../../shared/listings/url-state';
import { DEFAULT_MARKET } from '../../shared/markets';
import { listedProductsOf, type ThemesService } from './theme-service';

function stateOf(
  product: ListingProduct,
  category: string | undefined,
  patch: Partial<ListingState> = {},
): ListingState {
  const base = { ...defaultListingState(product), ...patch };
  const categories = product === 'card' ? THEME_CATEGORIES : (valuesOf(product, 'category') ?? []);
  if (category === undefined || !categories.includes(category)) return base;
  return { ...base, facets: { ...base.facets, category: [category] } };
}

const tile = (item: ListingItem) => ({
  id: item.id,
  title: item.title,
  text: item.subtitle,
  image: { src: item.image.src, alt: item.image.alt, aspect: item.image.aspect },
  href: item.href,
  ...(item.priceFrom ? { priceFrom: item.priceFrom } : {}),
  ...(item.labels.length > 0
    ? {
        labels: item.labels.map((l) => ({
          text: l.text,
          backgroundColor: l.backgroundColor,
          textColor: l.textColor,
        })),
      }
    : {}),
});

export function themesSource(service: ThemesService, log: Logger): ThemesSource {
  const productsOf: ThemesSource['productsOf'] = (channel) =>
    listedProductsOf({ channel, market: DEFAULT_MARKET });

  async function safely<T>(what: string, detail: Record<string, unknown>, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      log.warn(`themes: no ${what}`, { ...detail, error: String(error) });
      return undefined;
    }
  }

  return {
    productsOf,

    async listing({ channel, market, state }) {
      if (!productsOf(channel).includes(state.product)) return undefined;
      return service.listing({ channel, market }, state);
    },

    async theme({ channel, market, id }) {
      if (productsOf(channel).length === 0) return undefined;
      return service.theme({ channel, market }, id);
    },

    async themesOverview({ channel, market, occasion, category, sort, pageSize }) {
      if (!productsOf(channel).includes('card')) return undefined;
      const state = stateOf('card', occasion ?? category, {
        ...(sort ? { sort } : {}),
        ...(pageSize ? { pageSize } : {}),
      });
      return safely('themes overview', { occasion, market }, async (): Promise<ThemesOverviewData> => {
        const result = await service.listing({ channel, market }, state);
        return {
          themes: result.items.map((item) => {
            const { text: _text, href: _href, ...rest } = tile(item);
            return rest;
          }),
          total: result.paging.total,
          // The occasion page shows one page; the listing pages through all of them (issue 23.4).
          moreHref: `/products${listingSearch({ ...state, pageSize: 12, page: 1 }, { defaultProduct: 'card' })}`,
        };
      });
    },

    async productOverview({ channel, market, product, category, pageSize }) {
      if (!isListingProduct(product) || !productsOf(channel).includes(product)) return undefined;
      const state = stateOf(product, category, pageSize ? { pageSize } : {});
      return safely(
        'product overview',
        { product, category, market },
        async (): Promise<ProductOverviewData> => {
          const result = await service.listing({ channel, market }, state);
          return {
            items: result.items.map(tile),
            total: result.paging.total,
            moreHref: `/products${listingSearch({ ...state, pageSize: 12, page: 1 }, { defaultProduct: 'card' })}`,
          };
        },
      );
    },

    async feed({ channel, market, feedType, category, pageSize = 48 }) {
      if (!isListingProduct(feedType) || !productsOf(channel).includes(feedType)) return undefined;
      const state = stateOf(feedType, category, { sort: feedType === 'card' ? 'created' : 'new', pageSize });
      return safely('feed', { feedType, category, market }, async (): Promise<FeedData> => {
        const result = await service.listing({ channel, market }, state);
        const items = result.items.map(tile);
        return result.paging.total > items.length
          ? {
              items,
              moreHref: `/products${listingSearch({ ...state, page: 1 }, { defaultProduct: 'card' })}`,
            }
          : { items };
      });
    },
  };
}
