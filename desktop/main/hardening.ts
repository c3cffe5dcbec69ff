/**
 * Electron's security checklist, bound to the pure policies: navigation, new windows, webviews,
 * permissions, devices and downloads. Installed for every WebContents the app ever creates.
 */
import { app, type Session, shell, type WebContents } from 'electron';
import type { Logger } from '../core/log';
import {
  decideNavigation,
  decideSilentNavigation,
  decideWindowOpen,
  type NavigationPolicy,
} from '../core/navigation';
import { decidePermission } from '../core/permissions';
import { isShopUrl } from '../core/shop-target';

const shorten = (url: string) => (url.length > 200 ? `${url.slice(0, 200)}…` : url);

export function openExternally(url: string, log: Logger): void {
  shell
    .openExternal(url)
    .catch((error) => log.warn('openExternal failed', { url: shorten(url), error: String(error) }));
}

/** Navigation and window policy for one WebContents; `loadInWindow` shows a shop URL in the app window. */
export function hardenWebContents(
  contents: WebContents,
  policy: NavigationPolicy,
  log: Logger,
  loadInWindow: (url: string) => void,
): void {
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, policy);
    if (decision.action === 'allow') return;
    event.preventDefault();
    if (decision.action === 'open-external') {
      log.info('navigation: opened in the system browser', { url: shorten(decision.url) });
      openExternally(decision.url, log);
    } else {
      log.warn('navigation: refused', { url: shorten(event.url), reason: decision.reason });
    }
  });

  // Server redirects and subframes may only stay on the shop; they never open anything outside.
  contents.on('will-redirect', (event) => {
    const decision = decideSilentNavigation(event.url, policy);
    if (decision.action === 'allow') return;
    event.preventDefault();
    log.warn('redirect: refused', { url: shorten(event.url), reason: decision.reason });
  });
  contents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame) return; // will-navigate decides for the top frame
    const decision = decideSilentNavigation(event.url, policy);
    if (decision.action === 'allow') return;
    event.preventDefault();
    log.warn('subframe navigation: refused', { url: shorten(event.url), reason: decision.reason });
  });

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log.warn('webview: refused');
  });

  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, policy);
    if (decision.action === 'load-in-window') loadInWindow(decision.url);
    else if (decision.action === 'open-external') openExternally(decision.url, log);
    else log.warn('new window: refused', { url: shorten(url), reason: decision.reason });
    return { action: 'deny' };
  });
}

/** Permission, device and download policy of the app's session. */
export function hardenSession(ses: Session, policy: NavigationPolicy, log: Logger): void {
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const decision = decidePermission(
      {
        permission,
        requestingUrl: details.requestingUrl,
        isMainFrame: details.isMainFrame,
        externalUrl: 'externalURL' in details ? details.externalURL : undefined,
      },
      policy,
    );
    if (!decision.granted) log.info('permission: denied', { permission, reason: decision.reason });
    if (!decision.granted && decision.openInstead) openExternally(decision.openInstead, log);
    callback(decision.granted);
  });
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    // openExternal is only ever requested, never checked; the request handler decides it.
    if (permission === 'openExternal') return false;
    return decidePermission(
      {
        permission,
        requestingUrl: details.requestingUrl ?? requestingOrigin,
        isMainFrame: details.isMainFrame,
      },
      policy,
    ).granted;
  });
  ses.setDevicePermissionHandler(() => false);
  ses.on('will-download', (event, item) => {
    const url = item.getURL();
    if (isShopUrl(url, policy.shopOrigins)) return; // Electron asks where to save
    event.preventDefault();
    log.warn('download: refused', { url: shorten(url) });
  });
}

/** App-wide: every WebContents, present and future, gets the policy before it loads anything. */
export function hardenApp(policy: NavigationPolicy, log: Logger, loadInWindow: (url: string) => void): void {
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, policy, log, loadInWindow),
  );
}
