import { safeRedirectPath } from '../../../shared/routing';

/**
 * Parameters a page does not read itself: the shop's own underscore parameters (SPEC 2) and
 * whatever else a link brought along (utm_*, gclid …, which the tag manager reads on arrival).
 * A redirect that repairs a page's own parameters keeps them, in their order.
 */
const ROUTER_PARAMS: readonly string[] = ['_routes', '_data'];

export function keptParams(url: URL, own: readonly string[]): [string, string][] {
  return [...url.searchParams].filter(([key]) => {
    if (ROUTER_PARAMS.includes(key)) return false;
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    return !own.includes(name);
  });
}

/** A page's own query ("?a=1" or "") followed by the kept parameters. */
export function withKept(search: string, kept: readonly [string, string][]): string {
  const extra = new URLSearchParams(kept.map(([k, v]) => [k, v])).toString();
  if (!extra) return search;
  return search ? `${search}&${extra}` : `?${extra}`;
}

/**
 * Where a redirect that repairs a page's query goes: the same path below the router's basename
 * ("/d", "/fr/d"), because the router puts the basename back itself (with it left in,
 * /d/products?page=999 went to /d/d/products), through the one safe-redirect function.
 */
export function repairedLocation(url: URL, basename: string, search: string, own: readonly string[]): string {
  const inside = basename && (url.pathname === basename || url.pathname.startsWith(`${basename}/`));
  const path = inside ? url.pathname.slice(basename.length) || '/' : url.pathname;
  return safeRedirectPath(`${path}${withKept(search, keptParams(url, own))}`);
}
