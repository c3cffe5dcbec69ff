/** Main-navigation rules (SPEC 2, SPEC 4): which items show, which open a flyout, keyboard moves. */
import type { NavigationItemBlok } from '../content/story-types';
import { isFlyoutKind, isUsableFlyoutGroup } from './flyout-layout';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Burger-only items are hidden from the main navigation. */
export function mainNavigationItems(items: readonly NavigationItemBlok[] | undefined): NavigationItemBlok[] {
  return (items ?? []).filter((item) => !item.isOnlyInBurgerNavigation && item.text?.trim());
}

/** An item opens a flyout when it has a flyout kind and usable groups, and its groups are not sub-navigation only. */
export function hasFlyout(item: NavigationItemBlok): boolean {
  if (item.deferredGroups) return item.deferredGroups.flyout;
  return (
    isFlyoutKind(item.navigationType) &&
    !item.subNaviOnly &&
    (item.flyoutGroups ?? []).some(isUsableFlyoutGroup)
  );
}

/** SPEC 2: flyouts only on non-mobile, non-tablet devices. */
export function devicesShowFlyouts(deviceClass: DeviceClass): boolean {
  return deviceClass === 'desktop';
}

/** Which scroll buttons the overflowing item list needs (1 px tolerance for sub-pixel layouts). */
export function scrollButtonState(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): { left: boolean; right: boolean } {
  return {
    left: scrollLeft > 1,
    right: scrollLeft + clientWidth < scrollWidth - 1,
  };
}

/** How far one press of a scroll button moves: most of the visible width. */
export function scrollStep(clientWidth: number): number {
  return Math.max(100, Math.round(clientWidth * 0.8));
}

/** Roving focus among the top-level items: arrows wrap, Home and End jump. Null for other keys. */
export function nextItemIndex(current: number, count: number, key: string): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Up and down within an open flyout's links, clamped at the ends. Null for other keys. */
export function nextLinkIndex(current: number, count: number, key: string): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowDown') return Math.min(current + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(current - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
