/**
 * Reading and writing cookies, for the server (Cookie and Set-Cookie headers) and the browser
 * (document.cookie), with the SPEC 5 cookie option rules: valid name and value characters, finite
 * maxAge, sameSite strict/lax/none, priority low/medium/high; path defaults to / (SPEC 9).
 *
 * A request's Cookie header is parsed once, at the server's edge (server/http/request-context.ts);
 * everything below reads the parsed `Cookies`.
 */

/** A request's cookies by name, as parseCookies reads them. */
export type Cookies = Readonly<Record<string, string>>;

export interface CookieOptions {
  /** Seconds; must be finite. */
  maxAge?: number;
  path?: string;
  sameSite?: 'strict' | 'lax' | 'none';
  priority?: 'low' | 'medium' | 'high';
  secure?: boolean;
}

// RFC 6265 token characters for names; cookie-octets for values.
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[\u0021\u0023-\u002B\u002D-\u003A\u003C-\u005B\u005D-\u007E]*$/;

export class CookieError extends Error {}

/** A Set-Cookie / document.cookie string; throws CookieError on an invalid name, value or option. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new CookieError(`invalid cookie name: ${name}`);
  if (!VALUE.test(value)) throw new CookieError(`invalid cookie value for ${name}`);
  const parts = [`${name}=${value}`];
  if (options.maxAge !== undefined) {
    if (!Number.isFinite(options.maxAge)) throw new CookieError('maxAge must be finite');
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  }
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.sameSite) {
    if (!['strict', 'lax', 'none'].includes(options.sameSite)) throw new CookieError('invalid sameSite');
    parts.push(`SameSite=${options.sameSite[0]?.toUpperCase()}${options.sameSite.slice(1)}`);
  }
  if (options.priority) {
    if (!['low', 'medium', 'high'].includes(options.priority)) throw new CookieError('invalid priority');
    parts.push(`Priority=${options.priority[0]?.toUpperCase()}${options.priority.slice(1)}`);
  }
  if (options.secure || options.sameSite === 'none') parts.push('Secure');
  return parts.join('; ');
}

/** Reads a Cookie header or document.cookie into a map; the first of duplicate names wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    out[name] = part.slice(eq + 1).trim();
  }
  return out;
}
