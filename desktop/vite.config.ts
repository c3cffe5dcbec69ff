/**
 * Builds the Electron main process and the preload into dist/desktop/ (separate from the web
 * app's root vite.config.ts):  npx vite build -c desktop/vite.config.ts
 *
 * The main process is this config's own library build; the preload is a second build started
 * through vite-plugin-electron's build-only API once the first has finished. Both are single
 * CommonJS files: a sandboxed preload cannot load chunks, and .cjs keeps them CommonJS inside a
 * "type": "module" package. Electron and Node built-ins stay external; shared/ and zod are bundled.
 */
import { resolve } from 'node:path';
import { defineConfig, type InlineConfig, type Plugin } from 'vite';
import { build as buildElectron, withExternalBuiltins } from 'vite-plugin-electron';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist/desktop');
/** Electron 45 runs Node 22 in the main process and Chromium 142 in the preload. */
const NODE_TARGET = 'node22';

const common = (emptyOutDir: boolean): InlineConfig => ({
  root,
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  resolve: { conditions: ['node'] },
  build: {
    outDir,
    emptyOutDir,
    target: NODE_TARGET,
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
  },
});

const preloadConfig: InlineConfig = {
  ...common(false),
  build: {
    ...common(false).build,
    rolldownOptions: {
      input: resolve(root, 'desktop/preload/index.ts'),
      output: { format: 'cjs', entryFileNames: 'preload.cjs', codeSplitting: false },
    },
  },
};

/**
 * The https origin a packaged app opens, from SHOP_DESKTOP_ORIGIN ('' without it). A wrong value
 * fails the build rather than the installed app; desktop/core/shop-origin.ts checks it again at start.
 */
function bakedShopOrigin(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return '';
  const url = URL.canParse(trimmed) ? new URL(trimmed) : undefined;
  if (url?.protocol !== 'https:' || url.href !== `${url.origin}/` || url.username || url.password) {
    throw new Error(
      `SHOP_DESKTOP_ORIGIN must be an https origin such as https://shop.example, not "${trimmed}"`,
    );
  }
  return url.origin;
}

/** Builds the preload after the main process (one `vite build` produces both). */
function preload(): Plugin {
  return {
    name: 'shop-desktop:preload',
    apply: 'build',
    async closeBundle() {
      await buildElectron({ vite: preloadConfig });
    },
  };
}

export default defineConfig(() =>
  withExternalBuiltins({
    ...common(true),
    configFile: undefined,
    plugins: [preload()],
    // The packaged app opens this origin whatever its environment says (core/shop-origin.ts).
    define: { __SHOP_DESKTOP_ORIGIN__: JSON.stringify(bakedShopOrigin(process.env.SHOP_DESKTOP_ORIGIN)) },
    build: {
      ...common(true).build,
      lib: {
        entry: resolve(root, 'desktop/main/index.ts'),
        formats: ['cjs'],
        fileName: () => 'main.cjs',
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
