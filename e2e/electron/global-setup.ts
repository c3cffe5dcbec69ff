/** Builds main and preload into dist/desktop/ before the real app is launched (nothing without a binary). */
import { resolve } from 'node:path';
import { build } from 'vite';
import { findElectronBinary } from '../../desktop/scripts/electron-binary';

export default async function globalSetup(): Promise<void> {
  if (!findElectronBinary().found) return;
  const root = resolve(import.meta.dirname, '../..');
  await build({ configFile: resolve(root, 'desktop/vite.config.ts'), root, logLevel: 'warn' });
}
