import { describe, expect, it } from 'vitest';
import {
  ALL_FLAG_NAMES,
  EXPERIMENT_NAMES,
  flagName,
  flagsOfChannel,
  flagsTriggeredByPath,
  isFlagName,
  parseFlagName,
} from './names';

describe('flag names registry (SPEC 9: card-brand and poster-brand prefixes)', () => {
  it('prefixes every experiment with its brand', () => {
    expect(flagName('cards', 'posterdruck')).toBe('card-brand_posterdruck');
    expect(flagName('posters', 'wandbilder_flyout')).toBe('poster-brand_wandbilder_flyout');
    expect(flagsOfChannel('cards').every((f) => f.startsWith('card-brand_'))).toBe(true);
    expect(flagsOfChannel('posters')).toHaveLength(EXPERIMENT_NAMES.length);
    expect(ALL_FLAG_NAMES).toHaveLength(EXPERIMENT_NAMES.length * 2);
    expect(new Set(ALL_FLAG_NAMES).size).toBe(ALL_FLAG_NAMES.length);
  });

  it('covers the A/B surfaces of SPEC 2 and 4', () => {
    expect(EXPERIMENT_NAMES).toEqual(
      expect.arrayContaining([
        'posterdruck',
        'ab_content',
        'wandbilder_flyout',
        'calculator_redesign',
        'calculator_nudging',
        'calculator_portrait',
        'calculator_canvas_redesign',
      ]),
    );
  });

  it('parses names back and refuses others', () => {
    expect(parseFlagName('poster-brand_ab_content')).toEqual({
      channel: 'posters',
      experiment: 'ab_content',
    });
    expect(parseFlagName('card-brand_')).toBeNull();
    expect(parseFlagName('card-brand_unknown')).toBeNull();
    expect(parseFlagName('ab_content')).toBeNull();
    expect(parseFlagName('card-brand_toString')).toBeNull();
    expect(isFlagName('card-brand_posterdruck')).toBe(true);
    expect(isFlagName(3)).toBe(false);
  });

  it('triggers the posterdruck treatment on paths starting /posterdruck only', () => {
    expect(flagsTriggeredByPath('posters', '/posterdruck')).toEqual(['poster-brand_posterdruck']);
    expect(flagsTriggeredByPath('cards', '/posterdruck/a3')).toEqual(['card-brand_posterdruck']);
    expect(flagsTriggeredByPath('posters', '/posterdruck-matt')).toEqual(['poster-brand_posterdruck']);
    expect(flagsTriggeredByPath('posters', '/')).toEqual([]);
    expect(flagsTriggeredByPath('posters', '/leinwanddruck/posterdruck')).toEqual([]);
  });
});
