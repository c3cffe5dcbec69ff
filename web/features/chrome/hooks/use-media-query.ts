import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches; undefined on the server and during hydration, so the first
 * client render equals the server's. Components render their server-safe default for undefined.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}

/** prefers-reduced-motion: reduce (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)') === true;
}

const noSubscribe = () => () => {};

/** False on the server and in the hydration render, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
