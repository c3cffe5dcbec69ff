/** The bridge's main-process side: every message's sender and arguments are checked first. */
import { type BrowserWindow, type IpcMainInvokeEvent, ipcMain } from 'electron';
import type { DesktopCacheStatus, OpenExternalResult } from '../bridge-api';
import { checkArguments, checkSender, type InvokeChannel, IPC } from '../core/ipc';
import type { Logger } from '../core/log';
import { decideExternal, type NavigationPolicy } from '../core/navigation';
import { openExternally } from './hardening';

export interface BridgeHandlers {
  window: () => BrowserWindow | undefined;
  policy: NavigationPolicy;
  goBack: () => boolean;
  canGoBack: () => boolean;
  cacheStatus: () => DesktopCacheStatus;
  log: Logger;
}

export function registerBridge(handlers: BridgeHandlers): void {
  const { log, policy } = handlers;

  const guard = <T>(channel: InvokeChannel, handle: (args: unknown[]) => T) => {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const window = handlers.window();
      const frame = event.senderFrame;
      const sender = checkSender(
        {
          fromAppWindow: !!window && !window.isDestroyed() && event.sender === window.webContents,
          isTopFrame: frame ? frame.parent === null : undefined,
          frameUrl: frame?.url,
        },
        policy.shopOrigins,
      );
      if (!sender.ok) {
        log.warn('ipc: sender refused', { channel, reason: sender.reason });
        throw new Error('refused');
      }
      const valid = checkArguments(channel, args);
      if (!valid.ok) {
        log.warn('ipc: arguments refused', { channel, reason: valid.reason });
        throw new Error('refused');
      }
      return handle(args);
    });
  };

  guard(IPC.goBack, () => handlers.goBack());
  guard(IPC.canGoBack, () => handlers.canGoBack());
  guard(IPC.cacheStatus, () => handlers.cacheStatus());
  guard(IPC.openExternal, (args): OpenExternalResult => {
    const decision = decideExternal(args[0], policy);
    if (!decision.ok) {
      log.warn('openExternal: refused', { reason: decision.reason });
      return { opened: false, reason: decision.reason };
    }
    openExternally(decision.url, log);
    return { opened: true };
  });
}
