/**
 * The preload bridge: a small typed API on `window.shopDesktop` (see ../bridge-api.ts), nothing
 * else. Runs sandboxed and context-isolated; the page never sees ipcRenderer or Node.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type {
  DesktopCacheStatus,
  DesktopHistoryState,
  OpenExternalResult,
  ShopDesktopBridge,
} from '../bridge-api';
import { BRIDGE_KEY, CONSENT_OPEN_EVENT, IPC } from '../core/ipc-channels';
import { decodePlatformInfo } from '../core/platform-info';
import { mouseButtonCommand } from '../core/shortcuts';

const info = decodePlatformInfo(process.argv);

const OFFLINE_STATUS: DesktopCacheStatus = {
  enabled: false,
  online: false,
  lastOnlineAt: undefined,
  entries: 0,
  bytes: 0,
  maxBytes: 0,
};

const listeners = new Set<(state: DesktopHistoryState) => void>();
ipcRenderer.on(IPC.history, (_event, state: unknown) => {
  if (!state || typeof state !== 'object') return;
  const s = state as Record<string, unknown>;
  const clean: DesktopHistoryState = {
    canGoBack: s.canGoBack === true,
    canGoForward: s.canGoForward === true,
  };
  for (const listener of listeners) {
    try {
      listener(clean);
    } catch {
      // A failing page listener must not stop the others.
    }
  }
});

// The menu's "cookie settings": the page's consent dialog listens for this event.
ipcRenderer.on(IPC.consentOpen, () => {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
});

if (info) {
  const bridge: ShopDesktopBridge = {
    apiVersion: 1,
    info: Object.freeze({ ...info }),
    goBack: () =>
      ipcRenderer.invoke(IPC.goBack).then(
        (r: unknown) => r === true,
        () => false,
      ),
    canGoBack: () =>
      ipcRenderer.invoke(IPC.canGoBack).then(
        (r: unknown) => r === true,
        () => false,
      ),
    onHistoryChange(listener) {
      if (typeof listener !== 'function') return () => {};
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    openExternal: (url) =>
      typeof url !== 'string'
        ? Promise.resolve({ opened: false, reason: 'not a string' })
        : ipcRenderer.invoke(IPC.openExternal, url).then(
            (r: unknown) => r as OpenExternalResult,
            (): OpenExternalResult => ({ opened: false, reason: 'refused' }),
          ),
    cacheStatus: () =>
      ipcRenderer.invoke(IPC.cacheStatus).then(
        (r: unknown) => r as DesktopCacheStatus,
        () => OFFLINE_STATUS,
      ),
  };
  contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);

  // macOS has no app command for the mouse's back and forward buttons (see core/shortcuts.ts).
  window.addEventListener(
    'mouseup',
    (event) => {
      const command = mouseButtonCommand(event.button, info.os);
      if (command !== 'back') return;
      event.preventDefault();
      void ipcRenderer.invoke(IPC.goBack).catch(() => {});
    },
    true,
  );
}
