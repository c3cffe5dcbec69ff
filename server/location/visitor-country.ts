/**
 * The visitor's country as the edge (CDN, load balancer) tells it: CF-IPCountry, X-Country-Code
 * and the like. Which headers count is configuration (LOCATION_HEADERS), because a header is only
 * worth trusting when the edge in front of the shop sets it and strips what the client sent.
 */

export const DEFAULT_LOCATION_HEADERS = [
  'cf-ipcountry',
  'x-country-code',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-appengine-country',
] as const;

/** Values edges send when they do not know: Cloudflare's XX (unknown) and T1 (Tor), "ZZ", "--". */
const UNKNOWN_VALUES = new Set(['XX', 'T1', 'ZZ', 'A1', 'A2', 'O1', 'EU', 'AP']);

export type VisitorCountry =
  | { known: true; country: string; source: string }
  | { known: false; reason: 'no-header' | 'not-a-country'; source: string | null };

type Headers = Record<string, string | string[] | undefined>;

/** The first configured header that is present decides; later ones are not consulted. */
export function visitorCountry(headers: Headers, names: readonly string[]): VisitorCountry {
  for (const name of names) {
    const raw = headers[name.toLowerCase()];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (!value) continue;
    if (!/^[A-Z]{2}$/.test(value) || UNKNOWN_VALUES.has(value)) {
      return { known: false, reason: 'not-a-country', source: name };
    }
    return { known: true, country: value, source: name };
  }
  return { known: false, reason: 'no-header', source: null };
}

/** LOCATION_HEADERS: comma-separated header names; an empty list turns location off. */
export function parseLocationHeaders(value: string | undefined): string[] | { error: string } {
  if (value === undefined) return [...DEFAULT_LOCATION_HEADERS];
  const names = value
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const bad = names.find((n) => !/^[a-z0-9][a-z0-9-]{0,63}$/.test(n));
  return bad ? { error: `"${bad}" is not a header name` } : names;
}
