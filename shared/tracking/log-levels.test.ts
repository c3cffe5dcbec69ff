import { describe, expect, it, vi } from 'vitest';
import {
  createLeveledLogger,
  DEFAULT_LOG_LEVEL,
  loggingDisabled,
  parseLogLevel,
  resolveLogLevel,
  shouldLog,
} from './log-levels';

describe('log levels (SPEC 5, default NONE)', () => {
  it('parses the five levels only', () => {
    expect(['DEBUG', 'INFO', 'WARN', 'ERROR', 'NONE'].map(parseLogLevel)).toEqual([
      'DEBUG',
      'INFO',
      'WARN',
      'ERROR',
      'NONE',
    ]);
    expect(parseLogLevel(' warn ')).toBe('WARN');
    for (const bad of ['TRACE', '', 'verbose', null, 3]) expect(parseLogLevel(bad)).toBeNull();
    expect(DEFAULT_LOG_LEVEL).toBe('NONE');
  });

  it('writes a message at or above the threshold; NONE writes nothing', () => {
    expect(shouldLog('WARN', 'error')).toBe(true);
    expect(shouldLog('WARN', 'warn')).toBe(true);
    expect(shouldLog('WARN', 'info')).toBe(false);
    expect(shouldLog('DEBUG', 'debug')).toBe(true);
    expect((['debug', 'info', 'warn', 'error'] as const).some((m) => shouldLog('NONE', m))).toBe(false);
  });

  it('logging=0 turns logging off, whatever else is asked', () => {
    expect(loggingDisabled('?logging=0')).toBe(true);
    expect(loggingDisabled('?logging=1')).toBe(false);
    expect(resolveLogLevel('?logging=0&logLevel=DEBUG', 'WARN')).toBe('NONE');
    expect(resolveLogLevel('?logLevel=debug', 'WARN')).toBe('DEBUG');
    expect(resolveLogLevel('?logLevel=nonsense', 'WARN')).toBe('WARN');
    expect(resolveLogLevel('', 'bogus')).toBe('NONE');
    expect(resolveLogLevel('', undefined)).toBe('NONE');
  });

  it('filters what reaches the sink', () => {
    const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const log = createLeveledLogger(sink, 'WARN');
    log.debug('d');
    log.info('i');
    log.warn('w', { a: 1 });
    log.error('e');
    expect(sink.debug).not.toHaveBeenCalled();
    expect(sink.info).not.toHaveBeenCalled();
    expect(sink.warn).toHaveBeenCalledWith('w', { a: 1 });
    expect(sink.error).toHaveBeenCalledWith('e', undefined);
    expect(log.level).toBe('WARN');
  });
});
