/**
 * SPEC 3 trailingSlash: one spelling of a page path is the page, the other redirects to it.
 * The home page ("/") and the designer paths (SPEC 2: always with a slash) keep theirs.
 */
const KEEPS_ITS_SPELLING = /^\/configurator-/;

/** The path to redirect to, or undefined when `rest` is already spelt as the setting wants. */
export function trailingSlashRedirect(rest: string, trailingSlash: boolean): string | undefined {
  if (rest === '/' || rest === '' || KEEPS_ITS_SPELLING.test(rest)) return undefined;
  const hasSlash = rest.endsWith('/');
  if (trailingSlash && !hasSlash) return `${rest}/`;
  if (!trailingSlash && hasSlash) {
    const stripped = rest.replace(/\/+$/, '');
    return stripped === '' ? undefined : stripped;
  }
  return undefined;
}
