import { expandAbsence } from '../../events/absence-days.ts';
import type { AbsencePayload } from '../../events/event-schema.ts';
import { roundHundredths } from '../../events/swedish-date.ts';
import { scheduledHoursOn } from '../../events/work-schedule.ts';
import { groupByPay, typeRateOn } from './line-rate.ts';
import { eachDate, makeLine, type PayslipContext, requireType } from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';

/**
 * Timlön (110) when no hours were reported: the schedule's hours in the employed part of the
 * month less every absent hour (an hourly employee is paid for hours worked; sjuklön and
 * semesterlön come on their own lines). Reported 110 transactions replace this entirely.
 */
export function scheduledHourlyLines(
  ctx: PayslipContext,
  absences: readonly AbsencePayload[],
): PayslipLine[] {
  if (!ctx.employedFrom || !ctx.employedTo) return [];
  const type = requireType(ctx, '110');
  if (!type) return [];
  const absent = new Map<string, number>();
  for (const event of absences)
    for (const day of expandAbsence(event, ctx.schedule))
      absent.set(day.date, (absent.get(day.date) ?? 0) + day.hours);
  const worked = eachDate(ctx.employedFrom, ctx.employedTo)
    .map((date) => ({
      date,
      hours: Math.max(0, scheduledHoursOn(date, ctx.schedule) - (absent.get(date) ?? 0)),
    }))
    .filter((day) => day.hours > 0);
  return groupByPay(ctx, worked).map((group) =>
    makeLine(type, {
      quantity: roundHundredths(group.reduce((sum, day) => sum + day.hours, 0)),
      rateOre: typeRateOn(ctx, type, (group[0] as { date: string }).date),
      from: (group[0] as { date: string }).date,
      to: (group.at(-1) as { date: string }).date,
    }),
  );
}
