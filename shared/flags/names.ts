import { CHANNELS, type Channel } from '../markets/channels';

/**
 * SPEC 9: "Many A/B flags exist (prefix for card brand or poster brand)". Every flag name is a
 * brand prefix followed by the experiment, e.g. `poster-brand_posterdruck`.
 */
export const BRAND_PREFIXES: Readonly<Record<Channel, string>> = {
  cards: 'card-brand_',
  posters: 'poster-brand_',
};

export interface ExperimentDefinition {
  /** What the experiment changes, for the debug panel and config/flags.yml. */
  description: string;
  /** Paths that trigger the treatment when a page starts (SPEC 2: paths starting /posterdruck). */
  pathPrefix?: string;
}

/** Every experiment of SPEC 2 to 9; each exists once per brand. */
export const EXPERIMENTS = {
  posterdruck: {
    description: 'Poster print landing pages: the treatment is triggered by paths starting /posterdruck',
    pathPrefix: '/posterdruck',
  },
  ab_content: { description: 'ABContent block: which of its two contents is shown' },
  wandbilder_flyout: {
    description: 'Wandbilder flyout: two rows (bestseller, premium wall art, additional products)',
  },
  calculator_redesign: { description: 'Calculator redesign' },
  calculator_nudging: { description: 'Calculator nudging with highlighted labels' },
  calculator_portrait: { description: 'Calculator portrait orientation (format types swapped)' },
  calculator_canvas_redesign: { description: 'Calculator canvas redesign' },
} as const satisfies Record<string, ExperimentDefinition>;

export type Experiment = keyof typeof EXPERIMENTS;
export const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as Experiment[];

export function flagName(channel: Channel, experiment: Experiment): string {
  return `${BRAND_PREFIXES[channel]}${experiment}`;
}

/** The flags of one brand, in registry order; the server evaluates exactly these per page. */
export function flagsOfChannel(channel: Channel): string[] {
  return EXPERIMENT_NAMES.map((experiment) => flagName(channel, experiment));
}

/** Every flag the shop uses; config/flags.yml lists exactly these. */
export const ALL_FLAG_NAMES: readonly string[] = CHANNELS.flatMap(flagsOfChannel);

export function parseFlagName(name: string): { channel: Channel; experiment: Experiment } | null {
  for (const channel of CHANNELS) {
    const prefix = BRAND_PREFIXES[channel];
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    if (Object.hasOwn(EXPERIMENTS, rest)) return { channel, experiment: rest as Experiment };
  }
  return null;
}

export function isFlagName(name: unknown): name is string {
  return typeof name === 'string' && parseFlagName(name) !== null;
}

/** The flags whose treatment a page of this path triggers when it starts (SPEC 2). */
export function flagsTriggeredByPath(channel: Channel, path: string): string[] {
  return EXPERIMENT_NAMES.filter((experiment) => {
    const prefix: string | undefined = (EXPERIMENTS[experiment] as ExperimentDefinition).pathPrefix;
    return prefix !== undefined && path.startsWith(prefix);
  }).map((experiment) => flagName(channel, experiment));
}
