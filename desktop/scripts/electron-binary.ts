/**
 * Finds the Electron binary WITHOUT require('electron'): that module downloads the binary on first
 * use, and this project must never depend on that download (STACK "Electron"). Used by
 * `npm run desktop` (start.ts) and the Playwright `_electron` suite.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ElectronBinary = { found: true; path: string } | { found: false; reason: string };

function electronPackageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * ELECTRON_BINARY wins; otherwise the binary the electron package recorded in its path.txt
 * (under ELECTRON_OVERRIDE_DIST_PATH when that is set, as the package itself does).
 */
export function findElectronBinary(
  env: NodeJS.ProcessEnv = process.env,
  /** The electron package's folder; null when it is not installed. */
  packageDir: string | null = electronPackageDir(),
): ElectronBinary {
  const explicit = env.ELECTRON_BINARY;
  if (explicit) {
    return existsSync(explicit)
      ? { found: true, path: explicit }
      : { found: false, reason: `ELECTRON_BINARY=${explicit} does not exist` };
  }
  if (!packageDir) return { found: false, reason: 'the electron package is not installed' };
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) {
    return { found: false, reason: 'node_modules/electron was installed without its binary (no path.txt)' };
  }
  const executable = readFileSync(pathFile, 'utf8').trim();
  const base = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const path = join(base, executable);
  return existsSync(path) ? { found: true, path } : { found: false, reason: `${path} does not exist` };
}

export const SKIP_LINE = (reason: string) =>
  `[electron] SKIPPED: the Electron binary is not installed here (${reason}); the real-app suite runs where it is (or set ELECTRON_BINARY).`;
