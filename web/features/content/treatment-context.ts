import { createContext, useContext } from 'react';
import type { FlagTreatment } from '../../../shared/content/story-types';
import { useTreatment as useFlagTreatment } from '../flags';

export type { FlagTreatment };

/** Answers a flag's treatment for the current visitor. */
export type TreatmentLookup = (flag: string) => FlagTreatment;

/**
 * Until the flags feature provides the real lookup, every flag is "control" (SPEC 8: no
 * treatment means control), so ABContent shows its control variant.
 */
export const controlTreatment: TreatmentLookup = () => 'control';

export const TreatmentContext = createContext<TreatmentLookup>(controlTreatment);

/**
 * The flag's treatment from the page's flag state (which also records the impression), unless a
 * TreatmentContext above says otherwise (tests, previews).
 */
export function useTreatment(flag: string): FlagTreatment {
  const lookup = useContext(TreatmentContext);
  const fromFlags = useFlagTreatment(flag || 'none');
  if (!flag) return 'control';
  return lookup === controlTreatment ? fromFlags : lookup(flag);
}
