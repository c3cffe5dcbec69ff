import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  type ActiveDialog,
  activeDialogAtom,
  type DialogKind,
  type DialogPropsMap,
  dispatchDialogAtom,
  type OpenOptions,
} from './dialog-store';

// Apart from DialogHost so that opening a dialog does not bring the host's code into the entry.

export interface Dialogs {
  active: ActiveDialog | null;
  /** Opens a dialog, closing the current one; false when the current one blocks and `force` is not set. */
  open<K extends DialogKind>(kind: K, props?: DialogPropsMap[K], options?: OpenOptions): boolean;
  close(options?: { force?: boolean }): boolean;
}

/** The dialog manager for any component: open(kind, props, { force }), close(). */
export function useDialogs(): Dialogs {
  const active = useAtomValue(activeDialogAtom);
  const dispatch = useSetAtom(dispatchDialogAtom);
  const open = useCallback(
    <K extends DialogKind>(kind: K, props?: DialogPropsMap[K], options?: OpenOptions) =>
      dispatch({ type: 'open', kind, props, ...(options ? { options } : {}) }),
    [dispatch],
  );
  const close = useCallback(
    (options?: { force?: boolean }) =>
      dispatch({ type: 'close', ...(options?.force ? { force: true } : {}) }),
    [dispatch],
  );
  return useMemo(() => ({ active, open, close }), [active, open, close]);
}
