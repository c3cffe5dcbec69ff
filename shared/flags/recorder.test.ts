import { describe, expect, it, vi } from 'vitest';
import { FLAG_ERRORS } from './log';
import { createTreatmentRecorder, parseRecorded } from './recorder';

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('sticky treatments (SPEC 4)', () => {
  it('keeps the first on/off for good and logs a different later value as an error', () => {
    const log = logger();
    const recorder = createTreatmentRecorder({ log, scope: 'session' });
    expect(recorder.record('f', 'on')).toBe('on');
    expect(recorder.record('f', 'on')).toBe('on');
    expect(log.error).not.toHaveBeenCalled();
    expect(recorder.record('f', 'off')).toBe('on');
    expect(log.error).toHaveBeenCalledWith(FLAG_ERRORS.treatmentChanged, {
      flag: 'f',
      recorded: 'on',
      received: 'off',
      scope: 'session',
    });
    expect(recorder.get('f')).toBe('on');
  });

  it('never records control, and control does not replace a recorded treatment', () => {
    const log = logger();
    const recorder = createTreatmentRecorder({ log });
    expect(recorder.record('f', 'control')).toBe('control');
    expect(recorder.get('f')).toBeUndefined();
    expect(recorder.record('f', 'off')).toBe('off');
    expect(recorder.record('f', 'control')).toBe('off');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('starts from what was recorded before and reports every new record', () => {
    const onRecord = vi.fn();
    const recorder = createTreatmentRecorder({ initial: { a: 'off', bad: 'x' as never }, onRecord });
    expect(recorder.record('a', 'on')).toBe('off');
    expect(onRecord).not.toHaveBeenCalled();
    recorder.record('b', 'on');
    expect(onRecord).toHaveBeenCalledWith({ a: 'off', b: 'on' });
    expect(recorder.snapshot()).toEqual({ a: 'off', b: 'on' });
  });

  it('reads persisted snapshots defensively', () => {
    expect(parseRecorded('{"a":"on","b":"control","c":3}')).toEqual({ a: 'on' });
    for (const bad of [null, undefined, '', 'not json', '[]', 'null', '"on"'])
      expect(parseRecorded(bad)).toEqual({});
  });
});
