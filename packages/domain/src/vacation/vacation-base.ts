import { expandAbsence } from '../events/absence-days.ts';
import type { AbsencePayload } from '../events/event-schema.ts';
import { roundHundredths } from '../events/swedish-date.ts';
import type { ScheduleContext } from '../events/work-schedule.ts';
import type { DatePeriod } from '../settings/vacation-rules.ts';
import { addDays } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import {
  classifyAbsenceDays,
  type EarningAbsence,
  earningCauseOf,
  toEarningAbsence,
} from './vacation-earning.ts';

/**
 * Semesterlönegrundande absence in the procentregeln base (semesterlagen 16 b §, 17 §;
 * swedish-payroll.md §7.1; docs/vacation.md *Value*): for days of sick leave, parental leave and
 * VAB within their limits the base counts the pay the employee would have had, not the sjuklön (or
 * nothing) actually paid. For an hourly wage that is the absent hours × the wage on the day; the
 * caller adds it to the vacation-earning pay the payslips paid. (A monthly salary needs nothing:
 * its sick, parental and VAB deductions are not vacation-earning, so the base keeps M whole.)
 */
export type AbsenceNotionalPayInput = {
  earningYear: DatePeriod;
  /** Only days before this one count (the period being paid is not in the base yet). */
  before?: DateOnly;
  /** The employment's schedule, its dates and the company's days off. */
  schedule: ScheduleContext;
  /** The employment's absences; those that are not semesterlönegrundande are skipped. */
  absences: readonly AbsencePayload[];
  /** The hourly wage on a date, öre; undefined when there is none. */
  hourlyWageOn: (date: DateOnly) => number | undefined;
  isSingleParent?: boolean;
};

export type AbsenceNotionalPay = {
  /** Absent hours that earn vacation, two decimals. */
  hours: number;
  /** What those hours would have paid, öre, rounded once. */
  amountOre: number;
};

const EARNING_CAUSES = new Set(['sick', 'parental', 'temporaryParental']);

export function absenceNotionalPay(input: AbsenceNotionalPayInput): AbsenceNotionalPay {
  const absences = input.absences.filter((payload) =>
    EARNING_CAUSES.has(earningCauseOf(payload.absenceType)),
  );
  if (absences.length === 0) return { hours: 0, amountOre: 0 };
  const earningDays = classifyAbsenceDays({
    earningYear: input.earningYear,
    employment: { startDate: input.schedule.employmentStart, endDate: input.schedule.employmentEnd },
    absences: absences
      .map((payload) => toEarningAbsence(payload))
      .filter((absence): absence is EarningAbsence => absence !== null),
    ...(input.isSingleParent === undefined ? {} : { isSingleParent: input.isSingleParent }),
    ...(input.before ? { until: addDays(input.before, -1) } : {}),
  });
  const earns = new Set(earningDays.filter((day) => day.earns).map((day) => day.date));
  // Two absences on one day never count more than the day's scheduled hours.
  const hoursOn = new Map<DateOnly, number>();
  for (const payload of absences)
    for (const day of expandAbsence(payload, input.schedule)) {
      if (!earns.has(day.date)) continue;
      hoursOn.set(day.date, Math.min(day.scheduledHours, (hoursOn.get(day.date) ?? 0) + day.hours));
    }
  let hours = 0;
  let amount = 0;
  for (const [date, dayHours] of hoursOn) {
    hours += dayHours;
    amount += dayHours * (input.hourlyWageOn(date) ?? 0);
  }
  return { hours: roundHundredths(hours), amountOre: Math.round(amount) };
}
