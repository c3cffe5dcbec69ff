import { describe, expect, it } from 'vitest';
import { alternatesOf } from '../seo/page-links';
import { marketAlternates, marketSwitcherGroups } from './market-switcher';

const origin = 'http://fr.cards.localhost:3000';
/** /livre-photo: the photobook page, translated to German and French only. */
const hreflang = alternatesOf({
  channel: 'cards',
  market: 'fr-FR',
  paths: { fr: 'livre-photo', de: 'fotobuch' },
  origin,
});
const hrefOf = (links: { market: string; href: string }[], market: string) =>
  links.find((l) => l.market === market)?.href;

describe('marketAlternates: where each market link leads (issue 23 item 2)', () => {
  it('follows the page through its hreflang table, translated slugs included', () => {
    const links = marketAlternates({ channel: 'cards', platform: 'w', origin, hreflang });
    expect(hrefOf(links, 'de-AT')).toBe('http://at.cards.localhost:3000/fotobuch');
    expect(hrefOf(links, 'fr-CH')).toBe('http://ch.cards.localhost:3000/fr/livre-photo');
    expect(hrefOf(links, 'fr-FR')).toBe('http://fr.cards.localhost:3000/livre-photo');
  });

  it("leads to the market's home where the page does not exist, never to the French slug on its host", () => {
    const links = marketAlternates({ channel: 'cards', platform: 'w', origin, hreflang });
    expect(hrefOf(links, 'en-GB')).toBe('http://gb.cards.localhost:3000/');
    expect(hrefOf(links, 'it-CH')).toBe('http://ch.cards.localhost:3000/it');
    expect(links.some((l) => l.href.includes('livre-photo') && !l.market.startsWith('fr-'))).toBe(false);
  });

  it('keeps the desktop platform: /d after the language prefix', () => {
    const links = marketAlternates({ channel: 'cards', platform: 'd', origin, hreflang });
    expect(hrefOf(links, 'de-IT')).toBe('http://it.cards.localhost:3000/de/d/fotobuch');
    expect(hrefOf(links, 'fr-FR')).toBe('http://fr.cards.localhost:3000/d/livre-photo');
    expect(hrefOf(links, 'nl-NL')).toBe('http://nl.cards.localhost:3000/d');
  });

  it('keeps the query of a listing page', () => {
    const listing = alternatesOf({
      channel: 'cards',
      market: 'fr-FR',
      paths: { fr: 'products', de: 'products' },
      origin,
    });
    const links = marketAlternates({
      channel: 'cards',
      platform: 'd',
      origin,
      hreflang: listing.map((a) => ({ ...a, href: `${a.href}?page=2` })),
    });
    expect(hrefOf(links, 'de-DE')).toBe('http://de.cards.localhost:3000/d/products?page=2');
  });

  it("without a hreflang table: the shop's own routes keep their path, anything else goes home", () => {
    const own = marketAlternates({ channel: 'cards', platform: 'w', origin, samePath: '/kundenkonto' });
    expect(hrefOf(own, 'de-IT')).toBe('http://it.cards.localhost:3000/de/kundenkonto');
    const none = marketAlternates({ channel: 'cards', platform: 'w', origin });
    expect(hrefOf(none, 'de-DE')).toBe('http://de.cards.localhost:3000/');
  });

  it('offers every market of the channel exactly once, so the switcher lists every country', () => {
    const links = marketAlternates({ channel: 'cards', platform: 'w', origin, hreflang });
    expect(new Set(links.map((l) => l.market)).size).toBe(links.length);
    const { countries } = marketSwitcherGroups('fr-FR', links);
    expect(countries.find((c) => c.current)?.href).toBe('http://fr.cards.localhost:3000/livre-photo');
    // Belgium in French, the shopper's language, where the page exists.
    expect(countries.find((c) => c.href.includes('be.cards'))?.href).toBe(
      'http://be.cards.localhost:3000/fr/livre-photo',
    );
  });
});
