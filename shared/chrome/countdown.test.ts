import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_IDLE,
  type CountdownEvent,
  type CountdownModel,
  countdownParts,
  countdownReducer,
  countdownSegments,
  formatCountdown,
  msUntilNextTick,
} from './countdown';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('countdown display (SPEC 2: days only if nonzero, hours, minutes, seconds)', () => {
  it.each([
    [0, '00:00:00'],
    [-5 * S, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [1, '00:00:01'],
    [59 * S, '00:00:59'],
    [M, '00:01:00'],
    [H + 2 * M + 3 * S, '01:02:03'],
    [D - S, '23:59:59'],
    [D, '1d 00:00:00'],
    [2 * D + 3 * H + 4 * M + 5 * S, '2d 03:04:05'],
    [12 * D + 500, '12d 00:00:01'],
  ])('%s ms -> %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('splits into parts and leaves days out when zero', () => {
    expect(countdownParts(3 * D + 4 * H + 5 * M + 6 * S)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
    expect(countdownSegments(countdownParts(5 * H)).map((s) => s.unit)).toEqual([
      'hours',
      'minutes',
      'seconds',
    ]);
    expect(countdownSegments(countdownParts(D + 5 * H))).toEqual([
      { unit: 'days', value: 1, text: '1' },
      { unit: 'hours', value: 5, text: '05' },
      { unit: 'minutes', value: 0, text: '00' },
      { unit: 'seconds', value: 0, text: '00' },
    ]);
  });

  it.each([
    [5000, 1000],
    [4500, 500],
    [1, 1],
  ])('next tick for %s ms remaining in %s ms', (remaining, wait) => {
    expect(msUntilNextTick(remaining)).toBe(wait);
  });
});

describe('countdown states (SPEC 4: idle, running, aborted, ended)', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const run = (events: CountdownEvent[], from: CountdownModel = COUNTDOWN_IDLE) =>
    events.reduce(countdownReducer, from);
  const running = run([{ type: 'start', endDate: '2025-06-01T13:00:00Z', now }]);

  it('starts running with the remaining time', () => {
    expect(running).toMatchObject({ state: 'running', remainingMs: H, paused: false, error: null });
  });

  it.each([
    ['an end in the past', '2025-06-01T11:00:00Z', 'past'],
    ['an end right now', '2025-06-01T12:00:00Z', 'past'],
    ['an unreadable date', 'morgen', 'invalid'],
    ['no date', undefined, 'invalid'],
  ] as const)(
    'refuses %s: aborted with error %s (logged by the component, SPEC 5)',
    (_name, endDate, error) => {
      expect(run([{ type: 'start', endDate, now }])).toMatchObject({ state: 'aborted', error });
    },
  );

  it.each<[string, CountdownEvent[], Partial<CountdownModel>]>([
    ['tick', [{ type: 'tick', now: now + 10 * S }], { state: 'running', remainingMs: H - 10 * S }],
    ['tick to the end', [{ type: 'tick', now: now + H }], { state: 'ended', remainingMs: 0 }],
    ['tick past the end', [{ type: 'tick', now: now + 2 * H }], { state: 'ended', remainingMs: 0 }],
    ['hide pauses', [{ type: 'hide' }], { state: 'running', paused: true, remainingMs: H }],
    [
      'ticks while hidden are ignored',
      [{ type: 'hide' }, { type: 'tick', now: now + 10 * M }],
      { paused: true, remainingMs: H },
    ],
    [
      'show resyncs with the clock',
      [{ type: 'hide' }, { type: 'show', now: now + 10 * M }],
      { state: 'running', paused: false, remainingMs: 50 * M },
    ],
    [
      'show after the end ends',
      [{ type: 'hide' }, { type: 'show', now: now + 2 * H }],
      { state: 'ended', remainingMs: 0 },
    ],
    ['abort', [{ type: 'abort' }], { state: 'aborted' }],
    [
      'a second start is ignored',
      [{ type: 'start', endDate: '2030-01-01T00:00:00Z', now }],
      { remainingMs: H },
    ],
  ])('running + %s', (_name, events, expected) => {
    expect(run(events, running)).toMatchObject(expected);
  });

  it('ended and aborted are final', () => {
    const ended = run([{ type: 'tick', now: now + H }], running);
    expect(run([{ type: 'show', now }, { type: 'abort' }], ended).state).toBe('ended');
    const aborted = run([{ type: 'abort' }], running);
    expect(run([{ type: 'tick', now }], aborted)).toBe(aborted);
  });

  it('idle ignores ticks and visibility', () => {
    expect(run([{ type: 'tick', now }, { type: 'hide' }, { type: 'show', now }])).toEqual(COUNTDOWN_IDLE);
    expect(run([{ type: 'abort' }]).state).toBe('aborted');
  });
});
