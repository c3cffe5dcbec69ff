import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  activeDialogAtom,
  DIALOG_KINDS,
  dispatchDialogAtom,
  INITIAL_DIALOG_STATE,
  isDialogKind,
  reduceDialogs,
} from './dialog-store';
import { nextFocusIndex } from './focus';

describe('dialog manager (SPEC 4)', () => {
  it('knows the ten modal kinds of SPEC 2', () => {
    expect([...DIALOG_KINDS].sort()).toEqual(
      [
        '3d-preview',
        'calculator-more-formats',
        'calculator-own-format',
        'customer-picture',
        'image-magnify',
        'log-in',
        'password-confirm',
        'password-reset',
        'product-description',
        'sign-up',
      ].sort(),
    );
    expect(isDialogKind('log-in')).toBe(true);
    expect(isDialogKind('cookie-banner')).toBe(false);
  });

  it('has at most one active dialog: opening another replaces the current one', () => {
    let { state } = reduceDialogs(INITIAL_DIALOG_STATE, { type: 'open', kind: 'log-in', props: {} });
    expect(state.active?.kind).toBe('log-in');
    const first = state.active?.id;
    ({ state } = reduceDialogs(state, { type: 'open', kind: 'sign-up', props: { email: 'a@b.de' } }));
    expect(state.active).toMatchObject({ kind: 'sign-up', props: { email: 'a@b.de' }, blocking: false });
    expect(state.active?.id).not.toBe(first);
  });

  it('refuses to replace a blocking dialog unless forced', () => {
    let { state } = reduceDialogs(INITIAL_DIALOG_STATE, {
      type: 'open',
      kind: 'password-confirm',
      props: { token: 't' },
      options: { blocking: true },
    });
    const refused = reduceDialogs(state, { type: 'open', kind: 'log-in', props: {} });
    expect(refused.done).toBe(false);
    expect(refused.state.active?.kind).toBe('password-confirm');
    ({ state } = reduceDialogs(state, { type: 'open', kind: 'log-in', props: {}, options: { force: true } }));
    expect(state.active?.kind).toBe('log-in');
  });

  it('does not close a blocking dialog by Escape or backdrop, only when forced or unblocked', () => {
    let { state } = reduceDialogs(INITIAL_DIALOG_STATE, { type: 'open', kind: 'log-in', props: {} });
    const id = state.active?.id ?? 0;
    ({ state } = reduceDialogs(state, { type: 'block', id, blocking: true }));
    expect(reduceDialogs(state, { type: 'close', id }).done).toBe(false);
    expect(reduceDialogs(state, { type: 'close', id, force: true }).state.active).toBeNull();
    ({ state } = reduceDialogs(state, { type: 'block', id, blocking: false }));
    expect(reduceDialogs(state, { type: 'close', id }).state.active).toBeNull();
  });

  it('ignores a close meant for a dialog that was already replaced', () => {
    let { state } = reduceDialogs(INITIAL_DIALOG_STATE, { type: 'open', kind: 'log-in', props: {} });
    const old = state.active?.id ?? 0;
    ({ state } = reduceDialogs(state, { type: 'open', kind: 'password-reset', props: {} }));
    const result = reduceDialogs(state, { type: 'close', id: old });
    expect(result.done).toBe(false);
    expect(result.state.active?.kind).toBe('password-reset');
    expect(reduceDialogs(state, { type: 'block', id: old, blocking: true }).done).toBe(false);
  });

  it('works through the jotai atoms', () => {
    const store = createStore();
    expect(store.get(activeDialogAtom)).toBeNull();
    expect(store.set(dispatchDialogAtom, { type: 'open', kind: 'image-magnify', props: { src: 'x' } })).toBe(
      true,
    );
    expect(store.get(activeDialogAtom)).toMatchObject({ kind: 'image-magnify', props: { src: 'x' } });
    expect(store.set(dispatchDialogAtom, { type: 'close' })).toBe(true);
    expect(store.get(activeDialogAtom)).toBeNull();
    // Closing when nothing is open is harmless.
    expect(store.set(dispatchDialogAtom, { type: 'close' })).toBe(true);
  });
});

describe('focus trap', () => {
  it('wraps Tab at the ends and leaves moves inside to the browser', () => {
    expect(nextFocusIndex(3, 2, false)).toBe(0);
    expect(nextFocusIndex(3, 0, true)).toBe(2);
    expect(nextFocusIndex(3, 1, false)).toBeNull();
    expect(nextFocusIndex(3, -1, false)).toBe(0);
    expect(nextFocusIndex(3, -1, true)).toBe(2);
    expect(nextFocusIndex(0, -1, false)).toBe(-1);
  });
});
