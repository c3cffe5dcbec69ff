import { createContext, useContext } from 'react';
import type { FlagTreatment } from '../../../shared/content/story-types';

export type { FlagTreatment };

/** Answers a flag's treatment for the current visitor. */
export type TreatmentLookup = (flag: string) => FlagTreatment;

/**
 * Until the flags feature provides the real lookup, every flag is "control" (SPEC 8: no
 * treatment means control), so ABContent shows its control variant.
 */
export const controlTreatment: TreatmentLookup = () => 'control';

export const TreatmentContext = createContext<TreatmentLookup>(controlTreatment);

export function useTreatment(flag: string): FlagTreatment {
  const lookup = useContext(TreatmentContext);
  if (!flag) return 'control';
  return lookup(flag);
}
