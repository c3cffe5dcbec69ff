/**
 * Sub-navigation (SPEC 2, SPEC 3): the tiles under the header for the section of the current page,
 * built from the navigation item the page belongs to; the active tile is the one whose link equals
 * the current path.
 */
import type {
  Asset,
  FlyoutGroupBlok,
  FlyoutItemBlok,
  LabelBlok,
  NavigationItemBlok,
} from '../content/story-types';
import { SUB_NAV_TILE_SIZES } from './constants';
import { groupItems, isUsableFlyoutGroup } from './flyout-layout';
import { comparablePath, multiLinkHref } from './links';

export type SubNavTileType = 'category' | 'circle' | 'square' | 'square-image';

export const SUB_NAV_TILE_TYPES: readonly SubNavTileType[] = ['category', 'circle', 'square', 'square-image'];

/** SPEC 2: no sub-navigation on the feed pages. */
export const SUB_NAV_HIDDEN_PATHS = ['/feed-collage', '/feed-calendar', '/feed-card'] as const;

/** The SPEC 3 fields of sub-navigation groups and items beyond the flyout fields. */
export interface SubNavigationGroupFields {
  type?: SubNavTileType;
}

export interface SubNavigationItemFields {
  subnaviTitle?: string;
  subnaviAsset?: Asset;
  typeOverride?: SubNavTileType | '';
  label?: LabelBlok[];
}

export interface SubNavElement {
  id: string;
  text: string;
  type: SubNavTileType;
  /** Shop path (no market prefix). */
  href: string;
  image?: { filename: string; alt: string };
  label?: { text: string; backgroundColor: string; textColor: string };
  isActive: boolean;
}

export interface SubNavigation {
  /** The navigation item the tiles belong to. */
  itemId: string;
  title: string;
  elements: SubNavElement[];
}

export function isSubNavTileType(value: unknown): value is SubNavTileType {
  return typeof value === 'string' && (SUB_NAV_TILE_TYPES as readonly string[]).includes(value);
}

export function isSubNavigationHidden(path: string): boolean {
  const p = comparablePath(path);
  return SUB_NAV_HIDDEN_PATHS.some((hidden) => p === hidden || p.startsWith(`${hidden}/`));
}

/** The tile size in px of a tile type; category tiles have no image. */
export function tileSize(type: SubNavTileType): { width: number; height: number } | null {
  return type === 'category' ? null : SUB_NAV_TILE_SIZES[type];
}

/** The default tile type of an item's flyout kind when neither group nor item says. */
function defaultType(item: NavigationItemBlok): SubNavTileType {
  switch (item.navigationType) {
    case 'card':
      return 'circle';
    case 'photobook':
      return 'square-image';
    case 'calendar':
    case 'frame':
    case 'wandbilder':
    case 'collage':
    case 'accessories':
      return 'square';
    default:
      return 'category';
  }
}

function fromFlyoutItem(
  entry: FlyoutItemBlok & SubNavigationItemFields,
  group: FlyoutGroupBlok & SubNavigationGroupFields,
  item: NavigationItemBlok,
  path: string,
): SubNavElement | null {
  const href = multiLinkHref(entry.link);
  const text = (entry.subnaviTitle || entry.storyblokTitle || '').trim();
  if (!href || !text) return null;
  const type = isSubNavTileType(entry.typeOverride)
    ? entry.typeOverride
    : isSubNavTileType(group.type)
      ? group.type
      : defaultType(item);
  const asset = entry.subnaviAsset?.filename ? entry.subnaviAsset : entry.asset;
  const label = entry.label?.[0];
  return {
    id: entry._uid,
    text,
    type,
    href,
    ...(asset?.filename && type !== 'category'
      ? { image: { filename: asset.filename, alt: asset.alt ?? '' } }
      : {}),
    ...(label?.labelText
      ? {
          label: {
            text: label.labelText,
            backgroundColor: label.labelBackgroundColor,
            textColor: label.labelTextColor,
          },
        }
      : {}),
    isActive: comparablePath(href) === comparablePath(path),
  };
}

/** The tiles of one navigation item: its sub-items as category tiles, else its flyout groups' items. */
export function subNavigationElements(item: NavigationItemBlok, path: string): SubNavElement[] {
  const subItems = (item.subItems ?? []).filter((s) => s.text?.trim() && s.url);
  const elements: SubNavElement[] =
    subItems.length > 0
      ? subItems.map((sub) => ({
          id: sub._uid,
          text: sub.text.trim(),
          type: 'category' as const,
          href: sub.url,
          isActive: comparablePath(sub.url) === comparablePath(path),
        }))
      : (item.flyoutGroups ?? [])
          .filter(isUsableFlyoutGroup)
          .flatMap((group) => groupItems(group).map((entry) => fromFlyoutItem(entry, group, item, path)))
          .filter((e): e is SubNavElement => e !== null);
  // One tile per target.
  const seen = new Set<string>();
  return elements.filter((e) => {
    const key = comparablePath(e.href);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function within(path: string, base: string): boolean {
  const p = comparablePath(path);
  const b = comparablePath(base);
  if (b === '/') return false;
  return p === b || p.startsWith(`${b}/`);
}

/**
 * The sub-navigation of the current page: the navigation item whose url is the path or a parent
 * of it (the longest match), or one of whose tiles is the page. Null on the feed pages and where
 * no item matches or the item has no tiles.
 */
export function subNavigationFor(
  items: readonly NavigationItemBlok[] | undefined,
  path: string,
): SubNavigation | null {
  if (isSubNavigationHidden(path)) return null;
  let best: { item: NavigationItemBlok; elements: SubNavElement[]; score: number } | null = null;
  for (const item of items ?? []) {
    const elements = subNavigationElements(item, path);
    if (elements.length === 0) continue;
    const score = within(path, item.url)
      ? comparablePath(item.url).length + 1000
      : elements.some((e) => e.isActive)
        ? 1
        : 0;
    if (score > 0 && (!best || score > best.score)) best = { item, elements, score };
  }
  return best ? { itemId: best.item._uid, title: best.item.text, elements: best.elements } : null;
}

/** SPEC 2: the index of the tile whose link equals the current path; -1 when none. */
export function activeTileIndex(elements: readonly Pick<SubNavElement, 'href'>[], path: string): number {
  const p = comparablePath(path);
  return elements.findIndex((e) => comparablePath(e.href) === p);
}

/** SPEC 2: the active tile is scrolled into view on load unless the URL has a hash. */
export function shouldScrollToActiveTile(hash: string, activeIndex: number): boolean {
  return activeIndex >= 0 && (hash === '' || hash === '#');
}

/** The scrollLeft that centres a tile in its scrolling list, within the list's range. */
export function centredScrollLeft(
  tileLeft: number,
  tileWidth: number,
  listWidth: number,
  scrollWidth: number,
): number {
  const target = tileLeft - (listWidth - tileWidth) / 2;
  return Math.round(Math.min(Math.max(0, target), Math.max(0, scrollWidth - listWidth)));
}
