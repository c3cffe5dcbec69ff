/**
 * The href an internal path gets in the current market and platform (prefix added). A module of
 * its own: the layout needs only this, and links.ts would bring all the link rules into the entry.
 */
export function prefixPath(path: string, basename: string): string {
  if (!basename) return path;
  if (path === '/') return basename;
  return `${basename}${path}`;
}
