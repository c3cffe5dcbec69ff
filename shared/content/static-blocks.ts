/**
 * Blocks without client behaviour (issue 20, "hydration data reduced to what the client renders").
 *
 * Their HTML is final when the server sends it: the browser keeps it as it is at hydration, so the
 * first page's hydration data carries a stub instead of the block's fields (and no block data for
 * it). Client navigations load the full story and render these blocks as usual.
 *
 * A block that gains state, effects or event handlers must leave this list: kept server HTML
 * would never get them. (Links inside kept HTML still navigate in the app: see StaticBlock.tsx.)
 */
import type { Blok } from './story-types';

export const STATIC_BLOCKS: ReadonlySet<string> = new Set([
  'Headline',
  'Text',
  'Margin',
  'Teaser',
  'SubTeaser',
  'SubTeaserPhotoLarge',
  'SubTeaserPhotoSmall',
  'SubTeaserTiles',
  'RecoSubTeaser',
  'RecoSubTeaserTiles',
  'UspTeaser',
  'Information',
  'PhotoBlock',
  'Feed',
  'FormatsAndPrices',
  'Frame',
  'Accessory',
  'SKUContainer',
]);

/** What the first page's hydration data holds in place of a static block. */
export interface StaticBlokStub {
  _uid: string;
  component: string;
  _static: true;
}

function isBlokLike(value: unknown): value is Blok {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Blok).component === 'string' &&
    typeof (value as Blok)._uid === 'string'
  );
}

export function isStaticStub(value: unknown): value is StaticBlokStub {
  return isBlokLike(value) && (value as Partial<StaticBlokStub>)._static === true;
}

/** True when nothing below this value is a block with client behaviour. */
function holdsOnlyStaticBlocks(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(holdsOnlyStaticBlocks);
  if (typeof value !== 'object' || value === null) return true;
  if (isBlokLike(value) && !STATIC_BLOCKS.has(value.component)) return false;
  return Object.values(value).every(holdsOnlyStaticBlocks);
}

/** A blok the browser may keep as server HTML: a static kind holding only static kinds. */
export function isStaticBlok(value: unknown): value is Blok {
  return isBlokLike(value) && STATIC_BLOCKS.has(value.component) && holdsOnlyStaticBlocks(value);
}

function stubsOf(value: unknown, stripped: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => stubsOf(item, stripped));
  if (typeof value !== 'object' || value === null) return value;
  if (isStaticBlok(value)) {
    stripped.add(value._uid);
    // Block data of blocks nested in it goes too: nothing renders them at hydration.
    collectUids(value, stripped);
    return { _uid: value._uid, component: value.component, _static: true } satisfies StaticBlokStub;
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, stubsOf(field, stripped)]));
}

function collectUids(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectUids(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (isBlokLike(value)) into.add(value._uid);
  for (const field of Object.values(value)) collectUids(field, into);
}

/**
 * A page loader's data for the first page's hydration: every static block of the story's body
 * replaced by its stub, and the block data only those blocks read left out. Data that is not a
 * content page's (no `content.body`) comes back as it is.
 */
export function hydrationDataOf<T>(loaderData: T): T {
  if (typeof loaderData !== 'object' || loaderData === null) return loaderData;
  const page = loaderData as { content?: { body?: unknown }; blockData?: Record<string, unknown> };
  if (!page.content || !Array.isArray(page.content.body)) return loaderData;
  const stripped = new Set<string>();
  const body = stubsOf(page.content.body, stripped);
  const result: Record<string, unknown> = { ...page, content: { ...page.content, body } };
  if (page.blockData && typeof page.blockData === 'object') {
    result.blockData = Object.fromEntries(
      Object.entries(page.blockData).filter(([uid]) => !stripped.has(uid)),
    );
  }
  return result as T;
}
