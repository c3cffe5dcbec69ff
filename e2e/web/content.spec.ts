import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';
import { collectPageErrors, scrollThrough } from './chrome-helpers';

/**
 * Content pages from the embedded CMS (issue 3): every product kind's page in three markets renders
 * with the chrome of its global story and its SEO links; slugs are per language; redirects,
 * sitemap and llms.txt; the richest pages run without errors.
 */

type Kind = 'card' | 'photobook' | 'calendar' | 'photoframe' | 'collage' | 'photobox' | 'photoprint';
type PosterKind =
  | 'poster'
  | 'fine-art'
  | 'canvas'
  | 'framed'
  | 'acrylic'
  | 'aluminium'
  | 'glass'
  | 'wallpaper';

interface Market {
  /** Test title. */
  name: string;
  host: string;
  /** The sublocale prefix ('' or '/fr'). */
  prefix: string;
  lang: string;
  brand: 'Fotowerk' | 'Wandwerk';
  /** The host that x-default points at (the German primary host of the brand). */
  defaultHost: string;
  /** A main navigation item and a footer box title of the market's global story. */
  navItem: string;
  footerBox: string;
  /** Page path in the market's language, and its German path (x-default). */
  pages: [kind: Kind | PosterKind, path: string, germanPath: string][];
}

const CARD_PAGES_DE: [Kind, string][] = [
  ['card', 'karten'],
  ['photobook', 'fotobuch'],
  ['calendar', 'fotokalender'],
  ['photoframe', 'fotorahmen'],
  ['collage', 'fotocollage'],
  ['photobox', 'fotobox'],
  ['photoprint', 'fotoabzuege'],
];
const CARD_PAGES_FR = [
  'cartes',
  'livre-photo',
  'calendrier-photo',
  'cadre-photo',
  'collage-photo',
  'box-photos',
  'tirages-photos',
];
const CARD_PAGES_EN = [
  'greeting-cards',
  'photo-books',
  'photo-calendars',
  'photo-frames',
  'photo-collages',
  'photo-box',
  'photo-prints',
];

const POSTER_PAGES_DE: [PosterKind, string][] = [
  ['poster', 'posterdruck'],
  ['fine-art', 'posterdruck/fine-art'],
  ['canvas', 'leinwanddruck'],
  ['framed', 'bilder-mit-rahmen'],
  ['acrylic', 'acrylglas'],
  ['aluminium', 'alu-dibond'],
  ['glass', 'echtglas'],
  ['wallpaper', 'fototapete'],
];
const POSTER_PAGES_EN = [
  'poster-printing',
  'poster-printing/fine-art',
  'canvas-prints',
  'framed-prints',
  'acrylic-prints',
  'aluminium-prints',
  'glass-prints',
  'photo-wallpaper',
];

const cards = (paths: string[] | null) =>
  CARD_PAGES_DE.map(([kind, de], i): [Kind, string, string] => [kind, paths ? (paths[i] as string) : de, de]);
const posters = (paths: string[] | null) =>
  POSTER_PAGES_DE.map(([kind, de], i): [PosterKind, string, string] => [
    kind,
    paths ? (paths[i] as string) : de,
    de,
  ]);

const MARKETS: Market[] = [
  {
    name: 'de-DE cards (localhost)',
    host: 'localhost',
    prefix: '',
    lang: 'de-DE',
    brand: 'Fotowerk',
    defaultHost: 'de.cards.localhost',
    navItem: 'Karten',
    footerBox: 'Kundenservice',
    pages: cards(null),
  },
  {
    name: 'de-DE posters',
    host: 'de.posters.localhost',
    prefix: '',
    lang: 'de-DE',
    brand: 'Wandwerk',
    defaultHost: 'de.posters.localhost',
    navItem: 'Wandbilder',
    footerBox: 'Kundenservice',
    pages: posters(null),
  },
  {
    name: 'fr-CH cards',
    host: 'ch.cards.localhost',
    prefix: '/fr',
    lang: 'fr-CH',
    brand: 'Fotowerk',
    defaultHost: 'de.cards.localhost',
    navItem: 'Cartes',
    footerBox: 'Service client',
    pages: cards(CARD_PAGES_FR),
  },
  {
    name: 'en-US cards',
    host: 'us.cards.localhost',
    prefix: '',
    lang: 'en-US',
    brand: 'Fotowerk',
    defaultHost: 'de.cards.localhost',
    navItem: 'Cards',
    footerBox: 'Customer service',
    pages: cards(CARD_PAGES_EN),
  },
  {
    name: 'en-US posters',
    host: 'us.posters.localhost',
    prefix: '',
    lang: 'en-US',
    brand: 'Wandwerk',
    defaultHost: 'de.posters.localhost',
    navItem: 'Wall art',
    footerBox: 'Customer service',
    pages: posters(POSTER_PAGES_EN),
  },
];

/** localhost is not a primary host: its canonical URLs point at the primary de.cards.localhost. */
const canonicalHost = (host: string) => (host === 'localhost' ? 'de.cards.localhost' : host);

for (const market of MARKETS) {
  test.describe(`content pages ${market.name}`, () => {
    for (const [kind, path, germanPath] of market.pages) {
      test(`the ${kind} page /${path} renders with the global story's chrome and its SEO links`, async ({
        page,
        baseURL,
      }, testInfo) => {
        const url = hostUrl(baseURL, market.host, `${market.prefix}/${path}`);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', market.lang);

        // Header and footer come from the market's global story.
        await expect(page.getByTestId('chrome-header')).toBeVisible();
        await expect(page.getByTestId('main-nav-link').first()).toHaveText(market.navItem);
        await expect(
          page
            .getByTestId('footer-box')
            .filter({ has: page.getByRole('heading', { name: market.footerBox }) }),
        ).toHaveCount(1);

        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).not.toBeEmpty();

        const canonical = hostUrl(baseURL, canonicalHost(market.host), `${market.prefix}/${path}`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          hostUrl(baseURL, market.defaultHost, `/${germanPath}`),
        );
        await expect(page.locator(`link[rel="alternate"][hreflang="${market.lang}"]`)).toHaveAttribute(
          'href',
          canonical,
        );
        if (kind === 'card' || kind === 'poster')
          await shoot(page, testInfo, `content-${market.lang}-${market.host}-${kind}`);
      });
    }
  });
}

test.describe('translated slugs', () => {
  test('a German path asked on a French host is 404', async ({ page, baseURL }) => {
    for (const [host, path] of [
      ['ch.cards.localhost', '/fr/leinwanddruck'],
      ['ch.cards.localhost', '/fr/karten'],
      ['fr.cards.localhost', '/leinwanddruck'],
      ['fr.posters.localhost', '/posterdruck'],
    ] as const) {
      const response = await page.goto(hostUrl(baseURL, host, path));
      expect(response?.status(), `${host}${path}`).toBe(404);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the French path on the same host answers 200', async ({ page, baseURL }) => {
    const response = await page.goto(hostUrl(baseURL, 'ch.cards.localhost', '/fr/impression-sur-toile'));
    expect(response?.status()).toBe(200);
  });
});

test.describe('redirect stories', () => {
  test('/bilderbox answers 301 to /fotobox', async ({ page }) => {
    const response = await page.goto('/bilderbox');
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(redirect?.headers().location).toBe('/fotobox');
    expect(new URL(page.url()).pathname).toBe('/fotobox');
    expect(response?.status()).toBe(200);
  });

  test('the redirect goes to the translated path in English', async ({ page, baseURL }) => {
    const response = await page.goto(hostUrl(baseURL, 'us.cards.localhost', '/bilderbox'));
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe('/photo-box');
  });

  test('the redirect keeps the sublocale prefix once (fr-CH)', async ({ page, baseURL }) => {
    const response = await page.goto(hostUrl(baseURL, 'ch.cards.localhost', '/fr/bilderbox'));
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(redirect?.headers().location).toBe('/fr/box-photos');
    expect(new URL(page.url()).pathname).toBe('/fr/box-photos');
    expect(response?.status()).toBe(200);
  });
});

test.describe('sitemap and llms.txt', () => {
  const HOSTS = [
    { host: 'de.cards.localhost', pages: ['/', '/karten', '/leinwanddruck', '/geburtstag/kindergeburtstag'] },
    {
      host: 'ch.cards.localhost',
      pages: ['/', '/fotobox', '/fr/impression-sur-toile', '/it/stampa-su-tela'],
    },
    {
      host: 'gb.posters.localhost',
      pages: ['/', '/poster-printing', '/poster-printing/fine-art', '/canvas-prints'],
    },
  ];

  for (const { host, pages } of HOSTS) {
    test(`/sitemap.xml on ${host} lists its pages`, async ({ page, baseURL }) => {
      // /sitemap.xml is an index; the content pages are in its pages sitemap.
      const response = await page.goto(hostUrl(baseURL, host, '/sitemap.xml'));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('xml');
      const index = (await response?.text()) ?? '';
      const pagesSitemap = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => m[1] as string)
        .find((loc) => loc.includes('/sitemaps/pages-'));
      expect(pagesSitemap).toBe(hostUrl(baseURL, host, '/sitemaps/pages-1.xml'));
      const xml = (await (await page.goto(pagesSitemap as string))?.text()) ?? '';
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      for (const p of pages) expect(locs, p).toContain(hostUrl(baseURL, host, p));
      // Only this host's pages, and no redirect stories.
      for (const loc of locs) expect(new URL(loc as string).hostname).toBe(host);
      expect(locs.some((l) => l?.endsWith('/bilderbox'))).toBe(false);
    });

    test(`/llms.txt on ${host} lists its pages`, async ({ page, baseURL }) => {
      const response = await page.goto(hostUrl(baseURL, host, '/llms.txt'));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/plain');
      const text = (await response?.text()) ?? '';
      expect(text).toMatch(/^# (Fotowerk|Wandwerk)/);
      for (const p of pages) expect(text, p).toContain(`](${hostUrl(baseURL, host, p)})`);
    });
  }

  test('/llms.txt describes an English host in English (the titles its pages have)', async ({
    page,
    baseURL,
  }) => {
    await page.goto(hostUrl(baseURL, 'gb.posters.localhost', '/poster-printing'));
    const title = await page.locator('meta[property="og:title"]').getAttribute('content');
    const response = await page.goto(hostUrl(baseURL, 'gb.posters.localhost', '/llms.txt'));
    const text = (await response?.text()) ?? '';
    const line = text.split('\n').find((l) => l.includes('/poster-printing)'));
    expect(line, 'llms.txt line of /poster-printing').toContain(`[${title}]`);
  });
});

test.describe('pages with the most blocks', () => {
  // No story holds every block; the home pages and category pages hold the most.
  const RICH = [
    { name: 'cards home', host: 'localhost', path: '/' },
    { name: 'cards category', host: 'localhost', path: '/karten' },
    { name: 'cards photo book', host: 'localhost', path: '/fotobuch' },
    { name: 'posters home', host: 'gb.posters.localhost', path: '/' },
    { name: 'posters category', host: 'gb.posters.localhost', path: '/poster-printing' },
  ];
  for (const rich of RICH) {
    test(`the ${rich.name} page renders with no console error and no page error`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(hostUrl(baseURL, rich.host, rich.path));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      await shoot(page, testInfo, `rich-${rich.name.replace(/\s+/g, '-')}`);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('SEO', () => {
  for (const { host, path } of [
    { host: 'localhost', path: '/leinwanddruck' },
    { host: 'localhost', path: '/' },
    { host: 'gb.posters.localhost', path: '/canvas-prints' },
  ]) {
    test(`og:image of ${host}${path} is a 1200 × 627 image-route URL`, async ({ page, baseURL }) => {
      await page.goto(hostUrl(baseURL, host, path));
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(og).toBeTruthy();
      const url = new URL(og as string);
      expect(url.pathname).toMatch(/^\/cdn-cgi\/image\/[^/]*w=1200,h=627[^/]*\/assets\//);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '627');
      // The image route answers for it (asked on localhost: Node does not resolve *.localhost).
      const image = await page.request.get(hostUrl(baseURL, 'localhost', url.pathname + url.search));
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
    });
  }

  for (const { host, path, brand, other } of [
    { host: 'localhost', path: '/leinwanddruck', brand: 'Fotowerk', other: 'Wandwerk' },
    { host: 'gb.posters.localhost', path: '/canvas-prints', brand: 'Wandwerk', other: 'Fotowerk' },
    { host: 'de.posters.localhost', path: '/posterdruck', brand: 'Wandwerk', other: 'Fotowerk' },
  ]) {
    test(`the <title> of ${host}${path} names its brand ${brand} once`, async ({ page, baseURL }) => {
      await page.goto(hostUrl(baseURL, host, path));
      const title = await page.title();
      expect(title).toMatch(new RegExp(`\\| ${brand}$`));
      expect(title.split(brand).length - 1, title).toBe(1);
      expect(title, title).not.toContain(other);
    });
  }
});

test.describe('content cache', () => {
  // The embedded CMS runs inside the shop's process, so it cannot be stopped on its own from an
  // e2e spec; stale-if-error of the content cache is covered by the unit tests of server/cms. Here
  // only: the same page asked twice is served with identical content.
  test('the same page served twice has identical content', async ({ page }) => {
    const snapshot = async () => {
      const response = await page.goto('/leinwanddruck');
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      return {
        title: await page.title(),
        // An image's loading state depends on the network, not on the content; so do the ids React
        // gives lazily loaded parts (the photo check's file input), which follow their load order.
        main: (await page.locator('main').innerHTML())
          .replace(/ data-state="[^"]*"/g, '')
          .replace(/_r_[0-9a-z]+_/g, '_r_id_'),
        nav: await page.getByTestId('main-nav').textContent(),
        footer: await page.getByTestId('chrome-footer').textContent(),
      };
    };
    const first = await snapshot();
    const second = await snapshot();
    expect(second).toEqual(first);
  });
});
