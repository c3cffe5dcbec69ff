import { describe, expect, it } from 'vitest';
import {
  activeTileIndex,
  centredScrollLeft,
  isSubNavigationHidden,
  shouldScrollToActiveTile,
  subNavigationElements,
  subNavigationFor,
  tileSize,
} from './sub-navigation';
import { fGroup, fItem, navItem } from './test-fixtures';

const cards = navItem('Karten', '/karten', 'card', [
  fGroup('occasions', [fItem('Hochzeit', '/hochzeit'), fItem('Geburt', '/geburt')]),
]);
const calendars = navItem('Kalender', '/fotokalender', 'calendar', [
  fGroup('types', [fItem('Wandkalender', '/fotokalender/wandkalender')]),
]);
const prints = navItem('Fotoabzüge', '/fotoabzuege', '', [], {
  subItems: [navItem('Matt', '/fotoabzuege/matt'), navItem('Glänzend', '/fotoabzuege/glaenzend')],
});
const items = [cards, calendars, prints];

describe('sub-navigation (SPEC 2)', () => {
  it.each([
    ['/feed-collage', true],
    ['/feed-calendar/', true],
    ['/feed-card', true],
    ['/feed-card/x', true],
    ['/feed-cards', false],
    ['/karten', false],
  ])('%s hidden: %s', (path, hidden) => {
    expect(isSubNavigationHidden(path)).toBe(hidden);
    if (hidden) expect(subNavigationFor(items, path)).toBeNull();
  });

  it.each([
    ['/karten', cards._uid, -1],
    ['/karten/', cards._uid, -1],
    ['/hochzeit', cards._uid, 0],
    ['/geburt?x=1', cards._uid, 1],
    ['/fotokalender/wandkalender', calendars._uid, 0],
    ['/fotokalender/tischkalender', calendars._uid, -1],
    ['/fotoabzuege/glaenzend', prints._uid, 1],
  ])('on %s: tiles of item %s, active tile %s', (path, itemId, active) => {
    const nav = subNavigationFor(items, path);
    expect(nav?.itemId).toBe(itemId);
    expect(nav?.elements.findIndex((e) => e.isActive)).toBe(active);
    expect(activeTileIndex(nav?.elements ?? [], path)).toBe(active);
  });

  it.each(['/', '/impressum', '/kartenhalter'])('no sub-navigation on %s', (path) => {
    expect(subNavigationFor(items, path)).toBeNull();
  });

  it('tile types: group type, item override, else by kind; sub-items are category tiles', () => {
    expect(subNavigationElements(cards, '/').map((e) => e.type)).toEqual(['circle', 'circle']);
    expect(subNavigationElements(calendars, '/')[0]?.type).toBe('square');
    expect(subNavigationElements(prints, '/').map((e) => e.type)).toEqual(['category', 'category']);
    const typed = navItem('F', '/f', 'photobook', [
      {
        ...fGroup('c', [fItem('A', '/a'), { ...fItem('B', '/b'), typeOverride: 'circle' } as never]),
        type: 'square',
      } as never,
    ]);
    expect(subNavigationElements(typed, '/').map((e) => e.type)).toEqual(['square', 'circle']);
    expect(
      subNavigationElements(navItem('P', '/p', 'photobook', [fGroup('c', [fItem('A', '/a')])]), '/')[0]?.type,
    ).toBe('square-image');
  });

  it('prefers the sub-navigation title and asset, keeps one tile per link', () => {
    const item = navItem('X', '/x', 'card', [
      fGroup('occasions', [
        {
          ...fItem('Hochzeit', '/hochzeit'),
          subnaviTitle: 'Hochzeitskarten',
          subnaviAsset: { fieldtype: 'asset', id: null, filename: '/s.jpg', alt: 'S' },
        } as never,
        fItem('Hochzeit again', '/hochzeit/'),
      ]),
    ]);
    expect(subNavigationElements(item, '/')).toEqual([
      expect.objectContaining({ text: 'Hochzeitskarten', image: { filename: '/s.jpg', alt: 'S' } }),
    ]);
  });

  it.each([
    ['circle', { width: 76, height: 76 }],
    ['square', { width: 110, height: 73 }],
    ['square-image', { width: 110, height: 110 }],
    ['category', null],
  ] as const)('tile %s is %o', (type, size) => {
    expect(tileSize(type)).toEqual(size);
  });

  it.each([
    ['', 2, true],
    ['#', 0, true],
    ['#reviews', 2, false],
    ['', -1, false],
  ])('hash %s, active %s: scroll into view %s', (hash, active, scroll) => {
    expect(shouldScrollToActiveTile(hash, active)).toBe(scroll);
  });

  it.each([
    [500, 100, 300, 1000, 400],
    [50, 100, 300, 1000, 0],
    [950, 50, 300, 1000, 700],
    [0, 100, 300, 200, 0],
  ])(
    'tile at %s (width %s) in a list %s wide of %s: scrollLeft %s',
    (left, width, list, scroll, expected) => {
      expect(centredScrollLeft(left, width, list, scroll)).toBe(expected);
    },
  );
});
