/** Production start: serves the built shop (`npm run build` first; `npm start` does both). */
// First: libraries read NODE_ENV when they load (see the module).
import './production-mode';
import { join } from 'node:path';
import { buildApp, ROOT_DIR } from './app';
import { ConfigError, readConfig } from './config';
import { loadBuiltRenderer } from './ssr/built-renderer';

async function main() {
  const config = readConfig();
  const distDir = join(ROOT_DIR, 'dist');
  const renderer = await loadBuiltRenderer(distDir);
  const app = await buildApp({ config, renderer: async () => renderer, clientDir: join(distDir, 'client') });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
