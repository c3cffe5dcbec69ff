import { describe, expect, it } from 'vitest';
import { controlBootstrap, effectiveTreatment, type FlagsBootstrap, parseFlagsBootstrap } from './bootstrap';

const valid: FlagsBootstrap = {
  splitKey: 'k',
  channel: 'cards',
  treatments: { a: 'off', b: 'on' },
  overrides: { a: 'on' },
  reason: 'evaluated',
  sdk: { authorizationKey: 'localhost' },
};

describe('flags bootstrap', () => {
  it('lets overrides win over evaluated treatments, and is control for unknown flags', () => {
    expect(effectiveTreatment(valid, 'a')).toBe('on');
    expect(effectiveTreatment(valid, 'b')).toBe('on');
    expect(effectiveTreatment(valid, 'c')).toBe('control');
  });

  it('parses what the server sent and falls back to control on anything malformed', () => {
    expect(parseFlagsBootstrap(JSON.parse(JSON.stringify(valid)), 'cards')).toEqual(valid);
    const fallback = controlBootstrap('posters', 'unavailable');
    for (const bad of [
      undefined,
      null,
      { ...valid, treatments: { a: 'blue' } },
      { ...valid, overrides: { a: 'control' } },
      { ...valid, channel: 'mugs' },
      { ...valid, sdk: { authorizationKey: '' } },
    ])
      expect(parseFlagsBootstrap(bad, 'posters')).toEqual(fallback);
  });
});
