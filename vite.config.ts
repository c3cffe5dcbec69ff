import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml)$/;

/**
 * Writes .br and .gz beside every compressible client file at build time, so the server sends
 * pre-compressed bytes (@fastify/static preCompressed) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    async closeBundle() {
      if (!outDir) return;
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      for (const file of files) {
        const path = join(outDir, file);
        const body = await readFile(path);
        if (body.length < 1024) continue;
        await writeFile(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  publicDir: 'web/public',
  build: {
    copyPublicDir: !isSsrBuild,
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: { input: 'web/entry-client.tsx' },
    sourcemap: false,
  },
  ssr: {
    // Bundled into the SSR entry so the server runs one file per route tree.
    noExternal: ['react-router'],
  },
}));
