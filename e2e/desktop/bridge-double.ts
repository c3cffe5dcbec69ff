import type { Page } from '@playwright/test';
import type { DesktopHistoryState, ShopDesktopBridge } from '../../desktop/bridge-api';

/** One call the page made on the bridge double, in order. */
export interface BridgeCall {
  method: keyof ShopDesktopBridge | 'unsubscribe';
  args: unknown[];
}

export interface BridgeDoubleOptions {
  /** What canGoBack() answers (and the state the first onHistoryChange listener gets). */
  canGoBack: boolean;
  /** The answer of openExternal(); opened by default. */
  openExternal?: { opened: true } | { opened: false; reason: string };
}

/** What the double adds to window besides shopDesktop, for the spec to read and drive. */
export interface BridgeDoubleWindow {
  __bridgeCalls: BridgeCall[];
  /** Plays the app's part: tells every onHistoryChange listener about a new history state. */
  __bridgeEmitHistory(state: DesktopHistoryState): void;
  /** How many onHistoryChange listeners are subscribed right now. */
  __bridgeListeners(): number;
}

/**
 * Runs in the page before any of its scripts (serialized by addInitScript, so it may use nothing
 * from outside). A recording double of the preload bridge (desktop/preload): every call is kept
 * on window.__bridgeCalls; goBack resolves true and does nothing else, so a spec can tell the
 * bridge's back from the router's.
 */
function installBridgeDouble(options: BridgeDoubleOptions) {
  type Listener = (state: { canGoBack: boolean; canGoForward: boolean }) => void;
  const calls: { method: string; args: unknown[] }[] = [];
  const listeners = new Set<Listener>();
  const record = (method: string, ...args: unknown[]) => {
    calls.push({ method, args: JSON.parse(JSON.stringify(args ?? [])) });
  };
  const bridge = Object.freeze({
    apiVersion: 1 as const,
    info: Object.freeze({
      platform: 'd' as const,
      os: 'linux' as const,
      appVersion: '9.9.9-e2e',
      market: 'de-DE',
      linkScheme: 'photoprintshop',
    }),
    goBack() {
      record('goBack');
      return Promise.resolve(true);
    },
    canGoBack() {
      record('canGoBack');
      return Promise.resolve(options.canGoBack);
    },
    onHistoryChange(listener: Listener) {
      record('onHistoryChange', typeof listener);
      listeners.add(listener);
      return () => {
        record('unsubscribe');
        listeners.delete(listener);
      };
    },
    openExternal(url: string) {
      record('openExternal', url);
      return Promise.resolve(options.openExternal ?? { opened: true });
    },
    cacheStatus() {
      record('cacheStatus');
      // The app's cache state when a spec plays the app's cache (offline.spec.ts exposes it).
      const live = (window as unknown as { __desktopCacheStatus?: () => Promise<unknown> })
        .__desktopCacheStatus;
      if (live) return live();
      return Promise.resolve({
        enabled: true,
        online: true,
        lastOnlineAt: new Date(0).toISOString(),
        entries: 0,
        bytes: 0,
        maxBytes: 100 * 1024 * 1024,
      });
    },
  });
  Object.defineProperty(window, 'shopDesktop', { value: bridge, configurable: false, writable: false });
  Object.assign(window, {
    __bridgeCalls: calls,
    __bridgeEmitHistory: (state: { canGoBack: boolean; canGoForward: boolean }) => {
      for (const listener of [...listeners]) listener(state);
    },
    __bridgeListeners: () => listeners.size,
  });
}

/** Installs the double in every document the page loads from now on. */
export async function installBridge(page: Page, options: BridgeDoubleOptions): Promise<void> {
  await page.addInitScript(installBridgeDouble, options);
}

/** The calls recorded so far in the current document. */
export function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  return page.evaluate(() => (window as unknown as BridgeDoubleWindow).__bridgeCalls ?? []);
}

/** The names of the calls recorded so far, e.g. ['canGoBack', 'onHistoryChange', 'goBack']. */
export async function bridgeMethods(page: Page): Promise<string[]> {
  return (await bridgeCalls(page)).map((c) => c.method);
}

export function emitHistory(page: Page, state: DesktopHistoryState): Promise<void> {
  return page.evaluate((s) => (window as unknown as BridgeDoubleWindow).__bridgeEmitHistory(s), state);
}
