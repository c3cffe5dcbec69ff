/**
 * Public holidays per country from the date-holidays library (ISC; its data CC-BY-3.0), for the
 * delivery promise. Only holidays of type "public" count (not bank or observance days such as
 * Christmas Eve afternoons). Server-side only: the tables are large, the browser gets the
 * computed promise.
 */
import Holidays from 'date-holidays';
import type { HolidayCheck } from '../../shared/delivery/promise';
import type { Country } from '../../shared/markets';

const cache = new Map<string, ReadonlySet<string>>();

function holidaysOf(country: Country, year: number): ReadonlySet<string> {
  const key = `${country}:${year}`;
  let days = cache.get(key);
  if (!days) {
    const calendar = new Holidays(country.toUpperCase());
    days = new Set(
      (calendar.getHolidays(year) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)),
    );
    cache.set(key, days);
  }
  return days;
}

export const isPublicHoliday: HolidayCheck = (country, isoDate) =>
  holidaysOf(country, Number(isoDate.slice(0, 4))).has(isoDate);
