/** Focus handling of the dialog host: what is focusable, where Tab goes, what to restore. */

export const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Where Tab (or Shift+Tab) must send focus to keep it inside: the index to focus, -1 for the
 * container itself (nothing focusable inside), or null when the browser's own move stays inside.
 * `current` is -1 when focus is on the container or outside it.
 */
export function nextFocusIndex(count: number, current: number, shift: boolean): number | null {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return shift ? count - 1 : 0;
  if (shift && current === 0) return count - 1;
  if (!shift && current === count - 1) return 0;
  return null;
}

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Moves focus for a Tab key press inside `container`; true when it did (the default must be stopped). */
export function trapTab(container: HTMLElement, shift: boolean, active: Element | null): boolean {
  const elements = focusableIn(container);
  const index = nextFocusIndex(elements.length, active ? elements.indexOf(active as HTMLElement) : -1, shift);
  if (index === null) return false;
  (index === -1 ? container : elements[index])?.focus();
  return true;
}

/** The element to focus first: one marked data-autofocus, else the first field, else the container. */
export function initialFocus(container: HTMLElement): HTMLElement {
  return (
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    container.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea') ??
    container
  );
}
