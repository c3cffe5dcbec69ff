import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientLog, createClientLogger, setClientLogLevel } from './logger';

const fakeConsole = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

afterEach(() => setClientLogLevel('NONE'));

describe('client logger (SPEC 5)', () => {
  it('writes only at or above its level, prefixed', () => {
    const target = fakeConsole();
    const log = createClientLogger('INFO', target);
    log.debug('no');
    log.info('yes', { a: 1 });
    log.error('bad');
    expect(target.debug).not.toHaveBeenCalled();
    expect(target.info).toHaveBeenCalledWith('[shop] yes', { a: 1 });
    expect(target.error).toHaveBeenCalledWith('[shop] bad');
  });

  it('is silent by default (NONE) and follows the configured level', () => {
    const target = fakeConsole();
    expect(clientLog.level).toBe('NONE');
    setClientLogLevel('NONE', target);
    clientLog.error('hidden');
    expect(target.error).not.toHaveBeenCalled();
    setClientLogLevel('WARN', target);
    expect(clientLog.level).toBe('WARN');
    clientLog.warn('shown');
    clientLog.info('hidden');
    expect(target.warn).toHaveBeenCalledWith('[shop] shown');
    expect(target.info).not.toHaveBeenCalled();
  });
});
