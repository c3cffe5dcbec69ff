import { describe, expect, it } from 'vitest';
import {
  isRouterPath,
  keepUnderscoreParams,
  type LinkContext,
  prefixPath,
  resolveLink,
  withConfiguratorLocale,
} from './links';

const ctx: LinkContext = {
  basename: '/fr/d',
  locale: 'fr-CH',
  platform: 'd',
  ownDomains: ['localhost', 'fotowerk.de'],
};

describe('Link rules (SPEC 2)', () => {
  it('treats hash-only links as anchors', () => {
    expect(resolveLink('#reviews', ctx)).toEqual({ kind: 'anchor', href: '#reviews' });
  });

  it('keeps only query parameters starting with an underscore on internal links', () => {
    // (Routes exempt from server-side handling keep their whole query: internal-links.test.ts.)
    expect(resolveLink('/leinwanddruck?_debug=1&utm_source=x&_storyblok=5#top', ctx)).toEqual({
      kind: 'internal',
      to: '/leinwanddruck?_debug=1&_storyblok=5#top',
    });
    expect(keepUnderscoreParams('?a=1&b=2')).toBe('');
  });

  it('adds the locale to configurator links that lack it, and keeps their parameters', () => {
    expect(resolveLink('/configurator-card/?themeId=12', ctx)).toEqual({
      kind: 'configurator',
      href: '/d/configurator-card/?themeId=12&locale=fr-CH',
    });
    expect(resolveLink('/configurator-photobook?locale=de-DE', ctx)).toEqual({
      kind: 'configurator',
      href: '/d/configurator-photobook/?locale=de-DE',
    });
    expect(resolveLink('/configurator-card/', { ...ctx, platform: 'w' })).toEqual({
      kind: 'configurator',
      href: '/configurator-card/?locale=fr-CH',
    });
    expect(withConfiguratorLocale('/configurator-calendar/', 'en-US')).toBe(
      '/configurator-calendar/?locale=en-US',
    );
    expect(withConfiguratorLocale('/configurator-collage/?key[]=a&key[]=b', 'de-DE')).toBe(
      '/configurator-collage/?key[]=a&key[]=b&locale=de-DE',
    );
  });

  it('writes brackets in a configurator query percent-encoded, so the href is a valid URL', () => {
    const target = resolveLink('/configurator-card/?accessoryTypes[]=inlay&x[a]=1', {
      ...ctx,
      platform: 'w',
    });
    expect(target).toEqual({
      kind: 'configurator',
      href: '/configurator-card/?accessoryTypes%5B%5D=inlay&x%5Ba%5D=1&locale=fr-CH',
    });
    // What the designers read back is the same list.
    const href = target.kind === 'configurator' ? target.href : '';
    expect(new URL(href, 'https://x.invalid').searchParams.getAll('accessoryTypes[]')).toEqual(['inlay']);
  });

  it('refuses external navigation unless allowed, and marks foreign links nofollow', () => {
    expect(resolveLink('https://example.com/x', ctx)).toMatchObject({ kind: 'refused' });
    expect(resolveLink('https://example.com/x', ctx, { allowExternal: true })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
      rel: 'nofollow noopener noreferrer',
      own: false,
    });
  });

  it('follows links to the brand own domains', () => {
    expect(resolveLink('https://www.fotowerk.de/magazin', ctx)).toMatchObject({
      kind: 'external',
      rel: '',
      own: true,
    });
    expect(resolveLink('http://ch.cards.localhost:3000/fr/', ctx)).toMatchObject({
      kind: 'external',
      own: true,
    });
  });

  it('never lets an unsafe scheme through, allowed or not', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(resolveLink(href, ctx, { allowExternal: true }).kind, href).toBe('refused');
    }
    expect(resolveLink('ftp://example.com', ctx, { allowExternal: true }).kind).toBe('refused');
  });

  it('treats protocol-relative links as external', () => {
    expect(resolveLink('//evil.example/x', ctx).kind).toBe('refused');
  });

  it('prefixes internal paths with market and platform', () => {
    expect(prefixPath('/products', '/fr/d')).toBe('/fr/d/products');
    expect(prefixPath('/', '/fr/d')).toBe('/fr/d');
    expect(prefixPath('/products', '')).toBe('/products');
  });
});

describe('isRouterPath (kept server HTML: which same-origin links navigate in the app)', () => {
  it.each([
    ['/', true],
    ['/karten', true],
    ['/themes/taufe-006', true],
    ['/magazin', false],
    ['/magazin/artikel', false],
    ['/kundenkonto', false],
    ['/llms.txt', false],
    ['/configurator-card/', false],
  ])('%s: %s', (path, router) => {
    expect(isRouterPath(path)).toBe(router);
    // The same decision resolveLink makes for a link to the path.
    const kind = resolveLink(path, { basename: '', locale: 'de-DE', platform: 'w', ownDomains: [] }).kind;
    expect(kind === 'internal').toBe(router);
  });
});
