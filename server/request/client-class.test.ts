import { describe, expect, it } from 'vitest';
import { deviceClassOf, isBotRequest } from './client-class';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
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
    [{ 'sec-ch-ua-mobile': '?1' }, 'mobile'],
    [{}, 'desktop'],
  ])('%o is %s', (headers, expected) => {
    expect(deviceClassOf(headers)).toBe(expected);
  });
});
