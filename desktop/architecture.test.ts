/**
 * The desktop app's own settings (ISSUE 8 point 7): the bridge's type file is types only, main/
 * touches the network through protocol.handle alone, the window keeps Electron's security defaults.
 * Its import rules (core/ and the tests without Electron, core/ over core/ and shared/ only, the
 * preload's small set) are rules of the one layer gate, architecture/layers.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DESKTOP = import.meta.dirname;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Module specifiers a file loads at run time (type-only imports are erased). */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) if (match[2]) specifiers.push(match[2]);
  for (const match of source.matchAll(/\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g))
    if (match[1]) specifiers.push(match[1]);
  return specifiers;
}

describe('desktop settings', () => {
  it('bridge-api.ts is a pure type file (no runtime code, no global declarations)', () => {
    const source = readFileSync(join(DESKTOP, 'bridge-api.ts'), 'utf8');
    expect(runtimeImports(source)).toEqual([]);
    expect(source).not.toMatch(/^\s*export\s+(const|let|var|function|class|enum|default)\b/m);
    // Defined here, or re-exported from shared/ should the type move there for web/ to import.
    expect(source).toMatch(/export interface ShopDesktopBridge \{|export type \* from '\.\.\/shared\//);
    expect(source).not.toMatch(/declare global/);
  });

  it('main/ touches the network only through protocol.handle, never the deprecated intercept or webRequest APIs', () => {
    const main = files(join(DESKTOP, 'main'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(main).toContain('protocol.handle(');
    expect(main).toContain('bypassCustomProtocolHandlers: true');
    expect(main).not.toMatch(
      /intercept(Buffer|String|Stream|File|Http)?Protocol|registerBufferProtocol|webRequest\./,
    );
  });

  it('the window keeps Electron’s security defaults explicit', () => {
    const window = readFileSync(join(DESKTOP, 'main/window.ts'), 'utf8');
    for (const setting of [
      'contextIsolation: true',
      'sandbox: true',
      'nodeIntegration: false',
      'nodeIntegrationInWorker: false',
      'nodeIntegrationInSubFrames: false',
      'webSecurity: true',
      'allowRunningInsecureContent: false',
      'webviewTag: false',
    ]) {
      expect(window).toContain(setting);
    }
  });
});
