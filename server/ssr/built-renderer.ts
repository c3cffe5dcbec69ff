import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets } from '../../web/entry-server';
import type { Renderer } from './renderer';

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

export const CLIENT_ENTRY = 'web/entry-client.tsx';

/** Finds the hashed entry script and its stylesheets in Vite's build manifest. */
export async function readAssets(clientDir: string): Promise<PageAssets> {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    throw new Error(`No client build at ${manifestPath}: run "npm run build" first (npm start does).`);
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no entry ${CLIENT_ENTRY}`);
  // One stylesheet for the whole app (vite.config.ts cssCodeSplit: false) is its own manifest entry.
  const css = [...(entry.css ?? []), ...(manifest['style.css'] ? [manifest['style.css'].file] : [])];
  if (css.length === 0) throw new Error('The build manifest names no stylesheet');
  return { entry: `/${entry.file}`, css: css.map((f) => `/${f}`) };
}

/** The production renderer: the SSR bundle of `vite build --ssr` and the client manifest. */
export async function loadBuiltRenderer(distDir: string): Promise<Renderer> {
  const assets = await readAssets(join(distDir, 'client'));
  const entryPath = join(distDir, 'server', 'entry-server.js');
  const entry = (await import(pathToFileURL(entryPath).href)) as Omit<Renderer, 'assets'>;
  return {
    assets,
    renderPage: entry.renderPage,
    loadPayload: entry.loadPayload,
    renderHybridLayout: entry.renderHybridLayout,
    i18nAsset: entry.i18nAsset,
  };
}
