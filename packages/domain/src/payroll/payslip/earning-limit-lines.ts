import type { AbsencePayload } from '../../events/event-schema.ts';
import { roundHundredths } from '../../events/swedish-date.ts';
import { scheduledHoursOn } from '../../events/work-schedule.ts';
import {
  classifyAbsenceDays,
  type EarningAbsenceDay,
  type EarningCause,
  toEarningAbsence,
} from '../../vacation/vacation-earning.ts';
import { eachDate, type PayslipContext } from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';

/*
 * Procentregeln with a monthly salary (semesterlagen 16 b §, 17 §; docs/vacation.md *Value*): the
 * earning year's base is the payslips' vacation-earning lines, where M counts whole and the
 * deductions for sick leave, parental leave and VAB do not lower it — the absence is
 * semesterlönegrundande. Past its limit (180 sick days, 120 parental days per child, 120 VAB days
 * of the earning year) it is not, so a deduction for days past the limit lowers the base: its line
 * is vacation-earning. A line with days on both sides of the limit is split in two, by the share of
 * its days past the limit (scheduled hours for per-hour and per-day lines, calendar days for
 * per-calendar-day lines) [ours]; the two amounts add up to the line's, so the pay does not change.
 */

type LimitedCause = Extract<EarningCause, 'sick' | 'parental' | 'temporaryParental'>;

const classified = new WeakMap<PayslipContext, Map<string, EarningAbsenceDay>>();

/** The month's absence days classified against the earning year's limits, once per payslip. */
function monthDays(ctx: PayslipContext): Map<string, EarningAbsenceDay> {
  const found = classified.get(ctx);
  if (found) return found;
  const known = ctx.input.vacationEarningYear;
  const year = ctx.monthStart.slice(0, 4);
  const absences = [
    ...(known?.absences ?? []),
    ...ctx.input.events.filter((event): event is AbsencePayload => event.kind === 'absence'),
  ].flatMap((payload) => toEarningAbsence(payload) ?? []);
  const days = new Map<string, EarningAbsenceDay>();
  if (absences.length > 0 && ctx.employedTo)
    for (const day of classifyAbsenceDays({
      earningYear: known?.earningYear ?? { from: `${year}-01-01`, to: `${year}-12-31` },
      employment: { startDate: ctx.input.employment.startDate, endDate: ctx.input.employment.endDate },
      absences,
      isSingleParent: known?.isSingleParent ?? false,
      until: ctx.employedTo,
    }))
      if (day.date >= ctx.monthStart) days.set(day.date, day);
  classified.set(ctx, days);
  return days;
}

/**
 * `lines` (deductions for absence of `cause`) with those of days past the cause's limit made
 * vacation-earning, split where a line has days on both sides. Only monthly pay under
 * procentregeln: elsewhere the flag has no use (an hourly base prices the absence itself,
 * domain vacation-base.ts; sammalöneregeln has no base).
 */
export function markPastEarningLimit(
  ctx: PayslipContext,
  lines: readonly PayslipLine[],
  cause: LimitedCause,
): PayslipLine[] {
  const { employment } = ctx.input;
  if (employment.salaryForm !== 'monthly' || employment.vacation.rule !== 'procentregeln') return [...lines];
  const days = monthDays(ctx);
  if (days.size === 0) return [...lines];
  return lines.flatMap((line) => {
    if (line.vacationEarning || line.amountOre === 0) return [line];
    const weighed = eachDate(line.periodFrom, line.periodTo).flatMap((date) => {
      const day = days.get(date);
      if (!day || day.cause !== cause) return [];
      const weight = line.unit === 'calendar-day' ? 1 : scheduledHoursOn(date, ctx.schedule);
      return weight > 0 || line.periodFrom === line.periodTo
        ? [{ date, past: !day.earns, weight: weight || 1 }]
        : [];
    });
    const past = weighed.filter((day) => day.past);
    if (past.length === 0) return [line];
    const within = weighed.filter((day) => !day.past);
    if (within.length === 0) return [{ ...line, vacationEarning: true }];
    const total = weighed.reduce((sum, day) => sum + day.weight, 0);
    const share = past.reduce((sum, day) => sum + day.weight, 0) / total;
    const pastAmount = Math.round(line.amountOre * share);
    const pastQuantity = line.quantity === null ? null : roundHundredths(line.quantity * share);
    return [
      {
        ...line,
        quantity:
          line.quantity === null || pastQuantity === null
            ? null
            : roundHundredths(line.quantity - pastQuantity),
        amountOre: line.amountOre - pastAmount,
        periodFrom: (within[0] as { date: string }).date,
        periodTo: (within.at(-1) as { date: string }).date,
      },
      {
        ...line,
        quantity: pastQuantity,
        amountOre: pastAmount,
        periodFrom: (past[0] as { date: string }).date,
        periodTo: (past.at(-1) as { date: string }).date,
        vacationEarning: true,
      },
    ];
  });
}
