/**
 * The layer rules (DESIGN "Layers", issue 24 item 7) hold over the real import graph, and each rule
 * catches a violation planted in a small in-memory tree, so a rule that silently stopped matching
 * would fail here rather than let the real tree drift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportGraph, listSourceFiles, readImportGraph, readSourceTree } from './import-graph';
import { checkLayers, findCycles, type RuleName } from './layer-rules';
import { findPlatformGlobals } from './platform-globals';

const ROOT = join(import.meta.dirname, '..');

/** The rules a tree of fixture sources breaks, as `rule: where`. */
const broken = (sources: Record<string, string>) =>
  checkLayers(readImportGraph(sources)).map(({ rule, where }) => `${rule}: ${where}`);

describe('the real import graph', () => {
  it('breaks no layer rule and has no import cycle', () => {
    const graph = readImportGraph(readSourceTree(ROOT));
    // A sanity floor: an empty or half-read graph would pass every rule.
    expect(graph.files.length).toBeGreaterThan(400);
    expect(graph.edges.filter((edge) => edge.to?.startsWith('shared/')).length).toBeGreaterThan(500);
    expect(checkLayers(graph).map(({ rule, where }) => `${rule}: ${where}`)).toEqual([]);
  });

  it('shared/ uses no DOM or Node global (type-checked without the DOM library and @types/node)', () => {
    const files = listSourceFiles(ROOT, 'shared').filter((file) => !/\.test\.tsx?$/.test(file));
    const sources = Object.fromEntries(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
    expect(files.length).toBeGreaterThan(80);
    expect(findPlatformGlobals(ROOT, sources)).toEqual([]);
  });
});

describe('the type check', () => {
  it('covers every folder that holds TypeScript (content/ generators included)', () => {
    const tsconfig = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] };
    const folders = new Set(
      listSourceFiles(ROOT).map((file) => (file.includes('/') ? file.split('/')[0] : '*.ts')),
    );
    expect(folders).toContain('content');
    expect([...folders].filter((folder) => !tsconfig.include.includes(folder ?? ''))).toEqual([]);
  });
});

describe('reading the import graph', () => {
  it('sees every kind of import, type-only ones too, and resolves them to files', () => {
    const graph = readImportGraph({
      'web/page.tsx': [
        '/// <reference lib="dom" />',
        "import type { A } from './types';",
        "import { b } from './b.js';",
        "export * from './folder';",
        "export type { C } from '../shared/c';",
        "const lazy = () => import('./lazy');",
        "type T = typeof import('./types');",
        // Text that looks like an import but is JSX text, a comment and a string: not imports.
        'export const P = () => <p>Don\'t import x from "./nope"</p>;',
        "// import { gone } from './gone';",
        'const s = "import \'./string\'";',
      ].join('\n'),
      'web/types.ts': 'export type A = 1;',
      'web/b.ts': 'export const b = 1;',
      'web/folder/index.ts': 'export const f = 1;',
      'web/lazy.tsx': 'export default 1;',
      'shared/c.ts': 'export type C = 1;',
    });
    expect(graph.edges.map(({ specifier, to, line }) => [specifier, to ?? null, line])).toEqual([
      ['./types', 'web/types.ts', 2],
      ['./b.js', 'web/b.ts', 3],
      ['./folder', 'web/folder/index.ts', 4],
      ['../shared/c', 'shared/c.ts', 5],
      ['./lazy', 'web/lazy.tsx', 6],
      ['./types', 'web/types.ts', 7],
      ['lib:dom', null, 1],
    ]);
  });
});

describe('each rule catches a planted violation', () => {
  const cases: [RuleName, Record<string, string>, string][] = [
    [
      'shared-imports-app',
      { 'shared/a.ts': "import { x } from '../web/x';", 'web/x.ts': 'export const x = 1;' },
      'shared/a.ts:1 -> ../web/x',
    ],
    [
      'shared-imports-app',
      { 'shared/deep/a.ts': "import type { S } from '../../server/s';", 'server/s.ts': 'export type S = 1;' },
      'shared/deep/a.ts:1 -> ../../server/s',
    ],
    [
      'shared-imports-app',
      { 'shared/a.ts': "export type { B } from '../desktop/bridge-api';", 'desktop/bridge-api.ts': '' },
      'shared/a.ts:1 -> ../desktop/bridge-api',
    ],
    [
      'shared-imports-react',
      { 'shared/a.ts': "import { useState } from 'react';" },
      'shared/a.ts:1 -> react',
    ],
    [
      'shared-imports-react',
      { 'shared/a.ts': "import type { Location } from 'react-router';" },
      'shared/a.ts:1 -> react-router',
    ],
    [
      'shared-imports-dom',
      { 'shared/a.ts': '/// <reference lib="dom" />\nexport {};' },
      'shared/a.ts:1 -> lib:dom',
    ],
    [
      'shared-imports-dom',
      { 'shared/a.ts': "import { flushSync } from 'react-dom';" },
      'shared/a.ts:1 -> react-dom',
    ],
    [
      'shared-imports-node',
      { 'shared/a.ts': "import { readFileSync } from 'node:fs';" },
      'shared/a.ts:1 -> node:fs',
    ],
    ['shared-imports-node', { 'shared/a.ts': "import path from 'path';" }, 'shared/a.ts:1 -> path'],
    [
      'shared-imports-node',
      { 'shared/a.ts': '/// <reference types="node" />\nexport {};' },
      'shared/a.ts:1 -> types:node',
    ],
    [
      'shared-imports-package',
      { 'shared/a.ts': "import type { FastifyRequest } from 'fastify';" },
      'shared/a.ts:1 -> fastify',
    ],
    [
      'shared-imports-package',
      { 'shared/a.ts': "import { eq } from 'drizzle-orm';" },
      'shared/a.ts:1 -> drizzle-orm',
    ],
    [
      'shared-imports-package',
      { 'shared/a.ts': "import { ipcRenderer } from 'electron';" },
      'shared/a.ts:1 -> electron',
    ],
    [
      // require() is an edge like an import: the same rules hold.
      'shared-imports-app',
      { 'shared/a.ts': "const db = require('../server/db');", 'server/db.ts': '' },
      'shared/a.ts:1 -> ../server/db',
    ],
    [
      'server-imports-web',
      {
        'server/a.ts':
          "import { createRequire } from 'node:module';\nconst page = createRequire(import.meta.url)('../web/app/Page');",
        'web/app/Page.tsx': '',
      },
      'server/a.ts:2 -> ../web/app/Page',
    ],
    [
      'web-imports-server',
      {
        'web/features/x/deep/er/a.ts': "import type { Db } from '../../../../../server/db/client';",
        'server/db/client.ts': '',
      },
      'web/features/x/deep/er/a.ts:1 -> ../../../../../server/db/client',
    ],
    [
      'web-imports-server',
      {
        'web/features/x/loader.ts': "import type { Db } from '../../../server/db/client';",
        'server/db/client.ts': '',
      },
      'web/features/x/loader.ts:1 -> ../../../server/db/client',
    ],
    [
      'web-imports-desktop',
      {
        'web/app/a.tsx': "import type { Bridge } from '../../desktop/bridge-api';",
        'desktop/bridge-api.ts': '',
      },
      'web/app/a.tsx:1 -> ../../desktop/bridge-api',
    ],
    [
      'web-imports-node',
      { 'web/features/x/a.ts': "import { readFileSync } from 'node:fs';" },
      'web/features/x/a.ts:1 -> node:fs',
    ],
    ['web-imports-node', { 'web/app/a.ts': "import { join } from 'path';" }, 'web/app/a.ts:1 -> path'],
    ['web-imports-node', { 'web/app/a.ts': "import Fastify from 'fastify';" }, 'web/app/a.ts:1 -> fastify'],
    [
      'web-imports-node',
      { 'web/app/a.ts': "import { ipcRenderer } from 'electron';" },
      'web/app/a.ts:1 -> electron',
    ],
    ['web-imports-node', { 'web/app/a.ts': "const { Pool } = require('pg');" }, 'web/app/a.ts:1 -> pg'],
    [
      'server-imports-web',
      {
        'server/themes/source.ts':
          "import type { ThemesSource } from '../../web/features/listings/themes-source';",
        'web/features/listings/themes-source.ts': '',
      },
      'server/themes/source.ts:1 -> ../../web/features/listings/themes-source',
    ],
    [
      'server-imports-web',
      { 'server/a.ts': "const page = await import('../web/app/Page');", 'web/app/Page.tsx': '' },
      'server/a.ts:1 -> ../web/app/Page',
    ],
    [
      'server-imports-desktop',
      { 'server/a.ts': "import type { Bridge } from '../desktop/bridge-api';", 'desktop/bridge-api.ts': '' },
      'server/a.ts:1 -> ../desktop/bridge-api',
    ],
    [
      'desktop-imports-app',
      { 'desktop/main/a.ts': "import { buildApp } from '../../server/app';", 'server/app.ts': '' },
      'desktop/main/a.ts:1 -> ../../server/app',
    ],
    [
      'desktop-imports-app',
      { 'desktop/main/a.ts': "import type { Page } from '../../web/app/Page';", 'web/app/Page.tsx': '' },
      'desktop/main/a.ts:1 -> ../../web/app/Page',
    ],
    [
      'desktop-core-imports-electron',
      { 'desktop/main/window.test.ts': "import { BrowserWindow } from 'electron';" },
      'desktop/main/window.test.ts:1 -> electron',
    ],
    [
      'desktop-core-imports-outside',
      { 'desktop/core/a.ts': "import { x } from '../main/x';", 'desktop/main/x.ts': '' },
      'desktop/core/a.ts:1 -> ../main/x',
    ],
    [
      'desktop-core-imports-outside',
      { 'desktop/core/a.ts': "import { z } from 'zod';\nimport sharp from 'sharp';" },
      'desktop/core/a.ts:2 -> sharp',
    ],
    [
      'desktop-preload-imports',
      {
        'desktop/preload/index.ts': "import { hosts } from '../core/hosts';",
        'desktop/core/hosts.ts': "import { allHosts } from '../../shared/markets';",
        'shared/markets.ts': '',
      },
      'desktop/preload/index.ts:1 -> ../core/hosts',
    ],
    [
      'desktop-preload-imports',
      { 'desktop/preload/index.ts': "import { z } from 'zod';" },
      'desktop/preload/index.ts:1 -> zod',
    ],
    [
      'desktop-core-imports-electron',
      { 'desktop/core/cache.ts': "import { app } from 'electron';" },
      'desktop/core/cache.ts:1 -> electron',
    ],
    [
      'desktop-core-imports-electron',
      { 'desktop/core/ipc.ts': "\nimport type { IpcMain } from 'electron/main';" },
      'desktop/core/ipc.ts:2 -> electron/main',
    ],
    [
      'import-cycle',
      {
        'server/db/seed/index.ts': "import './themes';",
        'server/db/seed/themes.ts': "import type { X } from './index';",
      },
      'server/db/seed/index.ts -> server/db/seed/themes.ts -> server/db/seed/index.ts',
    ],
    [
      'import-cycle',
      {
        'web/a.ts': "import { b } from './b';",
        'web/b.ts': "import { c } from './c';",
        'web/c.ts': "export { a } from './a';",
      },
      'web/a.ts -> web/b.ts -> web/c.ts -> web/a.ts',
    ],
    ['import-cycle', { 'shared/self.ts': "export * from './self';" }, 'shared/self.ts -> shared/self.ts'],
  ];

  it.each(cases)('%s: %j', (rule, sources, where) => {
    expect(broken(sources)).toEqual([`${rule}: ${where}`]);
  });

  it('lets the imports DESIGN allows pass', () => {
    expect(
      broken({
        'shared/markets/hosts.ts': "import hosts from '../../config/hosts.json' with { type: 'json' };",
        'shared/a.ts': "import { z } from 'zod';\nimport { b } from './b';",
        'shared/b.ts': 'export const b = 1;',
        'web/app/page.tsx': "import { a } from '../../shared/a';\nimport { useState } from 'react';",
        'web/entry-server.tsx': "import { a } from '../shared/a';",
        'server/ssr/render.ts':
          "import { render } from '../../web/entry-server';\nimport { readFile } from 'node:fs';",
        'server/x.ts': "import type { Logger } from '../web/entry-server.tsx';",
        'desktop/main/index.ts': "import { app } from 'electron';\nimport { a } from '../../shared/a';",
        'desktop/core/config.ts': "import { a } from '../../shared/a';\nimport { join } from 'node:path';",
        'desktop/core/menu.ts': "import type { Bridge } from '../bridge-api';",
        'desktop/bridge-api.ts': 'export interface Bridge {}',
        'desktop/preload/index.ts':
          "import { contextBridge } from 'electron';\nimport { CHANNELS } from '../core/channels';",
        'desktop/core/channels.ts': 'export const CHANNELS = [];',
        'shared/a.test.ts': "import { it } from 'vitest';\nimport fc from 'fast-check';",
        'web/app/flags.ts': "import { SplitFactory } from '@splitsoftware/splitio/client';",
        'web/app/io.test.ts': "import { readFileSync } from 'node:fs';",
        'server/flags.ts':
          "const require = createRequire(import.meta.url);\nconst sdk = require('@splitsoftware/splitio');",
        // A comment that names a require is no edge.
        'server/b.ts': "// never require('../web/app/Page')\nexport {};",
        // A page test may render over the real server services.
        'web/features/x/page.test.tsx': "import { openTestDatabase } from '../../../server/db/testing';",
        'server/db/testing.ts': '',
      }),
    ).toEqual([]);
  });

  it('reports a tangle of several loops once', () => {
    const graph: ImportGraph = {
      files: ['a.ts', 'b.ts', 'c.ts'],
      edges: [
        { from: 'a.ts', specifier: './b', to: 'b.ts', line: 1 },
        { from: 'b.ts', specifier: './a', to: 'a.ts', line: 1 },
        { from: 'b.ts', specifier: './c', to: 'c.ts', line: 2 },
        { from: 'c.ts', specifier: './b', to: 'b.ts', line: 1 },
      ],
    };
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('shared-imports-dom / -node: catches DOM and Node globals used without an import', () => {
    const found = findPlatformGlobals(ROOT, {
      'shared/fixture/globals.ts': [
        "export const href = typeof window === 'undefined' ? '' : window.location.href;",
        'export const title = () => document.title;',
        'export const env = () => process.env.NODE_ENV;',
        'export const store = () => globalThis.localStorage;',
        'export const bytes = () => Buffer.from("x");',
        // A cast silences the compiler, not this check.
        'export const env2 = () => (globalThis as any).process?.env;',
        "export const doc = () => (globalThis as unknown as Record<string, unknown>)['document'];",
        // Universal web APIs and packages are fine.
        "export const url = new URL('https://example.com/?a=1').searchParams.get('a');",
        'export const digest = () => globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode("x"));',
        "import { z } from 'zod';",
        'export const schema = z.string();',
      ].join('\n'),
    });
    expect(found.map(({ line, name }) => `${line}:${name}`)).toEqual([
      '1:window',
      '1:window',
      '2:document',
      '3:process',
      '4:localStorage',
      '5:Buffer',
      '6:process',
      '7:document',
    ]);
  });
});
