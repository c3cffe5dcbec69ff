import { describe, expect, it } from 'vitest';
import { burgerClosesAt, burgerSecondLevel, hasSecondLevel, telHref, toggleAccordion } from './burger';
import {
  devicesShowFlyouts,
  hasFlyout,
  mainNavigationItems,
  nextItemIndex,
  nextLinkIndex,
  scrollButtonState,
} from './navigation';
import { fGroup, fItem, navItem } from './test-fixtures';

describe('main navigation (SPEC 2)', () => {
  it('hides burger-only items', () => {
    const items = [
      navItem('Karten', '/karten'),
      navItem('Fotobox', '/fotobox', '', [], { isOnlyInBurgerNavigation: true }),
    ];
    expect(mainNavigationItems(items).map((i) => i.text)).toEqual(['Karten']);
    expect(mainNavigationItems(undefined)).toEqual([]);
  });

  it.each([
    ['a kind and usable groups', navItem('K', '/k', 'card', [fGroup('occasions', [fItem('a', '/a')])]), true],
    ['no kind', navItem('K', '/k', '', [fGroup('occasions', [fItem('a', '/a')])]), false],
    ['no usable groups', navItem('K', '/k', 'card', [fGroup('occasions', [])]), false],
    [
      'sub-navigation only',
      navItem('K', '/k', 'card', [fGroup('occasions', [fItem('a', '/a')])], { subNaviOnly: true }),
      false,
    ],
  ])('has a flyout with %s: %s', (_name, item, expected) => {
    expect(hasFlyout(item)).toBe(expected);
  });

  it.each([
    ['desktop', true],
    ['tablet', false],
    ['mobile', false],
  ] as const)('flyouts on %s devices: %s', (device, shown) => {
    expect(devicesShowFlyouts(device)).toBe(shown);
  });

  it.each([
    [0, 500, 500, false, false],
    [0, 500, 900, false, true],
    [200, 500, 900, true, true],
    [400, 500, 900, true, false],
    [399.5, 500, 900, true, false],
  ])('scrollLeft %s, width %s of %s: left %s, right %s', (left, client, scroll, l, r) => {
    expect(scrollButtonState(left, client, scroll)).toEqual({ left: l, right: r });
  });

  it.each([
    [0, 5, 'ArrowRight', 1],
    [4, 5, 'ArrowRight', 0],
    [0, 5, 'ArrowLeft', 4],
    [3, 5, 'Home', 0],
    [1, 5, 'End', 4],
    [1, 5, 'Enter', null],
    [0, 0, 'ArrowRight', null],
  ])('top level: from %s of %s, %s -> %s', (current, count, key, next) => {
    expect(nextItemIndex(current, count, key)).toBe(next);
  });

  it.each([
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 2],
    [0, 3, 'ArrowUp', 0],
    [2, 3, 'Home', 0],
    [0, 3, 'End', 2],
    [0, 3, 'Tab', null],
  ])('flyout links: from %s of %s, %s -> %s', (current, count, key, next) => {
    expect(nextLinkIndex(current, count, key)).toBe(next);
  });
});

describe('burger navigation (SPEC 2, SPEC 4)', () => {
  it('second level from sub-items, their sub-items as third level', () => {
    const third = navItem('Einladungen', '/hochzeit/einladungen');
    const item = navItem('Karten', '/karten', 'card', [], {
      subItems: [
        navItem('Hochzeit', '/hochzeit', '', [], { subItems: [third] }),
        navItem('Geburt', '/geburt'),
      ],
    });
    expect(burgerSecondLevel(item)).toEqual([
      {
        key: expect.any(String),
        text: 'Hochzeit',
        href: '/hochzeit',
        children: [{ key: third._uid, text: 'Einladungen', href: '/hochzeit/einladungen', children: [] }],
      },
      { key: expect.any(String), text: 'Geburt', href: '/geburt', children: [] },
    ]);
  });

  it('second level from flyout groups when there are no sub-items', () => {
    const item = navItem('Kalender', '/fotokalender', 'calendar', [
      fGroup('types', [fItem('Wandkalender', '/fotokalender/wandkalender')], 'Kalenderarten'),
      fGroup('empty', [], 'Leer'),
    ]);
    expect(burgerSecondLevel(item)).toEqual([
      {
        key: expect.any(String),
        text: 'Kalenderarten',
        children: [
          { key: expect.any(String), text: 'Wandkalender', href: '/fotokalender/wandkalender', children: [] },
        ],
      },
    ]);
    expect(hasSecondLevel(item)).toBe(true);
    expect(hasSecondLevel(navItem('Fotoabzüge', '/fotoabzuege'))).toBe(false);
  });

  it.each([
    [null, 'a', 'a'],
    ['a', 'b', 'b'],
    ['a', 'a', null],
  ])('one accordion at a time: open %s, press %s -> %s', (open, key, next) => {
    expect(toggleAccordion(open, key)).toBe(next);
  });

  it.each([
    [999, false],
    [1000, true],
    [1400, true],
  ])('at %s px the burger closes: %s', (width, closes) => {
    expect(burgerClosesAt(width)).toBe(closes);
  });

  it.each([
    ['+49 221 123 456 70', 'tel:+4922112345670'],
    ['0800 / 123-45', 'tel:080012345'],
    ['(0221) 12', 'tel:022112'],
    ['', undefined],
    ['ab', undefined],
  ])('hotline %s -> %s', (hotline, href) => {
    expect(telHref(hotline)).toBe(href);
  });
});
