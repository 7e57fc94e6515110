import { scheduledHoursOn } from '../../events/work-schedule.ts';
import {
  daysBetween,
  eachDate,
  lastDayOfMonth,
  makeLine,
  type PayslipContext,
  requireType,
} from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';

/** A run of days with one salary. */
type Segment = { from: string; to: string; salaryOre: number };

function salarySegments(ctx: PayslipContext, from: string, to: string): Segment[] {
  const first = ctx.salaryOn(from);
  // One row over the whole range: no need to look at each day.
  const single = ctx.input.employment.salaryRows.find(
    (row) => row.validFrom <= from && (!row.validTo || row.validTo >= to),
  );
  if (single && first === single.amountOre) return [{ from, to, salaryOre: first }];
  const segments: Segment[] = [];
  for (const date of eachDate(from, to)) {
    const salaryOre = ctx.salaryOn(date);
    if (salaryOre === undefined) continue;
    const last = segments.at(-1);
    if (last && last.salaryOre === salaryOre && daysBetween(date, last.to) === 1) last.to = date;
    else segments.push({ from: date, to: date, salaryOre });
  }
  return segments;
}

/** Each piece of a month's salary: quantity, rate and the exact amount, by the documented method. */
type SalaryPiece = Segment & { quantity: number; rateOre: number; amountOre: number; basis: string };

/**
 * The monthly salary of the employed part of a month (swedish-payroll.md §9.7):
 * - the whole month with one salary: M;
 * - the whole month with a salary change inside it: each salary for its share of the month's
 *   calendar days (M × days / days in month), so the pieces add up to one month;
 * - employed part of the month only: up to `shortMonthWorkdays` scheduled workdays, M/21 per
 *   workday; longer, M × 12/365 per calendar day employed (15 June, M 27 000: 16 × 887.67… = 14 202.74).
 */
export function monthlySalaryPieces(ctx: PayslipContext, period: string): SalaryPiece[] {
  const monthStart = `${period}-01`;
  const monthEnd = lastDayOfMonth(period);
  const { startDate, endDate } = ctx.input.employment;
  const from = startDate > monthStart ? startDate : monthStart;
  const to = endDate && endDate < monthEnd ? endDate : monthEnd;
  if (from > to) return [];
  const segments = salarySegments(ctx, from, to);
  const daysInMonth = daysBetween(monthEnd, monthStart) + 1;
  if (from === monthStart && to === monthEnd) {
    if (segments.length === 1 && segments[0]?.from === monthStart && segments[0].to === monthEnd) {
      const m = segments[0].salaryOre;
      return [{ ...segments[0], quantity: 1, rateOre: m, amountOre: m, basis: 'month' }];
    }
    return segments.map((segment) => {
      const days = daysBetween(segment.to, segment.from) + 1;
      const rateOre = segment.salaryOre / daysInMonth;
      return { ...segment, quantity: days, rateOre, amountOre: Math.round(days * rateOre), basis: 'share' };
    });
  }
  const workdays = eachDate(from, to).filter((date) => scheduledHoursOn(date, ctx.schedule) > 0).length;
  const isShort = workdays <= ctx.agreement.shortMonthWorkdays;
  return segments.map((segment) => {
    if (isShort) {
      const quantity = eachDate(segment.from, segment.to).filter(
        (date) => scheduledHoursOn(date, ctx.schedule) > 0,
      ).length;
      const rateOre = segment.salaryOre / ctx.agreement.shortMonthDivisor;
      return { ...segment, quantity, rateOre, amountOre: Math.round(quantity * rateOre), basis: 'workday' };
    }
    const quantity = daysBetween(segment.to, segment.from) + 1;
    const rateOre = (segment.salaryOre * 12) / 365;
    return {
      ...segment,
      quantity,
      rateOre,
      amountOre: Math.round(quantity * rateOre),
      basis: 'calendar-day',
    };
  });
}

const BASIS_NAMES: Record<string, string> = {
  share: 'dagar av månaden',
  workday: 'arbetsdagar à M/21',
  'calendar-day': 'kalenderdagar à M × 12/365',
};

/** Månadslön (100) for the employed part of the month. */
export function monthlySalaryLines(ctx: PayslipContext): PayslipLine[] {
  const type = requireType(ctx, '100');
  if (!type) return [];
  const pieces = monthlySalaryPieces(ctx, ctx.input.period);
  if (ctx.employedFrom && ctx.employedTo) {
    const covered = pieces.reduce((sum, piece) => sum + daysBetween(piece.to, piece.from) + 1, 0);
    if (covered < daysBetween(ctx.employedTo, ctx.employedFrom) + 1)
      ctx.problem('NO_SALARY', 'Anställningen saknar lönerad för hela eller delar av perioden');
  }
  return pieces.map((piece) =>
    makeLine(type, {
      quantity: piece.quantity,
      rateOre: piece.rateOre,
      amountOre: piece.amountOre,
      from: piece.from,
      to: piece.to,
      ...(piece.basis === 'month' ? {} : { name: `${type.name}, ${BASIS_NAMES[piece.basis]}` }),
    }),
  );
}

/**
 * Retroaktiv lön (520): for each month already paid, the period's own included, what the salary
 * rows now say the month was worth minus what was paid then (a raise registered late with an
 * earlier valid-from date).
 */
export function retroLines(ctx: PayslipContext): PayslipLine[] {
  const paid = ctx.input.alreadyPaid ?? [];
  if (paid.length === 0 || ctx.input.employment.salaryForm !== 'monthly') return [];
  const type = requireType(ctx, '520');
  if (!type) return [];
  const lines: PayslipLine[] = [];
  for (const month of [...paid].sort((a, b) => a.period.localeCompare(b.period))) {
    // The period itself when it was paid already (an extra run in the month: a raise since then).
    if (month.period > ctx.input.period) continue;
    const owed = monthlySalaryPieces(ctx, month.period).reduce((sum, piece) => sum + piece.amountOre, 0);
    const difference = owed - month.monthlySalaryOre;
    if (difference === 0) continue;
    lines.push(
      makeLine(type, {
        quantity: null,
        rateOre: null,
        amountOre: difference,
        from: `${month.period}-01`,
        to: lastDayOfMonth(month.period),
        name: `${type.name} ${month.period}`,
      }),
    );
  }
  return lines;
}
