import type { AbsencePayload } from '../../events/event-schema.ts';
import { buildSickPeriods, LAST_SICK_PAY_DAY } from '../../events/sick-periods.ts';
import { roundHundredths } from '../../events/swedish-date.ts';
import { markPastEarningLimit } from './earning-limit-lines.ts';
import { groupByPay, typeRateOn } from './line-rate.ts';
import { daysBetween, makeLine, type PayslipContext, requireType } from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';

/** The share of a calendar day an event's extent takes (day 15 on counts calendar days). */
function shareOn(events: readonly AbsencePayload[], date: string, weeklyHours: number): number {
  const event = events.find((candidate) => candidate.fromDate <= date && date <= candidate.toDate);
  if (!event) return 1;
  if (event.extent.mode === 'percent') return event.extent.percent / 100;
  // Hours a day against an average workday of the week (V / 5).
  if (event.extent.mode === 'hours') return Math.min(1, (event.extent.hoursPerDay * 5) / weeklyHours);
  return 1;
}

function isPaidNow(ctx: PayslipContext, date: string): boolean {
  return ctx.employedFrom !== null && date >= ctx.employedFrom && date <= (ctx.employedTo as string);
}

/**
 * Sickness (swedish-payroll.md §7.2, §9.1). Monthly pay: 20 % × r per sick hour of days 1–14
 * (310), one karensavdrag per period of 16 % of a week's pay (312), never more than the period's
 * sjuklön (80 % × r × its sick hours), and from day 15 M × 12/365 per calendar day (311, × the
 * agreement's per cent). Hourly pay: sjuklön 80 % per scheduled hour lost days 1–14 (300) less
 * the karensavdrag of 16 % of a week's pay (313); nothing from day 15 (Försäkringskassan pays).
 * Periods, day numbers and the ten-karens limit come from events/sick-periods.ts (a relapse within
 * five days continues the period and takes no new karens). The karensavdrag is the law's form
 * (salary types 312/313); the tjänstemannaavtal form gives the same total for ≥ 0.2 × V sick hours.
 */
export function sickLines(ctx: PayslipContext, sickEvents: readonly AbsencePayload[]): PayslipLine[] {
  if (sickEvents.length === 0) return [];
  const isMonthly = ctx.input.employment.salaryForm === 'monthly';
  const lines: PayslipLine[] = [];
  const { weeklyHours } = ctx.input.employment;
  const periods = buildSickPeriods(
    sickEvents.map((payload, index) => ({ id: String(index), payload })),
    ctx.schedule,
  );
  for (const period of periods) {
    const early: { date: string; hours: number }[] = [];
    const late: { date: string; share: number }[] = [];
    let periodEarlyHours = 0;
    for (const { date, dayNumber, hours } of period.days) {
      if (dayNumber <= LAST_SICK_PAY_DAY) periodEarlyHours += hours;
      if (!isPaidNow(ctx, date)) continue;
      if (dayNumber <= LAST_SICK_PAY_DAY && hours > 0) early.push({ date, hours });
      if (dayNumber > LAST_SICK_PAY_DAY) late.push({ date, share: shareOn(sickEvents, date, weeklyHours) });
    }
    const earlyCode = isMonthly ? '310' : '300';
    const earlyType = early.length > 0 ? requireType(ctx, earlyCode) : undefined;
    if (earlyType) {
      for (const group of groupByPay(ctx, early)) {
        const quantity = roundHundredths(group.reduce((sum, day) => sum + day.hours, 0));
        lines.push(
          makeLine(earlyType, {
            quantity,
            rateOre: typeRateOn(ctx, earlyType, (group[0] as { date: string }).date),
            from: (group[0] as { date: string }).date,
            to: (group.at(-1) as { date: string }).date,
            sign: isMonthly ? -1 : 1,
          }),
        );
      }
    }
    if (period.karens && isPaidNow(ctx, period.start) && periodEarlyHours > 0) {
      const karens = karensLine(ctx, period.start, periodEarlyHours);
      if (karens) lines.push(karens);
    }
    if (late.length > 0) {
      ctx.problem(
        'SICK_PAST_DAY_14',
        'Sjukperiod längre än 14 dagar: anmäl till Försäkringskassan',
        'warning',
      );
      if (isMonthly) lines.push(...lateLines(ctx, late));
    }
  }
  // Procentregeln, monthly pay: deductions for sick days past 180 lower the vacation base.
  return markPastEarningLimit(ctx, lines, 'sick');
}

/** Karensavdrag, capped at the period's sjuklön (the rest would carry over to a relapse). */
function karensLine(ctx: PayslipContext, firstDate: string, periodEarlyHours: number): PayslipLine | null {
  const isMonthly = ctx.input.employment.salaryForm === 'monthly';
  const type = requireType(ctx, isMonthly ? '312' : '313');
  const sickPayType = requireType(ctx, isMonthly ? '310' : '300');
  if (!type || !sickPayType) return null;
  const rate = typeRateOn(ctx, type, firstDate);
  const pay = ctx.salaryOn(firstDate);
  if (rate === null || pay === undefined) return null;
  const { weeklyHours } = ctx.input.employment;
  // Sjuklön of the period: 80 % of the pay lost, the hourly pay being r for monthly staff.
  const hourlyPay = isMonthly ? (pay * 12) / (52 * weeklyHours) : pay;
  const sickPay = Math.round(0.8 * hourlyPay * periodEarlyHours);
  const full = Math.round(rate);
  return makeLine(type, {
    quantity: 1,
    rateOre: rate,
    amountOre: Math.min(full, sickPay),
    from: firstDate,
    to: firstDate,
    sign: -1,
  });
}

/** Day 15 on, monthly pay: per calendar day, a whole calendar month being exactly M. */
function lateLines(ctx: PayslipContext, late: { date: string; share: number }[]): PayslipLine[] {
  const type = requireType(ctx, '311');
  if (!type) return [];
  const percent = ctx.agreement.sickFromDay15Percent / 100;
  const daysInMonth = daysBetween(ctx.monthEnd, ctx.monthStart) + 1;
  return groupByPay(ctx, late).map((group) => {
    const first = group[0] as { date: string };
    const rate = (typeRateOn(ctx, type, first.date) ?? 0) * percent;
    const quantity = roundHundredths(group.reduce((sum, day) => sum + day.share, 0));
    const isWholeMonth = quantity === daysInMonth && group.length === daysInMonth;
    const pay = ctx.salaryOn(first.date) ?? 0;
    return makeLine(type, {
      quantity,
      rateOre: rate,
      ...(isWholeMonth ? { amountOre: Math.round(pay * percent) } : {}),
      from: first.date,
      to: (group.at(-1) as { date: string }).date,
      sign: -1,
    });
  });
}
