/**
 * The floating contact button must never hide a price or a buy button (issue 23.16). Pages mark
 * those with `data-keep-clear`; while one of them passes under the button, the button steps out
 * of the way, and comes back once the spot is free again.
 */
import { type RefObject, useEffect, useState } from 'react';

export const KEEP_CLEAR_SELECTOR = '[data-keep-clear]';

interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A margin around the button, so a price is not read right at its edge either. */
const MARGIN = 4;

export function overlaps(a: Box, b: Box, margin = MARGIN): boolean {
  return (
    a.left - margin < b.right &&
    b.left < a.right + margin &&
    a.top - margin < b.bottom &&
    b.top < a.bottom + margin
  );
}

/** True while any visible keep-clear element lies under the element (checked on scroll and resize). */
export function useYieldToKeepClear(ref: RefObject<HTMLElement | null>): boolean {
  const [yielding, setYielding] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = ref.current;
      if (!button) return;
      // The button's own box where it stands, even while it is moved aside.
      const style = getComputedStyle(button);
      const right = window.innerWidth - Number.parseFloat(style.right || '0');
      const bottom = window.innerHeight - Number.parseFloat(style.bottom || '0');
      const size = button.getBoundingClientRect();
      const box = { left: right - size.width, right, top: bottom - size.height, bottom };
      const covered = [...document.querySelectorAll<HTMLElement>(KEEP_CLEAR_SELECTOR)].some((element) => {
        if (element === button || element.closest('[data-hidden="true"],[hidden]')) return false;
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && overlaps(box, r);
      });
      setYielding(covered);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that arrives or moves later (a bar that hides, a dialog) is caught as well.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-hidden', 'hidden', 'open'],
    });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return yielding;
}
