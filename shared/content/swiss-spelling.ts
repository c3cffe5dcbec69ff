/**
 * Swiss Standard German writes "ss" where German writes "ß". The German stories serve de-CH and
 * de-LI too, so their text is converted when shown there; links, paths and ids are left alone.
 */
import type { Market } from '../markets';

const SWISS: readonly Market[] = ['de-CH', 'de-LI'];

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

export function usesSwissSpelling(market: Market): boolean {
  return SWISS.includes(market);
}

/** A copy of story content with every "ß" of its text written "ss". */
export function toSwissSpelling<T>(content: T, depth = 0): T {
  if (depth > 60) return content;
  if (typeof content === 'string') return content.replace(/ß/g, 'ss') as T;
  if (Array.isArray(content)) return content.map((item) => toSwissSpelling(item, depth + 1)) as T;
  if (typeof content !== 'object' || content === null) return content;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) {
    copy[key] = KEEP.has(key) ? value : toSwissSpelling(value, depth + 1);
  }
  return copy as T;
}
