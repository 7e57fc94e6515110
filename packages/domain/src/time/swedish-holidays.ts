import { listSwedishPublicHolidays, PUBLIC_HOLIDAY_NAMES } from '../settings/swedish-public-holidays.ts';
import { isWeekend } from './calendar-date.ts';
import type { DateOnly } from './date-shapes.ts';

/**
 * Swedish days without bank service: the public holidays of SFS 1989:253 plus midsommarafton,
 * julafton and nyårsafton. Weekends are checked separately. Counted by our own rules
 * (listSwedishPublicHolidays): a test holds them to date-holidays for every year 2005–2100, and
 * the library's data of every country cost about 85 ms of each server start and 800 kB in the web
 * bundle (bench/startup.ts, #14).
 */
const closedDaysByYear = new Map<number, ReadonlyMap<DateOnly, string>>();

export function listBankClosedDays(year: number): ReadonlyMap<DateOnly, string> {
  let closedDays = closedDaysByYear.get(year);
  if (!closedDays) {
    closedDays = new Map(
      listSwedishPublicHolidays(year).map(
        (holiday) => [holiday.date, PUBLIC_HOLIDAY_NAMES[holiday.id]] as const,
      ),
    );
    closedDaysByYear.set(year, closedDays);
  }
  return closedDays;
}

export function isSwedishHoliday(date: DateOnly): boolean {
  return listBankClosedDays(Number(date.slice(0, 4))).has(date);
}

export function isBankDay(date: DateOnly): boolean {
  return !isWeekend(date) && !isSwedishHoliday(date);
}
