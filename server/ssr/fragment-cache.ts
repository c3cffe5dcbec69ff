/**
 * The fragment cache (issue 20, "one uncached home render"): the HTML of static content blocks
 * (shared/content/static-blocks.ts), kept between renders of anonymous visitors. A page that
 * misses the micro-cache (page-cache.ts) renders its header, footer and interactive parts, and
 * takes the content blocks it rendered before as they were. On the home page they are half of the
 * elements.
 *
 * A block's HTML is a function of the blok object (a new CMS version is a new object), the block
 * data of the bloks inside it, the block's place in the tree (its ids derive from it), the props
 * its parent passes, and the request's shop context (market, language, platform, device class,
 * flag treatments, path). The key holds all of them: a hit is byte for byte the HTML the block
 * would have rendered.
 *
 * Filling the cache: a render notes its lookups in render order, which is document order as
 * long as nothing was streamed out of order. Once the page has finished, its HTML is read in that
 * order: the n-th `<div class="static-block">` is the n-th lookup, and its inner HTML is kept for
 * the lookup's key if the lookup had missed. Any doubt (counts differ, a Suspense boundary that
 * streamed later, a script inside) and nothing is kept.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { getOrCreate } from '../../shared/collections/get-or-create';
import type { BlockDataMap } from '../../shared/contracts/block-data';
import type { FragmentBlock, FragmentCache, RenderFragments } from '../../shared/contracts/fragments';

const OPEN = '<div class="static-block">';
const CLOSE = '</div>';
const DIV_TAG = /<(\/?)div[\s>]/g;
/** React streamed a boundary later (a placeholder and a hidden segment): document order is not render order. */
const OUT_OF_ORDER = /<template|<!--\$[?!]|<div hidden id="S:/;
/** Nothing that runs, and no boundary that had not finished. */
const NOT_KEPT = /<script|<style|<template|<!--\$[?!]/i;
const IMG_TAG = /<img\b[^>]*>/g;

/**
 * Whether the fragment alone is all its block wrote. React also puts a preload into the head for
 * every image that is not lazy (the teaser's LCP image): a hit would leave it out, so a block with
 * one always renders. (Title, meta and link elements would be hoisted too; no block renders them.)
 */
function keepable(fragment: string): boolean {
  if (NOT_KEPT.test(fragment)) return false;
  for (const [tag] of fragment.matchAll(IMG_TAG)) if (!tag.includes(' loading="lazy"')) return false;
  return true;
}

export interface FragmentCacheOptions {
  ttlMs: number;
  /** Upper bound of the kept HTML, in bytes (UTF-16: two per character). */
  maxBytes: number;
}

export interface FragmentCacheStats {
  hits: number;
  misses: number;
  kept: number;
  /** Harvests given up because the page did not line up with its lookups. */
  abandoned: number;
  entries: number;
  bytes: number;
}

export interface ServerFragmentCache extends FragmentCache {
  readonly enabled: boolean;
  stats(): FragmentCacheStats;
}

/** A number per blok object: a CMS update brings new objects, whose keys never match the old ones. */
const blokIds = new WeakMap<object, number>();
let lastBlokId = 0;
const blokId = (blok: object) => getOrCreate(blokIds, blok, () => ++lastBlokId);

/** Every `_uid` at or below a blok, once per blok object. */
const uidsBelow = new WeakMap<object, string[]>();
function uidsOf(blok: object): string[] {
  return getOrCreate(uidsBelow, blok, () => {
    const found: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (typeof value !== 'object' || value === null) return;
      const uid = (value as { _uid?: unknown })._uid;
      if (typeof uid === 'string') found.push(uid);
      Object.values(value).forEach(walk);
    };
    walk(blok);
    return found;
  });
}

function dataOf(blok: object, data: BlockDataMap): string {
  const entries = uidsOf(blok)
    .filter((uid) => Object.hasOwn(data, uid))
    .map((uid) => [uid, data[uid]]);
  return entries.length === 0 ? '' : JSON.stringify(entries);
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64');

function keyOf(renderDigest: string, block: FragmentBlock): string {
  return createHash('sha256')
    .update(renderDigest)
    .update(`\n${blokId(block.blok)}\n${block.treeId}\n${block.variant}\n`)
    .update(dataOf(block.blok, block.data))
    .digest('base64');
}

/** The index just past the `</div>` closing the element whose content starts at `from`; -1 if none. */
function closingOf(html: string, from: number): number {
  DIV_TAG.lastIndex = from;
  let depth = 1;
  for (let match = DIV_TAG.exec(html); match; match = DIV_TAG.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + CLOSE.length;
  }
  return -1;
}

/** One lookup of a render: found, missing (kept once the page is finished), or known not to keep. */
export type Lookup = { state: 'hit' } | { state: 'miss'; key: string } | { state: 'uncacheable' };

/** What the cache holds per key: the inner HTML, or null for a block that must always render. */
interface Kept {
  html: string | null;
}

/**
 * The inner HTML of the blocks that missed, by key (null: not keepable): the page's static-block
 * elements taken in order, one per lookup. A hit's element is skipped whole (the blocks nested in
 * it were not looked up); any other is entered (they were). Undefined when the page and the
 * lookups disagree.
 */
export function harvestFragments(
  html: string,
  lookups: readonly Lookup[],
): Map<string, string | null> | undefined {
  if (OUT_OF_ORDER.test(html)) return undefined;
  const found = new Map<string, string | null>();
  let at = 0;
  let index = 0;
  for (let start = html.indexOf(OPEN, at); start !== -1; start = html.indexOf(OPEN, at)) {
    const lookup = lookups[index++];
    if (lookup === undefined) return undefined;
    const inner = start + OPEN.length;
    const end = closingOf(html, inner);
    if (end === -1) return undefined;
    if (lookup.state === 'hit') {
      at = end;
      continue;
    }
    if (lookup.state === 'miss') {
      const fragment = html.slice(inner, end - CLOSE.length);
      found.set(lookup.key, keepable(fragment) ? fragment : null);
    }
    at = inner;
  }
  return index === lookups.length ? found : undefined;
}

export function createFragmentCache(options: FragmentCacheOptions): ServerFragmentCache {
  const enabled = options.ttlMs > 0 && options.maxBytes > 0;
  const cache = new LRUCache<string, Kept>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (kept, key) => 2 * ((kept.html?.length ?? 0) + key.length) + 16,
    ttl: Math.max(1, options.ttlMs),
  });
  const counts = { hits: 0, misses: 0, kept: 0, abandoned: 0 };

  return {
    enabled,
    forRender(renderKey: string): RenderFragments {
      const lookups: Lookup[] = [];
      const mine = { hits: 0, misses: 0, uncacheable: 0 };
      const renderDigest = enabled ? digest(renderKey) : '';
      return {
        lookup(block) {
          if (!enabled) return undefined;
          const key = keyOf(renderDigest, block);
          const kept = cache.get(key);
          if (kept === undefined) {
            lookups.push({ state: 'miss', key });
            mine.misses += 1;
            counts.misses += 1;
            return undefined;
          }
          if (kept.html === null) {
            lookups.push({ state: 'uncacheable' });
            mine.uncacheable += 1;
            counts.misses += 1;
            return undefined;
          }
          lookups.push({ state: 'hit' });
          mine.hits += 1;
          counts.hits += 1;
          return kept.html;
        },
        counts: () => ({ ...mine }),
        harvest(html) {
          if (mine.misses === 0) return;
          const found = harvestFragments(html, lookups);
          if (!found) {
            counts.abandoned += 1;
            return;
          }
          for (const [key, fragment] of found) {
            cache.set(key, { html: fragment });
            if (fragment !== null) counts.kept += 1;
          }
        },
      };
    },
    stats: () => ({ ...counts, entries: cache.size, bytes: cache.calculatedSize }),
  };
}
