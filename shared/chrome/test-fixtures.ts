/** Builders for navigation fixtures in the chrome tests (not part of the runtime). */
import type {
  FlyoutGroupBlok,
  FlyoutItemBlok,
  NavigationItemBlok,
  NavigationType,
} from '../content/story-types';

let counter = 0;
const uid = (prefix: string) => `${prefix}-${++counter}`;

export function fItem(title: string, url: string, extra: Partial<FlyoutItemBlok> = {}): FlyoutItemBlok {
  return {
    _uid: uid('item'),
    component: 'FlyoutItem',
    storyblokTitle: title,
    link: { fieldtype: 'multilink', linktype: 'url', url, cached_url: url },
    asset: { fieldtype: 'asset', id: null, filename: `/assets/${title}.jpg`, alt: title },
    ...extra,
  };
}

export function fGroup(
  identifier: string,
  items: FlyoutItemBlok[],
  title = identifier,
  custom: FlyoutItemBlok[] = [],
): FlyoutGroupBlok {
  return {
    _uid: uid(`group-${identifier}`),
    component: 'FlyoutGroup',
    flyoutGroupIdentifier: identifier,
    flyoutGroupTitle: title,
    flyoutGroupItems: items,
    flyoutGroupItemsCustom: custom,
  };
}

export function navItem(
  text: string,
  url: string,
  navigationType: NavigationType = '',
  flyoutGroups: FlyoutGroupBlok[] = [],
  extra: Partial<NavigationItemBlok> = {},
): NavigationItemBlok {
  return {
    _uid: uid('nav'),
    component: 'NavigationItem',
    text,
    url,
    navigationType,
    flyoutGroups,
    subItems: [],
    ...extra,
  };
}
