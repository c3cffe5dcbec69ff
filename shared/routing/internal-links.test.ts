import { describe, expect, it } from 'vitest';
import { INTERNAL_PREFIXES, isExemptRoute, resolveLink } from './links';

const ctx = { basename: '/fr/d', locale: 'fr-CH', platform: 'd' as const, ownDomains: ['fotowerk.de'] };
const web = { ...ctx, basename: '', platform: 'w' as const, locale: 'de-DE' };

describe('SPEC 2 internal path prefixes in links', () => {
  it('names the four prefixes', () => {
    expect(INTERNAL_PREFIXES).toEqual(['/configurator-', '/kundenkonto', '/magazin', '/llms.txt']);
  });

  it.each([
    ['/kundenkonto', '/fr/d/kundenkonto'],
    ['/kundenkonto/wunschliste?utm_source=x&_debug=1', '/fr/d/kundenkonto/wunschliste?_debug=1'],
    ['/magazin/wohnen#tipps', '/fr/d/magazin/wohnen#tipps'],
    ['/llms.txt', '/fr/d/llms.txt'],
  ])('%s is a full page load on the own site with the market prefix: %s', (href, expected) => {
    expect(resolveLink(href, ctx)).toEqual({ kind: 'document', href: expected });
  });

  it('does not mistake look-alike paths for the prefixes', () => {
    expect(resolveLink('/magazine-abo', web)).toEqual({ kind: 'internal', to: '/magazine-abo' });
    expect(resolveLink('/kundenkontoauszug', web)).toEqual({ kind: 'internal', to: '/kundenkontoauszug' });
    expect(resolveLink('/llms.txt.bak', web)).toEqual({ kind: 'internal', to: '/llms.txt.bak' });
  });

  it('keeps designer links as they were', () => {
    expect(resolveLink('/configurator-card?themeId=1', web)).toEqual({
      kind: 'configurator',
      href: '/configurator-card/?themeId=1&locale=de-DE',
    });
  });
});

describe('SPEC 2 routes exempt from server-side handling', () => {
  it.each(['/', '/products', '/vorkonfigurator-kalender', '/feed-card', '/fotos-drucken', '/storyblok/home'])(
    '%s is exempt',
    (path) => {
      expect(isExemptRoute(path)).toBe(true);
    },
  );

  it.each(['/leinwanddruck', '/themes/12', '/fotos', '/feed', '/storyblokx'])('%s is not', (path) => {
    expect(isExemptRoute(path)).toBe(false);
  });

  it('keeps the whole query of a link to an exempt route (filters, page), only underscores elsewhere', () => {
    expect(resolveLink('/products?occasion=hochzeit&page=2', web)).toEqual({
      kind: 'internal',
      to: '/products?occasion=hochzeit&page=2',
    });
    expect(resolveLink('/feed-card?page=3', web)).toEqual({ kind: 'internal', to: '/feed-card?page=3' });
    expect(resolveLink('/leinwanddruck?utm_source=x&_debug=1', web)).toEqual({
      kind: 'internal',
      to: '/leinwanddruck?_debug=1',
    });
  });
});
