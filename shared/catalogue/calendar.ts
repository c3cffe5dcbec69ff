/** SPEC 3 calendar options and the start month and year a new calendar begins with. */

export const CALENDAR_TYPES = [
  'familienplaner',
  'kuechenkalender',
  'terminkalender',
  'tischkalender',
  'wandkalender',
] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export const CALENDAR_FORMATS = [
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
] as const;
export type CalendarFormat = (typeof CALENDAR_FORMATS)[number];

export const CALENDAR_MOUNTINGS = ['holzblock', 'holzfuss', 'ohne'] as const;
export type CalendarMounting = (typeof CALENDAR_MOUNTINGS)[number];

export function isCalendarType(value: unknown): value is CalendarType {
  return typeof value === 'string' && (CALENDAR_TYPES as readonly string[]).includes(value);
}
export function isCalendarFormat(value: unknown): value is CalendarFormat {
  return typeof value === 'string' && (CALENDAR_FORMATS as readonly string[]).includes(value);
}
export function isCalendarMounting(value: unknown): value is CalendarMounting {
  return typeof value === 'string' && (CALENDAR_MOUNTINGS as readonly string[]).includes(value);
}

/** startMonth counts January as 1, as the designer's startMonth parameter does. */
export interface CalendarStart {
  startMonth: number;
  year: number;
}

const START_DATE_RE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** An ISO date (YYYY-MM-DD) or month (YYYY-MM); undefined unless it names a real day or month. */
export function parseStartDate(value: unknown): CalendarStart | undefined {
  if (typeof value !== 'string') return undefined;
  const match = START_DATE_RE.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  if (match[3] !== undefined) {
    const day = Number(match[3]);
    // Day 0 of the next month is the last day of this one.
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > daysInMonth) return undefined;
  }
  return { startMonth: month, year };
}

export function isStartMonth(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 12;
}

export interface CalendarStartInput {
  /** Passed in, so that the same link gives the same calendar in tests, SSR and the browser. */
  now: Date;
  startDate?: string | undefined;
  startMonth?: number | undefined;
  year?: number | undefined;
}

/**
 * Explicit startMonth and year win, each on its own; what is missing comes from startDate when it
 * is valid, else from now. now is read in local time because "the current month" is the shopper's.
 */
export function resolveCalendarStart(input: CalendarStartInput): CalendarStart {
  if (Number.isNaN(input.now.getTime())) throw new RangeError('resolveCalendarStart: now is an invalid Date');
  const base = parseStartDate(input.startDate) ?? {
    startMonth: input.now.getMonth() + 1,
    year: input.now.getFullYear(),
  };
  return {
    startMonth: isStartMonth(input.startMonth) ? input.startMonth : base.startMonth,
    year: Number.isInteger(input.year) ? (input.year as number) : base.year,
  };
}
