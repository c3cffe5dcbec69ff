/**
 * SPEC 4/5: in development, QA may point a local shop's browser calls (/web-api, /price-api,
 * /api, /customer-picture) at another backend with `?_apiBase=<origin>`. The underscore keeps it
 * on every link (SPEC 2), so it lasts the visit. Only a bare http(s) origin is accepted; the
 * server turns the whole override off outside development (server/config.ts).
 */

export const API_BASE_PARAM = '_apiBase';

/** The origin of a valid override in a query string, else null. */
export function apiBaseOverride(search: string): string | null {
  const raw = new URLSearchParams(search).get(API_BASE_PARAM)?.trim();
  if (!raw || raw.length > 200) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // An origin only: a path, credentials or a query would let the parameter smuggle more than a host.
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    return null;
  }
  return url.origin;
}

/** A backend path on the configured base ('' is the shop's own origin). */
export function apiUrl(apiBase: string, path: string): string {
  return apiBase ? `${apiBase}${path}` : path;
}
