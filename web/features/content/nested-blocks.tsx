import { type ComponentType, createContext, useContext } from 'react';
import type { Blok } from '../../../shared/content/story-types';

export interface BlocksProps {
  blocks: readonly Blok[] | undefined;
  /** The first block is above the fold: its image loads eagerly (LCP). */
  priorityFirst?: boolean;
}

/**
 * Blocks that hold blocks (PublicContainerWrapper, ABContent, rich-text "blok" nodes) render them
 * through this context rather than importing Blocks, which imports them through the registry.
 */
export const NestedBlocksContext = createContext<ComponentType<BlocksProps> | null>(null);

export function NestedBlocks({ blocks }: { blocks: readonly Blok[] | undefined }) {
  const Render = useContext(NestedBlocksContext);
  if (!Render) return null;
  return <Render blocks={blocks} />;
}
