import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findElectronBinary } from '../../desktop/scripts/electron-binary';

/**
 * The real desktop app (DESIGN "Tests", project electron):
 *   npx playwright test -c e2e/electron/playwright.electron.config.ts
 * It runs where the Electron binary exists; elsewhere it prints one skip line and passes.
 * Needs the built shop (npm run build); main and preload are built by global-setup. On Linux CI
 * without a display: xvfb-run -a -s "-screen 0 1920x1080x24" npx playwright test -c …
 */
const root = resolve(import.meta.dirname, '../..');
const binary = findElectronBinary();
export const SHOP_PORT = Number(process.env.E2E_ELECTRON_PORT ?? 3230);
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: resolve(root, 'test-results/electron'),
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Without a binary every test is skipped and skip-reporter.ts prints the one line that says so.
  reporter: binary.found ? [['list']] : [['./skip-reporter.ts']],
  use: { trace: 'retain-on-failure' },
  webServer:
    binary.found && !external
      ? {
          command: 'node --import tsx server/main.ts',
          cwd: root,
          url: `http://localhost:${SHOP_PORT}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          env: { PORT: String(SHOP_PORT), LOG_LEVEL: 'warn', DATA_DIR: '.data/e2e-electron' },
        }
      : undefined,
});
