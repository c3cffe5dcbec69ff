/**
 * The basket's texts on the server (error messages, product titles, the order mail) in the
 * shopper's language. They live in the web app's bundles under `basket.*`, so the page and the
 * API say the same thing; en-GB fills a gap.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Bundle, bundleOf, type Market } from '../../shared/markets';
import { ApiError } from '../http/errors';

const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'web', 'i18n', 'locales');
type Tree = { [key: string]: Tree | string };
const bundles = new Map<Bundle, Tree>();

function basketTree(bundle: Bundle): Tree {
  let found = bundles.get(bundle);
  if (!found) {
    const all = JSON.parse(readFileSync(join(LOCALES_DIR, `${bundle}.json`), 'utf8')) as Tree;
    found = (typeof all.basket === 'object' ? all.basket : {}) as Tree;
    bundles.set(bundle, found);
  }
  return found;
}

function lookup(bundle: Bundle, key: string): string | undefined {
  let node: Tree | string | undefined = basketTree(bundle);
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `basket.{key}` in the market's language with {{values}} filled in; the key itself if no bundle has it. */
export function basketText(
  market: Market,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = lookup(bundleOf(market), key) ?? lookup('en-GB', key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A 4xx whose message is `basket.errors.{code}` in the shopper's language. */
export function basketError(
  market: Market,
  status: number,
  code: string,
  fields?: Record<string, string>,
  values: Record<string, string | number> = {},
): ApiError {
  return new ApiError(status, code, basketText(market, `errors.${code}`, values), fields);
}
