/**
 * Storyblok's story filters, sorting and slug wildcards, applied to stories as a request sees
 * them (the content in the requested language and version).
 *
 * filter_query operations as documented: `in` / `not_in` (exact values; an empty value matches
 * empty strings and missing fields), `like` / `not_like` (`*` is a wildcard), `any_in_array` /
 * `all_in_array` (array fields), `gt_int` / `lt_int`, `gt_float` / `lt_float` (non-numbers never
 * match), `gt_date` / `lt_date` (`2024-01-31 10:00`, UTC), and `is` (empty, not_empty,
 * empty_array, not_empty_array, true, false, null, not_null).
 */
import type { FilterCondition, StoryFilter } from './query';
import { SORT_BY } from './query';

/** The value at a dot path of the content (`seo.title`, `body.0.headline`). */
export function valueAt(content: unknown, path: string): unknown {
  let node: unknown = content;
  for (const part of path.split('.')) {
    if (node === null || node === undefined) return undefined;
    if (Array.isArray(node)) {
      node = /^\d+$/.test(part) ? node[Number(part)] : undefined;
    } else if (typeof node === 'object') {
      node = (node as Record<string, unknown>)[part];
    } else {
      return undefined;
    }
  }
  return node;
}

function scalarText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** `*` matches any run of characters; everything else literally. */
export function wildcard(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`, 's');
}

function asDate(value: string): number {
  const normalised = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00Z`
    : /[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
      ? value.replace(' ', 'T')
      : `${value.replace(' ', 'T')}Z`;
  return Date.parse(normalised);
}

function numberOf(value: unknown): number | undefined {
  const text = scalarText(value);
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function holds(condition: FilterCondition, content: unknown): boolean {
  const value = valueAt(content, condition.field);
  const { values } = condition;
  switch (condition.operation) {
    case 'in': {
      const text = scalarText(value) ?? '';
      return values.includes(text);
    }
    case 'not_in': {
      const text = scalarText(value) ?? '';
      return !values.includes(text);
    }
    case 'like': {
      const text = scalarText(value);
      return text !== undefined && values.some((v) => wildcard(v).test(text));
    }
    case 'not_like': {
      const text = scalarText(value);
      return text === undefined || !values.some((v) => wildcard(v).test(text));
    }
    case 'any_in_array':
      return Array.isArray(value) && values.some((v) => value.map(scalarText).includes(v));
    case 'all_in_array':
      return Array.isArray(value) && values.every((v) => value.map(scalarText).includes(v));
    case 'gt_int':
    case 'gt_float': {
      const n = numberOf(value);
      const limit = Number(values[0]);
      return n !== undefined && Number.isFinite(limit) && n > limit;
    }
    case 'lt_int':
    case 'lt_float': {
      const n = numberOf(value);
      const limit = Number(values[0]);
      return n !== undefined && Number.isFinite(limit) && n < limit;
    }
    case 'gt_date':
    case 'lt_date': {
      const text = scalarText(value);
      if (!text) return false;
      const at = asDate(text);
      const limit = asDate(values[0] ?? '');
      if (Number.isNaN(at) || Number.isNaN(limit)) return false;
      return condition.operation === 'gt_date' ? at > limit : at < limit;
    }
    case 'is':
      return values.every((v) => isValue(v, value));
  }
}

function isValue(kind: string, value: unknown): boolean {
  switch (kind) {
    case 'empty':
      return value === '' || value === null || value === undefined;
    case 'not_empty':
      return value !== '' && value !== null && value !== undefined;
    case 'empty_array':
      return Array.isArray(value) && value.length === 0;
    case 'not_empty_array':
      return Array.isArray(value) && value.length > 0;
    case 'true':
      return value === true;
    case 'false':
      return value === false;
    case 'null':
      return value === null;
    case 'not_null':
      return value !== null && value !== undefined;
    default:
      return false;
  }
}

export function matchesFilter(filter: StoryFilter, content: unknown): boolean {
  if (!filter.and.every((c) => holds(c, content))) return false;
  return filter.or.length === 0 || filter.or.some((c) => holds(c, content));
}

/** Whether any text in the content tree (or the name) contains the term, ignoring case. */
export function matchesSearchTerm(term: string, name: string, content: unknown): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  if (name.toLocaleLowerCase().includes(needle)) return true;
  const visit = (node: unknown): boolean => {
    if (typeof node === 'string') return node.toLocaleLowerCase().includes(needle);
    if (Array.isArray(node)) return node.some(visit);
    if (node && typeof node === 'object') {
      return Object.entries(node).some(([key, v]) => key !== '_uid' && key !== '_editable' && visit(v));
    }
    return false;
  };
  return visit(content);
}

export interface Sortable {
  name: string;
  full_slug: string;
  slug: string;
  position: number;
  id: number;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  updated_at: string;
  content: unknown;
}

const STORY_SORT_FIELDS = new Set([
  'name',
  'slug',
  'full_slug',
  'position',
  'id',
  'created_at',
  'published_at',
  'first_published_at',
  'updated_at',
  'sort_by_date',
]);

export function isSortField(field: string): boolean {
  return field.startsWith('content.') || STORY_SORT_FIELDS.has(field);
}

/**
 * A comparator for `sort_by`: `field:asc|desc`, optionally `:int` / `:float` for content fields
 * holding numbers as text. Missing values sort last either way; ties keep the listing order.
 */
export function comparatorOf(sortBy: string): (a: Sortable, b: Sortable) => number {
  const match = SORT_BY.exec(sortBy);
  const field = match?.[1] ?? 'position';
  const descending = match?.[2] === 'desc';
  const numeric = match?.[3] !== undefined || field === 'position' || field === 'id';
  const read = (s: Sortable): unknown =>
    field.startsWith('content.')
      ? valueAt(s.content, field.slice('content.'.length))
      : (s as unknown as Record<string, unknown>)[field];
  return (a, b) => {
    const x = read(a);
    const y = read(b);
    const xMissing = x === null || x === undefined || x === '';
    const yMissing = y === null || y === undefined || y === '';
    if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
    let order: number;
    if (numeric) {
      order = Number(x) - Number(y);
      if (Number.isNaN(order)) order = 0;
    } else {
      const xs = String(x);
      const ys = String(y);
      order = xs < ys ? -1 : xs > ys ? 1 : 0;
    }
    return descending ? -order : order;
  };
}
