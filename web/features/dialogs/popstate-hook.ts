/**
 * The entry's part of the dialogs' back-button guard (back-button.ts): a popstate listener added
 * before the router's, so it runs first, which hands each event to the guard once the dialog code
 * has loaded. The guard itself stays in the dialogs' chunk, out of the JavaScript every page loads.
 */
let guard: ((event: PopStateEvent) => void) | undefined;

/** Called once by the entry, before the router is created. */
export function installPopstateHook(): void {
  addEventListener('popstate', (event) => guard?.(event));
}

export function setPopstateGuard(next: (event: PopStateEvent) => void): void {
  guard = next;
}
