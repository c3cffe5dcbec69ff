import { useEffect, useState } from 'react';
import type { ShopDesktopBridge } from '../../shared/platform/desktop-bridge';

/** The desktop app's preload bridge, when the page runs inside it and speaks version 1. */
export function desktopBridge(): ShopDesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = window.shopDesktop;
  return bridge?.apiVersion === 1 ? bridge : undefined;
}

/**
 * Whether there is somewhere to go back to. The server cannot know, so the first render says
 * "yes" everywhere, and the bridge (or the browser history length) corrects it after hydration.
 */
export function useCanGoBack(): boolean {
  const [canGoBack, setCanGoBack] = useState(true);
  useEffect(() => {
    const bridge = desktopBridge();
    if (!bridge) {
      setCanGoBack(window.history.length > 1);
      return;
    }
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
