/**
 * Renders the app icon (build/icon.svg) to the PNGs electron-builder reads:
 * build/icon.png (512x512, Windows and macOS; converted to .ico/.icns while packaging) and
 * build/icons/{512x512,256x256}.png (Linux).  node --import tsx desktop/scripts/make-icons.ts
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '../..');
const build = join(root, 'build');

const svg = await readFile(join(build, 'icon.svg'));
await mkdir(join(build, 'icons'), { recursive: true });
const render = (size: number, file: string) =>
  sharp(svg, { density: Math.ceil((72 * size) / 512) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);

await render(512, join(build, 'icon.png'));
await render(512, join(build, 'icons', '512x512.png'));
await render(256, join(build, 'icons', '256x256.png'));
console.log('icons written to build/');
