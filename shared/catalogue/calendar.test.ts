import { describe, expect, it } from 'vitest';
import {
  CALENDAR_FORMATS,
  isCalendarFormat,
  isCalendarMounting,
  isCalendarType,
  parseStartDate,
  resolveCalendarStart,
} from './calendar';

describe('calendar options (SPEC 3)', () => {
  it.each(['familienplaner', 'kuechenkalender', 'terminkalender', 'tischkalender', 'wandkalender'])(
    '%s is a calendar type',
    (type) => expect(isCalendarType(type)).toBe(true),
  );
  it.each(['kalender', 'Wandkalender', ''])('%j is not', (type) => expect(isCalendarType(type)).toBe(false));

  it('has the fourteen formats', () => {
    expect([...CALENDAR_FORMATS].sort()).toEqual(
      [
        'a3-hoch',
        'a3-quer',
        'a4-hoch',
        'a4-quer',
        'a5-quer',
        'a6-hoch',
        'a6-quer',
        '150-400',
        '200-400',
        '130-300',
        '145-145',
        '200-200',
        '300-300',
        '265-120',
      ].sort(),
    );
    expect(isCalendarFormat('a5-hoch')).toBe(false);
    expect(isCalendarFormat('300x300')).toBe(false);
  });

  it('has three mountings', () => {
    for (const m of ['holzblock', 'holzfuss', 'ohne']) expect(isCalendarMounting(m)).toBe(true);
    expect(isCalendarMounting('magnet')).toBe(false);
  });
});

describe('calendar start (SPEC 3)', () => {
  const now = new Date(2025, 10, 15); // 15 November 2025, local time

  it('starts at the current month and year', () => {
    expect(resolveCalendarStart({ now })).toEqual({ startMonth: 11, year: 2025 });
    expect(resolveCalendarStart({ now: new Date(2025, 0, 1) })).toEqual({ startMonth: 1, year: 2025 });
    expect(resolveCalendarStart({ now: new Date(2025, 11, 31, 23, 59) })).toEqual({
      startMonth: 12,
      year: 2025,
    });
  });

  it('starts at startDate when one is given', () => {
    expect(resolveCalendarStart({ now, startDate: '2026-03-01' })).toEqual({ startMonth: 3, year: 2026 });
    expect(resolveCalendarStart({ now, startDate: '2026-07' })).toEqual({ startMonth: 7, year: 2026 });
  });

  it('ignores an invalid startDate', () => {
    expect(resolveCalendarStart({ now, startDate: '2026-13-01' })).toEqual({ startMonth: 11, year: 2025 });
    expect(resolveCalendarStart({ now, startDate: 'soon' })).toEqual({ startMonth: 11, year: 2025 });
  });

  it('lets explicit startMonth and year win, each on its own', () => {
    expect(resolveCalendarStart({ now, startMonth: 2 })).toEqual({ startMonth: 2, year: 2025 });
    expect(resolveCalendarStart({ now, year: 2027 })).toEqual({ startMonth: 11, year: 2027 });
    expect(resolveCalendarStart({ now, startDate: '2026-03-01', year: 2030 })).toEqual({
      startMonth: 3,
      year: 2030,
    });
    expect(resolveCalendarStart({ now, startMonth: 13 })).toEqual({ startMonth: 11, year: 2025 });
    expect(resolveCalendarStart({ now, startMonth: 0 })).toEqual({ startMonth: 11, year: 2025 });
  });

  it('refuses an invalid now rather than invent a date', () => {
    expect(() => resolveCalendarStart({ now: new Date(Number.NaN) })).toThrow(RangeError);
  });

  it.each([
    ['2026-02-28', { startMonth: 2, year: 2026 }],
    ['2024-02-29', { startMonth: 2, year: 2024 }],
    ['2026-12', { startMonth: 12, year: 2026 }],
    ['2026-02-29', undefined],
    ['2026-04-31', undefined],
    ['2026-00-10', undefined],
    ['2026-1-10', undefined],
    ['26-01-10', undefined],
    ['2026-01-10T00:00', undefined],
  ])('parses startDate %s', (text, expected) => {
    expect(parseStartDate(text)).toEqual(expected);
  });
});
