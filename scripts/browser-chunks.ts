/**
 * Which browser chunks of a client build hold a package (issue 30 §7: zod stays on the server).
 * Reads the build's own account of its chunks (dist/client/.vite/bundle-stats.json, written by
 * vite.config.ts), whose module ids name every file a chunk was made of.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface BundleStats {
  chunks: { file: string; modules: { id: string; bytes: number }[] }[];
}

/** The chunks built from a module of `pkg` (its files under node_modules/pkg/), with those bytes. */
export function chunksWithPackage(stats: BundleStats, pkg: string): { file: string; bytes: number }[] {
  const folder = `node_modules/${pkg}/`;
  return stats.chunks
    .map((chunk) => ({
      file: chunk.file,
      bytes: chunk.modules.filter((m) => m.id.includes(folder)).reduce((sum, m) => sum + m.bytes, 0),
      count: chunk.modules.filter((m) => m.id.includes(folder)).length,
    }))
    .filter((chunk) => chunk.count > 0)
    .map(({ file, bytes }) => ({ file, bytes }));
}

export async function readBundleStats(clientDir: string): Promise<BundleStats> {
  return JSON.parse(await readFile(join(clientDir, '.vite', 'bundle-stats.json'), 'utf8')) as BundleStats;
}
