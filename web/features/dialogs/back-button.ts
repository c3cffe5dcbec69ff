/**
 * SPEC 4 and issue 14: the browser's (or the desktop app's) back button closes an open dialog
 * instead of leaving the page. Opening the first dialog of a chain pushes one history entry with
 * the same URL, marked in history.state; going back from it closes the dialog. Closing the dialog
 * any other way (Escape, the close button, the backdrop) takes that entry off again, so the
 * history holds no dead entries.
 *
 * The router must not see these moves: for it the URL never changed, and a POP to the same URL
 * would run the page's loaders again. A capturing popstate listener on window runs before the
 * router's own (non-capturing) one and stops the event when it is one of ours.
 */

const MARK = 'shopDialog';

type MarkedState = Record<string, unknown> & { [MARK]?: number };

let nextToken = 1;

function currentMark(): number | undefined {
  const state = window.history.state as MarkedState | null;
  return typeof state?.[MARK] === 'number' ? state[MARK] : undefined;
}

export interface BackButtonEntry {
  /** The dialog was closed another way: drop the history entry that the back button would use. */
  release(): void;
}

/**
 * Pushes the dialog's history entry. `onBack` is called when the shopper goes back from it; it
 * returns false when the dialog refuses to close (it blocks), and the entry is then pushed again.
 */
export function pushDialogEntry(onBack: () => boolean): BackButtonEntry {
  const token = nextToken++;
  const url = window.location.href;
  // The router's own state (its key and index) is kept, so its idea of the entry stays the same.
  window.history.pushState({ ...((window.history.state as object | null) ?? {}), [MARK]: token }, '');
  let released = false;
  let expectingOwnBack = false;

  const onPopState = (event: PopStateEvent) => {
    if (expectingOwnBack) {
      // The back() of release(): nothing changed for the router.
      expectingOwnBack = false;
      if (window.location.href === url) event.stopImmediatePropagation();
      cleanUp();
      return;
    }
    if (currentMark() === token) return;
    if (window.location.href !== url) {
      // Gone further back (or forward to another page): the router handles it; the dialog closes.
      cleanUp();
      onBack();
      return;
    }
    event.stopImmediatePropagation();
    if (onBack()) {
      cleanUp();
    } else {
      window.history.pushState({ ...((window.history.state as object | null) ?? {}), [MARK]: token }, '');
    }
  };
  window.addEventListener('popstate', onPopState, { capture: true });

  function cleanUp() {
    released = true;
    window.removeEventListener('popstate', onPopState, { capture: true });
  }

  return {
    release() {
      if (released) return;
      if (currentMark() === token) {
        // Our entry is the current one: step back over it; the popstate that follows is ours.
        expectingOwnBack = true;
        window.history.back();
      } else {
        // A navigation from inside the dialog pushed the router's entry on top: leave history alone.
        cleanUp();
      }
    },
  };
}
