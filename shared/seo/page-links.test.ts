import { describe, expect, it } from 'vitest';
import { alternatesOf, canonicalOf, robotsOf } from './page-links';

const canvas = { de: 'leinwanddruck', fr: 'impression-sur-toile', en: 'canvas-prints', it: 'stampa-su-tela' };

describe('hreflang alternates and canonical', () => {
  it('lists every market of the brand whose language has the page, plus x-default', () => {
    const alternates = alternatesOf({
      channel: 'posters',
      market: 'fr-FR',
      paths: canvas,
      origin: 'http://fr.posters.localhost:3000',
    });
    expect(alternates).toEqual([
      { hreflang: 'de-DE', href: 'http://de.posters.localhost:3000/leinwanddruck' },
      { hreflang: 'en-GB', href: 'http://gb.posters.localhost:3000/canvas-prints' },
      { hreflang: 'fr-FR', href: 'http://fr.posters.localhost:3000/impression-sur-toile' },
      { hreflang: 'it-IT', href: 'http://it.posters.localhost:3000/stampa-su-tela' },
      { hreflang: 'en-US', href: 'http://us.posters.localhost:3000/canvas-prints' },
      { hreflang: 'x-default', href: 'http://de.posters.localhost:3000/leinwanddruck' },
    ]);
  });

  it('keeps sublocale prefixes of multi-language countries', () => {
    const alternates = alternatesOf({
      channel: 'cards',
      market: 'de-CH',
      paths: canvas,
      origin: 'https://ch.cards.localhost',
    });
    expect(alternates).toContainEqual({
      hreflang: 'fr-CH',
      href: 'https://ch.cards.localhost/fr/impression-sur-toile',
    });
    expect(alternates).toContainEqual({
      hreflang: 'de-CH',
      href: 'https://ch.cards.localhost/leinwanddruck',
    });
    expect(alternates).toContainEqual({
      hreflang: 'de-IT',
      href: 'https://it.cards.localhost/de/leinwanddruck',
    });
    expect(alternates.filter((a) => a.hreflang.startsWith('es'))).toEqual([]);
  });

  it('makes the home page the root path', () => {
    expect(
      canonicalOf({
        channel: 'cards',
        market: 'nl-BE',
        paths: { nl: 'home' },
        origin: 'http://be.cards.localhost',
      }),
    ).toBe('http://be.cards.localhost/');
  });

  it('has no canonical in a language the page lacks', () => {
    expect(
      canonicalOf({ channel: 'cards', market: 'es-ES', paths: canvas, origin: 'http://es.cards.localhost' }),
    ).toBeUndefined();
  });
});

describe('robots', () => {
  it.each([
    [undefined, 'w', false, 'index, follow'],
    ['noindex,follow', 'w', false, 'noindex, follow'],
    ['index, nofollow', 'w', false, 'index, nofollow'],
    ['index,follow', 'd', false, 'noindex, follow'],
    ['index,follow', 'w', true, 'noindex, follow'],
  ] as const)('%s on %s (preview %s) is %s', (value, platform, preview, expected) => {
    expect(robotsOf(value, { platform, preview })).toBe(expected);
  });
});
