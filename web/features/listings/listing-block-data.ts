/**
 * Server data of the listing blocks of a content page (server only, for the content loader):
 * ThemesOverviewWrapper (occasion pages), Card/Calendar/Collage/PhotobookOverviewWrapper
 * (karten-designen, alle-fotokalender, fotocollage, fotobuch …) and Feed, by block _uid:
 *
 *   Object.assign(blockData, await listingBlockData(page.content.body, themes, { channel, market }));
 *
 * A block whose data cannot be had is left out, so it shows its empty state.
 */
import type { FeedBlok } from '../../../shared/content/story-types';
import { type BlockDataEntry, blockDataEntry } from '../../../shared/contracts/block-data';
import type { ThemesSource } from '../../../shared/contracts/themes-source';
import type { ListingProduct } from '../../../shared/listings/filters';
import type { PageSize } from '../../../shared/listings/paging';
import type { ThemeSort } from '../../../shared/listings/sort';
import type { Channel, Market } from '../../../shared/markets';

type OverviewBlock =
  | 'CardOverviewWrapper'
  | 'CalendarOverviewWrapper'
  | 'CollageOverviewWrapper'
  | 'PhotobookOverviewWrapper';

const OVERVIEW_PRODUCTS: Readonly<Record<OverviewBlock, ListingProduct>> = {
  CardOverviewWrapper: 'card',
  CalendarOverviewWrapper: 'calendar',
  CollageOverviewWrapper: 'collage',
  PhotobookOverviewWrapper: 'photobook',
};

const FEED_TYPES: readonly FeedBlok['feedType'][] = ['card', 'calendar', 'collage', 'photobook', 'wallart'];

interface FoundBlock {
  uid: string;
  load: (
    themes: ThemesSource,
    market: { channel: Channel; market: Market },
  ) => Promise<BlockDataEntry | undefined>;
}

const isOverviewBlock = (component: unknown): component is OverviewBlock =>
  typeof component === 'string' && Object.hasOwn(OVERVIEW_PRODUCTS, component);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const pageSizeOf = (value: unknown): PageSize | undefined =>
  value === 48 ? 48 : value === 12 ? 12 : undefined;
const sortOf = (value: unknown): ThemeSort | undefined =>
  value === 'created' || value === 'popularity' ? value : undefined;

/** The listing blocks of a story, wherever they are nested. */
export function listingBlocks(content: unknown, found: FoundBlock[] = [], depth = 0): FoundBlock[] {
  if (depth > 30 || typeof content !== 'object' || content === null) return found;
  if (Array.isArray(content)) {
    for (const item of content) listingBlocks(item, found, depth + 1);
    return found;
  }
  const blok = content as Record<string, unknown>;
  const uid = text(blok._uid);
  const component = blok.component;
  if (uid && component === 'ThemesOverviewWrapper') {
    const occasion = text(blok.occasion) ?? text(blok.category);
    const sort = sortOf(blok.sort);
    const pageSize = pageSizeOf(blok.pageSize);
    found.push({
      uid,
      load: async (themes, m) => {
        const data = await themes.themesOverview({
          ...m,
          ...(occasion ? { occasion } : {}),
          ...(sort ? { sort } : {}),
          ...(pageSize ? { pageSize } : {}),
        });
        return data && blockDataEntry('ThemesOverviewWrapper', data);
      },
    });
  } else if (uid && isOverviewBlock(component)) {
    const product = OVERVIEW_PRODUCTS[component];
    const category = text(blok.category);
    const pageSize = pageSizeOf(blok.pageSize);
    found.push({
      uid,
      load: async (themes, m) => {
        const data = await themes.productOverview({
          ...m,
          product,
          ...(category ? { category } : {}),
          ...(pageSize ? { pageSize } : {}),
        });
        return data && blockDataEntry(component, data);
      },
    });
  } else if (uid && component === 'Feed' && FEED_TYPES.includes(blok.feedType as FeedBlok['feedType'])) {
    const feedType = blok.feedType as FeedBlok['feedType'];
    const category = text(blok.category);
    const pageSize = pageSizeOf(blok.pageSize);
    found.push({
      uid,
      load: async (themes, m) => {
        const data = await themes.feed({
          ...m,
          feedType,
          ...(category ? { category } : {}),
          ...(pageSize ? { pageSize } : {}),
        });
        return data && blockDataEntry('Feed', data);
      },
    });
  }
  for (const value of Object.values(blok)) listingBlocks(value, found, depth + 1);
  return found;
}

export async function listingBlockData(
  content: unknown,
  themes: ThemesSource | undefined,
  market: { channel: Channel; market: Market },
): Promise<Record<string, BlockDataEntry>> {
  if (!themes) return {};
  const entries = await Promise.all(
    listingBlocks(content).map(async (block) => {
      try {
        return [block.uid, await block.load(themes, market)] as const;
      } catch {
        return [block.uid, undefined] as const;
      }
    }),
  );
  return Object.fromEntries(
    entries.filter((entry): entry is readonly [string, BlockDataEntry] => entry[1] !== undefined),
  );
}
