import {
  type CompanyDayOffEntry,
  companyDaysOff,
  type HolidaySettings,
} from '../settings/company-holidays.ts';
import { PUBLIC_HOLIDAY_NAMES } from '../settings/swedish-public-holidays.ts';
import { getIsoWeekday } from '../time/calendar-date.ts';
import { roundHundredths } from './swedish-date.ts';

/**
 * What one employment works: hours per weekday (Monday first, from the employment's `schedule`),
 * its weekly hours (the karensavdrag is 20 % of them), the company's days off and the employment's
 * dates. Every absence rule reads days and hours through this.
 */
export type ScheduleContext = {
  schedule: readonly number[];
  weeklyHours: number;
  holidays: HolidaySettings;
  employmentStart: string;
  employmentEnd: string | null;
};

// companyDaysOff builds a year's list; absences ask about many dates of the same year and settings.
const daysOffCache = new WeakMap<HolidaySettings, Map<number, ReadonlyMap<string, CompanyDayOffEntry>>>();

/** The public holiday, de facto day off or company day off on a date; ordinary weekends are none. */
export function dayOffOn(date: string, holidays: HolidaySettings): CompanyDayOffEntry | null {
  let byYear = daysOffCache.get(holidays);
  if (!byYear) {
    byYear = new Map();
    daysOffCache.set(holidays, byYear);
  }
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Map(companyDaysOff(year, holidays).map((entry) => [entry.date, entry]));
    byYear.set(year, days);
  }
  return days.get(date) ?? null;
}

/** The Swedish name of the day off on a date ("Långfredagen", the company's own name), or null. */
export function holidayNameOn(date: string, holidays: HolidaySettings): string | null {
  const entry = dayOffOn(date, holidays);
  if (!entry) return null;
  return entry.source === 'company' ? entry.name : PUBLIC_HOLIDAY_NAMES[entry.holidayId];
}

export function isWithinEmployment(date: string, ctx: ScheduleContext): boolean {
  return date >= ctx.employmentStart && (ctx.employmentEnd === null || date <= ctx.employmentEnd);
}

/**
 * The hours the schedule has on a date: the weekday's hours, none on a public holiday,
 * midsommarafton, julafton, nyårsafton or a company whole day off, half on a company half day,
 * and none outside the employment. An ordinary Sunday follows the schedule (a weekend worker's
 * Sunday is a working day); only the named holidays are taken off.
 */
export function scheduledHoursOn(date: string, ctx: ScheduleContext): number {
  if (!isWithinEmployment(date, ctx)) return 0;
  const weekdayHours = ctx.schedule[getIsoWeekday(date) - 1] ?? 0;
  if (weekdayHours <= 0) return 0;
  const entry = dayOffOn(date, ctx.holidays);
  if (!entry) return weekdayHours;
  return entry.portion === 'half' ? roundHundredths(weekdayHours / 2) : 0;
}
