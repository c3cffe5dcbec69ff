/** A story the generator writes: where it lives, its id, and how to build it in a language. */
import type { Blok } from '../../../shared/content/story-types';
import type { Dictionary } from '../copy/types';
import type { Ctx } from '../lib/context';

export interface StoryDef {
  /** The German path below the brand folder: the file is `content/stories/{brand}/{slug}.json`. */
  slug: string;
  /** The story id; unique in the space (cards 1xx, posters 2xx). */
  id: number;
  /** The story's name in a language. */
  name: (d: Dictionary) => string;
  /** The path in a language; the German one must be `slug`. Equal to `slug`: no translated path. */
  path: (d: Dictionary) => string;
  build: (c: Ctx) => Blok;
}

/** How other pages show a link to a page: tile title, tile text and art. */
export interface TileDef {
  title: (d: Dictionary) => string;
  text: (d: Dictionary) => string;
  art: string;
}
