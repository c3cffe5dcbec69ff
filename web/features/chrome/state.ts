/** Chrome state shared between ChromeTop and ChromeBottom (jotai: one store per request or page). */
import { atom } from 'jotai';

/** SPEC 4: burger menu closed/open. */
export const burgerOpenAtom = atom(false);

/** SPEC 4: the _uid of the navigation item whose flyout shows, or null. */
export const flyoutAtom = atom<string | null>(null);

/** The overlay dims the page under the open burger or flyout; a click on it closes both. */
export const overlayAtom = atom((get) =>
  get(burgerOpenAtom) ? ('burger' as const) : get(flyoutAtom) ? ('flyout' as const) : null,
);

export const closeOverlayAtom = atom(null, (_get, set) => {
  set(burgerOpenAtom, false);
  set(flyoutAtom, null);
});
