/**
 * `npm run desktop`: starts the built app (dist/desktop/main.cjs) against a running shop
 * (SHOP_URL, default http://localhost:3000). Finds Electron without triggering its download and
 * says plainly what to do when it is missing.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findElectronBinary } from './electron-binary';

const root = resolve(import.meta.dirname, '../..');
const main = join(root, 'dist/desktop/main.cjs');

if (!existsSync(main)) {
  console.error('dist/desktop/main.cjs is missing: build it with  npx vite build -c desktop/vite.config.ts');
  process.exit(1);
}
const binary = findElectronBinary();
if (!binary.found) {
  console.error(
    `Electron is not installed here (${binary.reason}).\n` +
      'Install its binary with  npx install-electron  (downloads from GitHub), or point ELECTRON_BINARY at one.',
  );
  process.exit(1);
}

const child = spawn(binary.path, [main, ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
