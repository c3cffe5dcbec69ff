/**
 * The support messenger's states (SPEC 4): not loaded, loading, open, closed. The first click
 * loads the chat script, later clicks reopen the chat; the shop's launcher hides while the chat is
 * open; a failed load resets to not loaded (SPEC 8), so the next click tries again.
 */

export type MessengerState = 'not-loaded' | 'loading' | 'open' | 'closed';
export type MessengerEvent = 'click' | 'loaded' | 'failed' | 'closed';
/** What the component must do after a transition. */
export type MessengerEffect = 'load-script' | 'open-chat' | null;

export function messengerTransition(
  state: MessengerState,
  event: MessengerEvent,
): { state: MessengerState; effect: MessengerEffect } {
  switch (state) {
    case 'not-loaded':
      return event === 'click' ? { state: 'loading', effect: 'load-script' } : { state, effect: null };
    case 'loading':
      if (event === 'loaded') return { state: 'open', effect: 'open-chat' };
      if (event === 'failed') return { state: 'not-loaded', effect: null };
      return { state, effect: null };
    case 'open':
      return event === 'closed' ? { state: 'closed', effect: null } : { state, effect: null };
    case 'closed':
      return event === 'click' ? { state: 'open', effect: 'open-chat' } : { state, effect: null };
  }
}

/** The shop's own launcher button hides while the chat is open. */
export function launcherVisible(state: MessengerState): boolean {
  return state !== 'open';
}

/** The messenger's script, with its public key (SPEC 7). */
export function chatScriptUrl(key: string): string {
  return `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(key)}`;
}

/** With no chat key configured the button leads to the contact page. */
export const CONTACT_PAGE_PATH = '/kontakt';
