import { describe, expect, it, vi } from 'vitest';
import { FLAG_ERRORS, type FlagLogger } from './log';
import { overrideSearch, overridesFromQuery, parseOverrideValue } from './override';

const flags = ['card-brand_a', 'card-brand_b', 'card-brand_c'];

describe('query overrides (SPEC 5: accepted only when on or off)', () => {
  it('accepts exactly on and off', () => {
    expect(parseOverrideValue('on')).toBe('on');
    expect(parseOverrideValue('off')).toBe('off');
    for (const bad of ['ON', 'Off', ' on', 'control', '1', 'true', '', null, undefined])
      expect(parseOverrideValue(bad)).toBeNull();
  });

  it('reads overrides of known flags, ignores other parameters, logs rejected values', () => {
    const log: FlagLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const result = overridesFromQuery(
      '?card-brand_a=on&card-brand_b=control&card-brand_c=off&other=on&_debug=1',
      flags,
      log,
    );
    expect(result).toEqual({ 'card-brand_a': 'on', 'card-brand_c': 'off' });
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn).toHaveBeenCalledWith(FLAG_ERRORS.overrideRejected, {
      flag: 'card-brand_b',
      value: 'control',
    });
  });

  it('takes the last value of a repeated parameter and truncates logged values', () => {
    expect(overridesFromQuery('card-brand_a=on&card-brand_a=off', flags)).toEqual({ 'card-brand_a': 'off' });
    const warn = vi.fn();
    overridesFromQuery(new URLSearchParams({ 'card-brand_a': 'x'.repeat(500) }), flags, {
      info() {},
      error() {},
      warn,
    });
    expect((warn.mock.calls[0]?.[1] as { value: string } | undefined)?.value).toHaveLength(50);
    expect(overridesFromQuery('', flags)).toEqual({});
  });

  it('builds debug-panel links that set or remove one override and keep the rest', () => {
    expect(overrideSearch('?splitDebug=1', 'card-brand_a', 'on')).toBe('?splitDebug=1&card-brand_a=on');
    expect(overrideSearch('?splitDebug=1&card-brand_a=on', 'card-brand_a', 'off')).toBe(
      '?splitDebug=1&card-brand_a=off',
    );
    expect(overrideSearch('?card-brand_a=on', 'card-brand_a', null)).toBe('?');
  });
});
