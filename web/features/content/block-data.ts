/**
 * Hands the blocks their server data (shared/contracts/block-data.ts) by blok `_uid`:
 *
 *   <BlockDataProvider value={{ [blok._uid]: formatsAndPricesData, ... }}>
 *
 * and checks it against the block's schema before a block reads it.
 */
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import {
  BLOCK_DATA_SCHEMAS,
  type BlockDataByComponent,
  type BlockDataMap,
  type DataBlockName,
} from '../../../shared/contracts/block-data';
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
 * The data of a blok checked against its block's schema. Absent data is undefined; data of another
 * block kind, or data that does not match, is undefined too and logged once, so the block shows
 * its empty state.
 */
export function useCheckedBlockData<K extends DataBlockName>(
  component: K,
  uid: string,
): BlockDataByComponent[K] | undefined {
  const map = useContext(BlockDataContext);
  const entry = Object.hasOwn(map, uid) ? map[uid] : undefined;
  const warn = useWarnOnce();
  const result = useMemo(
    () =>
      entry === undefined || entry === null || entry.component !== component
        ? undefined
        : BLOCK_DATA_SCHEMAS[component].safeParse(entry.data),
    [entry, component],
  );
  if (entry && entry.component !== component) {
    warn(
      `invalid-data:${component}:${uid}`,
      `block data of ${String(entry.component)} given to ${component}`,
      { uid },
    );
    return undefined;
  }
  if (!result) return undefined;
  if (!result.success) {
    warn(`invalid-data:${component}:${uid}`, `invalid block data ${component}`, {
      uid,
      issues: result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
    });
    return undefined;
  }
  return result.data;
}
