/** SPEC 2 slug sanity check for the catch-all route. */
export const MAX_SLUG_LENGTH = 512;
export const MAX_URL_LENGTH = 4096;

/** Decodes a path, or returns undefined when its percent-encoding is invalid. */
export function safeDecodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * A slug is sane when it decodes, holds no "..", no control characters, no encoded slash or
 * backslash, no empty segment, and is not over-long.
 */
export function isSaneSlug(rawSlug: string): boolean {
  if (rawSlug.length > MAX_SLUG_LENGTH) return false;
  if (/%2f|%5c/i.test(rawSlug)) return false;
  const decoded = safeDecodePath(rawSlug);
  if (decoded === undefined) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return false;
  if (decoded.includes('\\')) return false;
  const segments = decoded.replace(/^\/+|\/+$/g, '').split('/');
  return segments.every((s) => s !== '..' && s !== '.' && s.length > 0) || decoded.replace(/\//g, '') === '';
}
