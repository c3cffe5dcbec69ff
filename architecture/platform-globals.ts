/**
 * The DOM and Node reach code through globals as well as imports (`window`, `document`, `process`,
 * `Buffer`), which no import graph shows. So shared/ is also type-checked the way it must run
 * anywhere: with the ECMAScript library alone, no DOM library and no @types/node. Every name that
 * compile cannot find is a platform global; only the web APIs that browsers and Node both provide
 * are allowed.
 */
import { join } from 'node:path';
import { createVirtualFileSystem } from 'typescript/unstable/fs';
import { API } from 'typescript/unstable/sync';

/** Globals of the web platform that browsers and Node 24 both provide, so shared/ may use them. */
export const UNIVERSAL_GLOBALS: ReadonlySet<string> = new Set([
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
  'crypto',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  'structuredClone',
  'AbortController',
  'AbortSignal',
]);

export interface PlatformGlobal {
  file: string;
  line: number;
  name: string;
}

/** "Cannot find name" in all its wordings (with hints to add the DOM lib or @types/node). */
const MISSING_NAME = /^Cannot find name '([^']+)'/;
/** `globalThis.x` for an x the ES library does not declare. */
const MISSING_ON_GLOBAL_THIS = new Set([7017, 2339]);

/**
 * The platform globals (neither ECMAScript nor universal) that the given files use. `root` is a real
 * directory whose node_modules resolve the packages the files import; `sources` maps paths relative to
 * it to their text (read from disk, or fixtures that exist only in memory).
 */
export function findPlatformGlobals(root: string, sources: Record<string, string>): PlatformGlobal[] {
  const files = Object.keys(sources).sort();
  const config = join(root, '.platform-globals.tsconfig.json');
  const tsconfig = {
    compilerOptions: {
      target: 'ES2023',
      lib: ['ES2023'],
      types: [],
      module: 'ESNext',
      moduleResolution: 'bundler',
      resolveJsonModule: true,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
    files: files.map((file) => join(root, file)),
  };
  const virtual: Record<string, string> = { [config]: JSON.stringify(tsconfig) };
  for (const file of files) virtual[join(root, file)] = sources[file] ?? '';
  const inMemory = createVirtualFileSystem(virtual);
  // Everything else (packages, the ES library) comes from disk.
  const api = new API({
    cwd: root,
    fs: {
      readFile: (path) => inMemory.readFile?.(path) ?? undefined,
      fileExists: (path) => (Object.hasOwn(virtual, path) ? true : undefined),
    },
  });
  try {
    const project = api.updateSnapshot({ openProjects: [config] }).getProjects()[0];
    if (!project) throw new Error('the TypeScript API opened no project');
    const found: PlatformGlobal[] = [];
    for (const file of files) {
      const path = join(root, file);
      const sourceFile = project.program.getSourceFile(path);
      if (!sourceFile) throw new Error(`the TypeScript API did not parse ${file}`);
      for (const diagnostic of project.program.getSemanticDiagnostics(path)) {
        const name =
          MISSING_NAME.exec(diagnostic.text)?.[1] ??
          globalThisMember(diagnostic.code, sourceFile.text, diagnostic.pos, diagnostic.end);
        if (!name || UNIVERSAL_GLOBALS.has(name)) continue;
        const line = sourceFile.getLineAndCharacterOfPosition(diagnostic.pos).line + 1;
        found.push({ file, line, name });
      }
      for (const { name, pos } of castGlobalThisMembers(sourceFile.text)) {
        if (UNIVERSAL_GLOBALS.has(name)) continue;
        found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(pos).line + 1, name });
      }
    }
    return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  } finally {
    api.close();
  }
}

/**
 * `(globalThis as any).process` and its kin: a cast silences the compiler, so the member a cast
 * `globalThis` is asked for is read from the text (comments blanked first).
 */
const CAST_GLOBAL_THIS =
  /\(\s*globalThis\s+as\s+[^()]*(?:\([^()]*\)[^()]*)*\)\s*(?:\??\.\s*([A-Za-z_$][\w$]*)|\??\.?\[\s*['"]([^'"]+)['"]\s*\])/g;

function castGlobalThisMembers(text: string): { name: string; pos: number }[] {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(
      /(^|[^:'"`\\])(\/\/.*)$/gm,
      (_, before: string, comment: string) => before + ' '.repeat(comment.length),
    );
  return [...code.matchAll(CAST_GLOBAL_THIS)].map((match) => ({
    name: match[1] ?? match[2] ?? '',
    pos: match.index ?? 0,
  }));
}

/** The member name of a `globalThis.name` / `globalThis['name']` the ES library lacks. */
function globalThisMember(code: number, text: string, pos: number, end: number): string | undefined {
  if (!MISSING_ON_GLOBAL_THIS.has(code)) return undefined;
  if (!/globalThis\s*(\.|\[)\s*$/.test(text.slice(Math.max(0, pos - 40), pos))) return undefined;
  return text.slice(pos, end).replace(/^['"]|['"]$/g, '');
}
