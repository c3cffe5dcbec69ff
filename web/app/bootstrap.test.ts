/** SPEC 8 "bootstrap" event: a page that cannot start says so instead of failing silently. */
import { describe, expect, it } from 'vitest';
import { readBootstrap } from './bootstrap';

function recorder() {
  const events: { message: string; detail?: Record<string, unknown> }[] = [];
  return {
    events,
    error: (message: string, detail?: Record<string, unknown>) => events.push({ message, detail }),
  };
}

describe('readBootstrap', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '{"info":'],
    ['incomplete', '{"info":{}}'],
  ])('logs "bootstrap" when the data is %s', (_name, json) => {
    const log = recorder();
    expect(readBootstrap(json, log)).toBeUndefined();
    expect(log.events.map((e) => e.message)).toEqual(['bootstrap']);
  });

  it('reads complete data without a word', () => {
    const log = recorder();
    const json = JSON.stringify({ info: {}, router: {}, i18n: {}, tracking: {} });
    expect(readBootstrap(json, log)).toBeDefined();
    expect(log.events).toEqual([]);
  });
});
