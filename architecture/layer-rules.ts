/**
 * The layer rules of DESIGN "Layers" over an import graph: imports run only downwards
 * (desktop/web/server → shared), the server enters the React app only through its render function,
 * Electron stays out of the desktop's pure core, and no module depends on itself through others.
 */
import { type ImportEdge, type ImportGraph, isNodeBuiltin } from './import-graph';

export type RuleName =
  | 'shared-imports-app'
  | 'shared-imports-react'
  | 'shared-imports-dom'
  | 'shared-imports-node'
  | 'web-imports-server'
  | 'web-imports-desktop'
  | 'server-imports-web'
  | 'desktop-core-imports-electron'
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
  /** Whether this import breaks the rule. */
  breaks: (edge: ImportEdge) => boolean;
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
    rule: 'web-imports-server',
    // A page test may render over the real server services (seeded database, themes service): tests
    // never ship in the bundle, and biome.json's web rule makes the same exception.
    applies: (from) => inWeb(from) && !isTest(from),
    breaks: (edge) => inServer(edge.to),
  },
  { rule: 'web-imports-desktop', applies: inWeb, breaks: (edge) => inDesktop(edge.to) },
  {
    rule: 'server-imports-web',
    applies: inServer,
    breaks: (edge) => inWeb(edge.to) && edge.to !== SERVER_ENTRY,
  },
  {
    rule: 'desktop-core-imports-electron',
    applies: under('desktop/core/'),
    breaks: (edge) => isElectron(edge.specifier),
  },
];

/** Every import that crosses a layer the wrong way, then every import cycle. */
export function checkLayers(graph: ImportGraph): Violation[] {
  const violations: Violation[] = [];
  for (const edge of graph.edges)
    for (const { rule, applies, breaks } of EDGE_RULES)
      if (applies(edge.from) && breaks(edge))
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
