import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findElectronBinary } from './electron-binary';

const dirs: string[] = [];
const fakePackage = (withPathTxt: boolean, withBinary: boolean) => {
  const dir = mkdtempSync(join(tmpdir(), 'electron-pkg-'));
  dirs.push(dir);
  if (withPathTxt) writeFileSync(join(dir, 'path.txt'), 'electron');
  if (withBinary) {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), '');
  }
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('findElectronBinary (never loads the electron module, which would download the binary)', () => {
  it('finds the binary the package recorded', () => {
    const dir = fakePackage(true, true);
    expect(findElectronBinary({}, dir)).toEqual({ found: true, path: join(dir, 'dist', 'electron') });
  });
  it('says why when the package came without its binary', () => {
    expect(findElectronBinary({}, fakePackage(false, false))).toEqual({
      found: false,
      reason: 'node_modules/electron was installed without its binary (no path.txt)',
    });
    expect(findElectronBinary({}, fakePackage(true, false)).found).toBe(false);
    expect(findElectronBinary({}, null)).toEqual({
      found: false,
      reason: 'the electron package is not installed',
    });
  });
  it('honours ELECTRON_BINARY and ELECTRON_OVERRIDE_DIST_PATH', () => {
    const dir = fakePackage(true, true);
    expect(findElectronBinary({ ELECTRON_BINARY: join(dir, 'dist', 'electron') }, null).found).toBe(true);
    expect(findElectronBinary({ ELECTRON_BINARY: '/nope/electron' }, dir).found).toBe(false);
    expect(
      findElectronBinary({ ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'dist') }, fakePackage(true, false)),
    ).toEqual({
      found: true,
      path: join(dir, 'dist', 'electron'),
    });
  });
  it('reports this machine honestly', () => {
    const here = findElectronBinary();
    expect(typeof here.found).toBe('boolean');
  });
});
