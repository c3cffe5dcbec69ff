import type { Treatment } from './treatments';

export interface FeatureTreatment {
  feature: string;
  treatment: Treatment;
}

/**
 * SPEC 3: the flag state of a page: the feature/treatment pairs the page used, plus the story it
 * shows. It is cleared at each page start (SPEC 3), so it always describes the current page.
 */
export interface FlagState {
  features: readonly FeatureTreatment[];
  story: string | null;
}

export function startPageState(story: string | null = null): FlagState {
  return { features: [], story };
}

/** Adds a pair; a feature appears once per page (its treatment cannot change within the page). */
export function addFeature(state: FlagState, feature: string, treatment: Treatment): FlagState {
  if (state.features.some((f) => f.feature === feature)) return state;
  return { ...state, features: [...state.features, { feature, treatment }] };
}

export function withStory(state: FlagState, story: string | null): FlagState {
  return state.story === story ? state : { ...state, story };
}
