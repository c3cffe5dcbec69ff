import { useEffect } from 'react';

/**
 * Locks the page's scrolling while `locked` (SPEC 2 burger): overflow hidden on body, the
 * scrollbar's width added as padding so nothing jumps, and data-scroll-locked on <html> for tests.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    documentElement.dataset.scrollLocked = 'true';
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      delete documentElement.dataset.scrollLocked;
    };
  }, [locked]);
}
