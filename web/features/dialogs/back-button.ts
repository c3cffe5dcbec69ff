/**
 * SPEC 4 and issue 14: the browser's (or the desktop app's) back button closes an open dialog
 * instead of leaving the page. Opening the first dialog of a chain pushes one history entry with
 * the same URL, marked in history.state; going back from it closes the dialog. Closing the dialog
 * any other way (Escape, the close button, the backdrop) takes that entry off again, so the
 * history holds no dead entries.
 *
 * The router must not see these moves: for it the URL never changed, and a POP to the same URL
 * would run the page's loaders again. Listeners on window run in the order they were added
 * (capturing or not), so the guard is installed before the router is created (entry-client) and
 * stops the popstate events that are the dialogs' own.
 */

import { setPopstateGuard } from './popstate-hook';

const MARK = 'shopDialog';

interface Entry {
  token: number;
  url: string;
  onBack: () => boolean;
  /** release() stepped back over the entry: the next popstate is that step. */
  expectingOwnBack: boolean;
}

let current: Entry | null = null;
let nextToken = 1;

function currentMark(): number | undefined {
  const state = window.history.state as Record<string, unknown> | null;
  const mark = state?.[MARK];
  return typeof mark === 'number' ? mark : undefined;
}

function pushMarked(token: number) {
  // The router's own state (its key and index) is kept, so its idea of the entry stays the same.
  window.history.pushState({ ...((window.history.state as object | null) ?? {}), [MARK]: token }, '');
}

function guard(event: PopStateEvent) {
  const entry = current;
  if (!entry) return;
  if (entry.expectingOwnBack) {
    current = null;
    if (window.location.href === entry.url) event.stopImmediatePropagation();
    return;
  }
  if (currentMark() === entry.token) return;
  current = null;
  if (window.location.href !== entry.url) {
    // Gone further (history.go(-2), or another page): the router handles it; the dialog closes.
    entry.onBack();
    return;
  }
  event.stopImmediatePropagation();
  if (!entry.onBack()) {
    // A blocking dialog stays; so does its entry.
    pushMarked(entry.token);
    current = entry;
  }
}

/**
 * The entry installs the popstate hook before the router is created (popstate-hook.ts), so the
 * guard sees popstate first; here the guard takes its place in it.
 */
export function installDialogBackGuard(): void {
  setPopstateGuard(guard);
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
  installDialogBackGuard();
  const entry: Entry = { token: nextToken++, url: window.location.href, onBack, expectingOwnBack: false };
  pushMarked(entry.token);
  current = entry;
  return {
    release() {
      if (current !== entry) return;
      if (currentMark() === entry.token) {
        // Our entry is the current one: step back over it; the popstate that follows is ours.
        entry.expectingOwnBack = true;
        window.history.back();
      } else {
        // A navigation from inside the dialog pushed the router's entry on top: history stays.
        current = null;
      }
    },
  };
}
