import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'architecture/**/*.test.ts',
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'desktop/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['web/testing/preload-islands.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
