import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ShopDesktopBridge } from '../../shared/platform/desktop-bridge';

/** The desktop app's preload bridge, when the page runs inside it and speaks version 1. */
export function desktopBridge(): ShopDesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = window.shopDesktop;
  return bridge?.apiVersion === 1 ? bridge : undefined;
}

/**
 * Whether this tab went to a shop page before the current one. history.length cannot tell: it
 * counts the tab's blank first page and other sites too, and going back to those leaves the shop
 * (a new window "back" to about:blank). The router numbers its own entries (history.state.idx);
 * a full page load from a shop link starts that count again, so a same-site referrer counts too.
 */
export function hasShopHistory(): boolean {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' && 'idx' in state ? state.idx : undefined;
  if (typeof idx === 'number' && idx > 0) return true;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Whether there is somewhere to go back to. The server cannot know, so the first render says
 * "yes" everywhere, and the bridge (or the router's own history) corrects it after hydration and
 * after every navigation.
 */
export function useCanGoBack(): boolean {
  const [canGoBack, setCanGoBack] = useState(true);
  const { key } = useLocation();
  const bridged = desktopBridge() !== undefined;
  useEffect(() => {
    if (bridged || key === undefined) return;
    setCanGoBack(hasShopHistory());
  }, [bridged, key]);
  useEffect(() => {
    const bridge = desktopBridge();
    if (!bridge) return;
    let active = true;
    void bridge.canGoBack().then((value) => {
      if (active) setCanGoBack(value);
    });
    const off = bridge.onHistoryChange((state) => setCanGoBack(state.canGoBack));
    return () => {
      active = false;
      off();
    };
  }, []);
  return canGoBack;
}

/**
 * Whether the desktop app could not reach the shop for this page (issue 36 item 8): its offline
 * cache then showed a saved copy. Asked after hydration and after every navigation; always false
 * outside the app and on the server, so the server's HTML never carries the notice.
 */
export function useDesktopOffline(): boolean {
  const [offline, setOffline] = useState(false);
  const { key } = useLocation();
  useEffect(() => {
    const bridge = desktopBridge();
    if (!bridge || key === undefined) return;
    let active = true;
    bridge.cacheStatus().then(
      (status) => {
        if (active) setOffline(status.enabled && !status.online);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [key]);
  return offline;
}
