import { describe, expect, it } from 'vitest';
import type { ReviewBlock } from '../../../shared/chrome/footer';
import { hydrationGlobalOf, ownMarketLinksOf } from '../../../shared/chrome/global-hydration';
import { ChromeBottom } from './ChromeBottom';
import { render, requestInfo, storyGlobal, tagWith, testIds, text } from './test-utils';

const reviews: ReviewBlock = {
  reviews: [1, 2, 3, 4].map((n) => ({
    id: `r${n}`,
    stars: 5 - (n % 2) * 0.5,
    title: `Titel ${n}`,
    text: `Text ${n}`,
    authorName: `Person ${n}`,
    createdAt: '2025-03-01T12:00:00Z',
  })),
  score: { average: 4.7 },
  totalReviews: 12873,
  companyLink: 'https://reviews.example/company',
  reviewBaseLink: 'https://reviews.example/reviews/',
};

describe('ChromeBottom (server render)', () => {
  const html = render(
    <ChromeBottom global={storyGlobal} reviews={reviews} newsletter={(n) => <p>Slot: {n.title}</p>} />,
    { path: '/karten' },
  );

  it('renders footer, support button, overlay and back-to-top in SPEC 2 order', () => {
    const ids = testIds(html).filter((id) =>
      ['chrome-footer', 'support-button', 'overlay', 'back-to-top'].includes(id),
    );
    expect(ids).toEqual(['chrome-footer', 'support-button', 'overlay', 'back-to-top']);
    expect(tagWith(html, 'data-testid', 'overlay')).toContain('data-visible="false"');
    expect(tagWith(html, 'data-testid', 'back-to-top')).toContain('data-visible="false"');
  });

  it('fills the newsletter slot with the story’s newsletter blok', () => {
    expect(html).toContain('<p>Slot: <!-- -->Newsletter</p>');
  });

  it('renders the footer boxes; link lists and communication tiles are collapsible, collapsed on the server', () => {
    const boxes = [
      ...html.matchAll(
        /data-box-type="([^"]+)" data-collapsible="(true|false)" data-expanded="(true|false)"/g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(boxes).toEqual([
      ['about', 'false', 'true'],
      ['customer-service', 'true', 'false'],
      ['app-links', 'false', 'true'],
      ['awards', 'false', 'true'],
      ['social-media', 'false', 'true'],
      ['international', 'true', 'false'],
    ]);
    // The languages box has nothing to offer in a one-language country (de-DE) and is left out.
    expect(html.match(/data-testid="footer-box-toggle"/g)).toHaveLength(2);
    expect(html).toMatch(/data-testid="footer-box-toggle" aria-expanded="false" aria-controls="[^"]+"/);
    expect(html).toContain('href="tel:+4922112345670"');
    expect(html).toContain('data-testid="footer-contact"');
  });

  it("renders the reviews block: stars, the average of our own reviews (no review platform's word), total, company and review links, a carousel", () => {
    expect(text(html)).toContain('4,7 von 5');
    expect(text(html)).not.toContain('TrustScore');
    expect(text(html)).toContain('12873 eigene Kundenbewertungen');
    expect(html).toContain('href="https://reviews.example/company"');
    expect(html).toContain('href="https://reviews.example/reviews/r1"');
    expect(html.match(/data-testid="review"/g)).toHaveLength(4);
    expect(html).toContain('aria-roledescription="Karussell"');
    expect(text(html)).toContain('aria-label="1 von 4"');
    // One slide per view on the server: four dots, first current; infinite so both arrows work.
    expect(html.match(/data-testid="carousel-dot"/g)).toHaveLength(4);
    expect(tagWith(html, 'data-testid', 'carousel-prev')).not.toContain('disabled');
    expect(html).toContain('15.03.2025'.replace('15', '01'));
  });

  it('renders the SEO text clamped, its expander hidden until measured', () => {
    expect(html).toContain('data-testid="seo-text" data-expanded="false"');
    expect(tagWith(html, 'data-testid', 'seo-text-toggle')).toContain('hidden=""');
  });

  it('links legal pages, the copyright names the brand', () => {
    expect(html).toContain('data-testid="footer-legal"');
    expect(text(html)).toContain('© Fotowerk');
  });

  it('without a chat key the support button links to the contact section of the service page', () => {
    const button = tagWith(html, 'data-testid', 'support-button') ?? '';
    expect(button).toMatch(/^<a/);
    expect(button).toContain('href="/hilfe#kontakt"');
    const bare = tagWith(render(<ChromeBottom global={null} />), 'data-testid', 'support-button') ?? '';
    expect(bare).toContain('href="/kontakt"');
  });

  it('with a chat key it is a button, shown 1700 ms after hydration', () => {
    const withKey = render(<ChromeBottom global={storyGlobal} chatKey="abc" />);
    const button = tagWith(withKey, 'data-testid', 'support-button') ?? '';
    expect(button).toMatch(/^<button/);
    expect(button).toContain('data-state="not-loaded"');
    expect(button).toContain('data-shown="false"');
  });

  it('offers the country and language links of the current page', () => {
    const swiss = render(<ChromeBottom global={storyGlobal} />, {
      info: { market: 'fr-CH', bundle: 'fr-FR', origin: 'http://ch.cards.localhost:3000' },
      pageData: {
        seo: {
          alternates: [
            { hreflang: 'de-CH', href: 'http://ch.cards.localhost:3000/karten' },
            { hreflang: 'fr-CH', href: 'http://ch.cards.localhost:3000/fr/karten' },
            { hreflang: 'de-DE', href: 'http://de.cards.localhost:3000/karten' },
            { hreflang: 'x-default', href: 'http://de.cards.localhost:3000/karten' },
          ],
        },
      },
    });
    expect(swiss).toContain('data-box-type="languages"');
    expect(swiss).toMatch(/data-testid="market-languages"/);
    expect(text(swiss)).toMatch(
      /href="http:\/\/ch.cards.localhost:3000\/karten" hrefLang="de-CH" lang="de-CH"[^>]*>Deutsch</,
    );
    expect(text(swiss)).toMatch(/aria-current="true"[^>]*>Français</);
    expect(text(swiss)).toMatch(/hrefLang="de-DE"[^>]*>Deutschland</);
    // A market the page does not exist in: its home page, never the page's path on its host.
    expect(text(swiss)).toMatch(
      /href="http:\/\/at.cards.localhost:3000\/?" hrefLang="de-AT"[^>]*>Österreich</,
    );
  });

  it("renders the same footer from the first page's hydration data, the kept panels aside", () => {
    // The browser's first render gets stubs for the boxes whose panels are final server HTML: it
    // must agree with the server's markup everywhere else, or hydration would mismatch.
    const full = render(<ChromeBottom global={storyGlobal} reviews={reviews} />, { path: '/karten' });
    const hydration = hydrationGlobalOf(storyGlobal, ownMarketLinksOf(requestInfo()));
    expect(JSON.stringify(storyGlobal)).toMatch(/"linktype":"story","id"/);
    expect(JSON.stringify(hydration)).not.toMatch(/"linktype":"story","id"/);
    // The international box lists the shop's own markets: its editor links are not in the data.
    const international = hydration.footer[0]?.boxes.find((b) => b.boxType === 'international');
    expect(international?.links).toEqual([]);
    expect(
      storyGlobal.footer[0]?.boxes.find((b) => b.boxType === 'international')?.links.length,
    ).toBeGreaterThan(0);
    const stubbed = render(<ChromeBottom global={hydration} reviews={reviews} />, { path: '/karten' });
    const panels = (markup: string, keep: boolean) => {
      let kept = 0;
      const out = markup.replace(
        /(<div class="footer-box__panel" id="[^"]+">)([\s\S]*?)(<\/div><\/section>)/g,
        (_all, open: string, inner: string, close: string) => {
          if (inner === '') kept++;
          return keep ? `${open}${inner}${close}` : `${open}${close}`;
        },
      );
      return { out, kept };
    };
    const internationalBox = /data-box-type="international"[\s\S]*?<\/section>/;
    expect(stubbed.match(internationalBox)?.[0]).toBe(full.match(internationalBox)?.[0]);
    expect(panels(stubbed, true).kept).toBe(5);
    // The SEO text is kept too: its body is empty in the browser's first render.
    const seoBody = /(<div class="seo-text__body" id="[^"]+">)[\s\S]*?(<\/div><button)/;
    expect(stubbed).toMatch(/<div class="seo-text__body" id="[^"]+"><\/div><button/);
    expect(full).not.toMatch(/<div class="seo-text__body" id="[^"]+"><\/div><button/);
    const withoutKept = (markup: string) => panels(markup, false).out.replace(seoBody, '$1$2');
    expect(withoutKept(stubbed)).toBe(withoutKept(full));
    expect(stubbed).toContain('data-testid="footer-box-toggle" aria-expanded="false"');
  });

  it('without a global story: the market switcher and the brand', () => {
    const warnings: string[] = [];
    const minimal = render(<ChromeBottom global={null} />, { warnings });
    expect(minimal).toContain('data-testid="market-switcher"');
    expect(text(minimal)).toContain('© Fotowerk');
    expect(minimal).not.toContain('data-testid="footer-box"');
    expect(warnings).toEqual([]);
  });

  it('uses only translated texts', () => {
    const warnings: string[] = [];
    render(<ChromeBottom global={storyGlobal} reviews={reviews} chatKey="k" />, { warnings });
    expect(warnings).toEqual([]);
  });
});
