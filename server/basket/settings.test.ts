/** The basket's settings are read and checked with the others: a bad value stops start-up, naming it. */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config';
import { basketSettings } from './plugin';
import { parseSupportUsers } from './support-users';

const HASH = '$scrypt$ln=16,r=8,p=2$c2FsdA==$aGFzaA==';

describe('basket settings', () => {
  it('has safe defaults: embedded order form, no support login, a month for baskets, two days for photos', () => {
    const settings = basketSettings(readConfig({ DATA_DIR: '/srv/shop' }));
    expect(settings).toMatchObject({
      uploadsDir: '/srv/shop/design-uploads',
      printDir: '/srv/shop/print-files',
      checkoutUrl: undefined,
      supportUsers: [],
      basketKeepMs: 30 * 24 * 60 * 60_000,
      uploadKeepMs: 48 * 60 * 60_000,
      cleanupEveryMs: 60 * 60_000,
      maxFileBytes: 30 * 1024 * 1024,
      maxPixels: 100_000_000,
    });
  });

  it('takes CHECKOUT_URL with placeholders and SUPPORT_USERS entries', () => {
    const config = readConfig({
      CHECKOUT_URL: 'https://checkout.example.com/{channel}/{market}/checkout',
      SUPPORT_USERS: `anna:${HASH}\n  ben:${HASH}`,
    });
    expect(config.CHECKOUT_URL).toBe('https://checkout.example.com/{channel}/{market}/checkout');
    expect(config.SUPPORT_USERS?.map((u) => u.name)).toEqual(['anna', 'ben']);
  });

  it('refuses a CHECKOUT_URL that is no web address and a SUPPORT_USERS entry without a hash', () => {
    expect(() => readConfig({ CHECKOUT_URL: 'ftp://checkout' })).toThrow(ConfigError);
    expect(() => readConfig({ CHECKOUT_URL: 'ftp://checkout' })).toThrow(/CHECKOUT_URL/);
    expect(() => readConfig({ SUPPORT_USERS: 'anna:secret' })).toThrow(/SUPPORT_USERS/);
    expect(parseSupportUsers(':$scrypt$x')).toMatch(/not name/);
    expect(() => readConfig({ BASKET_KEEP_DAYS: '0' })).toThrow(/BASKET_KEEP_DAYS/);
  });
});
