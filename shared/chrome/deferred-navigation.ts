/**
 * The navigation as the page data carries it: the flyout groups (pictures and link lists of every
 * flyout, most of the global story) are left out and fetched when a flyout or a burger menu first
 * opens. The main items, their links and sub-items stay, so crawlers and keyboards keep them.
 */
import type { FlyoutGroupBlok, NavigationItemBlok } from '../content/story-types';
import { hasSecondLevel } from './burger';
import { hasFlyout } from './navigation';

export { NAVIGATION_GROUPS_PATH, NAVIGATION_GROUPS_ROUTE } from './navigation-groups-route';

/** The groups of every item that has any, by the item's uid. */
export type NavigationGroups = Record<string, FlyoutGroupBlok[]>;

export function deferNavigationGroups(items: readonly NavigationItemBlok[]): NavigationItemBlok[] {
  return items.map((item) => {
    const deferredGroups = { flyout: hasFlyout(item), secondLevel: hasSecondLevel(item) };
    return { ...item, flyoutGroups: [], deferredGroups };
  });
}

export function navigationGroupsOf(items: readonly NavigationItemBlok[]): NavigationGroups {
  const groups: NavigationGroups = {};
  for (const item of items) if (item.flyoutGroups?.length) groups[item._uid] = item.flyoutGroups;
  return groups;
}

/** An item with its groups put back, once they arrived. */
export function withGroups(
  item: NavigationItemBlok,
  groups: NavigationGroups | undefined,
): NavigationItemBlok {
  const fetched = groups?.[item._uid];
  return fetched ? { ...item, flyoutGroups: fetched } : item;
}
