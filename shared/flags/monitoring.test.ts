import { describe, expect, it, vi } from 'vitest';
import { FLAG_ERRORS } from './log';
import { emptyMonitoring, monitoringForKey, parseMonitoring, withFlag } from './monitoring';

describe('monitoring record (SPEC 3: splitKey and featureFlags)', () => {
  it('collects treatments for a key', () => {
    let record = emptyMonitoring('k1');
    record = withFlag(record, 'a', 'on');
    expect(withFlag(record, 'a', 'on')).toBe(record);
    record = withFlag(record, 'b', 'control');
    expect(record).toEqual({ splitKey: 'k1', featureFlags: { a: 'on', b: 'control' } });
  });

  it('resets and logs when the user key changes (SPEC 8)', () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const before = withFlag(emptyMonitoring('k1'), 'a', 'on');
    expect(monitoringForKey(before, 'k1', log)).toBe(before);
    expect(monitoringForKey(before, 'k2', log)).toEqual({ splitKey: 'k2', featureFlags: {} });
    expect(log.error).toHaveBeenCalledWith(FLAG_ERRORS.userKeyChanged, { previous: 'k1', current: 'k2' });
    expect(monitoringForKey(null, 'k3', log)).toEqual({ splitKey: 'k3', featureFlags: {} });
    expect(monitoringForKey(emptyMonitoring(null), 'k3', log)).toEqual(emptyMonitoring('k3'));
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('parses persisted records defensively', () => {
    expect(parseMonitoring('{"splitKey":"k","featureFlags":{"a":"on","b":"x"}}')).toEqual({
      splitKey: 'k',
      featureFlags: { a: 'on' },
    });
    expect(parseMonitoring('{"splitKey":5}')).toEqual({ splitKey: null, featureFlags: {} });
    for (const bad of [null, '', '{', 'null', '7']) expect(parseMonitoring(bad)).toBeNull();
  });
});
