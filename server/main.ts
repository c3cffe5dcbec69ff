/** Production start: serves the built shop (`npm run build` first; `npm start` does both). */
// First: libraries read NODE_ENV when they load (see the module).
import './production-mode';
import { join } from 'node:path';
import { buildApp, ROOT_DIR } from './app';
import { ConfigError, readConfig } from './config';
import { onShutdownSignals } from './http/graceful-shutdown';
import { createLifecycle } from './http/lifecycle';
import { loadBuiltRenderer } from './ssr/built-renderer';

async function main() {
  const config = readConfig();
  const distDir = join(ROOT_DIR, 'dist');
  const renderer = await loadBuiltRenderer(distDir);
  const lifecycle = createLifecycle();
  const app = await buildApp({
    config,
    lifecycle,
    renderer: async () => renderer,
    clientDir: join(distDir, 'client'),
  });
  onShutdownSignals(app, {
    lifecycle,
    drainDelayMs: config.SHUTDOWN_DELAY_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log: app.log,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
