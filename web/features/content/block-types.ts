import type { ComponentType } from 'react';
import type { Blok } from '../../../shared/content/story-types';

/** What every block component receives. */
export interface BlockProps<T extends Blok> {
  blok: T;
  /** The block is the first on the page: its first image loads eagerly (LCP). */
  priority?: boolean;
}

export type BlockComponent<T extends Blok> = ComponentType<BlockProps<T>>;
