import { defineConfig, devices } from '@playwright/test';

/**
 * E2E suites (DESIGN "Tests"): `web` at phone and desktop widths, `desktop` (platform d in
 * Chromium with a recording double of the preload bridge). E2E_BASE_URL points them at any
 * running shop instead of the one started here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const external = process.env.E2E_BASE_URL;
export const baseURL = external ?? `http://localhost:${PORT}`;
/**
 * The visual editor's origin the started shop allows to frame verified previews: a loopback name,
 * so that Chromium neither blocks the frame as a public site reaching the local network nor
 * upgrades the http preview's requests as mixed content (e2e/web/visual-editor.spec.ts).
 */
export const EDITOR_ORIGIN = process.env.STORYBLOK_EDITOR_ORIGIN ?? `http://editor.localhost:${PORT}`;
/** Where the locally started shop logs. */
export const SERVER_LOG = `test-results/server-${PORT}.log`;
const DATA_DIR = `.data/e2e-${PORT}`;
/** The embedded mail outbox's pickup folder: one JSON file per mail, links included (server/customers/mailer.ts). */
export const MAIL_OUTBOX = `${DATA_DIR}/mail-outbox`;

export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['electron/**'],
  // One folder per port, so suites started side by side do not delete each other's traces.
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'web-desktop',
      testMatch: 'web/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'web-mobile',
      testMatch: 'web/**/*.spec.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, channel: undefined },
    },
    {
      name: 'desktop',
      testMatch: 'desktop/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
  ],
  webServer: external
    ? undefined
    : {
        // The log is kept for reading after a failure; mails (and their links) are in MAIL_OUTBOX.
        command: `mkdir -p test-results && node --import tsx server/main.ts > test-results/server-${PORT}.log 2>&1`,
        url: `http://localhost:${PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        env: { PORT: String(PORT), LOG_LEVEL: 'info', DATA_DIR, STORYBLOK_EDITOR_ORIGIN: EDITOR_ORIGIN },
      },
});
