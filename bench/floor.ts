import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Gzip bytes (level 9) of the JavaScript a build's entries load before anything else: entry plus static imports. */
export async function entryJavaScriptBytes(outDir: string): Promise<{ bytes: number; files: number }> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  let bytes = 0;
  const add = async (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    bytes += gzipSync(await readFile(join(outDir, chunk.file)), { level: 9 }).length;
    for (const imported of chunk.imports ?? []) await add(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) await add(key);
  return { bytes, files: seen.size };
}

/** Builds the floor app (bench/floor/main.tsx) with Vite's production defaults; its entry JavaScript in gzip bytes. */
export async function floorJavaScriptBytes(): Promise<number> {
  const outDir = await mkdtemp(join(tmpdir(), 'floor-'));
  try {
    await build({
      configFile: false,
      root: join(import.meta.dirname, 'floor'),
      logLevel: 'silent',
      plugins: [react()],
      build: {
        outDir,
        manifest: true,
        rollupOptions: { input: join(import.meta.dirname, 'floor', 'main.tsx') },
      },
    });
    return (await entryJavaScriptBytes(outDir)).bytes;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The modules that weigh most in the given chunks, from the build's bundle-stats.json (rendered bytes). */
export async function topContributors(clientDir: string, files: Set<string>, count: number) {
  const stats = JSON.parse(await readFile(join(clientDir, '.vite', 'bundle-stats.json'), 'utf8')) as {
    chunks: { file: string; modules: { id: string; bytes: number }[] }[];
  };
  const byPackage = new Map<string, number>();
  for (const chunk of stats.chunks) {
    if (!files.has(chunk.file)) continue;
    for (const { id, bytes } of chunk.modules) {
      let name = id;
      if (id.includes('node_modules/')) {
        const parts = id.split('node_modules/').pop()?.split('/') ?? [];
        name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? id);
      } else {
        name = id
          .split('/')
          .slice(0, id.startsWith('web/features/') ? 3 : 2)
          .join('/');
      }
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
    }
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** The files of the entry and its static imports, as named in bundle-stats.json. */
export async function entryFiles(clientDir: string): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  return files;
}
