import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_MB, readDesktopConfig } from './config';

const ok = (env: Record<string, string | undefined>) => {
  const result = readDesktopConfig(env);
  if (!result.ok) throw new Error(result.message);
  return result.config;
};
const problem = (env: Record<string, string | undefined>) => {
  const result = readDesktopConfig(env);
  if (result.ok) throw new Error('expected a problem');
  return result.message;
};

describe('readDesktopConfig', () => {
  it('has safe defaults: the local shop, its default market, a 256 MB cache', () => {
    const config = ok({});
    expect(config.shopUrl.href).toBe('http://localhost:3000/');
    expect(config.market).toBeUndefined();
    expect(config.cacheMaxBytes).toBe(DEFAULT_CACHE_MB * 1024 * 1024);
    expect(config.externalHosts).toEqual([]);
    expect(config.logLevel).toBe('info');
    expect(config.registerProtocolInDev).toBe(false);
  });

  it('treats blank values as unset', () => {
    expect(ok({ SHOP_URL: '  ', SHOP_MARKET: '', SHOP_CACHE_MB: '' }).shopUrl.origin).toBe(
      'http://localhost:3000',
    );
  });

  it('reads SHOP_URL as an origin (a trailing slash is fine)', () => {
    expect(ok({ SHOP_URL: 'https://www.shop.example/' }).shopUrl.origin).toBe('https://www.shop.example');
    expect(ok({ SHOP_URL: 'http://127.0.0.1:3210' }).shopUrl.origin).toBe('http://127.0.0.1:3210');
  });

  it.each([
    ['not a url', 'is not a URL'],
    ['file:///etc/passwd', 'http or https'],
    ['javascript:alert(1)', 'http or https'],
    ['https://user:secret@shop.example', 'user name or password'],
    ['https://shop.example/d/', "shop's origin only"],
    ['https://shop.example/?x=1', "shop's origin only"],
  ])('refuses SHOP_URL %s', (value, message) => {
    expect(problem({ SHOP_URL: value })).toContain('SHOP_URL');
    expect(problem({ SHOP_URL: value })).toContain(message);
  });

  it('accepts the 17 markets only', () => {
    expect(ok({ SHOP_MARKET: 'fr-CH' }).market).toBe('fr-CH');
    expect(problem({ SHOP_MARKET: 'fr-DE' })).toContain('SHOP_MARKET');
    expect(problem({ SHOP_MARKET: 'de_DE' })).toContain('SHOP_MARKET');
  });

  it('reads extra external hosts and refuses anything but host names', () => {
    expect(ok({ SHOP_EXTERNAL_HOSTS: 'help.shop.example, Blog.Example.org' }).externalHosts).toEqual([
      'help.shop.example',
      'blog.example.org',
    ]);
    expect(problem({ SHOP_EXTERNAL_HOSTS: 'https://evil.example' })).toContain('SHOP_EXTERNAL_HOSTS');
    expect(problem({ SHOP_EXTERNAL_HOSTS: '*.example.com' })).toContain('SHOP_EXTERNAL_HOSTS');
  });

  it('bounds the cache size; 0 turns the cache off', () => {
    expect(ok({ SHOP_CACHE_MB: '0' }).cacheMaxBytes).toBe(0);
    expect(ok({ SHOP_CACHE_MB: '64' }).cacheMaxBytes).toBe(64 * 1024 * 1024);
    for (const bad of ['8', '5000', '1.5', 'lots', '-1'])
      expect(problem({ SHOP_CACHE_MB: bad })).toContain('SHOP_CACHE_MB');
  });

  it('takes an absolute user data folder only', () => {
    expect(ok({ SHOP_DESKTOP_USER_DATA: '/tmp/shop' }).userDataDir).toBe('/tmp/shop');
    expect(ok({ SHOP_DESKTOP_USER_DATA: 'C:\\Users\\me\\shop' }).userDataDir).toBe('C:\\Users\\me\\shop');
    expect(problem({ SHOP_DESKTOP_USER_DATA: 'relative/dir' })).toContain('SHOP_DESKTOP_USER_DATA');
  });

  it('names every bad variable at once', () => {
    const message = problem({ SHOP_URL: 'ftp://x', SHOP_MARKET: 'xx-XX', SHOP_DESKTOP_LOG_LEVEL: 'loud' });
    expect(message).toContain('SHOP_URL');
    expect(message).toContain('SHOP_MARKET');
    expect(message).toContain('SHOP_DESKTOP_LOG_LEVEL');
  });

  it('registers the scheme in development only when asked', () => {
    expect(ok({ SHOP_DESKTOP_REGISTER_PROTOCOL: '1' }).registerProtocolInDev).toBe(true);
    expect(ok({ SHOP_DESKTOP_REGISTER_PROTOCOL: 'false' }).registerProtocolInDev).toBe(false);
    expect(problem({ SHOP_DESKTOP_REGISTER_PROTOCOL: 'yes' })).toContain('SHOP_DESKTOP_REGISTER_PROTOCOL');
  });
});

describe('the shop a packaged app opens (security issue, item 18)', () => {
  const packaged = { packaged: true, shopOrigin: 'https://www.shop.example' };

  it('ignores SHOP_URL from the environment: an attacker’s site is never opened', () => {
    const result = readDesktopConfig({ SHOP_URL: 'http://evil.example:8080' }, packaged);
    if (!result.ok) throw new Error(result.message);
    expect(result.config.shopUrl.origin).toBe('https://www.shop.example');
    expect(result.ignored).toEqual(['SHOP_URL']);
  });

  it('ignores SHOP_URL even when it is https or malformed', () => {
    for (const value of ['https://evil.example', 'not a url']) {
      const result = readDesktopConfig({ SHOP_URL: value }, packaged);
      if (!result.ok) throw new Error(result.message);
      expect(result.config.shopUrl.origin).toBe('https://www.shop.example');
    }
  });

  it.each([
    ['', 'no usable shop origin'],
    ['http://www.shop.example', 'https'],
    ['https://www.shop.example/d/', "shop's origin only"],
    ['https://user:pw@www.shop.example', 'user name or password'],
    // Issue 34 item 12: a packaged app is built for a production host.
    ['https://localhost', 'local host'],
    ['https://127.0.0.1', 'local host'],
    ['https://de.cards.localhost', 'local host'],
  ])('refuses to start with baked origin "%s"', (shopOrigin, message) => {
    const result = readDesktopConfig(
      { SHOP_URL: 'https://www.shop.example' },
      { packaged: true, shopOrigin },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('SHOP_DESKTOP_ORIGIN');
      expect(result.message).toContain(message);
    }
  });

  it('still reads every other setting', () => {
    const result = readDesktopConfig({ SHOP_MARKET: 'fr-CH', SHOP_CACHE_MB: '64' }, packaged);
    if (!result.ok) throw new Error(result.message);
    expect(result.config.market).toBe('fr-CH');
    expect(result.ignored).toEqual([]);
  });

  it('lets development builds point anywhere, http included, defaulting to the baked origin', () => {
    const dev = { packaged: false, shopOrigin: 'https://www.shop.example' };
    expect(ok({ SHOP_URL: 'http://127.0.0.1:3303' }).shopUrl.origin).toBe('http://127.0.0.1:3303');
    const overridden = readDesktopConfig({ SHOP_URL: 'http://127.0.0.1:3303' }, dev);
    const fallback = readDesktopConfig({}, dev);
    if (!overridden.ok || !fallback.ok) throw new Error('expected development settings to be read');
    expect(overridden.config.shopUrl.origin).toBe('http://127.0.0.1:3303');
    expect(overridden.ignored).toEqual([]);
    expect(fallback.config.shopUrl.origin).toBe('https://www.shop.example');
  });
});
