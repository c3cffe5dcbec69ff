import { describe, expect, it, vi } from 'vitest';
import { trapFocusIndex, trapTab } from './focus-trap';

describe('focus trap', () => {
  it('wraps Tab from the last element to the first and Shift+Tab from the first to the last', () => {
    expect(trapFocusIndex(2, 1, false)).toBe(0);
    expect(trapFocusIndex(2, 0, true)).toBe(1);
  });

  it('lets the browser move inside', () => {
    expect(trapFocusIndex(3, 0, false)).toBeNull();
    expect(trapFocusIndex(3, 2, true)).toBeNull();
  });

  it('brings focus from the dialog itself (or outside) to the first or last element', () => {
    expect(trapFocusIndex(2, -1, false)).toBe(0);
    expect(trapFocusIndex(2, -1, true)).toBe(1);
    expect(trapFocusIndex(2, 7, false)).toBe(0);
  });

  it('keeps focus on the dialog when nothing inside can take it', () => {
    expect(trapFocusIndex(0, -1, false)).toBe(-1);
  });

  it('moves focus on the elements of a container', () => {
    const decline = { focus: vi.fn() };
    const accept = { focus: vi.fn() };
    const container = { focus: vi.fn(), querySelectorAll: () => [decline, accept] } as unknown as HTMLElement;
    expect(trapTab(container, false, accept as unknown as Element)).toBe(true);
    expect(decline.focus).toHaveBeenCalledOnce();
    expect(trapTab(container, true, decline as unknown as Element)).toBe(true);
    expect(accept.focus).toHaveBeenCalledOnce();
    expect(trapTab(container, false, decline as unknown as Element)).toBe(false);
    const empty = { focus: vi.fn(), querySelectorAll: () => [] } as unknown as HTMLElement;
    expect(trapTab(empty, false, null)).toBe(true);
    expect((empty as unknown as { focus: ReturnType<typeof vi.fn> }).focus).toHaveBeenCalledOnce();
  });
});
