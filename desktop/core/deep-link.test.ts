import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  DEEP_LINK_SCHEME,
  type DeepLinkContext,
  type DesignerLinkValidator,
  findDeepLinkArg,
  parseDeepLink,
} from './deep-link';
import { validateDesignerLink } from './designer-link';

const de: DeepLinkContext = {
  scheme: DEEP_LINK_SCHEME,
  target: { origin: 'http://localhost:3000', market: 'de-DE', languagePrefix: '' },
  validateDesigner: validateDesignerLink,
};
const ch: DeepLinkContext = {
  ...de,
  target: { origin: 'http://ch.cards.localhost:3000', market: 'de-CH', languagePrefix: '' },
};

const open = (link: string, ctx = de) => {
  const result = parseDeepLink(link, ctx);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
};
const refused = (link: unknown, ctx = de) => {
  const result = parseDeepLink(link, ctx);
  if (result.ok) throw new Error(`accepted: ${result.url}`);
  return result.reason;
};

describe('parseDeepLink: the six designers', () => {
  it.each([
    ['calendar', 'photoprintshop://configurator-calendar/?calendarType=wandkalender'],
    ['card', 'photoprintshop://configurator-card/?themeId=4711'],
    ['collage', 'photoprintshop://configurator-collage/?materialType=leinwand'],
    ['photo-frame', 'photoprintshop://configurator-photo-frame/?materialType=poster&format=300x400'],
    ['photobook', 'photoprintshop://configurator-photobook/?photobookType=echtfotobuch'],
    ['photobox', 'photoprintshop://configurator-photobox/?photoboxType=small'],
  ])('opens the %s designer with /d and the locale added', (kind, link) => {
    const result = open(link);
    expect(result.kind).toBe('configurator');
    const url = new URL(result.url);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe(`/d/configurator-${kind}/`);
    expect(url.searchParams.get('locale')).toBe('de-DE');
    expect(result.warnings).toEqual([]);
  });

  it('keeps exactly the validated parameters, in the shared builder’s spelling', () => {
    const result = open('photoprintshop://configurator-card/?themeId=4711&quantity=41&isSample=false');
    expect(result.url).toBe(
      'http://localhost:3000/d/configurator-card/?quantity=41&themeId=4711&isSample=false&locale=de-DE',
    );
  });

  it('drops parameters the schema refuses and says why', () => {
    const result = open(
      'photoprintshop://configurator-card/?themeId=4711&quantity=42&evil=%3Cscript%3E&calendarType=bogus',
    );
    const url = new URL(result.url);
    expect(url.searchParams.get('themeId')).toBe('4711');
    expect(url.searchParams.has('quantity')).toBe(false);
    expect(url.searchParams.has('evil')).toBe(false);
    expect(url.searchParams.has('calendarType')).toBe(false);
    expect(result.warnings.join('\n')).toMatch(/quantity/);
    expect(result.warnings.join('\n')).toMatch(/evil/);
    expect(result.warnings.join('\n')).toMatch(/calendarType/);
  });

  it('keeps a valid locale of the link and never duplicates it', () => {
    const url = new URL(open('photoprintshop://configurator-card/?locale=fr-CH').url);
    expect(url.searchParams.getAll('locale')).toEqual(['fr-CH']);
  });

  it('reads list and object parameters the designers expect', () => {
    const result = open(
      'photoprintshop://configurator-photobox/?photoboxFormat[width]=100&photoboxFormat[height]=150&productType=photoprint',
    );
    expect(result.url).toContain('photoboxFormat[width]=100&photoboxFormat[height]=150');
    expect(result.url).toContain('productType=photoprint');
  });

  it('accepts the other spellings of the same link', () => {
    const canonical = 'http://localhost:3000/d/configurator-card/?themeId=1&locale=de-DE';
    for (const link of [
      'photoprintshop://configurator-card?themeId=1',
      'photoprintshop:///configurator-card/?themeId=1',
      'photoprintshop:configurator-card/?themeId=1',
      'PhotoPrintShop://configurator-card/?themeId=1',
      'photoprintshop://d/configurator-card/?themeId=1',
    ]) {
      expect(open(link).url, link).toBe(canonical);
    }
  });

  it('refuses any other configurator path', () => {
    expect(refused('photoprintshop://configurator-mug/')).toMatch(/six designer routes/);
    expect(refused('photoprintshop://configurator-card/extra')).toMatch(/six designer routes/);
    expect(refused('photoprintshop://foo/configurator-card/')).toMatch(/six designer routes/);
  });

  it('uses the validator it is given (injected)', () => {
    const validator: DesignerLinkValidator = vi.fn(() => ({ href: '/configurator-card/?x=1', errors: [] }));
    const result = open('photoprintshop://configurator-card/?x=1&y=2', {
      ...de,
      validateDesigner: validator,
    });
    expect(validator).toHaveBeenCalledWith('/configurator-card?x=1&y=2');
    expect(result.url).toBe('http://localhost:3000/d/configurator-card/?x=1&locale=de-DE');
  });
});

describe('parseDeepLink: shop pages', () => {
  it.each([
    ['photoprintshop://', 'http://localhost:3000/d/'],
    ['photoprintshop:///', 'http://localhost:3000/d/'],
    ['photoprintshop://products', 'http://localhost:3000/d/products'],
    ['photoprintshop://vorkonfigurator-karten/', 'http://localhost:3000/d/vorkonfigurator-karten'],
    ['photoprintshop://themes/4711', 'http://localhost:3000/d/themes/4711'],
    ['photoprintshop://geburtstag/kindergeburtstag', 'http://localhost:3000/d/geburtstag/kindergeburtstag'],
    [
      'photoprintshop://fotokalender?_storyblok=1&utm_source=mail',
      'http://localhost:3000/d/fotokalender?_storyblok=1',
    ],
    ['photoprintshop://fotobox#formate', 'http://localhost:3000/d/fotobox#formate'],
    ['photoprintshop://d/products', 'http://localhost:3000/d/products'],
  ])('%s -> %s', (link, url) => {
    const result = open(link);
    expect(result.kind).toBe('page');
    expect(result.url).toBe(url);
  });

  it('reports what it dropped', () => {
    expect(open('photoprintshop://fotobox?utm_source=mail').warnings).toEqual([
      'dropped query parameters without "_"',
    ]);
    expect(open('photoprintshop://fotobox#<b>').warnings).toEqual([
      'dropped an anchor that is not a plain id',
    ]);
  });

  it.each([
    ['photoprintshop://web-api/customer-data', 'not a page'],
    ['photoprintshop://price-api/prices/article', 'not a page'],
    ['photoprintshop://cdn-cgi/image/width=100/x.png', 'not a page'],
    ['photoprintshop://assets/entry-client-abc.js', 'not a page'],
    ['photoprintshop://fotobox/_payload.json', 'not a shop page path'],
    ['photoprintshop://llms.txt', 'not a shop page path'],
    ['photoprintshop://themes/', 'theme link'],
    ['photoprintshop://themes/a/b', 'theme link'],
    ['photoprintshop://Fotobox', 'not a shop page path'],
    ['photoprintshop://a/b/c/d/e/f/g', 'too deep'],
  ])('refuses %s', (link, reason) => {
    expect(refused(link)).toMatch(reason);
  });
});

describe('parseDeepLink: markets', () => {
  it('opens a language the configured host serves as its sublocale', () => {
    expect(open('photoprintshop://fr/configurator-card/', ch).url).toBe(
      'http://ch.cards.localhost:3000/fr/d/configurator-card/?locale=fr-CH',
    );
    expect(open('photoprintshop://fr/d/products', ch).url).toBe(
      'http://ch.cards.localhost:3000/fr/d/products',
    );
    expect(open('photoprintshop://de/products', ch).url).toBe('http://ch.cards.localhost:3000/d/products');
  });

  it('keeps the configured market for a language the host does not serve', () => {
    const result = open('photoprintshop://fr/products');
    expect(result.url).toBe('http://localhost:3000/d/products');
    expect(result.warnings[0]).toMatch(/language \/fr is not served/);
  });

  it('keeps the configured sublocale prefix', () => {
    const fr: DeepLinkContext = { ...ch, target: { ...ch.target, market: 'fr-CH', languagePrefix: '/fr' } };
    expect(open('photoprintshop://products', fr).url).toBe('http://ch.cards.localhost:3000/fr/d/products');
  });
});

describe('parseDeepLink: hostile links', () => {
  it.each([
    [42, 'not a string'],
    [undefined, 'not a string'],
    ['https://localhost:3000/d/', 'scheme https: is not photoprintshop:'],
    ['javascript:alert(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['photoprintshop://user:pw@products', 'credentials'],
    ['photoprintshop://products:8080/', 'credentials or a port'],
    ['photoprintshop://../../etc/passwd', 'dot segments'],
    ['photoprintshop:///fotobox/../web-api/customer-data', 'dot segments'],
    ['photoprintshop://fotobox/./x', 'dot segments'],
    ['photoprintshop://fotobox/%2e%2e/web-api', 'encoded separators'],
    ['photoprintshop://fotobox%2Fweb-api', 'encoded separators'],
    ['photoprintshop://fotobox/%41', 'encoded'],
    ['photoprintshop://fotobox\\..\\x', 'encoded separators'],
    ['photoprintshop://foto box', 'whitespace'],
    ['photoprintshop://fotobox\u0000', 'control'],
    [`photoprintshop://${'a'.repeat(5000)}`, 'too long'],
    ['photoprintshop://evil.example/', 'not a shop page path'],
    ['photoprintshop://[::1]/', 'slug sanity|not a shop page path|malformed'],
  ])('refuses %s', (link, reason) => {
    expect(refused(link)).toMatch(new RegExp(reason));
  });

  it('never leaves the configured origin', () => {
    for (const link of [
      'photoprintshop://@evil.example/',
      'photoprintshop:////evil.example/x',
      'photoprintshop://localhost:3000/',
    ]) {
      const result = parseDeepLink(link, de);
      if (result.ok) expect(new URL(result.url).origin).toBe('http://localhost:3000');
    }
  });
});

describe('parseDeepLink: any input', () => {
  const segment = fc.constantFrom(
    'configurator-card',
    'products',
    'themes',
    'd',
    'fr',
    '..',
    '.',
    '%2e',
    'web-api',
    'x',
    '',
  );
  const link = fc
    .tuple(
      fc.constantFrom('photoprintshop://', 'photoprintshop:', 'photoprintshop:///', 'https://'),
      fc.array(segment),
      fc.string(),
    )
    .map(([scheme, segments, tail]) => `${scheme}${segments.join('/')}${tail}`);

  it('never throws, and what it opens is a /d page on the configured origin', () => {
    fc.assert(
      fc.property(fc.oneof(link, fc.string()), (raw) => {
        const result = parseDeepLink(raw, de);
        if (!result.ok) return;
        const url = new URL(result.url);
        expect(url.origin).toBe('http://localhost:3000');
        expect(url.pathname.startsWith('/d/') || url.pathname === '/d').toBe(true);
        expect(url.pathname).not.toMatch(/\/\.\.?(\/|$)/);
        expect(url.pathname).not.toMatch(/^\/d\/(web-api|price-api|assets|cdn-cgi)(\/|$)/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('findDeepLinkArg', () => {
  it('finds the link on a Windows or Linux command line', () => {
    expect(findDeepLinkArg(['app.exe', '--flag', 'photoprintshop://products'], DEEP_LINK_SCHEME)).toBe(
      'photoprintshop://products',
    );
    expect(findDeepLinkArg(['/usr/bin/electron', 'dist/desktop/main.cjs'], DEEP_LINK_SCHEME)).toBeUndefined();
    expect(findDeepLinkArg(['x', 'PHOTOPRINTSHOP://products'], DEEP_LINK_SCHEME)).toBe(
      'PHOTOPRINTSHOP://products',
    );
  });
});
