import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, parseWindowState, restoreWindowState, serializeWindowState } from './window-state';

const primary = { x: 0, y: 0, width: 1920, height: 1040 };
const right = { x: 1920, y: 0, width: 1280, height: 1000 };

describe('restoreWindowState', () => {
  it('opens centred at the default size the first time', () => {
    expect(restoreWindowState(undefined, [primary])).toEqual({
      bounds: { x: 320, y: 90, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height },
      maximized: false,
    });
  });

  it('reopens where the window was, maximised or not', () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1000, height: 700 }, maximized: true };
    expect(restoreWindowState(saved, [primary, right])).toEqual(saved);
  });

  it('comes back to the primary display when its monitor is gone', () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1000, height: 700 }, maximized: false };
    const restored = restoreWindowState(saved, [primary]);
    expect(restored.bounds.x).toBeGreaterThanOrEqual(0);
    expect(restored.bounds.x + restored.bounds.width).toBeLessThanOrEqual(1920);
  });

  it('pulls a window that hangs over the edge fully onto its display and caps its size', () => {
    const restored = restoreWindowState(
      { bounds: { x: 1500, y: -40, width: 3000, height: 900 }, maximized: false },
      [primary],
    );
    expect(restored.bounds).toEqual({ x: 0, y: 0, width: 1920, height: 900 });
  });

  it('keeps at least the minimum size that fits', () => {
    const restored = restoreWindowState(
      { bounds: { x: 10, y: 10, width: 300, height: 200 }, maximized: false },
      [primary],
    );
    expect(restored.bounds.width).toBe(800);
    expect(restored.bounds.height).toBe(600);
  });
});

describe('window state file', () => {
  it('round-trips and ignores anything unreadable', () => {
    const state = { bounds: { x: 10.4, y: 20, width: 1000, height: 700 }, maximized: false };
    expect(parseWindowState(serializeWindowState(state))).toEqual({
      ...state,
      bounds: { ...state.bounds, x: 10 },
    });
    expect(parseWindowState(undefined)).toBeUndefined();
    expect(parseWindowState('{')).toBeUndefined();
    expect(
      parseWindowState('{"bounds":{"x":0,"y":0,"width":-5,"height":10},"maximized":false}'),
    ).toBeUndefined();
    expect(
      parseWindowState('{"bounds":{"x":"0","y":0,"width":5,"height":10},"maximized":false}'),
    ).toBeUndefined();
  });
});
