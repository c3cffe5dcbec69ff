/** What can take keyboard focus inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (or Shift+Tab) must send focus to keep it inside the dialog: the index of the element
 * to focus, or null when the browser's own move stays inside. `current` is -1 when focus is on
 * the dialog itself or outside it.
 */
export function trapFocusIndex(count: number, current: number, shift: boolean): number | null {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return shift ? count - 1 : 0;
  if (shift && current === 0) return count - 1;
  if (!shift && current === count - 1) return 0;
  return null;
}

/** Moves focus for a Tab key press inside `container`; true when it did (and the default must stop). */
export function trapTab(container: HTMLElement, shift: boolean, active: Element | null): boolean {
  const elements = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const index = trapFocusIndex(elements.length, active ? elements.indexOf(active as HTMLElement) : -1, shift);
  if (index === null) return false;
  (index === -1 ? container : elements[index])?.focus();
  return true;
}
