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
