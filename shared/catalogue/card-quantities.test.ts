import { describe, expect, it } from 'vitest';
import {
  asSampleCard,
  CARD_PACK_MINIMUM,
  CARD_QUANTITY_STEPS,
  DEFAULT_CARD_QUANTITY,
  isQuantityStep,
  nearestQuantitySteps,
  quantityStepAfter,
} from './card-quantities';

/** Written out independently of the module, so a slip in its generator shows up here. */
function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}

describe('card quantity steps (SPEC 9)', () => {
  it('go by 4 to 45, by 5 to 250, by 10 to 1000, by 100 to 3000, by 250 to 5000', () => {
    expect(CARD_QUANTITY_STEPS).toEqual([
      ...range(1, 45, 4),
      ...range(50, 250, 5),
      ...range(260, 1000, 10),
      ...range(1100, 3000, 100),
      ...range(3250, 5000, 250),
    ]);
    expect(CARD_QUANTITY_STEPS.slice(0, 5)).toEqual([1, 5, 9, 13, 17]);
    expect(CARD_QUANTITY_STEPS.at(-1)).toBe(5000);
  });

  it('rise strictly', () => {
    for (let i = 1; i < CARD_QUANTITY_STEPS.length; i++) {
      expect(CARD_QUANTITY_STEPS[i]).toBeGreaterThan(CARD_QUANTITY_STEPS[i - 1] ?? 0);
    }
  });

  it('default to the 11th entry, 41', () => {
    expect(CARD_QUANTITY_STEPS[10]).toBe(41);
    expect(DEFAULT_CARD_QUANTITY).toBe(41);
    expect(isQuantityStep(41)).toBe(true);
  });

  it.each([1, 5, 9, 41, 45, 50, 245, 250, 260, 990, 1000, 1100, 3000, 3250, 4750, 5000])(
    '%i is a step',
    (n) => {
      expect(isQuantityStep(n)).toBe(true);
    },
  );

  it.each([0, 2, 4, 6, 10, 42, 255, 1010, 1050, 3100, 5250, 10000, -5, 5.5, Number.NaN])('%d is not', (n) => {
    expect(isQuantityStep(n)).toBe(false);
  });

  it('does not take quantities as text', () => {
    expect(isQuantityStep('50')).toBe(false);
  });

  it('names the neighbouring steps', () => {
    expect(nearestQuantitySteps(42)).toEqual({ below: 41, above: 45 });
    expect(nearestQuantitySteps(1050)).toEqual({ below: 1000, above: 1100 });
    expect(nearestQuantitySteps(0)).toEqual({ above: 1 });
    expect(nearestQuantitySteps(6000)).toEqual({ below: 5000 });
  });
});

describe('sample card (SPEC 3)', () => {
  it('sets quantity 1 and isSample true over whatever was chosen', () => {
    expect(asSampleCard({ themeId: '7', quantity: 50, isSample: false })).toEqual({
      themeId: '7',
      quantity: 1,
      isSample: true,
    });
  });
});

describe('stepping through the quantities (issue 23.13)', () => {
  it('goes to the next step up or down, with the step size of the range', () => {
    expect(quantityStepAfter(1, 1)).toBe(5);
    expect(quantityStepAfter(41, 1)).toBe(45);
    expect(quantityStepAfter(45, 1)).toBe(50);
    expect(quantityStepAfter(50, -1)).toBe(45);
    expect(quantityStepAfter(1000, 1)).toBe(1100);
    // Between steps (typed by hand), the neighbours of the typed number.
    expect(quantityStepAfter(42, 1)).toBe(45);
    expect(quantityStepAfter(42, -1)).toBe(41);
  });

  it('stops at the smallest pack and the largest quantity', () => {
    expect(CARD_PACK_MINIMUM).toBe(1);
    expect(quantityStepAfter(1, -1)).toBe(1);
    expect(quantityStepAfter(5000, 1)).toBe(5000);
  });
});
