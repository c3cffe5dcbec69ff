import { describe, expect, it } from 'vitest';
import type { GlobalContent, NavigationItemBlok } from '../content/story-types';
import { burgerSecondLevel, hasSecondLevel } from './burger';
import { hydrationGlobalOf } from './global-hydration';
import { hasFlyout } from './navigation';

const item = (uid: string, fields: Partial<NavigationItemBlok> = {}): NavigationItemBlok => ({
  _uid: uid,
  component: 'NavigationItem',
  text: uid,
  url: `/${uid}`,
  navigationType: '',
  flyoutGroups: [],
  subItems: [],
  ...fields,
});

describe("navigation items in the first page's hydration data", () => {
  const global = {
    navigationItems: [
      item('karten', { navigationType: 'card', subItems: [item('taufe'), item('hochzeit')] }),
      item('fotobox'),
    ],
    footer: [],
  } as unknown as GlobalContent;
  const none = { countries: false, languages: false };
  const hydration = hydrationGlobalOf(global, none);

  it('leaves out empty lists and types', () => {
    expect(hydration.navigationItems).toEqual([
      {
        _uid: 'karten',
        component: 'NavigationItem',
        text: 'karten',
        url: '/karten',
        navigationType: 'card',
        subItems: [
          { _uid: 'taufe', component: 'NavigationItem', text: 'taufe', url: '/taufe' },
          { _uid: 'hochzeit', component: 'NavigationItem', text: 'hochzeit', url: '/hochzeit' },
        ],
      },
      { _uid: 'fotobox', component: 'NavigationItem', text: 'fotobox', url: '/fotobox' },
    ]);
    expect(global.navigationItems[1]).toHaveProperty('subItems', []);
  });

  it('gives the readers the same answers as the whole items', () => {
    global.navigationItems.forEach((whole, i) => {
      const compact = hydration.navigationItems[i] as NavigationItemBlok;
      expect(burgerSecondLevel(compact)).toEqual(burgerSecondLevel(whole));
      expect(hasSecondLevel(compact)).toBe(hasSecondLevel(whole));
      expect(hasFlyout(compact)).toBe(hasFlyout(whole));
    });
  });
});
