import { describe, expect, it } from 'vitest';
import { SPLIT_EVALUATION_EVENT, toSplitEvaluation } from './impressions';

describe('split_evaluation events (SPEC 7)', () => {
  it('turns an SDK impression into a session-analytics event', () => {
    expect(
      toSplitEvaluation({ feature: 'f', keyName: 'k', treatment: 'on', time: 5, label: 'default rule' }),
    ).toEqual({
      event: SPLIT_EVALUATION_EVENT,
      feature: 'f',
      treatment: 'on',
      splitKey: 'k',
      label: 'default rule',
      time: 5,
    });
    expect(SPLIT_EVALUATION_EVENT).toBe('split_evaluation');
    expect(toSplitEvaluation({ feature: 'f', keyName: 'k', treatment: 'weird', time: 1 })).toMatchObject({
      treatment: 'control',
      label: null,
    });
  });
});
