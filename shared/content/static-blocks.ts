/**
 * Blocks without client behaviour (issue 20, "hydration data reduced to what the client renders").
 *
 * Their HTML is final when the server sends it: the browser keeps it as it is at hydration, so the
 * first page's hydration data carries a stub instead of the block's fields (and no block data for
 * it). Client navigations load the full story and render these blocks as usual.
 *
 * A block that gains state, effects or event handlers must leave this list: kept server HTML
 * would never get them. Nor may a static block read the query, the clock or the customer: the
 * server reuses its HTML between anonymous renders keyed without them (server/ssr/fragment-cache.ts). (Links inside kept HTML still navigate in the app: see StaticBlock.tsx.)
 */
import type { Blok, ContentComponentName } from './story-types';

/**
 * Every block kind, static or interactive. A kind added to ContentBlokMap without an entry here
 * fails the type check: somebody has to decide.
 */
const BLOCK_BEHAVIOUR = {
  ABContent: 'interactive',
  Accessory: 'static',
  AccessoryDetailWrapper: 'interactive',
  AccessoryOverviewWrapper: 'interactive',
  CalendarDetailWrapper: 'interactive',
  CalendarOverviewWrapper: 'interactive',
  CardDetailWrapper: 'interactive',
  CardOverviewWrapper: 'interactive',
  CollageDetailWrapper: 'interactive',
  CollageOverviewWrapper: 'interactive',
  ContactForm: 'interactive',
  CustomerPictureBlock: 'interactive',
  Feed: 'static',
  FormatsAndPrices: 'static',
  Frame: 'static',
  Headline: 'static',
  Information: 'static',
  Margin: 'static',
  PhotoBlock: 'static',
  PhotobookDetailWrapper: 'interactive',
  PhotobookOverviewWrapper: 'interactive',
  // A container is kept as HTML only when everything in it is static (holdsOnlyStaticBlocks).
  PublicContainerWrapper: 'static',
  RecoSubTeaser: 'static',
  RecoSubTeaserTiles: 'static',
  SKUContainer: 'static',
  Shop: 'interactive',
  SubTeaser: 'static',
  SubTeaserPhotoLarge: 'static',
  SubTeaserPhotoSmall: 'static',
  SubTeaserTiles: 'static',
  Teaser: 'static',
  Text: 'static',
  ThemesOverviewWrapper: 'interactive',
  Toolbox: 'interactive',
  UspTeaser: 'static',
  VideoBlock: 'interactive',
  Voucher: 'interactive',
} as const satisfies Record<ContentComponentName, 'static' | 'interactive'>;

const behaviourOf = (component: string): 'static' | 'interactive' | undefined =>
  Object.hasOwn(BLOCK_BEHAVIOUR, component) ? BLOCK_BEHAVIOUR[component as ContentComponentName] : undefined;

export const STATIC_BLOCKS: ReadonlySet<string> = new Set(
  Object.entries(BLOCK_BEHAVIOUR)
    .filter(([, behaviour]) => behaviour === 'static')
    .map(([component]) => component),
);

/** What the first page's hydration data holds in place of a static block. */
export interface StaticBlokStub {
  _uid: string;
  component: string;
  _static: true;
  /** Drafts only: the visual editor's marker of the block. */
  _editable?: string;
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

/**
 * True when nothing below this value is a block with client behaviour. Parts of a block that are
 * not blocks themselves (SubTeaserItem, Label, UspItem, ...) are its data.
 */
function holdsOnlyStaticBlocks(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(holdsOnlyStaticBlocks);
  if (typeof value !== 'object' || value === null) return true;
  if (isBlokLike(value) && behaviourOf(value.component) === 'interactive') return false;
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
    // A stub's uid only keys it in its list: a short one of its own instead of the story's uuid,
    // which would be the least compressible text of the page (unique, as `stripped` only grows).
    const uid = `s${stripped.size}`;
    stripped.add(value._uid);
    // Block data of blocks nested in it goes too: nothing renders them at hydration.
    collectUids(value, stripped);
    // A draft's `_editable` stays: the visual editor finds the block by it (content/editable.tsx).
    const editable = (value as { _editable?: unknown })._editable;
    return {
      _uid: uid,
      component: value.component,
      _static: true,
      ...(typeof editable === 'string' ? { _editable: editable } : {}),
    } satisfies StaticBlokStub;
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
 * and teaser replaced by its stub, and the block data only those blocks read left out. Data that is not a
 * content page's (no `content.body`) comes back as it is.
 */
export function hydrationDataOf<T>(loaderData: T): T {
  if (typeof loaderData !== 'object' || loaderData === null) return loaderData;
  const page = loaderData as {
    content?: { body?: unknown; teaser?: unknown };
    blockData?: Record<string, unknown>;
    calculator?: unknown;
  };
  if (!page.content || !Array.isArray(page.content.body)) return loaderData;
  const stripped = new Set<string>();
  const content: Record<string, unknown> = { ...page.content, body: stubsOf(page.content.body, stripped) };
  // The page's teaser is a block of its own, outside the body (ContentPage renders it first). A
  // product page's calculator shows the teaser's picture and texts too (productPresentation): there
  // the browser needs them.
  if (Array.isArray(page.content.teaser) && !page.calculator) {
    content.teaser = stubsOf(page.content.teaser, stripped);
  }
  const result: Record<string, unknown> = { ...page, content };
  if (page.blockData && typeof page.blockData === 'object') {
    result.blockData = Object.fromEntries(
      Object.entries(page.blockData).filter(([uid]) => !stripped.has(uid)),
    );
  }
  return result as T;
}
