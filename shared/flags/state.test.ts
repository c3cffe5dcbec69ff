import { describe, expect, it } from 'vitest';
import { addFeature, startPageState, withStory } from './state';

describe('flag state (SPEC 3: pairs plus a story, cleared at each page start)', () => {
  it('starts empty with the page’s story', () => {
    expect(startPageState()).toEqual({ features: [], story: null });
    expect(startPageState('home')).toEqual({ features: [], story: 'home' });
  });

  it('adds a feature once per page', () => {
    let state = startPageState('home');
    state = addFeature(state, 'a', 'on');
    state = addFeature(state, 'b', 'control');
    const same = addFeature(state, 'a', 'off');
    expect(same).toBe(state);
    expect(state.features).toEqual([
      { feature: 'a', treatment: 'on' },
      { feature: 'b', treatment: 'control' },
    ]);
  });

  it('sets the story without touching the features', () => {
    const state = addFeature(startPageState(), 'a', 'on');
    expect(withStory(state, 'cards/x')).toEqual({ features: state.features, story: 'cards/x' });
    expect(withStory(state, null)).toBe(state);
  });
});
