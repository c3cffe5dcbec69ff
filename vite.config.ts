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

/**
 * Writes .vite/bundle-stats.json: every chunk with the rendered bytes of each module in it, so
 * `npm run bench` can name what the page's JavaScript is made of (a visualiser in table form).
 */
function bundleStats(): Plugin {
  let root = '';
  return {
    name: 'shop:bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                modules: Object.entries(output.modules).map(([id, m]) => ({
                  id: id.startsWith(root) ? id.slice(root.length + 1) : id,
                  bytes: m.renderedLength,
                })),
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-stats.json',
        source: JSON.stringify({ chunks }),
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), ...(isSsrBuild ? [] : [bundleStats()])],
  publicDir: 'web/public',
  build: {
    // Browsers from 2023 on (Baseline): modern syntax stays as written instead of being spelt out.
    target: 'es2023',
    // One stylesheet in the head: the islands' markup is in the server's HTML from the first paint,
    // so their styles must be too (split CSS would arrive with their code and shift the page).
    cssCodeSplit: false,
    copyPublicDir: !isSsrBuild,
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: {
      input: 'web/entry-client.tsx',
      output: {
        // The entry lists every lazy chunk's file for its preloads: a hash is random text gzip cannot
        // shrink, and seven characters (the least the bundler allows for this many chunks) instead
        // of eight take ~75 bytes off the home page's JavaScript.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            // The stack every page hydrates with, in one file rather than a dozen fragments.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The shell the entry hydrates with that lazy chunks share too (providers, stores,
            // the flag and tracking rules): one file instead of a dozen fragments of a few hundred bytes.
            {
              name: 'shell',
              test: /(web[\\/](entry-client|i18n[\\/]create-i18n|app[\\/](Document|Providers|bootstrap|chunk-|page-events|payload-data|router-state|routes|shop-|layout[\\/]|pages[\\/]RouteErrorBoundary)|ui[\\/]island|features[\\/](customer[\\/](CustomerProvider|customer-store|api|chrome)|consent[\\/](ConsentProvider|consent-script)|dialogs[\\/](dialog-store|use-dialogs)|flags[\\/](FlagsProvider|flag-store)|chrome[\\/]context|tracking[\\/](logger|page-nonce)))|shared[\\/](flags[\\/](?!events)|tracking[\\/](consent|log-levels)|events|routing[\\/]chunk-reload|chrome[\\/](cookies|header)|customer[\\/]customer-data))/,
              priority: 10,
            },
          ],
        },
      },
    },
    sourcemap: false,
  },
  ssr: {
    // Bundled into the SSR entry so the server runs one file per route tree.
    noExternal: ['react-router'],
  },
}));
