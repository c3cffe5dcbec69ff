import { FLAG_ERRORS, type FlagLogger } from './log';
import type { DecidedTreatment } from './treatments';

export type Overrides = Record<string, DecidedTreatment>;

/** SPEC 5: a query override is accepted only when it is exactly "on" or "off". */
export function parseOverrideValue(value: string | null | undefined): DecidedTreatment | null {
  return value === 'on' || value === 'off' ? value : null;
}

function paramsOf(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/**
 * The `?<flag>=on|off` overrides of a query, for the given flags only; other parameters are not
 * flags and are left alone. A flag parameter with any other value is rejected and logged.
 */
export function overridesFromQuery(
  search: string | URLSearchParams,
  flags: readonly string[],
  log?: FlagLogger,
): Overrides {
  const params = paramsOf(search);
  const overrides: Overrides = {};
  for (const flag of flags) {
    if (!params.has(flag)) continue;
    // The last value wins, as a browser's address bar edit would expect.
    const raw = params.getAll(flag).at(-1) ?? '';
    const value = parseOverrideValue(raw);
    if (value) overrides[flag] = value;
    else log?.warn(FLAG_ERRORS.overrideRejected, { flag, value: raw.slice(0, 50) });
  }
  return overrides;
}

/**
 * The query string of a debug-panel link: the current one with `flag` set to on or off, or
 * removed (null). Always starts with "?" so that it can be used as a relative link.
 */
export function overrideSearch(
  search: string | URLSearchParams,
  flag: string,
  value: DecidedTreatment | null,
): string {
  const params = new URLSearchParams(paramsOf(search));
  params.delete(flag);
  if (value) params.set(flag, value);
  const query = params.toString();
  return query ? `?${query}` : '?';
}
