import type { Channel } from '../markets';
import { type Experiment, flagName } from './names';
import { isOn, type Treatment } from './treatments';

/**
 * The A/B surfaces of SPEC 2 and 4 as pure decisions; the React side only looks treatments up.
 * "off" and "control" always mean the default experience.
 */

export type TreatmentOf = (flag: string) => Treatment;

export const experimentOn = (treatmentOf: TreatmentOf, channel: Channel, experiment: Experiment): boolean =>
  isOn(treatmentOf(flagName(channel, experiment)));

/** ABContent block: which of its two contents to show. */
export function abContentVariant(treatment: Treatment): 'on' | 'off' {
  return isOn(treatment) ? 'on' : 'off';
}

/** SPEC 2: the wandbilder flyout has two rows only when its experiment is on. */
export function wandbilderRows(treatmentOf: TreatmentOf, channel: Channel): 1 | 2 {
  return experimentOn(treatmentOf, channel, 'wandbilder_flyout') ? 2 : 1;
}

export const CALCULATOR_VARIANTS = {
  redesign: { experiment: 'calculator_redesign', tag: 'calculator-redesign' },
  nudging: { experiment: 'calculator_nudging', tag: 'calculator-nudging' },
  portrait: { experiment: 'calculator_portrait', tag: 'calculator-portrait' },
  canvasRedesign: { experiment: 'calculator_canvas_redesign', tag: 'calculator-canvas-redesign' },
} as const satisfies Record<string, { experiment: Experiment; tag: string }>;

export type CalculatorVariant = keyof typeof CALCULATOR_VARIANTS;
export type CalculatorVariants = Record<CalculatorVariant, boolean>;

/**
 * SPEC 4: "Experiment plus content tag switch variants": a calculator variant is active when its
 * experiment is on for the user AND the page's content story carries the variant's tag, so that
 * editors choose the pages an experiment may run on.
 */
export function calculatorVariants(
  treatmentOf: TreatmentOf,
  channel: Channel,
  contentTags: readonly string[],
): CalculatorVariants {
  const tags = new Set(contentTags);
  const variant = (name: CalculatorVariant) =>
    tags.has(CALCULATOR_VARIANTS[name].tag) &&
    experimentOn(treatmentOf, channel, CALCULATOR_VARIANTS[name].experiment);
  return {
    redesign: variant('redesign'),
    nudging: variant('nudging'),
    portrait: variant('portrait'),
    canvasRedesign: variant('canvasRedesign'),
  };
}
