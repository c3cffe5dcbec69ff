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
        // Sub-items are only listed: short uids that key them, no component name.
        subItems: [
          { _uid: '0', text: 'taufe', url: '/taufe' },
          { _uid: '1', text: 'hochzeit', url: '/hochzeit' },
        ],
      },
      { _uid: 'fotobox', component: 'NavigationItem', text: 'fotobox', url: '/fotobox' },
    ]);
    expect(global.navigationItems[1]).toHaveProperty('subItems', []);
  });

  it('gives the readers the same answers as the whole items', () => {
    global.navigationItems.forEach((whole, i) => {
      const compact = hydration.navigationItems[i] as NavigationItemBlok;
      const unkeyed = (entries: ReturnType<typeof burgerSecondLevel>) => entries.map(({ key: _, ...e }) => e);
      expect(unkeyed(burgerSecondLevel(compact))).toEqual(unkeyed(burgerSecondLevel(whole)));
      const keys = burgerSecondLevel(compact).map((e) => e.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(hasSecondLevel(compact)).toBe(hasSecondLevel(whole));
      expect(hasFlyout(compact)).toBe(hasFlyout(whole));
    });
  });
});
