import { type Treatment, toTreatment } from './treatments';

/** SPEC 7: evaluations are forwarded to the session-analytics tool under this event name. */
export const SPLIT_EVALUATION_EVENT = 'split_evaluation';

/** The part of the SDK's impression the shop uses (SplitIO.ImpressionDTO). */
export interface ImpressionLike {
  feature: string;
  keyName: string;
  treatment: string;
  time: number;
  label?: string;
}

export interface SplitEvaluationEvent {
  event: typeof SPLIT_EVALUATION_EVENT;
  feature: string;
  treatment: Treatment;
  splitKey: string;
  label: string | null;
  time: number;
}

export function toSplitEvaluation(impression: ImpressionLike): SplitEvaluationEvent {
  return {
    event: SPLIT_EVALUATION_EVENT,
    feature: impression.feature,
    treatment: toTreatment(impression.feature, impression.treatment),
    splitKey: impression.keyName,
    label: impression.label ?? null,
    time: impression.time,
  };
}
