/**
 * The market's contact details in story content. The global story's hotline fields (burger menu,
 * organisation) get the market's number; texts name it as {{hotline}}, and a block whose text
 * needs a number the market does not have is left out, rather than showing "Phone: ".
 */
import type { MarketContact } from '../markets/contact';

const PLACEHOLDER = /\{\{\s*hotline\s*\}\}/g;
/** Fields of the global story that hold the hotline itself. */
const HOTLINE_FIELDS = new Set(['serviceHotline', 'supportPhone']);

const DROP = Symbol('drop');

const isBlok = (node: unknown) =>
  typeof node === 'object' &&
  node !== null &&
  typeof (node as { component?: unknown }).component === 'string';

function fill(node: unknown, contact: MarketContact, depth: number): unknown {
  if (depth > 60) return node;
  if (typeof node === 'string') {
    if (!PLACEHOLDER.test(node)) return node;
    PLACEHOLDER.lastIndex = 0;
    return contact.hotline ? node.replace(PLACEHOLDER, contact.hotline) : DROP;
  }
  if (Array.isArray(node)) {
    const items = node.map((item) => fill(item, contact, depth + 1));
    // A dropped blok leaves its list; a dropped piece of text takes its paragraph (and so its blok) along.
    if (items.some((item, i) => item === DROP && !isBlok(node[i]))) return DROP;
    return items.filter((item) => item !== DROP);
  }
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (HOTLINE_FIELDS.has(key) && typeof value === 'string') {
      copy[key] = contact.hotline ?? '';
      continue;
    }
    const filled = fill(value, contact, depth + 1);
    if (filled === DROP) return DROP;
    copy[key] = filled;
  }
  return copy;
}

/** A copy of story content with the market's contact details in it. */
export function withMarketContact<T>(content: T, contact: MarketContact): T {
  const filled = fill(content, contact, 0);
  return (filled === DROP ? content : filled) as T;
}
