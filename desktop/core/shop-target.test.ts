import { describe, expect, it } from 'vitest';
import type { Market } from '../../shared/markets';
import { isLocalHost, isShopUrl, resolveShopTarget, shopOrigins } from './shop-target';

const target = (shop: string, market?: Market) => {
  const result = resolveShopTarget(new URL(shop), market);
  if (!result.ok) throw new Error(result.message);
  return result.target;
};

describe('resolveShopTarget', () => {
  it('starts the local shop at /d/ in its default market', () => {
    const t = target('http://localhost:3000');
    expect(t).toMatchObject({
      origin: 'http://localhost:3000',
      market: 'de-DE',
      channel: 'cards',
      basename: '/d',
    });
    expect(t.startUrl).toBe('http://localhost:3000/d/');
  });

  it('keeps the configured host when it serves the market, with the language prefix of a sublocale', () => {
    const t = target('http://ch.cards.localhost:3000', 'fr-CH');
    expect(t.origin).toBe('http://ch.cards.localhost:3000');
    expect(t.startUrl).toBe('http://ch.cards.localhost:3000/fr/d/');
    expect(target('http://ch.cards.localhost:3000', 'de-CH').startUrl).toBe(
      'http://ch.cards.localhost:3000/d/',
    );
  });

  it("moves to the market's own host from the host table when SHOP_URL's host does not serve it", () => {
    const t = target('http://localhost:3000', 'nl-BE');
    expect(t.origin).toBe('http://be.cards.localhost:3000');
    expect(t.startUrl).toBe('http://be.cards.localhost:3000/d/');
    expect(target('http://localhost:3000', 'fr-BE').startUrl).toBe('http://be.cards.localhost:3000/fr/d/');
  });

  it('refuses a market the channel does not sell', () => {
    const result = resolveShopTarget(new URL('http://de.posters.localhost:3000'), 'de-AT');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('de-AT');
  });

  it("counts SHOP_URL and every table host on SHOP_URL's scheme and port as the shop", () => {
    const origins = shopOrigins(new URL('http://localhost:3000'));
    expect(origins.has('http://localhost:3000')).toBe(true);
    expect(origins.has('http://fr.posters.localhost:3000')).toBe(true);
    expect(origins.has('http://localhost:3001')).toBe(false);
    expect(origins.has('https://localhost:3000')).toBe(false);
  });

  it('a packaged build trusts only its production host: no https://localhost, 127.0.0.1 or *.localhost (issue 34 item 12)', () => {
    const result = resolveShopTarget(new URL('https://www.shop.example'), undefined, { packaged: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { origins } = result.target;
    expect(isShopUrl('https://www.shop.example/d/', origins)).toBe(true);
    for (const local of [
      'https://localhost/d/',
      'https://127.0.0.1/d/',
      'https://de.cards.localhost/d/',
      'https://fr.posters.localhost/d/',
    ]) {
      expect(isShopUrl(local, origins), local).toBe(false);
    }
    expect(shopOrigins(new URL('https://www.shop.example'), { packaged: true })).toEqual(
      new Set(['https://www.shop.example']),
    );
    // A development build keeps the whole table, for the local shop.
    expect(shopOrigins(new URL('https://www.shop.example')).has('https://localhost')).toBe(true);
  });

  it('a packaged build refuses a local shop host and a market only a local host serves', () => {
    expect(resolveShopTarget(new URL('https://localhost'), undefined, { packaged: true }).ok).toBe(false);
    expect(resolveShopTarget(new URL('https://de.cards.localhost'), undefined, { packaged: true }).ok).toBe(
      false,
    );
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('[::1]')).toBe(true);
    expect(isLocalHost('shop.localhost.')).toBe(true);
    expect(isLocalHost('localhost.shop.example')).toBe(false);
  });

  it('serves an unknown production host as the default market', () => {
    const t = target('https://www.shop.example');
    expect(t.startUrl).toBe('https://www.shop.example/d/');
    expect(t.origins.has('https://www.shop.example')).toBe(true);
  });
});

describe('isShopUrl', () => {
  const origins = new Set(['http://localhost:3000']);
  it.each([
    ['http://localhost:3000/d/', true],
    ['http://localhost:3000', true],
    ['http://LOCALHOST:3000/x', true],
    ['http://localhost:3001/', false],
    ['https://localhost:3000/', false],
    ['http://localhost:3000@evil.example/', false],
    ['http://evil.example/?http://localhost:3000', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s -> %s', (url, expected) => expect(isShopUrl(url, origins)).toBe(expected));
});
