/**
 * SPEC 4 dialog manager: at most one dialog is active; opening another closes the current one;
 * the current one may block being replaced (a form that is sending, a step that must finish)
 * unless the new one is opened with `force`. State lives in jotai (one store per page), the rules
 * in a pure reducer so they are tested without a DOM.
 */
import { atom } from 'jotai';
import type {
  CalculatorDialogProps,
  CustomerPictureDialogProps,
  ImageMagnifyProps,
  Preview3dProps,
  ProductDescriptionProps,
} from '../product-dialogs/types';

/** SPEC 2 modal kinds. Every modal of the shop is one of these and goes through the manager. */
export const DIALOG_KINDS = [
  'calculator-more-formats',
  'calculator-own-format',
  'customer-picture',
  'image-magnify',
  'log-in',
  'password-confirm',
  'password-reset',
  'product-description',
  'sign-up',
  '3d-preview',
] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];

export function isDialogKind(value: unknown): value is DialogKind {
  return typeof value === 'string' && (DIALOG_KINDS as readonly string[]).includes(value);
}

/** What each kind is opened with. Features owning a kind may narrow its entry by declaration merging. */
export interface DialogPropsMap {
  'calculator-more-formats': CalculatorDialogProps;
  'calculator-own-format': CalculatorDialogProps;
  'customer-picture': CustomerPictureDialogProps;
  'image-magnify': ImageMagnifyProps;
  'log-in': { email?: string };
  'password-confirm': { token: string };
  'password-reset': { email?: string };
  'product-description': ProductDescriptionProps;
  'sign-up': { email?: string };
  '3d-preview': Preview3dProps;
}

export interface ActiveDialog<K extends DialogKind = DialogKind> {
  kind: K;
  props: DialogPropsMap[K];
  /** Increases with every open, so reopening the same kind is a new dialog (fresh state, fresh focus). */
  id: number;
  /** While true, opening another dialog (without force) and closing by Escape or backdrop are refused. */
  blocking: boolean;
}

export interface DialogState {
  active: ActiveDialog | null;
  nextId: number;
}

export const INITIAL_DIALOG_STATE: DialogState = { active: null, nextId: 1 };

export interface OpenOptions {
  /** Replaces the current dialog even when it blocks. */
  force?: boolean;
  /** Opens the dialog blocking from the start. */
  blocking?: boolean;
}

export type DialogAction =
  | { type: 'open'; kind: DialogKind; props: unknown; options?: OpenOptions }
  | { type: 'close'; id?: number; force?: boolean }
  | { type: 'block'; id: number; blocking: boolean };

export interface DialogResult {
  state: DialogState;
  /** Whether the action did what it asked. */
  done: boolean;
}

export function reduceDialogs(state: DialogState, action: DialogAction): DialogResult {
  switch (action.type) {
    case 'open': {
      if (state.active?.blocking && !action.options?.force) return { state, done: false };
      const active = {
        kind: action.kind,
        props: (action.props ?? {}) as DialogPropsMap[DialogKind],
        id: state.nextId,
        blocking: action.options?.blocking === true,
      } as ActiveDialog;
      return { state: { active, nextId: state.nextId + 1 }, done: true };
    }
    case 'close': {
      const { active } = state;
      if (!active) return { state, done: true };
      // A close meant for an earlier dialog must not close the one that replaced it.
      if (action.id !== undefined && action.id !== active.id) return { state, done: false };
      if (active.blocking && !action.force) return { state, done: false };
      return { state: { ...state, active: null }, done: true };
    }
    case 'block': {
      if (!state.active || state.active.id !== action.id) return { state, done: false };
      return { state: { ...state, active: { ...state.active, blocking: action.blocking } }, done: true };
    }
  }
}

export const dialogStateAtom = atom<DialogState>(INITIAL_DIALOG_STATE);

export const activeDialogAtom = atom((get) => get(dialogStateAtom).active);

/** Dispatches an action; its result says whether it was carried out. */
export const dispatchDialogAtom = atom(null, (get, set, action: DialogAction): boolean => {
  const result = reduceDialogs(get(dialogStateAtom), action);
  if (result.state !== get(dialogStateAtom)) set(dialogStateAtom, result.state);
  return result.done;
});
