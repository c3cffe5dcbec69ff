/** The one app window: locked-down web preferences, and size and position remembered. */
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, BrowserWindow, screen } from 'electron';
import type { DesktopPlatformInfo } from '../bridge-api';
import type { Logger } from '../core/log';
import { encodePlatformInfo } from '../core/platform-info';
import {
  MIN_SIZE,
  parseWindowState,
  restoreWindowState,
  serializeWindowState,
  type WindowState,
} from '../core/window-state';

export const SHOP_PARTITION = 'persist:shop';

function stateFile(): string {
  return join(app.getPath('userData'), 'window-state.json');
}

function readSavedState(): WindowState | undefined {
  try {
    return parseWindowState(readFileSync(stateFile(), 'utf8'));
  } catch {
    return undefined;
  }
}

async function saveState(state: WindowState, log: Logger): Promise<void> {
  const file = stateFile();
  const temp = `${file}.tmp`;
  try {
    await writeFile(temp, serializeWindowState(state));
    await rename(temp, file);
  } catch (error) {
    log.warn('window state not saved', { error: String(error) });
  }
}

export interface MainWindowOptions {
  preloadPath: string;
  info: DesktopPlatformInfo;
  title: string;
  log: Logger;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((d) => d.workArea);
  const restored = restoreWindowState(readSavedState(), workAreas);

  const window = new BrowserWindow({
    ...restored.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: options.title,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: options.preloadPath,
      partition: SHOP_PARTITION,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: !app.isPackaged,
      additionalArguments: [encodePlatformInfo(options.info)],
    },
  });

  window.once('ready-to-show', () => {
    if (restored.maximized) window.maximize();
    window.show();
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const current = (): WindowState => ({ bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void saveState(current(), options.log), 500);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', saveSoon);
  window.on('unmaximize', saveSoon);
  window.on('close', () => {
    clearTimeout(timer);
    void saveState(current(), options.log);
  });
  return window;
}
