import { useEffect } from 'react';

/**
 * Locks the page's scrolling while `locked` (SPEC 2 burger, SPEC 4 dialogs): overflow hidden on
 * body, the scrollbar's width added as padding so nothing jumps, and a data attribute on <html>
 * naming who holds the lock (tests and styles read it).
 */
export function useScrollLock(locked: boolean, marker: 'scrollLocked' | 'dialogOpen' = 'scrollLocked'): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    documentElement.dataset[marker] = 'true';
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      delete documentElement.dataset[marker];
    };
  }, [locked, marker]);
}
