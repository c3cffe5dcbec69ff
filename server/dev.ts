/** Development: Vite's middleware with hot reload, the SSR entry loaded fresh through Vite. */
import middie from '@fastify/middie';
import { createServer } from 'vite';
import type * as EntryServer from '../web/entry-server';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { CLIENT_ENTRY } from './ssr/built-renderer';

async function main() {
  const config = readConfig({ NODE_ENV: 'development', ...process.env });
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const app = await buildApp({
    config,
    beforeRoutes: async (instance) => {
      await instance.register(middie);
      instance.use(vite.middlewares);
    },
    renderer: async () => {
      const entry = (await vite.ssrLoadModule('/web/entry-server.tsx')) as typeof EntryServer;
      return {
        assets: { entry: `/${CLIENT_ENTRY}`, css: [], devPreamble: true },
        renderPage: entry.renderPage,
        loadPayload: entry.loadPayload,
        renderHybridLayout: entry.renderHybridLayout,
        i18nAsset: entry.i18nAsset,
      };
    },
  });
  app.addHook('onClose', () => vite.close());
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
