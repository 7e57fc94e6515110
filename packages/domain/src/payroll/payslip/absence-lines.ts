import { type AbsenceDay, expandAbsence } from '../../events/absence-days.ts';
import type { AbsencePayload } from '../../events/event-schema.ts';
import { roundHundredths } from '../../events/swedish-date.ts';
import { markPastEarningLimit } from './earning-limit-lines.ts';
import { groupByPay, typeRateOn } from './line-rate.ts';
import { daysBetween, eachDate, makeLine, type PayslipContext, requireType } from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';
import { monthlySalaryPieces } from './salary-lines.ts';

/** Codes per leave kind: per workday (≤ 5), per calendar day (> 5), per hour. */
type LeaveCodes = { day: string; calendarDay: string; hour: string };

const LEAVE_CODES: Record<'parental-leave' | 'leave-of-absence' | 'other-unpaid-leave', LeaveCodes> = {
  'parental-leave': { day: '320', calendarDay: '321', hour: '322' },
  'leave-of-absence': { day: '340', calendarDay: '341', hour: '342' },
  'other-unpaid-leave': { day: '340', calendarDay: '341', hour: '342' },
};

function inPeriod(ctx: PayslipContext, date: string): boolean {
  return ctx.employedFrom !== null && date >= ctx.employedFrom && date <= (ctx.employedTo as string);
}

function hoursLines(ctx: PayslipContext, code: string, days: readonly AbsenceDay[]): PayslipLine[] {
  const type = requireType(ctx, code);
  if (!type || days.length === 0) return [];
  return groupByPay(ctx, days).map((group) =>
    makeLine(type, {
      quantity: roundHundredths(group.reduce((sum, day) => sum + day.hours, 0)),
      rateOre: typeRateOn(ctx, type, (group[0] as AbsenceDay).date),
      from: (group[0] as AbsenceDay).date,
      to: (group.at(-1) as AbsenceDay).date,
      sign: -1,
    }),
  );
}

/**
 * Parental leave and leave of absence, monthly pay (swedish-payroll.md §9.1): whole days, up to
 * `shortLeaveWorkdays` workdays in the event, M/21 per workday; longer, M × 12/365 per calendar
 * day from the first to the last absent workday (work-free days opening or closing the leave are
 * not counted), a whole calendar month being M; part days per hour (r for parental leave, M/175
 * for leave of absence).
 */
function leaveLines(ctx: PayslipContext, event: AbsencePayload, codes: LeaveCodes) {
  const days = expandAbsence(event, ctx.schedule);
  if (days.length === 0) return [];
  if (event.extent.mode !== 'whole-days')
    return hoursLines(
      ctx,
      codes.hour,
      days.filter((day) => inPeriod(ctx, day.date)),
    );
  if (days.length <= ctx.agreement.shortLeaveWorkdays) {
    const type = requireType(ctx, codes.day);
    const here = days.filter((day) => inPeriod(ctx, day.date));
    if (!type || here.length === 0) return [];
    return groupByPay(ctx, here).map((group) =>
      makeLine(type, {
        quantity: group.length,
        rateOre: typeRateOn(ctx, type, (group[0] as AbsenceDay).date),
        from: (group[0] as AbsenceDay).date,
        to: (group.at(-1) as AbsenceDay).date,
        sign: -1,
      }),
    );
  }
  const type = requireType(ctx, codes.calendarDay);
  if (!type) return [];
  const first = (days[0] as AbsenceDay).date;
  const last = (days.at(-1) as AbsenceDay).date;
  const here = eachDate(first, last)
    .filter((date) => inPeriod(ctx, date))
    .map((date) => ({ date }));
  const daysInMonth = daysBetween(ctx.monthEnd, ctx.monthStart) + 1;
  return groupByPay(ctx, here).map((group) => {
    const from = (group[0] as { date: string }).date;
    const isWholeMonth = group.length === daysInMonth;
    return makeLine(type, {
      quantity: group.length,
      rateOre: typeRateOn(ctx, type, from),
      ...(isWholeMonth ? { amountOre: ctx.salaryOn(from) ?? 0 } : {}),
      from,
      to: (group.at(-1) as { date: string }).date,
      sign: -1,
    });
  });
}

/** Unpaid vacation: 4.6 % of M per vacation day (410), days as semesterlagen counts them. */
function unpaidVacationLines(ctx: PayslipContext, event: AbsencePayload): PayslipLine[] {
  const type = requireType(ctx, '410');
  const days = expandAbsence(event, ctx.schedule).filter((day) => inPeriod(ctx, day.date));
  if (!type || days.length === 0) return [];
  return groupByPay(ctx, days).map((group) =>
    makeLine(type, {
      quantity: roundHundredths(
        group.reduce((sum, day) => sum + Math.min(1, day.hours / day.scheduledHours), 0),
      ),
      rateOre: typeRateOn(ctx, type, (group[0] as AbsenceDay).date),
      from: (group[0] as AbsenceDay).date,
      to: (group.at(-1) as AbsenceDay).date,
      sign: -1,
    }),
  );
}

/** VAB: r per hour; a whole calendar month away is the whole month's salary (§9.1). */
function vabLines(ctx: PayslipContext, event: AbsencePayload): PayslipLine[] {
  const days = expandAbsence(event, ctx.schedule).filter((day) => inPeriod(ctx, day.date));
  const isWholeMonth =
    event.extent.mode === 'whole-days' &&
    event.fromDate <= ctx.monthStart &&
    event.toDate >= ctx.monthEnd &&
    ctx.employedFrom === ctx.monthStart &&
    ctx.employedTo === ctx.monthEnd;
  if (!isWholeMonth) return hoursLines(ctx, '330', days);
  const type = requireType(ctx, '330');
  if (!type) return [];
  const month = monthlySalaryPieces(ctx, ctx.input.period).reduce((sum, piece) => sum + piece.amountOre, 0);
  return [
    makeLine(type, {
      quantity: roundHundredths(days.reduce((sum, day) => sum + day.hours, 0)),
      rateOre: null,
      amountOre: month,
      from: ctx.monthStart,
      to: ctx.monthEnd,
      sign: -1,
      name: `${type.name}, hel kalendermånad`,
    }),
  ];
}

/**
 * Absence deductions for monthly pay other than sickness and paid vacation. Hourly pay has no
 * deductions: the absent hours are simply not paid (salary-lines / hourly-lines).
 */
export function absenceLines(ctx: PayslipContext, events: readonly AbsencePayload[]): PayslipLine[] {
  if (ctx.input.employment.salaryForm !== 'monthly') return [];
  const lines: PayslipLine[] = [];
  for (const event of events) {
    switch (event.absenceType) {
      // Procentregeln: deductions for parental leave and VAB past their limits lower the base.
      case 'parental-leave':
        lines.push(
          ...markPastEarningLimit(ctx, leaveLines(ctx, event, LEAVE_CODES[event.absenceType]), 'parental'),
        );
        break;
      case 'leave-of-absence':
      case 'other-unpaid-leave':
        lines.push(...leaveLines(ctx, event, LEAVE_CODES[event.absenceType]));
        break;
      case 'vab':
        lines.push(...markPastEarningLimit(ctx, vabLines(ctx, event), 'temporaryParental'));
        break;
      case 'vacation-unpaid':
        lines.push(...unpaidVacationLines(ctx, event));
        break;
      default:
        break;
    }
  }
  return lines;
}
