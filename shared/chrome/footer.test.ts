import { describe, expect, it } from 'vitest';
import type { FooterBoxBlok, GlobalContent } from '../content/story-types';
import {
  displayStars,
  footerBoxStubOf,
  footerCollapses,
  isCollapsibleFooterBox,
  isFooterBoxStub,
  reviewDate,
  reviewLink,
} from './footer';
import { hydrationGlobalOf, ownMarketLinksOf } from './global-hydration';
import { ANONYMOUS_CUSTOMER, cartBadge, cartCount, customerName, showsWhitelabelBar } from './header';
import { comparablePath, multiLinkHref } from './links';
import { marketName, marketSwitcherGroups } from './market-switcher';
import {
  chatScriptUrl,
  launcherVisible,
  type MessengerEvent,
  type MessengerState,
  messengerTransition,
} from './support-messenger';

describe('footer boxes (SPEC 4: below 720 px only link lists and communication tiles collapse)', () => {
  it.each([
    ['customer-service', true, false, true],
    ['international', false, false, true],
    ['languages', true, false, true],
    ['about', false, true, false],
    ['app-links', true, true, false],
    ['awards', false, false, false],
    ['social-media', true, false, false],
    ['unknown-links', true, false, true],
    ['unknown-text', true, true, false],
  ])('%s (links %s, text %s): collapsible %s', (type, links, text, collapsible) => {
    expect(isCollapsibleFooterBox(type, links, text)).toBe(collapsible);
  });

  it.each([
    [375, true],
    [719, true],
    [720, false],
    [1280, false],
  ])('%s px collapses: %s', (width, collapses) => {
    expect(footerCollapses(width)).toBe(collapses);
  });
});

describe("footer boxes in the first page's hydration data (issue 20)", () => {
  const text = {
    type: 'doc' as const,
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hallo' }] }],
  };
  const link = (t: string) => ({
    _uid: `l-${t}`,
    component: 'ShopLink' as const,
    text: t,
    link: { fieldtype: 'multilink' as const, linktype: 'url' as const, url: '/x', cached_url: '/x' },
  });
  const box = (boxType: FooterBoxBlok['boxType'], fields: Partial<FooterBoxBlok> = {}): FooterBoxBlok =>
    ({
      _uid: `b-${boxType}`,
      component: 'FooterBox',
      boxType,
      title: boxType,
      links: [],
      ...fields,
    }) as FooterBoxBlok;

  it('stubs boxes with static panels, carrying the heading and whether it collapses', () => {
    expect(footerBoxStubOf(box('customer-service', { links: [link('Hilfe')] }))).toEqual({
      _uid: 'b-customer-service',
      component: 'FooterBox',
      boxType: 'customer-service',
      title: 'customer-service',
      collapsible: true,
      _static: true,
    });
    expect(footerBoxStubOf(box('about', { text }))).toMatchObject({ collapsible: false, _static: true });
    expect(
      footerBoxStubOf(box('awards', { images: [{ filename: '/a.svg', alt: '' }] as never })),
    ).toMatchObject({
      _static: true,
    });
  });

  it('keeps boxes whose links follow the route, and boxes that might render nothing', () => {
    for (const kept of [
      box('international', { links: [link('Deutschland')] }),
      box('languages', { links: [link('Deutsch')] }),
      box('about'),
      box('about', { links: [link('  ')] }),
      // Images make content only in badge boxes.
      box('social-media', { images: [{ filename: '/a.svg', alt: '' }] as never }),
    ]) {
      expect(footerBoxStubOf(kept)).toBe(kept);
      expect(isFooterBoxStub(footerBoxStubOf(kept))).toBe(false);
    }
  });

  it('replaces only the boxes of the global story', () => {
    const global = {
      footer: [{ _uid: 'f', component: 'Footer', boxes: [box('about', { text }), box('international')] }],
      navigationItems: [],
    } as unknown as GlobalContent;
    const none = { countries: false, languages: false };
    const hydration = hydrationGlobalOf(global, none);
    expect(hydration.navigationItems).toEqual(global.navigationItems);
    expect(hydration.footer[0]?.boxes.map((b) => isFooterBoxStub(b))).toEqual([true, false]);
    expect(global.footer[0]?.boxes[0]).toHaveProperty('text');
    expect(hydrationGlobalOf({ footer: [] } as unknown as GlobalContent, none)).toEqual({ footer: [] });
  });

  it("leaves out the market boxes' links only where the switcher lists the shop's own markets", () => {
    const international = box('international', { links: [link('Deutschland')] });
    const languages = box('languages', { links: [link('Deutsch')] });
    const global = {
      footer: [{ _uid: 'f', component: 'Footer', boxes: [international, languages] }],
    } as unknown as GlobalContent;
    const linksOf = (own: { countries: boolean; languages: boolean }) =>
      hydrationGlobalOf(global, own).footer[0]?.boxes.map((b) => (b as FooterBoxBlok).links.length);
    expect(linksOf({ countries: true, languages: false })).toEqual([0, 1]);
    expect(linksOf({ countries: false, languages: true })).toEqual([1, 0]);
    expect(linksOf({ countries: false, languages: false })).toEqual([1, 1]);
  });

  it('knows the own markets from channel and market alone: the same on every page', () => {
    const shop = { channel: 'cards', platform: 'w', origin: 'http://de.cards.localhost:3000' } as const;
    expect(ownMarketLinksOf({ ...shop, market: 'de-DE' })).toEqual({ countries: true, languages: false });
    expect(ownMarketLinksOf({ ...shop, market: 'de-CH' })).toEqual({ countries: true, languages: true });
  });
});

describe('reviews block', () => {
  it.each([
    ['https://reviews.example/r', 'abc', 'https://reviews.example/r/abc'],
    ['https://reviews.example/r/', 'a b', 'https://reviews.example/r/a%20b'],
    ['', 'x', ''],
  ])('%s + %s', (base, id, link) => {
    expect(reviewLink(base, id)).toBe(link);
  });

  it.each([
    [4.3, 4.5],
    [4.2, 4],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s stars show as %s', (stars, shown) => {
    expect(displayStars(stars)).toBe(shown);
  });

  it('formats dates in UTC so server and browser agree', () => {
    expect(reviewDate('2025-03-01T23:30:00-05:00', 'de-DE')).toBe('02.03.2025');
    expect(reviewDate('nope', 'de-DE')).toBe('');
  });
});

describe('market switcher (same page in another market)', () => {
  const alternates = [
    { market: 'de-CH', href: 'http://ch/a' },
    { market: 'fr-CH', href: 'http://ch/fr/a' },
    { market: 'it-CH', href: 'http://ch/it/a' },
    { market: 'de-DE', href: 'http://de/a' },
    { market: 'fr-FR', href: 'http://fr/a' },
    { market: 'nl-BE', href: 'http://be/a' },
    { market: 'fr-BE', href: 'http://be/fr/a' },
  ] as const;

  it('offers the languages of the current country and one entry per country', () => {
    const groups = marketSwitcherGroups('fr-CH', alternates);
    expect(groups.languages).toEqual([
      { market: 'de-CH', href: 'http://ch/a', label: 'Deutsch', current: false },
      { market: 'fr-CH', href: 'http://ch/fr/a', label: 'Français', current: true },
      { market: 'it-CH', href: 'http://ch/it/a', label: 'Italiano', current: false },
    ]);
    // Belgium in French (the current language), Germany in German (its only language).
    expect(groups.countries.map((c) => [c.market, c.label, c.current])).toEqual([
      ['fr-BE', 'Belgique', false],
      ['de-DE', 'Deutschland', false],
      ['fr-FR', 'France', false],
      ['fr-CH', 'Suisse', true],
    ]);
  });

  it('has no language list in a one-language country', () => {
    expect(marketSwitcherGroups('de-DE', alternates).languages).toEqual([]);
    expect(marketName('nl-BE')).toBe('België · Nederlands');
  });
});

describe('support messenger (SPEC 4, SPEC 8)', () => {
  it.each<[MessengerState, MessengerEvent, MessengerState, string | null]>([
    ['not-loaded', 'click', 'loading', 'load-script'],
    ['loading', 'click', 'loading', null],
    ['loading', 'loaded', 'open', 'open-chat'],
    ['loading', 'failed', 'not-loaded', null],
    ['open', 'closed', 'closed', null],
    ['open', 'click', 'open', null],
    ['closed', 'click', 'open', 'open-chat'],
    ['not-loaded', 'loaded', 'not-loaded', null],
  ])('%s + %s -> %s (%s)', (state, event, next, effect) => {
    expect(messengerTransition(state, event)).toEqual({ state: next, effect });
  });

  it('hides the launcher only while the chat is open', () => {
    expect((['not-loaded', 'loading', 'open', 'closed'] as const).map(launcherVisible)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(chatScriptUrl('a&b')).toBe('https://static.zdassets.com/ekr/snippet.js?key=a%26b');
  });
});

describe('header items', () => {
  it.each([
    [{ isLoggedIn: true, firstName: 'Erika', lastName: 'Muster' }, 'Erika Muster'],
    [{ isLoggedIn: true, firstName: ' Erika ' }, 'Erika'],
    [{ isLoggedIn: true }, undefined],
    [{ isLoggedIn: false, firstName: 'Erika', lastName: 'Muster' }, undefined],
  ])('%o is called %s', (customer, name) => {
    expect(customerName(customer)).toBe(name);
  });

  it.each([
    [undefined, 0, '0'],
    [3, 3, '3'],
    [-1, 0, '0'],
    [2.7, 2, '2'],
    [150, 150, '99+'],
  ])('cartArticlesAmount %s: count %s, badge %s', (amount, count, badge) => {
    const customer = { ...ANONYMOUS_CUSTOMER, order: { cartArticlesAmount: amount } };
    expect(cartCount(customer)).toBe(count);
    expect(cartBadge(count)).toBe(badge);
  });

  it.each([
    [true, 'w', true],
    [true, 'd', false],
    [false, 'w', false],
  ] as const)('whitelabel customer %s on platform %s: bar %s', (whitelabel, platform, shown) => {
    expect(showsWhitelabelBar({ isLoggedIn: true, isWhitelabelCustomer: whitelabel }, platform)).toBe(shown);
  });
});

describe('links', () => {
  it.each([
    [{ fieldtype: 'multilink', linktype: 'url', url: '/a', cached_url: '/a' }, '/a'],
    [{ fieldtype: 'multilink', linktype: 'url', url: '', cached_url: 'b' }, '/b'],
    [{ fieldtype: 'multilink', linktype: 'url', url: 'https://x.test' }, 'https://x.test'],
    [
      { fieldtype: 'multilink', linktype: 'story', id: '1', cached_url: 'karten/hochzeit' },
      '/karten/hochzeit',
    ],
    [{ fieldtype: 'multilink', linktype: 'story', id: '1', cached_url: 'home' }, '/'],
    [{ fieldtype: 'multilink', linktype: 'story', id: '1', cached_url: 'a', anchor: 'x y' }, '/a#x%20y'],
    [{ fieldtype: 'multilink', linktype: 'email', email: 'a@b.test' }, 'mailto:a@b.test'],
    [{ fieldtype: 'multilink', linktype: 'url', url: ' ' }, undefined],
    [undefined, undefined],
  ] as const)('%o -> %s', (link, href) => {
    expect(multiLinkHref(link as never)).toBe(href);
  });

  it.each([
    ['/Karten/', '/karten'],
    ['/', '/'],
    ['', '/'],
    ['karten?x#y', '/karten'],
  ])('%s compares as %s', (path, comparable) => {
    expect(comparablePath(path)).toBe(comparable);
  });
});
