/**
 * The layer rules of DESIGN "Layers" over an import graph: imports run only downwards
 * (desktop/web/server → shared), the server enters the React app only through its render function,
 * Electron stays out of the desktop's pure core, and no module depends on itself through others.
 * This is the one gate for every room (issue 30 §4): Biome's path patterns and the desktop's own
 * import checks were folded into it. `require()` calls are edges of the graph like imports.
 */
import { type ImportEdge, type ImportGraph, isNodeBuiltin } from './import-graph';

export type RuleName =
  | 'shared-imports-app'
  | 'shared-imports-react'
  | 'shared-imports-dom'
  | 'shared-imports-node'
  | 'shared-imports-package'
  | 'web-imports-server'
  | 'web-imports-desktop'
  | 'web-imports-node'
  | 'server-imports-web'
  | 'server-imports-desktop'
  | 'desktop-imports-app'
  | 'desktop-core-imports-electron'
  | 'desktop-core-imports-outside'
  | 'desktop-preload-imports'
  | 'import-cycle';

export interface Violation {
  rule: RuleName;
  /** `file:line -> specifier`, or the files of a cycle in import order. */
  where: string;
}

interface EdgeRule {
  rule: RuleName;
  /** Which importing files the rule is about. */
  applies: (from: string) => boolean;
  /** Whether this import breaks the rule (the graph for rules that look one step further). */
  breaks: (edge: ImportEdge, graph: ImportGraph) => boolean;
}

const under = (folder: string) => (path: string | undefined) => path?.startsWith(folder) ?? false;
const inShared = under('shared/');
const inWeb = under('web/');
const inServer = under('server/');
const inDesktop = under('desktop/');

/** The DOM typings pulled in by `/// <reference lib="dom" />`, or React's DOM renderer. */
const isDom = (specifier: string) => /^lib:dom/.test(specifier) || /^react-dom($|\/)/.test(specifier);
/** React itself and the React libraries (react-router, react-i18next, …); react-dom counts as DOM. */
const isReact = (specifier: string) => /^react($|\/|-)/.test(specifier) && !isDom(specifier);
const isElectron = (specifier: string) => /^electron($|\/)/.test(specifier);
const isTest = (path: string) => /\.test\.tsx?$/.test(path);
/** A package name (not a relative path, not a built-in, not a triple-slash reference). */
const isPackage = (specifier: string) =>
  !specifier.startsWith('.') && !specifier.includes(':') && !isNodeBuiltin(specifier);
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');

/** The packages shared/ may use: the validation library, and the test tools in its tests. */
const SHARED_PACKAGES = new Set(['zod']);
const SHARED_TEST_PACKAGES = new Set(['zod', 'vitest', 'fast-check']);

/** Packages that need Node or Electron: never in a page's code (they would not run in a browser). */
const NODE_PACKAGES =
  /^(fastify|@fastify\/.*|pg|drizzle-orm|drizzle-kit|@electric-sql\/.*|sharp|pino|piscina|nodemailer|isbot|bowser|electron|electron-builder|vite-plugin-electron|storyblok-js-client)$/;

/** The bridge's type file (desktop/architecture.test.ts keeps it free of run-time code). */
const BRIDGE_TYPES = 'desktop/bridge-api.ts';

/** What the preload may load: Electron, the bridge's types, modules of desktop/core/ that import nothing of shared/. */
function preloadMayLoad(edge: ImportEdge, graph: ImportGraph): boolean {
  if (isElectron(edge.specifier) || edge.to === BRIDGE_TYPES) return true;
  if (!edge.to?.startsWith('desktop/core/')) return false;
  return !graph.edges.some((next) => next.from === edge.to && inShared(next.to));
}

/** The one door from the server into the React app: the server render function. */
export const SERVER_ENTRY = 'web/entry-server.tsx';

const EDGE_RULES: EdgeRule[] = [
  {
    rule: 'shared-imports-app',
    applies: inShared,
    breaks: (edge) => inWeb(edge.to) || inServer(edge.to) || inDesktop(edge.to),
  },
  { rule: 'shared-imports-react', applies: inShared, breaks: (edge) => isReact(edge.specifier) },
  { rule: 'shared-imports-dom', applies: inShared, breaks: (edge) => isDom(edge.specifier) },
  { rule: 'shared-imports-node', applies: inShared, breaks: (edge) => isNodeBuiltin(edge.specifier) },
  {
    // Fastify, a database driver, Electron …: shared/ runs everywhere, so it imports no framework.
    rule: 'shared-imports-package',
    applies: inShared,
    breaks: (edge) =>
      isPackage(edge.specifier) &&
      !isReact(edge.specifier) &&
      !isDom(edge.specifier) &&
      !(isTest(edge.from) ? SHARED_TEST_PACKAGES : SHARED_PACKAGES).has(packageOf(edge.specifier)),
  },
  {
    rule: 'web-imports-server',
    // A page test may render over the real server services (seeded database, themes service): tests
    // never ship in the bundle, and biome.json's web rule makes the same exception.
    applies: (from) => inWeb(from) && !isTest(from),
    breaks: (edge) => inServer(edge.to),
  },
  { rule: 'web-imports-desktop', applies: inWeb, breaks: (edge) => inDesktop(edge.to) },
  {
    // Page code runs in the browser as well as in SSR: no Node built-in, no Node-only package.
    rule: 'web-imports-node',
    applies: (from) => inWeb(from) && !isTest(from),
    breaks: (edge) => isNodeBuiltin(edge.specifier) || NODE_PACKAGES.test(packageOf(edge.specifier)),
  },
  {
    rule: 'server-imports-web',
    applies: inServer,
    breaks: (edge) => inWeb(edge.to) && edge.to !== SERVER_ENTRY,
  },
  { rule: 'server-imports-desktop', applies: inServer, breaks: (edge) => inDesktop(edge.to) },
  {
    // The desktop app knows the shop only by URL.
    rule: 'desktop-imports-app',
    applies: inDesktop,
    breaks: (edge) => inWeb(edge.to) || inServer(edge.to),
  },
  {
    // The policies of core/, and every desktop test, run without Electron.
    rule: 'desktop-core-imports-electron',
    applies: (from) => from.startsWith('desktop/core/') || (inDesktop(from) && isTest(from)),
    breaks: (edge) => isElectron(edge.specifier),
  },
  {
    rule: 'desktop-core-imports-outside',
    applies: (from) => from.startsWith('desktop/core/') && !isTest(from),
    breaks: (edge) =>
      edge.to === undefined
        ? !(edge.specifier === 'zod' || edge.specifier.startsWith('node:') || isElectron(edge.specifier))
        : !(edge.to.startsWith('desktop/core/') || inShared(edge.to) || edge.to === BRIDGE_TYPES),
  },
  {
    // The preload runs in every page's renderer: Electron and the small pure modules, not the shop's tables.
    rule: 'desktop-preload-imports',
    applies: (from) => from.startsWith('desktop/preload/') && !isTest(from),
    breaks: (edge, graph) => !preloadMayLoad(edge, graph),
  },
];

/** Every import that crosses a layer the wrong way, then every import cycle. */
export function checkLayers(graph: ImportGraph): Violation[] {
  const violations: Violation[] = [];
  for (const edge of graph.edges)
    for (const { rule, applies, breaks } of EDGE_RULES)
      if (applies(edge.from) && breaks(edge, graph))
        violations.push({ rule, where: `${edge.from}:${edge.line} -> ${edge.specifier}` });
  for (const cycle of findCycles(graph)) violations.push({ rule: 'import-cycle', where: cycle.join(' -> ') });
  return violations;
}

/**
 * The import cycles among the graph's files: one per strongly connected component (Tarjan), written
 * as a closed path through it (`a -> b -> a`), so each tangle is reported once, however many loops it has.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const files = new Set(graph.files);
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (!edge.to || !files.has(edge.to)) continue;
    const targets = next.get(edge.from) ?? [];
    if (!targets.includes(edge.to)) targets.push(edge.to);
    next.set(edge.from, targets);
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  // Recursive Tarjan: the graph is a few hundred files, far from any stack limit.
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = next.get(file)?.includes(file) ?? false;
    if (component.length > 1 || selfImport) components.push(component);
  };
  for (const file of [...files].sort()) if (!index.has(file)) visit(file);

  return components.map((component) => closedPath(component, next));
}

/** A shortest loop from the component's first file (alphabetically) back to itself, for the message. */
function closedPath(component: string[], next: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of next.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let step: string | undefined = file; step !== start && step; step = cameFrom.get(step))
          path.splice(1, 0, step);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...component, start];
}
