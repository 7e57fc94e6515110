import { addDays } from '../time/calendar-date.ts';
import type { AbsencePayload } from './event-schema.ts';
import { roundHundredths } from './swedish-date.ts';
import { type ScheduleContext, scheduledHoursOn } from './work-schedule.ts';

/** One scheduled day an absence touches: the day's scheduled hours and the absent hours. */
export type AbsenceDay = { date: string; scheduledHours: number; hours: number };

/** Every date from `fromDate` through `toDate`, both included. */
export function eachDate(fromDate: string, toDate: string): string[] {
  const dates: string[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The scheduled days of an absence and its hours on each: whole days take the day's scheduled
 * hours, hours take the reported hours (more than the day has is refused by absence-conflicts.ts,
 * not cut here), percent takes that share of the day's scheduled hours. Days without scheduled
 * hours (weekends, holidays, outside the employment) are left out.
 */
export function expandAbsence(payload: AbsencePayload, ctx: ScheduleContext): AbsenceDay[] {
  const days: AbsenceDay[] = [];
  for (const date of eachDate(payload.fromDate, payload.toDate)) {
    const scheduledHours = scheduledHoursOn(date, ctx);
    if (scheduledHours <= 0) continue;
    days.push({ date, scheduledHours, hours: absentHours(payload, scheduledHours) });
  }
  return days;
}

function absentHours(payload: AbsencePayload, scheduledHours: number): number {
  switch (payload.extent.mode) {
    case 'whole-days':
      return scheduledHours;
    case 'hours':
      return payload.extent.hoursPerDay;
    case 'percent':
      return roundHundredths((scheduledHours * payload.extent.percent) / 100);
  }
}

/** The share of its scheduled day an absence day takes, at most the whole day. */
export function dayFraction(day: AbsenceDay): number {
  return Math.min(1, day.hours / day.scheduledHours);
}

/**
 * Vacation days drawn (semesterlagen 3 a §): scheduled working days only, so weekends, public
 * holidays and the de facto days off cost none. A whole day costs one day, also on a company half
 * day (the day is still a working day); a part day costs its share of that day's scheduled hours.
 */
export function countVacationDays(payload: AbsencePayload, ctx: ScheduleContext): number {
  return roundHundredths(expandAbsence(payload, ctx).reduce((sum, day) => sum + dayFraction(day), 0));
}

/** Absent hours in total, two decimals. */
export function sumAbsenceHours(days: readonly AbsenceDay[]): number {
  return roundHundredths(days.reduce((sum, day) => sum + day.hours, 0));
}
