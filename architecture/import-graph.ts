/**
 * The import graph of the repository as the TypeScript compiler parses it: every module specifier of
 * every .ts/.tsx file (static and dynamic imports, re-exports, `import type`, `import('…')` types) and
 * the triple-slash references, with relative specifiers resolved to repository files. `require('…')`
 * calls (also through `createRequire`) are edges too: a layer is not left by writing require instead.
 *
 * Parsing goes through the TypeScript 7 API (the native compiler behind `tsc`), fed from an in-memory
 * file map, so the same code reads the real tree and the small fixture trees of the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, posix } from 'node:path';
import { createVirtualFileSystem } from 'typescript/unstable/fs';
import { API } from 'typescript/unstable/sync';

/** One module specifier in one file. */
export interface ImportEdge {
  /** The importing file, relative to the root, with forward slashes. */
  from: string;
  /** The specifier as written, or `lib:dom` / `types:node` for a triple-slash reference. */
  specifier: string;
  /**
   * For a relative specifier: the repository source file it resolves to, or else the normalized path it
   * names (a JSON or CSS file, say). Absent for packages and built-ins.
   */
  to?: string;
  /** 1-based line of the specifier, for the failure message. */
  line: number;
}

export interface ImportGraph {
  /** Every source file, relative to the root. */
  files: string[];
  edges: ImportEdge[];
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
/** Build output, installed packages and tool caches: not source of ours. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'release', 'test-results', 'playwright-report']);

/** Every TypeScript source file under root (relative paths), skipping build output, packages and dot-dirs. */
export function listSourceFiles(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listSourceFiles(root, path);
    return entry.isFile() && SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The repository's sources, read from disk, as the path → text map readImportGraph takes. */
export function readSourceTree(root: string): Record<string, string> {
  return Object.fromEntries(
    listSourceFiles(root).map((file) => [file, readFileSync(join(root, file), 'utf8')]),
  );
}

/**
 * Resolves a relative specifier the way the bundler resolution of tsconfig.json does for our code:
 * the file as named, with a TypeScript extension, `.js` written for `.ts`, or a folder's index; else
 * the normalized path as written (a JSON or CSS file). Undefined for package and built-in specifiers.
 */
export function resolveRelative(from: string, specifier: string, exists: (file: string) => boolean) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.d.ts', '.mts', '.cts'].map((ext) => `${stem}${ext}`),
    ...['/index.ts', '/index.tsx'].map((index) => `${base}${index}`),
  ];
  return candidates.find(exists) ?? base;
}

/** Parses every file of `sources` (relative path → text) and returns its import graph. */
export function readImportGraph(sources: Record<string, string>): ImportGraph {
  const files = Object.keys(sources)
    .filter((file) => SOURCE.test(file))
    .sort();
  // A virtual root keeps fixture trees and the real tree apart from whatever is on disk.
  const root = '/import-graph';
  const tsconfig = {
    // Parsing only: no libraries, no resolution, so the program is exactly these files.
    compilerOptions: { noLib: true, noResolve: true, types: [], jsx: 'preserve', allowJs: false },
    files: files.map((file) => `${root}/${file}`),
  };
  const virtual: Record<string, string> = { [`${root}/tsconfig.json`]: JSON.stringify(tsconfig) };
  for (const file of files) virtual[`${root}/${file}`] = sources[file] ?? '';

  const api = new API({ cwd: root, fs: createVirtualFileSystem(virtual) });
  try {
    const snapshot = api.updateSnapshot({ openProjects: [`${root}/tsconfig.json`] });
    const project = snapshot.getProjects()[0];
    if (!project) throw new Error('the TypeScript API opened no project');
    const exists = (file: string) => Object.hasOwn(sources, file);
    const edges: ImportEdge[] = [];
    for (const from of files) {
      const sourceFile = project.program.getSourceFile(`${root}/${from}`);
      if (!sourceFile) throw new Error(`the TypeScript API did not parse ${from}`);
      const text = sourceFile.text;
      // Node positions include the leading trivia; the line that counts is the one the token is on.
      const lineOf = (pos: number) => {
        let start = pos;
        while (start < text.length && /\s/.test(text.charAt(start))) start++;
        return sourceFile.getLineAndCharacterOfPosition(start).line + 1;
      };
      for (const node of sourceFile.imports) {
        const specifier = (node as unknown as { text: string }).text;
        const to = resolveRelative(from, specifier, exists);
        edges.push({ from, specifier, line: lineOf(node.pos), ...(to ? { to } : {}) });
      }
      for (const ref of sourceFile.libReferenceDirectives)
        edges.push({ from, specifier: `lib:${ref.fileName.toLowerCase()}`, line: lineOf(ref.pos) });
      for (const ref of sourceFile.typeReferenceDirectives)
        edges.push({ from, specifier: `types:${ref.fileName}`, line: lineOf(ref.pos) });
      for (const { specifier, pos } of requireCalls(text)) {
        const to = resolveRelative(from, specifier, exists);
        edges.push({ from, specifier, line: lineOf(pos), ...(to ? { to } : {}) });
      }
      for (const ref of sourceFile.referencedFiles) {
        const to = resolveRelative(from, `./${posix.normalize(ref.fileName)}`, exists);
        edges.push({ from, specifier: ref.fileName, line: lineOf(ref.pos), ...(to ? { to } : {}) });
      }
    }
    return { files, edges };
  } finally {
    api.close();
  }
}

/** The text with its comments blanked out (same length, same lines). */
function blankComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(
      /(^|[^:'"`\\])(\/\/.*)$/gm,
      (_, before: string, comment: string) => before + ' '.repeat(comment.length),
    );
}

const REQUIRE_CALLS = [
  /\brequire\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
  /\bcreateRequire\s*\([^)]*\)\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
];

/** `require('x')` and `createRequire(…)('x')` calls: TypeScript lists them only for JavaScript files. */
export function requireCalls(text: string): { specifier: string; pos: number }[] {
  const code = blankComments(text);
  const calls: { specifier: string; pos: number }[] = [];
  for (const pattern of REQUIRE_CALLS)
    for (const match of code.matchAll(pattern))
      if (match[2]) calls.push({ specifier: match[2], pos: match.index ?? 0 });
  return calls.sort((a, b) => a.pos - b.pos);
}

/** A Node built-in module (`fs`, `node:fs`, `fs/promises`), whichever way it is written. */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || isBuiltin(specifier) || specifier === 'types:node';
}
