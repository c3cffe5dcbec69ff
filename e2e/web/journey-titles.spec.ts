import hostsTable from '../../config/hosts.json' with { type: 'json' };
import privacyStory from '../../content/stories/cards/datenschutz.json' with { type: 'json' };
import { type Channel, type Country, languageOf, type Market, marketsOfHost } from '../../shared/markets';
import { expect, test } from '../fixtures';

/**
 * Issue 23.9: every page has a title and a description in the page's language. For every market
 * of every host, one page of every route kind: none may lack either, and no two kinds may share a
 * title (a title that says nothing about the page).
 */

/** The privacy page's path per language: a content page every brand and language has. */
const PRIVACY: Record<string, string> = {
  de: privacyStory.slug,
  ...Object.fromEntries(Object.entries(privacyStory.translations).map(([lang, t]) => [lang, t.path])),
};

function kindsOf(channel: Channel, market: Market): Record<string, string> {
  return {
    home: '/',
    content: `/${PRIVACY[languageOf(market)] ?? privacyStory.slug}`,
    ...(channel === 'cards'
      ? { listing: '/products', theme: '/themes/hochzeit-001', feed: '/feed-card' }
      : {}),
    designer: '/configurator-card/?themeId=12',
    account: '/kundenkonto',
    wishlist: '/kundenkonto/wunschliste',
    newsletter: '/kundenkonto/newsletter',
    cart: '/warenkorb',
    notFound: '/gibt-es-nicht-23',
  };
}

const SITES = hostsTable.hosts
  .filter((h) => h.primary)
  .flatMap((h) =>
    marketsOfHost({ channel: h.channel as Channel, country: h.country as Country }).map((market, i) => ({
      host: h.host,
      channel: h.channel as Channel,
      market,
      prefix: i === 0 ? '' : `/${languageOf(market)}`,
    })),
  );

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

test.describe('titles and descriptions of every route kind', () => {
  test.skip(({ isMobile }) => isMobile, 'titles do not depend on the width');
  for (const site of SITES) {
    test(`${site.host}${site.prefix} (${site.market})`, async ({ page, baseURL }) => {
      const base = new URL(baseURL ?? 'http://localhost:3210');
      const titles = new Map<string, string>();
      const problems: string[] = [];
      for (const [kind, path] of Object.entries(kindsOf(site.channel, site.market))) {
        // Node does not resolve *.localhost: the host goes in the Host header, which the server reads.
        const response = await page.request.get(`${base.origin}${site.prefix}${path}`, {
          headers: { host: `${site.host}:${base.port}` },
          maxRedirects: 0,
        });
        const html = await response.text();
        expect(response.status(), `${kind} ${path}`).toBeLessThan(kind === 'notFound' ? 500 : 400);
        const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
        const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
        const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? '';
        if (!title) problems.push(`${kind}: no title`);
        if (!description) problems.push(`${kind}: no description`);
        if (!lang.startsWith(languageOf(site.market))) problems.push(`${kind}: page language ${lang}`);
        const same = titles.get(title);
        if (title && same) problems.push(`${kind}: same title as ${same} ("${title}")`);
        titles.set(title, kind);
      }
      expect(problems).toEqual([]);
    });
  }
});
