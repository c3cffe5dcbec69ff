/**
 * Native back navigation: which key, mouse button or OS command means back, forward, reload or
 * home on each platform. One code path handles each input (menu accelerators are shown, not
 * registered), so nothing ever goes back twice.
 */
import type { DesktopOs } from '../bridge-api';

export type NavCommand = 'back' | 'forward' | 'reload' | 'home';

/** The fields of Electron's before-input-event `input` that matter here. */
export interface KeyInput {
  type: string;
  key: string;
  alt: boolean;
  control: boolean;
  meta: boolean;
  shift: boolean;
}

/** Accelerators shown in the menu, in Electron's syntax. */
export function accelerators(os: DesktopOs): Record<NavCommand, string> {
  return os === 'darwin'
    ? { back: 'Cmd+[', forward: 'Cmd+]', reload: 'Cmd+R', home: 'Cmd+Shift+H' }
    : { back: 'Alt+Left', forward: 'Alt+Right', reload: 'Ctrl+R', home: 'Alt+Home' };
}

/** The command a key press means, or undefined to let the page have it. */
export function keyCommand(input: KeyInput, os: DesktopOs): NavCommand | undefined {
  if (input.type !== 'keyDown') return undefined;
  // Dedicated browser keys on some keyboards, on every platform.
  switch (input.key) {
    case 'BrowserBack':
      return 'back';
    case 'BrowserForward':
      return 'forward';
    case 'BrowserRefresh':
      return 'reload';
    case 'BrowserHome':
      return 'home';
  }
  const none = !input.alt && !input.control && !input.meta && !input.shift;
  if (input.key === 'F5' && none) return 'reload';
  if (os === 'darwin') {
    if (!input.meta || input.alt || input.control) return undefined;
    if (!input.shift && input.key === '[') return 'back';
    if (!input.shift && input.key === ']') return 'forward';
    if (!input.shift && input.key.toLowerCase() === 'r') return 'reload';
    if (input.shift && input.key.toLowerCase() === 'h') return 'home';
    return undefined;
  }
  if (input.alt && !input.control && !input.meta && !input.shift) {
    if (input.key === 'ArrowLeft') return 'back';
    if (input.key === 'ArrowRight') return 'forward';
    if (input.key === 'Home') return 'home';
  }
  if (input.control && !input.alt && !input.meta && !input.shift && input.key.toLowerCase() === 'r') {
    return 'reload';
  }
  return undefined;
}

/** Windows and Linux report the mouse's back and forward buttons as app commands. */
export function appCommand(command: string): NavCommand | undefined {
  if (command === 'browser-backward') return 'back';
  if (command === 'browser-forward') return 'forward';
  return undefined;
}

/**
 * macOS has no app command for mouse buttons: the preload reports DOM mouse buttons 3 and 4. On
 * Windows and Linux the app command does it, so the preload ignores them there.
 */
export function mouseButtonCommand(button: number, os: DesktopOs): NavCommand | undefined {
  if (os !== 'darwin') return undefined;
  if (button === 3) return 'back';
  if (button === 4) return 'forward';
  return undefined;
}

/** A macOS trackpad swipe (BrowserWindow "swipe" event). */
export function swipeCommand(direction: string): NavCommand | undefined {
  if (direction === 'left') return 'back';
  if (direction === 'right') return 'forward';
  return undefined;
}
