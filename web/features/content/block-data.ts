/**
 * Hands the blocks their server data (shared/contracts/block-data.ts) by blok `_uid`:
 *
 *   <BlockDataProvider value={{ [blok._uid]: formatsAndPricesData, ... }}>
 *
 * The server's loader checked each entry against its block's schema (checkedBlockData in
 * shared/contracts/block-data.ts), so the validation library stays on the server; here a block
 * only makes sure the data it is given is of its own kind.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { BlockDataByComponent, BlockDataMap, DataBlockName } from '../../../shared/contracts/block-data';
import { useWarnOnce } from './log';

const BlockDataContext = createContext<BlockDataMap>({});

export function BlockDataProvider({ value, children }: { value: BlockDataMap; children?: ReactNode }) {
  return createElement(BlockDataContext.Provider, { value }, children);
}

/** The page's whole block data, unchecked (the fragment cache keys static blocks by it). */
export function useBlockDataMap(): BlockDataMap {
  return useContext(BlockDataContext);
}

/**
 * The data of a blok, when it is of the blok's own kind. Absent data is undefined; data of another
 * block kind is undefined too and logged once, so the block shows its empty state. (Data that did
 * not match its schema never left the server.)
 */
export function useCheckedBlockData<K extends DataBlockName>(
  component: K,
  uid: string,
): BlockDataByComponent[K] | undefined {
  const map = useContext(BlockDataContext);
  const entry = Object.hasOwn(map, uid) ? map[uid] : undefined;
  const warn = useWarnOnce();
  if (entry === undefined || entry === null) return undefined;
  if (entry.component !== component) {
    warn(
      `invalid-data:${component}:${uid}`,
      `block data of ${String(entry.component)} given to ${component}`,
      { uid },
    );
    return undefined;
  }
  return entry.data as BlockDataByComponent[K];
}
