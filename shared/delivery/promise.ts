/**
 * The delivery promise of a product page and the basket (issue 33): "order by 14:00, delivered
 * by Thu 3 Dec". From the product's production time (working days of the print works in
 * Germany, which close on German public holidays), the shipping time to the market's country
 * (working days there, without that country's public holidays) and the daily order cut-off.
 *
 * Pure: the public holidays come in as a function (see server/delivery/holidays.ts, which answers from the
 * date-holidays library), so that the browser never loads the holiday tables; the server computes
 * the promise and the page only formats it (formatDeliveryPromise).
 */
import { type Country, countryOf, type Market } from '../markets';

/** The print works: production days are its working days. */
export const PRODUCTION_COUNTRY: Country = 'de';
export const PRODUCTION_TIME_ZONE = 'Europe/Berlin';
/** Orders until this hour (print works' time) start production the same working day. */
export const CUTOFF_HOUR = 14;

/** Working days from order to dispatch, by product (SPEC 3 materials, cards, books). */
export const PRODUCTION_DAYS: Readonly<Record<string, number>> = {
  poster: 1,
  karten: 1,
  cards: 1,
  fotoabzuege: 1,
  leinwand: 2,
  hahnemuehle: 2,
  fotorahmen: 2,
  fotokalender: 2,
  acrylglas: 3,
  aludibond: 3,
  fototapete: 3,
  fotobuch: 3,
  echtglas: 4,
};
export const DEFAULT_PRODUCTION_DAYS = 2;

/** Working days in transit, by destination country. */
export const SHIPPING_DAYS: Readonly<Record<Country, number>> = {
  de: 1,
  at: 2,
  ch: 3,
  li: 3,
  lu: 2,
  nl: 2,
  be: 2,
  fr: 2,
  it: 3,
  es: 3,
  gb: 3,
  us: 6,
};

/** The time zone a shopper of the country reads dates in. */
export const COUNTRY_TIME_ZONES: Readonly<Record<Country, string>> = {
  de: 'Europe/Berlin',
  at: 'Europe/Vienna',
  ch: 'Europe/Zurich',
  li: 'Europe/Vaduz',
  lu: 'Europe/Luxembourg',
  nl: 'Europe/Amsterdam',
  be: 'Europe/Brussels',
  fr: 'Europe/Paris',
  it: 'Europe/Rome',
  es: 'Europe/Madrid',
  gb: 'Europe/London',
  us: 'America/New_York',
};

/** Whether the day ("YYYY-MM-DD") is a public holiday in the country. */
export type HolidayCheck = (country: Country, isoDate: string) => boolean;

export interface DeliveryPromise {
  /** The moment the next cut-off passes (ISO instant): order before it for this promise. */
  orderBy: string;
  /** Whether that cut-off is today (in the print works' time zone). */
  orderByToday: boolean;
  /** When the parcel leaves the print works ("YYYY-MM-DD"). */
  dispatchDate: string;
  /** The latest delivery day in the market's country ("YYYY-MM-DD"). */
  deliveredBy: string;
  /** The time zone to show orderBy in. */
  timeZone: string;
}

/** "YYYY-MM-DD" and the hour of an instant, in a time zone. */
function localParts(instant: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** A working day of the country: Monday to Friday, not a public holiday there. */
export function isWorkingDay(country: Country, isoDate: string, isHoliday: HolidayCheck): boolean {
  return !isWeekend(isoDate) && !isHoliday(country, isoDate);
}

/** The first working day on or after the day. */
function workingDayFrom(country: Country, isoDate: string, isHoliday: HolidayCheck): string {
  let day = isoDate;
  while (!isWorkingDay(country, day, isHoliday)) day = addDays(day, 1);
  return day;
}

/** The working day `count` working days after the day. */
export function addWorkingDays(
  country: Country,
  isoDate: string,
  count: number,
  isHoliday: HolidayCheck,
): string {
  let day = isoDate;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(country, day, isHoliday)) left -= 1;
  }
  return day;
}

/** The instant of hour:00 on a day in a time zone. */
function instantAt(isoDate: string, hour: number, timeZone: string): Date {
  // Start from the same wall time in UTC and correct by the zone's offset (twice, for DST edges).
  let guess = new Date(`${isoDate}T${String(hour).padStart(2, '0')}:00:00Z`);
  for (let i = 0; i < 2; i++) {
    const local = localParts(guess, timeZone);
    const shownAsUtc = Date.UTC(
      Number(local.date.slice(0, 4)),
      Number(local.date.slice(5, 7)) - 1,
      Number(local.date.slice(8, 10)),
      local.hour,
    );
    guess = new Date(
      guess.getTime() - (shownAsUtc - Date.parse(`${isoDate}T${String(hour).padStart(2, '0')}:00:00Z`)),
    );
  }
  return guess;
}

export function productionDaysOf(product: string): number {
  return PRODUCTION_DAYS[product] ?? DEFAULT_PRODUCTION_DAYS;
}

export function deliveryPromise(options: {
  now: Date;
  market: Market;
  product: string;
  isHoliday: HolidayCheck;
}): DeliveryPromise {
  const { now, market, product, isHoliday } = options;
  const country = countryOf(market);
  const here = localParts(now, PRODUCTION_TIME_ZONE);
  // Production starts today if today is a working day and the cut-off has not passed.
  const startsToday = isWorkingDay(PRODUCTION_COUNTRY, here.date, isHoliday) && here.hour < CUTOFF_HOUR;
  const firstDay = startsToday
    ? here.date
    : workingDayFrom(PRODUCTION_COUNTRY, addDays(here.date, 1), isHoliday);
  const dispatchDate = addWorkingDays(PRODUCTION_COUNTRY, firstDay, productionDaysOf(product) - 1, isHoliday);
  // The parcel travels on the destination's working days.
  const deliveredBy = addWorkingDays(country, dispatchDate, SHIPPING_DAYS[country], isHoliday);
  return {
    orderBy: instantAt(firstDay, CUTOFF_HOUR, PRODUCTION_TIME_ZONE).toISOString(),
    orderByToday: firstDay === here.date,
    dispatchDate,
    deliveredBy,
    timeZone: COUNTRY_TIME_ZONES[country],
  };
}

/** The promise's parts as a shopper of the locale reads them: "14:00", "Thu 3 Dec", "Mon". */
export function formatDeliveryPromise(
  promise: DeliveryPromise,
  locale: string,
): { time: string; orderDay: string; date: string } {
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: promise.timeZone,
  }).format(new Date(promise.orderBy));
  const orderDay = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: promise.timeZone }).format(
    new Date(promise.orderBy),
  );
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${promise.deliveredBy}T12:00:00Z`));
  return { time, orderDay, date };
}
