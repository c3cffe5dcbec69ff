import { describe, expect, it } from 'vitest';
import { deferNavigationGroups } from '../../../shared/chrome/deferred-navigation';
import { hydrationGlobalOf } from '../../../shared/chrome/global-hydration';
import type { GlobalContent } from '../../../shared/content/story-types';
import { ChromeTop } from './ChromeTop';
import { ChromeProvider } from './context';
import { Flyout } from './navigation/Flyout';
import { render, storyGlobal, tagWith, testIds, text } from './test-utils';

const breadcrumbs = [
  { _uid: 'b1', link: { url: '/karten' }, text: 'Karten' },
  { _uid: 'b2', link: { url: '/hochzeit' }, text: 'Hochzeit' },
];

describe("ChromeTop from the first page's hydration data", () => {
  it('renders what the server rendered from the whole story (no hydration mismatch)', () => {
    // As the root loader hands it out: the flyout groups deferred.
    const served = { ...storyGlobal, navigationItems: deferNavigationGroups(storyGlobal.navigationItems) };
    const hydration = hydrationGlobalOf(served, { countries: true, languages: false });
    expect(JSON.stringify(hydration.navigationItems).length).toBeLessThan(
      JSON.stringify(served.navigationItems).length,
    );
    for (const path of ['/', '/hochzeit', '/fotobuch']) {
      const server = render(<ChromeTop global={served} breadcrumbs={breadcrumbs} />, { path });
      expect(render(<ChromeTop global={hydration} breadcrumbs={breadcrumbs} />, { path })).toBe(server);
    }
  });
});

describe('ChromeTop on the web (server render)', () => {
  const html = render(<ChromeTop global={storyGlobal} breadcrumbs={breadcrumbs} />, { path: '/hochzeit' });

  it('renders the SPEC 2 order: top bar, action bar, header with navigation, burger, sub-navigation, breadcrumbs', () => {
    const ids = testIds(html).filter((id) =>
      ['top-bar', 'action-bar', 'chrome-header', 'main-nav', 'burger', 'sub-nav', 'breadcrumbs'].includes(id),
    );
    expect(ids).toEqual([
      'top-bar',
      'action-bar',
      'chrome-header',
      'main-nav',
      'burger',
      'sub-nav',
      'breadcrumbs',
    ]);
    expect(html).not.toContain('data-testid="debug-panel"');
    expect(html).not.toContain('data-testid="whitelabel-bar"');
    // Desktop device: no smartbanner.
    expect(html).not.toContain('data-testid="smartbanner"');
  });

  it('links the logo home with the brand name', () => {
    const logo = text(tagWith(html, 'class', 'chrome-header__logo') ?? '');
    expect(logo).toContain('href="/"');
    expect(logo).toContain('aria-label="Fotowerk – zur Startseite"');
    expect(html).toContain('<span class="logo logo--cards">Fotowerk</span>');
  });

  it('renders the header items; logged out the account item links to the account page without a dialog callback', () => {
    expect(tagWith(html, 'data-testid', 'header-account')).toContain('href="/kundenkonto"');
    expect(tagWith(html, 'data-testid', 'header-cart')).toContain('aria-label="Warenkorb, 0 Artikel"');
    expect(html).not.toContain('data-testid="cart-count"');
    expect(html).toContain('data-testid="header-service"');
    expect(html).toContain('data-testid="header-magazine"');
  });

  it('hides burger-only items from the main navigation and gives flyout items a toggle (desktop)', () => {
    const nav = html.slice(html.indexOf('data-testid="main-nav"'), html.indexOf('data-testid="burger"'));
    expect(nav).toContain('>Karten<');
    expect(nav).not.toMatch(/main-nav__link[^>]*>Fotobox</);
    // Karten, Fotobuch, Kalender, Collage, Wandbilder (frame), Zubehör.
    expect(nav.match(/data-testid="flyout-toggle"/g)).toHaveLength(6);
    expect(text(nav)).toContain('aria-label="Untermenü „Karten“"');
    expect(nav).toContain('aria-expanded="false"');
    // The flyouts are not in the page: each comes with its groups when it first opens (the main
    // items' own links stay for crawlers and keyboards).
    expect(nav).not.toContain('data-testid="flyout"');
  });

  it('renders each flyout kind of the story once opened; the card flyout starts on its first occasion', () => {
    const items = storyGlobal.navigationItems.filter((i) => !i.isOnlyInBurgerNavigation && !i.subNaviOnly);
    const kinds = new Set<string>();
    for (const item of items) {
      const flyout = render(<Flyout id={`flyout-${item._uid}`} item={item} open />);
      const kind = /data-kind="([^"]+)"/.exec(flyout)?.[1];
      if (kind) kinds.add(kind);
      if (kind === 'card') {
        expect(flyout).toMatch(/<li class="flyout__entry" data-active="true"><a[^>]*>.*?Hochzeit/);
      }
    }
    expect([...kinds].sort()).toEqual(['accessories', 'calendar', 'card', 'collage', 'frame', 'photobook']);
  });

  it('renders the burger closed, with burger-only items, hotline as tel: link and footer links', () => {
    const burger = html.slice(html.indexOf('data-testid="burger"'), html.indexOf('data-testid="sub-nav"'));
    expect(burger).toContain('data-open="false"');
    expect(burger).toContain('role="dialog"');
    expect(burger).toContain('aria-modal="true"');
    expect(burger).toContain('>Fotobox<');
    expect(burger).toContain('href="tel:+4922112345670"');
    expect(burger).toContain('data-testid="burger-footer"');
    expect(burger).toContain('data-testid="burger-extra"');
    expect(tagWith(html, 'data-testid', 'burger-toggle')).toContain('aria-expanded="false"');
  });

  it('marks the sub-navigation tile of the current path active', () => {
    const sub = html.slice(html.indexOf('data-testid="sub-nav"'), html.indexOf('data-testid="breadcrumbs"'));
    // The card item's sub-items: one category tile per occasion.
    expect(sub.match(/data-testid="sub-nav-tile"/g)).toHaveLength(13);
    expect(sub.match(/aria-current="page"/g)).toHaveLength(1);
    expect(sub).toMatch(/data-type="category" data-active="true"><a[^>]*href="\/hochzeit"/);
  });

  it('renders breadcrumbs: home first, links, the last plain and current, with JSON-LD', () => {
    const crumbs = html.slice(html.indexOf('data-testid="breadcrumbs"'));
    expect(crumbs).toMatch(/<a[^>]*href="\/"[^>]*>Startseite<\/a>/);
    expect(crumbs).toMatch(/<a[^>]*href="\/karten"[^>]*>Karten<\/a>/);
    expect(crumbs).toMatch(/<span[^>]*aria-current="page"[^>]*>Hochzeit<\/span>/);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(crumbs)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Startseite', item: 'http://de.cards.localhost:3000/' },
        { position: 2, name: 'Karten', item: 'http://de.cards.localhost:3000/karten' },
        { position: 3, name: 'Hochzeit', item: 'http://de.cards.localhost:3000/hochzeit' },
      ],
    });
  });

  it('renders the action bar from the story, closable', () => {
    const bar = tagWith(html, 'data-testid', 'action-bar') ?? '';
    expect(bar).toContain('color:#ffffff;background-color:#2f4858');
    expect(html).toContain('data-testid="action-bar-close"');
  });
});

describe('ChromeTop variants', () => {
  it('platform d: back link, no main navigation, no burger, never the whitelabel bar', () => {
    const html = render(
      <ChromeProvider customer={{ isLoggedIn: true, isWhitelabelCustomer: true }}>
        <ChromeTop global={storyGlobal} />
      </ChromeProvider>,
      { path: '/karten', info: { platform: 'd', basename: '/d' } },
    );
    expect(html).toContain('data-testid="back-link"');
    expect(html).not.toContain('header__nav');
    expect(html).not.toContain('data-testid="burger"');
    expect(html).not.toContain('data-testid="burger-toggle"');
    expect(html).not.toContain('data-testid="whitelabel-bar"');
    expect(tagWith(html, 'class', 'chrome-header__logo')).toContain('href="/d"');
  });

  it('logged in: the account item shows first and last name; the cart its count; whitelabel customers the bar', () => {
    const html = render(
      <ChromeProvider
        customer={{
          isLoggedIn: true,
          firstName: 'Erika',
          lastName: 'Muster',
          isWhitelabelCustomer: true,
          order: { cartArticlesAmount: 3, isWhitelabelOrder: true },
        }}
      >
        <ChromeTop global={storyGlobal} />
      </ChromeProvider>,
    );
    expect(html).toMatch(/data-testid="header-account" data-logged-in="true"[^>]*>.*?Erika Muster/);
    expect(html).toMatch(/data-testid="cart-count"[^>]*>3</);
    expect(html).toContain('data-testid="whitelabel-bar"');
  });

  it('logged out with a dialog callback: the account item is a button opening the log-in dialog', () => {
    const html = render(
      <ChromeProvider onAccountClick={() => {}}>
        <ChromeTop global={storyGlobal} />
      </ChromeProvider>,
    );
    expect(tagWith(html, 'data-testid', 'header-account')).toMatch(/^<button[^>]*aria-haspopup="dialog"/);
  });

  it('mobile devices: smartbanner with rating and a deep link from the current path; no flyouts', () => {
    const html = render(
      <ChromeTop
        global={storyGlobal}
        reviews={{
          reviews: [],
          score: { average: 4.8 },
          totalReviews: 4,
          companyLink: '',
          reviewBaseLink: '',
        }}
      />,
      {
        path: '/karten',
        info: { deviceClass: 'mobile' },
      },
    );
    expect(html).toContain('data-testid="smartbanner"');
    expect(text(html)).toContain('Fotowerk App');
    // the shop's own review summary, the footer's numbers (issue 33), not a number of its own
    expect(text(html)).toContain('Bewertung 4,8 von 5 Sternen');
    expect(text(html)).toContain('4 eigene Kundenbewertungen');
    expect(text(html)).toContain('href="https://app.fotowerk.example/open?path=%2Fkarten"');
    expect(html).not.toContain('data-testid="flyout"');
    expect(html).not.toContain('data-testid="flyout-toggle"');
  });

  it('shows no rating in the smartbanner without reviews', () => {
    const html = render(<ChromeTop global={storyGlobal} />, {
      path: '/karten',
      info: { deviceClass: 'mobile' },
    });
    expect(html).toContain('data-testid="smartbanner"');
    expect(html).not.toContain('data-testid="smartbanner-rating"');
  });

  it('dismissed banners are not rendered when the server knows the cookies', () => {
    const html = render(
      <ChromeProvider dismissals={{ smartbanner: true, actionBars: ['card-finishes'] }}>
        <ChromeTop global={storyGlobal} />
      </ChromeProvider>,
      { info: { deviceClass: 'mobile' } },
    );
    expect(html).not.toContain('data-testid="smartbanner"');
    expect(html).not.toContain('data-testid="action-bar"');
  });

  it('an action bar past its end date is not rendered when the request time is known', () => {
    const global: GlobalContent = {
      ...storyGlobal,
      actionBar: [{ ...storyGlobal.actionBar[0]!, actionBarEndDate: '2020-01-01T00:00:00Z' }],
    };
    const html = render(
      <ChromeProvider now={Date.parse('2025-01-01T00:00:00Z')}>
        <ChromeTop global={global} />
      </ChromeProvider>,
    );
    expect(html).not.toContain('data-testid="action-bar"');
  });

  it('a countdown renders idle on the server with its space reserved', () => {
    const global: GlobalContent = {
      ...storyGlobal,
      actionBar: [{ ...storyGlobal.actionBar[0]!, countdownEndDate: '2099-01-01T00:00:00Z' }],
    };
    const html = render(<ChromeTop global={global} />);
    expect(html).toMatch(/data-testid="countdown" data-state="idle" role="timer"/);
    expect(html).toContain('--:--:--');
  });

  it('the debug panel shows with the debug flag, the slot replacing its default content', () => {
    expect(render(<ChromeTop global={storyGlobal} />, { info: { debug: true } })).toContain(
      'data-testid="debug-panel"',
    );
    const html = render(<ChromeTop global={storyGlobal} debugPanel={<p>flags here</p>} />, {
      info: { debug: true },
    });
    expect(html).toContain('<p>flags here</p>');
  });

  it('no sub-navigation on the feed pages', () => {
    expect(render(<ChromeTop global={storyGlobal} />, { path: '/feed-card' })).not.toContain(
      'data-testid="sub-nav"',
    );
  });

  it('the wandbilder flyout uses two rows when the experiment is on', () => {
    const global: GlobalContent = {
      ...storyGlobal,
      navigationItems: [
        {
          _uid: 'w',
          component: 'NavigationItem',
          text: 'Wandbilder',
          url: '/wandbilder',
          navigationType: 'wandbilder',
          subItems: [],
          flyoutGroups: ['bestseller', 'premium', 'additional'].map((id) => ({
            _uid: id,
            component: 'FlyoutGroup' as const,
            flyoutGroupIdentifier: id,
            flyoutGroupTitle: id,
            flyoutGroupItemsCustom: [],
            flyoutGroupItems: [
              {
                _uid: `${id}-1`,
                component: 'FlyoutItem' as const,
                storyblokTitle: `${id} item`,
                link: { fieldtype: 'multilink' as const, linktype: 'url' as const, url: `/${id}` },
                asset: { fieldtype: 'asset' as const, id: null, filename: `/assets/${id}.jpg`, alt: '' },
              },
            ],
          })),
        },
      ],
    };
    const item = global.navigationItems[0];
    if (!item) throw new Error('no navigation item');
    const flyout = <Flyout id="flyout-wandbilder" item={item} open />;
    const control = render(flyout);
    expect(control.match(/data-row="/g)).toHaveLength(1);
    expect(control).toContain('/w=150,');
    const on = render(
      <ChromeProvider
        useTreatment={(flag) => (flag === 'posters_wandbilder_flyout_two_rows' ? 'on' : 'control')}
      >
        {flyout}
      </ChromeProvider>,
    );
    expect(on).toContain('flyout--two-rows');
    expect(on.match(/data-row="/g)).toHaveLength(2);
    expect(on).toContain('/w=120,');
  });

  it('without a global story: a minimal header with logo, products link, account and cart', () => {
    const warnings: string[] = [];
    const html = render(<ChromeTop global={null} />, { warnings });
    expect(html).toContain('data-testid="chrome-header"');
    expect(html).toMatch(/class="main-nav__link"[^>]*>Alle Produkte</);
    expect(html).toContain('data-testid="header-account"');
    expect(html).toContain('data-testid="header-cart"');
    expect(html).not.toContain('data-testid="action-bar"');
    expect(warnings).toEqual([]);
  });

  it('uses only translated texts (no missing keys)', () => {
    const warnings: string[] = [];
    render(
      <ChromeProvider customer={{ isLoggedIn: true, isWhitelabelCustomer: true }}>
        <ChromeTop global={storyGlobal} breadcrumbs={breadcrumbs} />
      </ChromeProvider>,
      { path: '/hochzeit', info: { deviceClass: 'mobile', debug: true }, warnings },
    );
    expect(warnings).toEqual([]);
  });
});
