/** The application menu, rebuilt from the pure model whenever the history state changes. */
import { app, Menu, type MenuItemConstructorOptions } from 'electron';
import type { DesktopHistoryState, DesktopOs } from '../bridge-api';
import { type MenuCommand, navigationMenu } from '../core/menu-model';
import type { DesktopStrings } from '../core/strings';

export interface AppMenuOptions {
  os: DesktopOs;
  strings: DesktopStrings;
  cacheEnabled: boolean;
  run: (command: MenuCommand) => void;
}

export function applyAppMenu(options: AppMenuOptions, history: DesktopHistoryState): void {
  const model = navigationMenu(options.os, history, options.strings, { cacheEnabled: options.cacheEnabled });
  const navigate: MenuItemConstructorOptions = {
    label: model.label,
    submenu: model.items.map(
      (item): MenuItemConstructorOptions =>
        item.kind === 'separator'
          ? { type: 'separator' }
          : {
              id: item.id,
              label: item.label,
              enabled: item.enabled,
              ...(item.accelerator ? { accelerator: item.accelerator } : {}),
              // The key is handled once, in before-input-event (core/shortcuts.ts).
              registerAccelerator: false,
              click: () => options.run(item.id),
            },
    ),
  };
  const template: MenuItemConstructorOptions[] = [
    ...(options.os === 'darwin' ? [{ role: 'appMenu' } as const] : [{ role: 'fileMenu' } as const]),
    { role: 'editMenu' },
    navigate,
    ...(app.isPackaged ? [] : [{ label: 'Developer', submenu: [{ role: 'toggleDevTools' } as const] }]),
    { role: 'windowMenu' },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
