/**
 * The fragment cache's contract (issue 20, "one uncached render"): the server keeps the HTML of
 * static content blocks (shared/content/static-blocks.ts) between renders of anonymous visitors
 * (server/ssr/fragment-cache.ts); the blocks look themselves up through it while the server renders
 * (web/features/content/fragments.ts). A static block's HTML depends only on the blok, the block
 * data of the bloks in it, where it stands in the tree and the request's shop context.
 */
import type { Blok } from '../content/story-types';
import type { BlockDataMap } from './block-data';

/** What a static block's HTML is a function of, besides the render's own context. */
export interface FragmentBlock {
  blok: Blok;
  /** Props from the parent that change the block (the first image's priority). */
  variant: string;
  /** The StaticBlock's useId: its place in the tree, which the ids inside its HTML derive from. */
  treeId: string;
  /** The page's block data; the entries of the bloks inside this one are part of the key. */
  data: BlockDataMap;
}

/** One render's view of the fragment cache. */
export interface RenderFragments {
  /**
   * The block's kept HTML, or undefined: the block renders, and the render's harvest keeps its HTML.
   * Called once per server-rendered StaticBlock, in render order (which is document order).
   */
  lookup(block: FragmentBlock): string | undefined;
  /**
   * This render's lookups so far: found; missing (the harvest keeps them); and blocks that always
   * render, as their HTML is not all they write (an eager image's preload goes into the head).
   */
  counts(): { hits: number; misses: number; uncacheable: number };
  /** Takes the finished page: keeps the HTML of the blocks this render had to render. */
  harvest(html: string): void;
}

export interface FragmentCache {
  /** A view for one render; `renderKey` stands for everything of the request a block may read. */
  forRender(renderKey: string): RenderFragments;
}
