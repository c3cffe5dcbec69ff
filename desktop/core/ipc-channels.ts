/**
 * IPC channel names and the preload's information switch. No imports: the sandboxed preload
 * bundles this file and nothing of the shop's tables.
 */
export const IPC = {
  goBack: 'shop-desktop:go-back',
  canGoBack: 'shop-desktop:can-go-back',
  openExternal: 'shop-desktop:open-external',
  cacheStatus: 'shop-desktop:cache-status',
  /** main -> renderer: the history state after a navigation. */
  history: 'shop-desktop:history',
  /** main -> renderer: the menu's "cookie settings"; the page opens its consent dialog. */
  consentOpen: 'shop-desktop:consent-open',
} as const;

export type InvokeChannel = Exclude<
  (typeof IPC)[keyof typeof IPC],
  typeof IPC.history | typeof IPC.consentOpen
>;

/** The window event the shop's consent dialog listens to (web/features/consent/consent-script.ts). */
export const CONSENT_OPEN_EVENT = 'shop:consent-open';

/** The switch that carries the platform information to the sandboxed preload (process.argv). */
export const INFO_SWITCH = '--shop-desktop-info=';

/** The name of the bridge on the page's window: `window.shopDesktop`. */
export const BRIDGE_KEY = 'shopDesktop';
