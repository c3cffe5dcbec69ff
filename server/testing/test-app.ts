/** A whole shop server for integration tests: the real SSR entry, no build, silent logs. */
import type { FastifyInstance } from 'fastify';
import * as entry from '../../web/entry-server';
import { type AppOptions, buildApp } from '../app';
import { readConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../db/testing';

export const TEST_ASSETS = { entry: '/assets/entry-client-test.js', css: ['/assets/entry-client-test.css'] };

export interface TestAppOptions extends Pick<AppOptions, 'customerSettings'> {
  /** Another renderer around the real SSR entry (a test that watches what the render reads). */
  renderer?: AppOptions['renderer'];
  /** A database the test reads too (the outbox, say); closed with the app all the same. */
  database?: TestDatabase;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.data/test',
    IMAGE_WARMUP: 'false',
    ...env,
  });
  // One seeded in-memory database per app, closed with it.
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    ...(options.customerSettings ? { customerSettings: options.customerSettings } : {}),
    renderer:
      options.renderer ??
      (async () => ({
        assets: TEST_ASSETS,
        renderPage: entry.renderPage,
        loadPayload: entry.loadPayload,
        renderHybridLayout: entry.renderHybridLayout,
        i18nAsset: entry.i18nAsset,
      })),
  });
  // The embedded CMS is read over HTTP, as a real CMS would be: the app must listen.
  app.addHook('onClose', async () => database.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
