/**
 * The desktop app's preload bridge as the web app sees it: `window.shopDesktop`.
 *
 * Types only (no Electron, no runtime code), so `web/` may import it. The bridge exists only inside
 * the desktop app; the web app must work without it:
 *
 *   const desktop = typeof window === 'undefined' ? undefined : window.shopDesktop;
 *   if (desktop?.apiVersion === 1) { … use it … } else { … the web behaviour … }
 *
 * Platform `d` is still decided by the URL (`/d`); the bridge only adds native abilities to it.
 * The global `Window.shopDesktop?: ShopDesktopBridge` declaration belongs with the web app's
 * platform context (declared once, there), not here, so two declarations can never disagree.
 */

/** The operating system the app runs on, as Node names it. */
export type DesktopOs = 'darwin' | 'win32' | 'linux' | 'other';

export interface DesktopPlatformInfo {
  /** The shop's platform code for the desktop app (SPEC 2 "d desktop, w web"). */
  readonly platform: 'd';
  readonly os: DesktopOs;
  /** The app's own version (not the shop's). */
  readonly appVersion: string;
  /** The market the app was configured for, e.g. "de-DE". */
  readonly market: string;
  /** The custom URL scheme of deep links, e.g. "photoprintshop". */
  readonly linkScheme: string;
}

export interface DesktopHistoryState {
  readonly canGoBack: boolean;
  readonly canGoForward: boolean;
}

export type OpenExternalResult =
  | { readonly opened: true }
  | { readonly opened: false; readonly reason: string };

export interface DesktopCacheStatus {
  /** Whether the offline asset cache is in use at all. */
  readonly enabled: boolean;
  /** false after the last request to the shop failed for want of a network; true after the next success. */
  readonly online: boolean;
  /** When the shop last answered, ISO 8601; undefined before the first answer. */
  readonly lastOnlineAt: string | undefined;
  readonly entries: number;
  readonly bytes: number;
  readonly maxBytes: number;
}

export interface ShopDesktopBridge {
  /** Bumped on any incompatible change; check it before use. */
  readonly apiVersion: 1;
  readonly info: DesktopPlatformInfo;
  /** Goes back one history entry; resolves false (and does nothing) when there is none. */
  goBack(): Promise<boolean>;
  canGoBack(): Promise<boolean>;
  /**
   * Called after every navigation (including client-side ones) with the new history state, so a
   * back control can be disabled when there is nowhere to go. Returns the unsubscribe function.
   */
  onHistoryChange(listener: (state: DesktopHistoryState) => void): () => void;
  /**
   * Opens a link in the system browser or mail/phone app, only when the app's allow-list permits
   * it (https links to allowed sites, mailto:, tel:). Never throws for a refused link.
   */
  openExternal(url: string): Promise<OpenExternalResult>;
  cacheStatus(): Promise<DesktopCacheStatus>;
}

declare global {
  interface Window {
    /** Present only inside the desktop app (desktop/preload). */
    readonly shopDesktop?: ShopDesktopBridge;
  }
}
