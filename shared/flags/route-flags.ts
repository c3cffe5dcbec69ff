import type { Channel } from '../markets';
import { type Experiment, flagName, flagsOfChannel, flagsTriggeredByPath, parseFlagName } from './names';
import { CALCULATOR_VARIANTS } from './surfaces';

/**
 * Issue 24: a page evaluates only the flags it renders, so the flag provider records no
 * impression for an experiment the shopper never saw. Each route declares its experiments here,
 * keyed by the route id of web/app/routes.tsx (a test checks that every id exists there).
 */
export interface RouteExperiments {
  /** Experiments every page of the route renders. */
  always?: readonly Experiment[];
  /** Experiments that depend on the route's loader data (only a product page has a calculator). */
  fromData?: (data: unknown) => readonly Experiment[];
}

const CALCULATOR_EXPERIMENTS: readonly Experiment[] = Object.values(CALCULATOR_VARIANTS).map(
  (variant) => variant.experiment,
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A content page renders the calculator (and asks all its experiments) only when it has one. */
function calculatorExperiments(data: unknown): readonly Experiment[] {
  return isRecord(data) && isRecord(data.calculator) ? CALCULATOR_EXPERIMENTS : [];
}

export const ROUTE_EXPERIMENTS: Readonly<Record<string, RouteExperiments>> = {
  // The layout's navigation flyouts (SPEC 2: the wandbilder flyout) are part of every page.
  root: { always: ['wandbilder_flyout'] },
  home: { fromData: calculatorExperiments },
  content: { fromData: calculatorExperiments },
};

/** How deep a route's data is searched for ABContent blocks; stories nest a few levels only. */
const MAX_DEPTH = 40;

/**
 * The flags named by ABContent blocks anywhere in a route's data (the CMS names the flag per
 * block, so no route can declare them in advance).
 */
export function abContentFlagsIn(data: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (record.component === 'ABContent' && typeof record.flag === 'string' && record.flag.trim())
      found.add(record.flag.trim());
    for (const child of Object.values(record)) walk(child, depth + 1);
  };
  walk(data, 0);
  return [...found];
}

/** A route the page renders: its id and its loader data. */
export interface RenderedRoute {
  id: string;
  data: unknown;
}

/**
 * The flags a page of these routes renders, in registry order: what its routes declare, the
 * flags its ABContent blocks name, and the flags its path triggers (SPEC 2: /posterdruck).
 * Flags of another brand or unknown to the shop are left out.
 */
export function flagsOfPage(channel: Channel, path: string, routes: readonly RenderedRoute[]): string[] {
  const wanted = new Set<string>(flagsTriggeredByPath(channel, path));
  for (const route of routes) {
    const declared = ROUTE_EXPERIMENTS[route.id];
    for (const experiment of declared?.always ?? []) wanted.add(flagName(channel, experiment));
    for (const experiment of declared?.fromData?.(route.data) ?? [])
      wanted.add(flagName(channel, experiment));
    for (const flag of abContentFlagsIn(route.data))
      if (parseFlagName(flag)?.channel === channel) wanted.add(flag);
  }
  return flagsOfChannel(channel).filter((flag) => wanted.has(flag));
}
