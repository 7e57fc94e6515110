import Holidays from 'date-holidays';
import { isWeekend } from './calendar-date.ts';
import type { DateOnly } from './date-shapes.ts';

/**
 * Swedish days without bank service: the public holidays of SFS 1989:253 plus midsommarafton,
 * julafton and nyårsafton (date-holidays types them `bank`). Weekends are checked separately.
 */
const swedishHolidays = new Holidays('SE');
const closedDaysByYear = new Map<number, ReadonlyMap<DateOnly, string>>();

export function listBankClosedDays(year: number): ReadonlyMap<DateOnly, string> {
  let closedDays = closedDaysByYear.get(year);
  if (!closedDays) {
    closedDays = new Map(
      swedishHolidays
        .getHolidays(year, 'sv')
        .filter((holiday) => holiday.type === 'public' || holiday.type === 'bank')
        // The library's `date` is local wall-clock text `YYYY-MM-DD hh:mm:ss`: no zone can shift it.
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name] as const),
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
