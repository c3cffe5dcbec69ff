/** The smartbanner's app deep link (SPEC 2): built from the page the shopper is on. */

/** The placeholder a deep-link template carries for the current path. */
export const PATH_PLACEHOLDER = '{path}';

/**
 * The "use app" link for the current path. The template's `{path}` is replaced by the encoded
 * path (query and hash dropped; the app opens the same page); a template without the placeholder
 * gets the path as its `path` query parameter.
 */
export function appDeepLink(template: string, path: string): string {
  const clean = normalisePath(path);
  const encoded = encodeURIComponent(clean);
  if (template.includes(PATH_PLACEHOLDER)) return template.split(PATH_PLACEHOLDER).join(encoded);
  const [beforeHash = '', hash] = template.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}path=${encoded}${hash !== undefined ? `#${hash}` : ''}`;
}

function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.trim();
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Star fill for a rating: full stars, then one partial (0..1), then empty ones, out of five. */
export function ratingStars(rating: number, of = 5): number[] {
  const r = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), of) : 0;
  return Array.from({ length: of }, (_, i) => Math.round(Math.min(Math.max(r - i, 0), 1) * 100) / 100);
}
