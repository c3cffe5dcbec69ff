import { describe, expect, it } from 'vitest';
import { lookupHost } from '../markets';
import { marketUrl, resolveRequest, splitPrefix } from './locale-path';

/** The public address comes from the settings; a port in the Host header never reaches a redirect. */
const at = (host: string, path: string, search = '', port?: number) =>
  resolveRequest({ site: lookupHost(host), path, search, address: { protocol: 'http', port } });

describe('splitPrefix: language and /d in both orders (SPEC 2)', () => {
  it.each([
    ['/', undefined, 'w', '/'],
    ['/products', undefined, 'w', '/products'],
    ['/d/products', undefined, 'd', '/products'],
    ['/fr/products', 'fr', 'w', '/products'],
    ['/fr/d/products', 'fr', 'd', '/products'],
    ['/d/fr/themes/12', 'fr', 'd', '/themes/12'],
    ['/d', undefined, 'd', '/'],
    ['/dd/x', 'dd', 'w', '/x'],
    ['/ddd/x', undefined, 'w', '/ddd/x'],
    ['/de//evil.com', 'de', 'w', '/evil.com'],
  ])('%s', (path, language, platform, rest) => {
    expect(splitPrefix(path)).toMatchObject({ language, platform, rest });
  });
});

describe('resolveRequest: locale from host and path', () => {
  it.each([
    ['localhost:3000', '/', 'de-DE', 'cards', 'w', ''],
    ['de.cards.localhost:3000', '/products', 'de-DE', 'cards', 'w', ''],
    ['gb.posters.localhost:3000', '/', 'en-GB', 'posters', 'w', ''],
    ['us.posters.localhost', '/d/products', 'en-US', 'posters', 'd', '/d'],
    ['ch.cards.localhost', '/fr/products', 'fr-CH', 'cards', 'w', '/fr'],
    ['ch.cards.localhost', '/it/d/products', 'it-CH', 'cards', 'd', '/it/d'],
    ['ch.cards.localhost', '/d/it/products', 'it-CH', 'cards', 'd', '/d/it'],
    ['be.cards.localhost', '/', 'nl-BE', 'cards', 'w', ''],
    ['be.cards.localhost', '/fr/', 'fr-BE', 'cards', 'w', '/fr'],
    ['lu.cards.localhost', '/fr/x', 'fr-LU', 'cards', 'w', '/fr'],
    ['it.cards.localhost', '/de/x', 'de-IT', 'cards', 'w', '/de'],
    ['li.cards.localhost', '/', 'de-LI', 'cards', 'w', ''],
    ['forged.example.com', '/', 'de-DE', 'cards', 'w', ''],
  ])('%s%s is %s on %s, platform %s, prefix "%s"', (host, path, market, channel, platform, basename) => {
    expect(at(host, path)).toMatchObject({ kind: 'page', market, channel, platform, basename });
  });

  it('strips the host language with a 301, keeping /d and the query', () => {
    expect(at('de.cards.localhost', '/de/products', '?a=1')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/products?a=1',
    });
    expect(at('ch.cards.localhost', '/d/de/products')).toMatchObject({
      status: 301,
      location: '/d/products',
    });
    expect(at('localhost', '/de')).toMatchObject({ status: 301, location: '/' });
  });

  it('redirects an unknown language to /error', () => {
    expect(at('localhost', '/xx/products')).toMatchObject({ kind: 'redirect', location: '/error' });
    expect(at('localhost', '/d/zz/products')).toMatchObject({ kind: 'redirect', location: '/d/error' });
  });

  it('redirects a language whose fallback lives on another host to that host, path and query intact', () => {
    expect(at('de.cards.localhost:9999', '/fr/products', '?q=1', 3000)).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'http://fr.cards.localhost:3000/products?q=1',
    });
    expect(at('localhost:3000', '/en/d/themes/5', '', 3000)).toMatchObject({
      location: 'http://gb.cards.localhost:3000/d/themes/5',
    });
    expect(at('ch.cards.localhost', '/nl/x')).toMatchObject({ location: 'http://nl.cards.localhost/x' });
    expect(at('fr.cards.localhost', '/it/x')).toMatchObject({ location: 'http://it.cards.localhost/x' });
  });

  it('redirects posters hosts of countries the brand does not sell in to the fallback host', () => {
    expect(at('at.posters.localhost:3000', '/x', '', 3000)).toMatchObject({
      location: 'http://de.posters.localhost:3000/x',
    });
    expect(at('be.posters.localhost', '/x')).toMatchObject({ location: 'http://nl.posters.localhost/x' });
  });

  it('sends the German sublocale of Italy to Germany on the posters brand', () => {
    expect(at('it.posters.localhost', '/de/x')).toMatchObject({ location: 'http://de.posters.localhost/x' });
  });

  it('takes scheme and port of a cross-host redirect from the public address, not the Host header', () => {
    const r = resolveRequest({
      site: lookupHost('de.cards.localhost:9999'),
      path: '/fr/x',
      search: '',
      address: { protocol: 'https', port: 443 },
    });
    expect(r).toMatchObject({ location: 'https://fr.cards.localhost/x' });
  });

  it('strips the host language without ever yielding a protocol-relative path', () => {
    for (const rest of [
      '/\\evil.example',
      '/\\/evil.example',
      '//\\evil.example',
      '/%5cevil.example',
      '/%2F%2Fevil.example',
    ]) {
      const r = at('localhost', `/de${rest}`);
      expect(r).toMatchObject({ kind: 'redirect', status: 301, location: '/evil.example' });
      expect(at('localhost', `/d/de${rest}`)).toMatchObject({ location: '/d/evil.example' });
    }
  });

  it('never redirects to a host outside the host table', () => {
    const hosts = ['evil.com', 'evil.com:3000', 'fr.cards.localhost.evil.com', '', 'localhost@evil.com'];
    const paths = ['/fr/x', '/en/x', '/xx/x', '//evil.com/x', '/fr//evil.com', '/de//evil.com'];
    for (const host of hosts) {
      for (const path of paths) {
        const r = at(host, path);
        if (r.kind !== 'redirect') continue;
        if (r.location.startsWith('http')) {
          expect(new URL(r.location).hostname).toMatch(/^[a-z]{2}\.(cards|posters)\.localhost$/);
        } else {
          expect(r.location.startsWith('//')).toBe(false);
        }
      }
    }
  });
});

describe('marketUrl: the same page in another market', () => {
  const target = { host: 'localhost:3000', protocol: 'http' as const };
  it('adds the sublocale and /d prefix on the market host', () => {
    expect(marketUrl(target, 'cards', 'fr-CH', 'd', '/products')).toBe(
      'http://ch.cards.localhost:3000/fr/d/products',
    );
    expect(marketUrl(target, 'cards', 'de-CH', 'w', '/')).toBe('http://ch.cards.localhost:3000/');
    expect(marketUrl(target, 'posters', 'en-US', 'w', '/x')).toBe('http://us.posters.localhost:3000/x');
  });
  it('has no URL for markets the channel does not sell in', () => {
    expect(marketUrl(target, 'posters', 'de-AT', 'w', '/')).toBeUndefined();
  });
});
