/**
 * Story content rewritten for a market's spelling (Swiss German, American English): every text is
 * mapped, while the fields that name things (links, paths, ids, asset files) are left alone.
 */

/** Fields that name things rather than say them: never rewritten. */
const KEEP = new Set([
  '_uid',
  'uuid',
  'id',
  'component',
  'linktype',
  'fieldtype',
  'url',
  'cached_url',
  'href',
  'filename',
  'path',
  'anchor',
  'email',
  'type',
]);

/** A copy of story content with `rewrite` applied to each of its texts. */
export function mapStoryText<T>(content: T, rewrite: (text: string) => string, depth = 0): T {
  if (depth > 60) return content;
  if (typeof content === 'string') return rewrite(content) as T;
  if (Array.isArray(content)) return content.map((item) => mapStoryText(item, rewrite, depth + 1)) as T;
  if (typeof content !== 'object' || content === null) return content;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) {
    copy[key] = KEEP.has(key) ? value : mapStoryText(value, rewrite, depth + 1);
  }
  return copy as T;
}
