/**
 * `npm ci` installs exactly package-lock.json and fails when a package's optional dependency (the
 * linter's binaries for other platforms, say) is missing from it; `npm install` would quietly
 * patch the lock instead. This keeps the lock complete for every platform, not just this one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type LockEntry = {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  optionalDependencies?: Record<string, string>;
};
type Lock = { lockfileVersion: number; packages: Record<string, LockEntry> };

const lock = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package-lock.json'), 'utf8')) as Lock;

/** Node's lookup: the package's own node_modules, then each enclosing one up to the root. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (`${dir ? `${dir}/` : ''}node_modules/${name}` in lock.packages) return true;
    if (dir === '') return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('lists every optional platform package, so npm ci works on any machine', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('fetches nothing from outside the npm registry (no git, tarball URL or file packages)', () => {
    const foreign = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.link)
      .filter(
        ([, entry]) =>
          !/^\d+\.\d+\.\d+(-[\w.-]+)?$/.test(entry.version ?? '') ||
          !entry.integrity?.startsWith('sha512-') ||
          (entry.resolved !== undefined && !entry.resolved.startsWith('https://registry.npmjs.org/')),
      )
      .map(([path, entry]) => `${path}: ${entry.resolved ?? entry.version}`);
    expect(foreign).toEqual([]);
  });
});
