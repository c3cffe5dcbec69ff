/**
 * The window's size and position, remembered between runs. The saved state is checked against the
 * displays present now, so a window last seen on a detached monitor comes back on a visible one.
 */
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 860 } as const;
export const MIN_SIZE = { width: 800, height: 600 } as const;
/** How much of the window must lie on a display for the saved position to be kept. */
const MIN_VISIBLE = { width: 200, height: 100 } as const;

const finite = z.number().finite();
const stateSchema = z.object({
  bounds: z.object({ x: finite, y: finite, width: finite.positive(), height: finite.positive() }),
  maximized: z.boolean(),
});

/** Parses the saved file's JSON text; anything unreadable counts as no saved state. */
export function parseWindowState(text: string | undefined): WindowState | undefined {
  if (!text) return undefined;
  try {
    const result = stateSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export function serializeWindowState(state: WindowState): string {
  const round = (n: number) => Math.round(n);
  const { x, y, width, height } = state.bounds;
  return JSON.stringify({
    bounds: { x: round(x), y: round(y), width: round(width), height: round(height) },
    maximized: state.maximized,
  });
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/**
 * The bounds to open the window with: the saved ones when enough of them is on a display (the size
 * capped to that display's work area), else the default size centred on the primary display.
 * `workAreas[0]` is the primary display.
 */
export function restoreWindowState(saved: WindowState | undefined, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height };
  const centred = (width: number, height: number): Rect => ({
    x: Math.round(primary.x + (primary.width - width) / 2),
    y: Math.round(primary.y + (primary.height - height) / 2),
    width,
    height,
  });
  const fitTo = (area: Rect, width: number, height: number) => ({
    width: Math.max(Math.min(width, area.width), Math.min(MIN_SIZE.width, area.width)),
    height: Math.max(Math.min(height, area.height), Math.min(MIN_SIZE.height, area.height)),
  });

  if (saved) {
    const host = workAreas.find((area) => {
      const o = overlap(saved.bounds, area);
      return o.width >= MIN_VISIBLE.width && o.height >= MIN_VISIBLE.height;
    });
    if (host) {
      const size = fitTo(host, saved.bounds.width, saved.bounds.height);
      // Pull the window fully inside the display it mostly sits on.
      const x = Math.min(Math.max(saved.bounds.x, host.x), host.x + host.width - size.width);
      const y = Math.min(Math.max(saved.bounds.y, host.y), host.y + host.height - size.height);
      return { bounds: { x, y, ...size }, maximized: saved.maximized };
    }
  }
  const size = fitTo(primary, DEFAULT_SIZE.width, DEFAULT_SIZE.height);
  return { bounds: centred(size.width, size.height), maximized: saved?.maximized ?? false };
}
