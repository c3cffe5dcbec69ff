import { defineConfig, devices } from '@playwright/test';

/**
 * The balancer e2e (issue 16): two built shop instances on one PostgreSQL behind nginx running
 * deploy/nginx/shop.conf, started by the spec itself (scripts/local-cluster.ts). Needs
 * `npm run build`, nginx and TEST_DATABASE_URL; skips with the reason otherwise.
 *   scripts/with-postgres.sh npm run test:balancer
 * nginx listens on E2E_PORT (default 3240), the instances on BALANCER_INSTANCE_PORTS (default
 * E2E_PORT+10 and E2E_PORT+20). The chaos test stops PostgreSQL through TEST_PG_CTL (with-postgres.sh).
 */
const PORT = Number(process.env.E2E_PORT ?? 3240);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `../../test-results/balancer-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'balancer', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
