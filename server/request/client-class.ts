import { getParser } from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '../../shared/contracts/request-info';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Crawlers and bots (SPEC 1): they get no flag client and the whole page at once. */
export function isBotRequest(headers: Headers): boolean {
  return isbot(header(headers, 'user-agent') ?? '');
}

/**
 * SPEC 6: mobile, tablet or desktop, from an edge's device headers when a CDN sent them,
 * else from the user agent.
 */
export function deviceClassOf(headers: Headers): DeviceClass {
  if (header(headers, 'cloudfront-is-tablet-viewer') === 'true') return 'tablet';
  if (header(headers, 'cloudfront-is-mobile-viewer') === 'true') return 'mobile';
  const edge = header(headers, 'x-device-type')?.toLowerCase();
  if (edge === 'mobile' || edge === 'tablet' || edge === 'desktop') return edge;
  const type = platformTypeOf(header(headers, 'user-agent') ?? '');
  if (type === 'tablet') return 'tablet';
  if (type === 'mobile') return 'mobile';
  if (header(headers, 'sec-ch-ua-mobile') === '?1') return 'mobile';
  return 'desktop';
}

/** Bowser (MIT) refuses an empty user agent; a request without one is simply not a known device. */
function platformTypeOf(userAgent: string): string {
  if (userAgent.trim() === '') return '';
  return getParser(userAgent).getPlatformType(true);
}
