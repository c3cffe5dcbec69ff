import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbJsonLd, breadcrumbTrail, jsonLdText } from './breadcrumbs';

const item = (uid: string, url: string, text: string) => ({ _uid: uid, link: { url }, text });

describe('breadcrumb trail (SPEC 2: home / first, every item linked, the last plain and active)', () => {
  it('starts at home and marks the last entry current', () => {
    expect(
      breadcrumbTrail(
        [item('a', '/karten', 'Karten'), item('b', '/karten/hochzeit', 'Hochzeit')],
        'Startseite',
      ),
    ).toEqual([
      { key: 'home', text: 'Startseite', href: '/', current: false },
      { key: 'a', text: 'Karten', href: '/karten', current: false },
      { key: 'b', text: 'Hochzeit', href: '/karten/hochzeit', current: true },
    ]);
  });

  it.each([
    ['no items: home alone is current', [], [['/', true]]],
    [
      'an item pointing home is skipped',
      [item('a', '/', 'Home'), item('b', '/x', 'X')],
      [
        ['/', false],
        ['/x', true],
      ],
    ],
    [
      'items without text are skipped',
      [item('a', '/x', ' '), item('b', '/y', 'Y')],
      [
        ['/', false],
        ['/y', true],
      ],
    ],
    [
      'relative urls get a slash',
      [item('a', 'karten', 'Karten')],
      [
        ['/', false],
        ['/karten', true],
      ],
    ],
  ] as const)('%s', (_name, items, expected) => {
    expect(breadcrumbTrail(items, 'Home').map((e) => [e.href, e.current])).toEqual(expected);
  });
});

describe('BreadcrumbList JSON-LD', () => {
  it('lists every entry with position and absolute URL in the market and platform', () => {
    const trail = breadcrumbTrail(
      [item('a', '/karten', 'Karten'), item('b', '/karten/hochzeit', 'Hochzeit')],
      'Start',
    );
    expect(breadcrumbJsonLd(trail, 'http://ch.cards.localhost:3000', '/fr')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Start', item: 'http://ch.cards.localhost:3000/fr' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Karten',
          item: 'http://ch.cards.localhost:3000/fr/karten',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Hochzeit',
          item: 'http://ch.cards.localhost:3000/fr/karten/hochzeit',
        },
      ],
    });
  });

  it.each([
    ['/', 'https://x.test', '', 'https://x.test/'],
    ['/a', 'https://x.test/', '', 'https://x.test/a'],
    ['/', 'https://x.test', '/d', 'https://x.test/d'],
    ['https://other.test/a', 'https://x.test', '/d', 'https://other.test/a'],
  ])('absoluteUrl(%s, %s, %s) = %s', (path, origin, basename, url) => {
    expect(absoluteUrl(path, origin, basename)).toBe(url);
  });

  it('escapes < so the JSON cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>' })).toBe('{"name":"\\u003c/script>\\u003cscript>"}');
  });
});
