import { describe, expect, it, vi } from 'vitest';
import { FLAG_ERRORS } from './log';
import { isDecided, isOn, isTreatment, toTreatment } from './treatments';

describe('treatments (SPEC 3: control, off, on)', () => {
  it('knows the three treatments', () => {
    expect(['on', 'off', 'control'].every(isTreatment)).toBe(true);
    expect(isTreatment('ON')).toBe(false);
    expect(isDecided('control')).toBe(false);
    expect(isOn('on')).toBe(true);
    expect(isOn('control')).toBe(false);
    expect(isOn(undefined)).toBe(false);
  });

  it('turns "no treatment" and unknown values into control, and logs them', () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(toTreatment('f', 'on', log)).toBe('on');
    expect(toTreatment('f', 'off', log)).toBe('off');
    expect(toTreatment('f', 'control', log)).toBe('control');
    expect(log.warn).toHaveBeenCalledWith(FLAG_ERRORS.noTreatment, { flag: 'f' });
    expect(toTreatment('f', 'blue', log)).toBe('control');
    expect(toTreatment('f', undefined, log)).toBe('control');
    expect(log.error).toHaveBeenCalledWith(FLAG_ERRORS.unknownTreatment, { flag: 'f', treatment: 'blue' });
  });
});
