import type { DataLayerInitEvent } from '../../../shared/tracking';

export type DataLayerEntry = Record<string, unknown> | IArguments;

export interface DataLayerWindow {
  dataLayer?: DataLayerEntry[];
}

const INIT_PUSHED = Symbol.for('shop.dataLayer.init');

/** The page's dataLayer, created on first use (the tag manager reads it when it loads). */
export function dataLayerOf(win: DataLayerWindow): DataLayerEntry[] {
  win.dataLayer ??= [];
  return win.dataLayer;
}

/** Pushes the init event once per page load; later calls do nothing. */
export function pushInitEvent(win: DataLayerWindow, event: DataLayerInitEvent): boolean {
  const marked = win as DataLayerWindow & { [INIT_PUSHED]?: boolean };
  if (marked[INIT_PUSHED]) return false;
  marked[INIT_PUSHED] = true;
  dataLayerOf(win).push({ ...event });
  return true;
}

/** Declining consent clears the queue of entries no tag has consumed yet (SPEC 4). */
export function clearDataLayer(win: DataLayerWindow): void {
  if (win.dataLayer) win.dataLayer.length = 0;
}
