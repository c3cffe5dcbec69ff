/**
 * The one way the shop turns a target into a redirect Location (issue 13 item 1, issue 22 item 14).
 * Whatever comes in (a request path, a Referer, a CMS field, a router redirect), what comes out is a
 * path on the same origin that no browser can read as another host: browsers treat "\" like "/",
 * drop tab and newline anywhere in a URL, and read "//host" or "/\host" as protocol-relative.
 */
import { MAX_URL_LENGTH } from './slug';

/** A stand-in origin: whatever parses to another origin than this one is not a path of ours. */
const PROBE_ORIGIN = 'http://same-origin.invalid';

/** Separators at the start, literal or encoded, which a browser or a later decoding could double. */
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * Control characters, space and DEL: browsers strip tab and newline ("/\t/evil" is "//evil"), and
 * the rest has no place in a Location header.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0020\u007f]/;

function normaliseOnce(target: string): string | undefined {
  const collapsed = `/${target.replace(LEADING_SEPARATORS, '')}`;
  let url: URL;
  try {
    url = new URL(collapsed, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return undefined;
  // Dot segments may have produced a new leading "//" ("/..//evil"): the next round collapses it.
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A same-origin path for a redirect to `target`, or `fallback` when `target` is not a path at all
 * (an absolute or scheme-relative URL with another meaning, a relative path, control characters).
 * Leading separators in any spelling collapse to one "/"; the result is percent-encoded as a URL.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_URL_LENGTH) return fallback;
  if (CONTROL.test(target)) return fallback;
  // Only paths: "evil.example", "https://evil.example" and "javascript:…" are not ours to follow.
  if (!/^[/\\]/.test(target)) return fallback;
  let current = target;
  for (let round = 0; round < 4; round++) {
    const next = normaliseOnce(current);
    if (next === undefined) return fallback;
    if (next === current) return isSafePath(next) ? next : fallback;
    current = next;
  }
  return fallback;
}

/** Whether a Location value is a path that stays on this origin (the check safeRedirectPath ends with). */
export function isSafePath(location: string): boolean {
  return (
    /^\/(?![/\\])/.test(location) &&
    !/^\/(?:%2f|%5c)/i.test(location) &&
    !CONTROL.test(location) &&
    !(location.split(/[?#]/)[0] ?? '').includes('\\')
  );
}
