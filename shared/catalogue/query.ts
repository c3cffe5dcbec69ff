/** SPEC 7 query builder: what designer links and API calls put after the "?". */

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[] | { readonly [key: string]: QueryScalar };

export interface BuildQueryOptions {
  /** SPEC 7: refinementType "none" or empty means no refinement, which some receivers want left out. */
  dropEmptyRefinementType?: boolean;
}

/** Keeps [ and ] readable, as the designers and the collage API expect key[]=a, not key%5B%5D=a. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function encodeScalar(value: QueryScalar): string | undefined {
  if (value === null || value === undefined) return undefined;
  // NaN or Infinity in a link is always an upstream bug; leaving it out beats sending "NaN".
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return encodeURIComponent(String(value));
}

function isScalarList(value: QueryValue): value is readonly QueryScalar[] {
  return Array.isArray(value);
}

/**
 * Drops null and undefined (also inside lists and nested objects), writes lists as key[]=a&key[]=b
 * and plain objects as key[sub]=v, and keeps the caller's key order so links are stable.
 * Returns the query without the leading "?".
 */
export function buildQuery(
  params: Readonly<Record<string, QueryValue>>,
  options: BuildQueryOptions = {},
): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (
      options.dropEmptyRefinementType &&
      key === 'refinementType' &&
      (value === 'none' || (typeof value === 'string' && value.trim() === ''))
    ) {
      continue;
    }
    if (value === null || value === undefined) continue;
    if (isScalarList(value)) {
      for (const item of value) {
        const encoded = encodeScalar(item);
        if (encoded !== undefined) pairs.push(`${encodeKey(key)}[]=${encoded}`);
      }
    } else if (typeof value === 'object') {
      for (const [sub, item] of Object.entries(value)) {
        const encoded = encodeScalar(item);
        if (encoded !== undefined) pairs.push(`${encodeKey(`${key}[${sub}]`)}=${encoded}`);
      }
    } else {
      const encoded = encodeScalar(value);
      if (encoded !== undefined) pairs.push(`${encodeKey(key)}=${encoded}`);
    }
  }
  return pairs.join('&');
}
