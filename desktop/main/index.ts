/**
 * The desktop app's main process: one window on the shop at platform d, locked down, with native
 * back navigation, deep links and the offline cache. Policies live in ../core (pure, tested without
 * Electron); this file and its siblings only bind them to Electron.
 */
import { join } from 'node:path';
import { app, type BrowserWindow, dialog, session } from 'electron';
import { languageOf } from '../../shared/markets';
import type { DesktopCacheStatus, DesktopHistoryState, DesktopPlatformInfo } from '../bridge-api';
import { createShopFetch } from '../core/cache-handler';
import { DiskCache } from '../core/cache-store';
import { readDesktopConfig } from '../core/config';
import { DEEP_LINK_SCHEME } from '../core/deep-link';
import { validateDesignerLink } from '../core/designer-link';
import { IPC } from '../core/ipc';
import { createLogger } from '../core/log';
import type { MenuCommand } from '../core/menu-model';
import { navigationPolicy } from '../core/navigation';
import { offlinePageResponse } from '../core/offline-page';
import { desktopOs } from '../core/platform-info';
import { resolveShopTarget } from '../core/shop-target';
import { appCommand, keyCommand, type NavCommand, swipeCommand } from '../core/shortcuts';
import { stringsFor } from '../core/strings';
import { setupDeepLinks } from './deep-links';
import { hardenApp, hardenSession } from './hardening';
import { registerBridge } from './ipc';
import { consoleSink, fileSink } from './log-file';
import { applyAppMenu } from './menu';
import { passThrough, shopNetwork } from './network';
import { createMainWindow, SHOP_PARTITION } from './window';

const PRODUCT_NAME = 'Photo Print Shop';

/** Baked in by desktop/vite.config.ts from SHOP_DESKTOP_ORIGIN at build time ('' when unset). */
declare const __SHOP_DESKTOP_ORIGIN__: string;

/** A bad setting stops start-up with a clear message (DESIGN "Conventions"). */
function stop(message: string): void {
  process.stderr.write(`${message}\n`);
  dialog.showErrorBox(PRODUCT_NAME, message);
  app.exit(1);
}

function main(): void {
  const configResult = readDesktopConfig(process.env, {
    packaged: app.isPackaged,
    shopOrigin: __SHOP_DESKTOP_ORIGIN__,
  });
  if (!configResult.ok) {
    stop(configResult.message);
    return;
  }
  const config = configResult.config;
  const targetResult = resolveShopTarget(config.shopUrl, config.market, { packaged: app.isPackaged });
  if (!targetResult.ok) {
    stop(targetResult.message);
    return;
  }
  const target = targetResult.target;

  // The name first: it decides the default userData folder, which SHOP_DESKTOP_USER_DATA may replace.
  app.setName(PRODUCT_NAME);
  if (config.userDataDir) app.setPath('userData', config.userDataDir);
  if (process.platform === 'win32') app.setAppUserModelId('com.photoprintshop.desktop');
  // Every renderer sandboxed, whatever its web preferences say.
  app.enableSandbox();

  const log = createLogger(config.logLevel, [consoleSink, fileSink(app.getPath('logs'))]);
  for (const name of configResult.ignored) {
    log.warn(`${name} is ignored: this packaged app opens only the shop it was built for`);
  }

  if (!app.requestSingleInstanceLock()) {
    log.info('another instance is running; handing over');
    app.quit();
    return;
  }

  const os = desktopOs(process.platform);
  const strings = stringsFor(target.market);
  const policy = navigationPolicy(target.origins, config.externalHosts);
  const info: DesktopPlatformInfo = {
    platform: 'd',
    os,
    appVersion: app.getVersion(),
    market: target.market,
    linkScheme: DEEP_LINK_SCHEME,
  };
  log.info('starting', { shop: target.startUrl, market: target.market, version: info.appVersion });

  let window: BrowserWindow | undefined;
  let cache: DiskCache | undefined;
  let online = true;
  let lastOnlineAt: string | undefined;
  let pendingUrl: string | undefined;

  const loadInWindow = (url: string) => {
    if (window && !window.isDestroyed()) void window.loadURL(url).catch(() => {});
    else pendingUrl = url;
  };

  const focus = () => {
    if (!window || window.isDestroyed()) {
      if (app.isReady()) createWindow();
      return;
    }
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };

  const deepLinks = setupDeepLinks({
    context: { scheme: DEEP_LINK_SCHEME, target, validateDesigner: validateDesignerLink },
    log,
    registerInDev: config.registerProtocolInDev,
    open: (url) => {
      loadInWindow(url);
      focus();
    },
  });
  pendingUrl = deepLinks.fromArgv(process.argv);

  app.on('second-instance', (_event, argv) => {
    const url = deepLinks.fromArgv(argv);
    if (url) loadInWindow(url);
    focus();
  });

  hardenApp(policy, log, loadInWindow);

  const history = (): DesktopHistoryState => {
    const nav = window && !window.isDestroyed() ? window.webContents.navigationHistory : undefined;
    return { canGoBack: nav?.canGoBack() ?? false, canGoForward: nav?.canGoForward() ?? false };
  };

  const goBack = (): boolean => {
    const nav = window?.webContents.navigationHistory;
    if (!nav?.canGoBack()) return false;
    nav.goBack();
    return true;
  };

  const run = (command: MenuCommand | NavCommand) => {
    const contents = window && !window.isDestroyed() ? window.webContents : undefined;
    switch (command) {
      case 'back':
        goBack();
        return;
      case 'forward':
        if (contents?.navigationHistory.canGoForward()) contents.navigationHistory.goForward();
        return;
      case 'reload':
        contents?.reload();
        return;
      case 'home':
        loadInWindow(target.startUrl);
        return;
      case 'clear-cache':
        void clearCache();
        return;
      case 'cookie-settings':
        contents?.send(IPC.consentOpen);
        return;
    }
  };

  const menuOptions = { os, strings, cacheEnabled: config.cacheMaxBytes > 0, run };
  const historyChanged = () => {
    const state = history();
    applyAppMenu(menuOptions, state);
    if (window && !window.isDestroyed()) window.webContents.send(IPC.history, state);
  };

  const clearCache = async () => {
    await cache?.clear();
    await session.fromPartition(SHOP_PARTITION).clearCache();
    log.info('cache cleared');
    if (window && !window.isDestroyed()) {
      void dialog.showMessageBox(window, { type: 'info', message: strings.cacheCleared, buttons: ['OK'] });
    }
  };

  const cacheStatus = (): DesktopCacheStatus => {
    const stats = cache?.stats() ?? { entries: 0, bytes: 0, maxBytes: 0 };
    return { enabled: !!cache, online, lastOnlineAt, ...stats };
  };

  registerBridge({
    window: () => window,
    policy,
    goBack,
    canGoBack: () => history().canGoBack,
    cacheStatus,
    log,
  });

  function createWindow() {
    window = createMainWindow({
      preloadPath: join(__dirname, 'preload.cjs'),
      info,
      title: PRODUCT_NAME,
      log,
    });
    const contents = window.webContents;
    contents.on('before-input-event', (event, input) => {
      const command = keyCommand(input, os);
      if (!command) return;
      event.preventDefault();
      run(command);
    });
    window.on('app-command', (_event, name) => {
      const command = appCommand(name);
      if (command) run(command);
    });
    window.on('swipe', (_event, direction) => {
      const command = swipeCommand(direction);
      if (command) run(command);
    });
    contents.on('did-navigate', historyChanged);
    contents.on('did-navigate-in-page', historyChanged);
    window.on('closed', () => {
      window = undefined;
    });
    const first = pendingUrl ?? target.startUrl;
    pendingUrl = undefined;
    void window
      .loadURL(first)
      .catch((error) => log.warn('load failed', { url: first, error: String(error) }));
    historyChanged();
  }

  app.on('window-all-closed', () => {
    if (os !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!window && app.isReady()) createWindow();
  });
  app.on('before-quit', () => {
    void cache?.flush();
  });

  void app
    .whenReady()
    .then(async () => {
      const ses = session.fromPartition(SHOP_PARTITION);
      hardenSession(ses, policy, log);
      if (config.cacheMaxBytes > 0) {
        try {
          cache = await DiskCache.open(join(app.getPath('userData'), 'shop-cache'), {
            maxBytes: config.cacheMaxBytes,
            log,
          });
        } catch (error) {
          log.error('offline cache unavailable', { error: String(error) });
        }
      }
      const handler = createShopFetch({
        origins: target.origins,
        cache,
        network: shopNetwork(ses),
        passThrough: passThrough(ses),
        offlinePage: (url, saved) =>
          offlinePageResponse({
            url,
            lang: languageOf(target.market),
            homeUrl: target.startUrl,
            saved,
            origins: target.origins,
            strings,
          }),
        log,
        onNetworkState: (up) => {
          if (up) lastOnlineAt = new Date().toISOString();
          if (up !== online) log.info(up ? 'shop reachable again' : 'shop unreachable');
          online = up;
        },
      });
      const schemes = new Set([...target.origins].map((origin) => new URL(origin).protocol.slice(0, -1)));
      for (const scheme of schemes) ses.protocol.handle(scheme, handler);
      createWindow();
    })
    .catch((error) => {
      log.error('start-up failed', { error: String(error) });
      stop(`${PRODUCT_NAME} could not start: ${String(error)}`);
    });
}

main();
