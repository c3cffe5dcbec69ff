/** SPEC 9 card quantity steps, the default quantity, and the sample card of SPEC 3. */

/** Each rule adds `step` until the next value would pass `until`; the list starts at 1. */
export const CARD_QUANTITY_STEP_RULES = [
  // SPEC 9 prints "step 4 until 5"; its own default (41, the 11th entry) and both issues that
  // name it only hold when steps of 4 run to 45, so that is read as the intended bound.
  { step: 4, until: 45 },
  { step: 5, until: 250 },
  { step: 10, until: 1000 },
  { step: 100, until: 3000 },
  { step: 250, until: 5000 },
] as const;

function buildQuantitySteps(): readonly number[] {
  const steps = [1];
  let quantity = 1;
  for (const { step, until } of CARD_QUANTITY_STEP_RULES) {
    while (quantity + step <= until) {
      quantity += step;
      steps.push(quantity);
    }
  }
  return steps;
}

/** 1, 5, 9, … 41, 45, 50, 55, … 250, 260, … 1000, 1100, … 3000, 3250, … 5000. */
export const CARD_QUANTITY_STEPS: readonly number[] = buildQuantitySteps();

export const CARD_QUANTITY_MIN = 1;
export const CARD_QUANTITY_MAX = 5000;

/** SPEC 9: the default is the 11th entry, 41. */
export const DEFAULT_CARD_QUANTITY_INDEX = 10;
export const DEFAULT_CARD_QUANTITY: number = CARD_QUANTITY_STEPS[DEFAULT_CARD_QUANTITY_INDEX] ?? 1;

/**
 * What a theme page starts at: the smallest pack the shop sells (issue 23.13), so the first price
 * a shopper sees is for what they would get with one click, not for 41 cards they never asked for.
 * The price APIs keep SPEC 9's 41 when a link names no quantity.
 */
export const CARD_PACK_MINIMUM: number = CARD_QUANTITY_STEPS[0] ?? CARD_QUANTITY_MIN;

const STEP_SET: ReadonlySet<number> = new Set(CARD_QUANTITY_STEPS);

export function isQuantityStep(value: unknown): value is number {
  return typeof value === 'number' && STEP_SET.has(value);
}

/** The steps either side of a quantity, to tell a shopper (or a link author) what would work. */
export function nearestQuantitySteps(quantity: number): { below?: number; above?: number } {
  let below: number | undefined;
  let above: number | undefined;
  for (const step of CARD_QUANTITY_STEPS) {
    if (step <= quantity) below = step;
    else {
      above = step;
      break;
    }
  }
  return { ...(below !== undefined ? { below } : {}), ...(above !== undefined ? { above } : {}) };
}

/** A sample is one card, flagged so that it is priced and produced as a sample. */
export const SAMPLE_CARD = { quantity: 1, isSample: true } as const;

export function asSampleCard<T extends object>(
  params: T,
): Omit<T, 'quantity' | 'isSample'> & typeof SAMPLE_CARD {
  return { ...params, ...SAMPLE_CARD };
}

/** The next quantity step above (direction 1) or below (-1) a quantity, staying within the steps. */
export function quantityStepAfter(quantity: number, direction: 1 | -1): number {
  const first = CARD_QUANTITY_STEPS[0] ?? CARD_QUANTITY_MIN;
  const last = CARD_QUANTITY_STEPS[CARD_QUANTITY_STEPS.length - 1] ?? CARD_QUANTITY_MAX;
  if (direction === 1) return CARD_QUANTITY_STEPS.find((s) => s > quantity) ?? last;
  return [...CARD_QUANTITY_STEPS].reverse().find((s) => s < quantity) ?? first;
}
