import { describe, expect, it } from 'vitest';
import { createLogger } from './log';

describe('createLogger', () => {
  it('writes JSON lines at or above its level to every sink', () => {
    const lines: string[] = [];
    const log = createLogger('info', [(line) => lines.push(line)], () => new Date('2026-01-01T00:00:00Z'));
    log.debug('hidden');
    log.info('deep link: refused', { reason: 'not a page' });
    log.error('boom');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { time: '2026-01-01T00:00:00.000Z', level: 'info', msg: 'deep link: refused', reason: 'not a page' },
      { time: '2026-01-01T00:00:00.000Z', level: 'error', msg: 'boom' },
    ]);
  });
  it('survives details that cannot be serialised', () => {
    const lines: string[] = [];
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    createLogger('debug', [(line) => lines.push(line)]).warn('odd', cyclic);
    expect(JSON.parse(lines[0] ?? '{}').msg).toBe('odd');
  });
});
