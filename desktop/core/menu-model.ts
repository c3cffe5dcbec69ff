/**
 * The application menu as data: Back, Forward, Reload, Home, "clear cache" and "cookie settings"
 * (the shop's consent dialog again), with the platform's accelerators and the history state. The
 * Electron adapter turns it into a Menu.
 */
import type { DesktopHistoryState, DesktopOs } from '../bridge-api';
import { accelerators, type NavCommand } from './shortcuts';
import type { DesktopStrings } from './strings';

export type MenuCommand = NavCommand | 'clear-cache' | 'cookie-settings';

export interface MenuCommandItem {
  kind: 'command';
  id: MenuCommand;
  label: string;
  /** Shown next to the label; the key itself is handled by keyCommand (see shortcuts.ts). */
  accelerator: string | undefined;
  enabled: boolean;
}

export type MenuModelItem = MenuCommandItem | { kind: 'separator' };

export interface MenuModel {
  label: string;
  items: MenuModelItem[];
}

export function navigationMenu(
  os: DesktopOs,
  history: DesktopHistoryState,
  strings: DesktopStrings,
  options: { cacheEnabled: boolean },
): MenuModel {
  const keys = accelerators(os);
  const command = (id: MenuCommand, label: string, enabled = true): MenuCommandItem => ({
    kind: 'command',
    id,
    label,
    accelerator: id === 'clear-cache' || id === 'cookie-settings' ? undefined : keys[id],
    enabled,
  });
  return {
    label: strings.navigate,
    items: [
      command('back', strings.back, history.canGoBack),
      command('forward', strings.forward, history.canGoForward),
      command('reload', strings.reload),
      command('home', strings.home),
      { kind: 'separator' },
      command('clear-cache', strings.clearCache, options.cacheEnabled),
      command('cookie-settings', strings.cookieSettings),
    ],
  };
}
