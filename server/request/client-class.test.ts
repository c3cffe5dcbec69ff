import { describe, expect, it } from 'vitest';
import { deviceClassOf, isBotRequest } from './client-class';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';
const KINDLE_FIRE =
  'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.4.1 like Chrome/120.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('bots and device classes (SPEC 1, SPEC 6)', () => {
  it('recognises crawlers, not browsers', () => {
    expect(isBotRequest({ 'user-agent': GOOGLEBOT })).toBe(true);
    expect(isBotRequest({ 'user-agent': DESKTOP })).toBe(false);
    expect(isBotRequest({})).toBe(false);
  });

  it.each([
    [{ 'user-agent': IPHONE }, 'mobile'],
    [{ 'user-agent': IPAD }, 'tablet'],
    [{ 'user-agent': DESKTOP }, 'desktop'],
    [{ 'user-agent': DESKTOP, 'cloudfront-is-mobile-viewer': 'true' }, 'mobile'],
    [{ 'user-agent': DESKTOP, 'cloudfront-is-tablet-viewer': 'true' }, 'tablet'],
    [{ 'user-agent': IPHONE, 'x-device-type': 'desktop' }, 'desktop'],
    [{ 'user-agent': ANDROID_PHONE }, 'mobile'],
    [{ 'user-agent': ANDROID_TABLET }, 'tablet'],
    [{ 'user-agent': FIREFOX_ANDROID }, 'mobile'],
    [{ 'user-agent': KINDLE_FIRE }, 'tablet'],
    [{ 'user-agent': WINDOWS_EDGE }, 'desktop'],
    [{ 'user-agent': MAC_SAFARI }, 'desktop'],
    [{ 'user-agent': 'curl/8.5.0' }, 'desktop'],
    [{ 'user-agent': '   ' }, 'desktop'],
    [{ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' }, 'mobile'],
    [{ 'sec-ch-ua-mobile': '?1' }, 'mobile'],
    [{}, 'desktop'],
  ])('%o is %s', (headers, expected) => {
    expect(deviceClassOf(headers)).toBe(expected);
  });
});
