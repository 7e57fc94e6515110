import { type AbsenceDay, expandAbsence } from '../../events/absence-days.ts';
import type { AbsencePayload } from '../../events/event-schema.ts';
import { roundHundredths } from '../../events/swedish-date.ts';
import { countNonEarningDays, toEarningAbsence } from '../../vacation/vacation-earning.ts';
import { groupByPay } from './line-rate.ts';
import {
  daysBetween,
  makeLine,
  type PayslipContext,
  previousPeriod,
  requireType,
} from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';

/** The standard tillägg types by their per cent; another per cent uses 401 with its own rate. */
const SUPPLEMENT_CODES: Record<string, string> = { '0.43': '401', '0.8': '402', '0.605': '403' };

type VacationDay = AbsenceDay & { share: number };

function takenDays(ctx: PayslipContext, events: readonly AbsencePayload[]): VacationDay[] {
  return events.flatMap((event) =>
    expandAbsence(event, ctx.schedule)
      .filter(
        (day) =>
          ctx.employedFrom !== null && day.date >= ctx.employedFrom && day.date <= (ctx.employedTo as string),
      )
      .map((day) => ({ ...day, share: Math.min(1, day.hours / day.scheduledHours) })),
  );
}

const sumShares = (days: readonly VacationDay[]) =>
  roundHundredths(days.reduce((sum, day) => sum + day.share, 0));

/**
 * Paid vacation (semesterlagen 16 a–16 b §§, swedish-payroll.md §9.3). Sammalöneregeln: the
 * monthly pay continues and each paid day adds the tillägg, `supplementPercent` of M. Procentregeln:
 * semesterlön per day = the earning year's base × per cent / paid days per year (400); monthly
 * pay then also loses the day, valued like unpaid vacation at 4.6 % of M (410).
 */
export function vacationLines(
  ctx: PayslipContext,
  events: readonly AbsencePayload[],
): {
  lines: PayslipLine[];
  daysTaken: number;
} {
  const days = takenDays(ctx, events);
  if (days.length === 0) return { lines: [], daysTaken: 0 };
  const { vacation, salaryForm } = ctx.input.employment;
  const daysTaken = sumShares(days);
  const lines: PayslipLine[] = [];
  if (vacation.rule === 'sammaloneregeln' && salaryForm === 'monthly') {
    const type = requireType(ctx, SUPPLEMENT_CODES[String(vacation.supplementPercent)] ?? '401');
    if (!type) return { lines, daysTaken };
    for (const group of groupByPay(ctx, days)) {
      const first = group[0] as VacationDay;
      const pay = ctx.salaryOn(first.date) ?? 0;
      lines.push(
        makeLine(type, {
          quantity: sumShares(group),
          rateOre: (pay * vacation.supplementPercent) / 100,
          from: first.date,
          to: (group.at(-1) as VacationDay).date,
          ...(SUPPLEMENT_CODES[String(vacation.supplementPercent)]
            ? {}
            : { name: `Semestertillägg ${String(vacation.supplementPercent).replace('.', ',')} %` }),
        }),
      );
    }
    return { lines, daysTaken };
  }
  const payType = requireType(ctx, '400');
  const base = ctx.input.vacationBaseOre;
  if (base === undefined) {
    ctx.problem(
      'VACATION_BASE_MISSING',
      'Semesterlönegrundande lön för intjänandeåret saknas (procentregeln)',
    );
    return { lines, daysTaken };
  }
  const percent = vacation.percent ?? ctx.agreement.vacationPercent;
  if (payType) {
    lines.push(
      makeLine(payType, {
        quantity: daysTaken,
        rateOre: (base * percent) / 100 / vacation.paidDaysPerYear,
        from: (days[0] as VacationDay).date,
        to: (days.at(-1) as VacationDay).date,
      }),
    );
  }
  if (salaryForm === 'monthly') {
    const deduction = requireType(ctx, '410');
    const pay = ctx.salaryOn((days[0] as VacationDay).date) ?? 0;
    if (deduction)
      lines.push(
        makeLine(deduction, {
          quantity: daysTaken,
          rateOre: pay * 0.046,
          from: (days[0] as VacationDay).date,
          to: (days.at(-1) as VacationDay).date,
          sign: -1,
          name: 'Semesteravdrag (4,6 %)',
        }),
      );
  }
  return { lines, daysTaken };
}

/**
 * Semesterersättning for `days` paid days valued on `date`, by the employment's rule:
 * sammalöneregeln (monthly pay) 4.6 % of M + the tillägg per day (420; 5.03 % by law, 5.4 % under
 * PTK); otherwise the per cent of the earning year's base per paid day of the year (421). Taxed
 * as an engångsbelopp (the salary types say so).
 */
export function compensationLines(ctx: PayslipContext, days: number, date: string): PayslipLine[] {
  if (days <= 0) return [];
  const { vacation, salaryForm } = ctx.input.employment;
  const percent = vacation.percent ?? ctx.agreement.vacationPercent;
  if (vacation.rule === 'sammaloneregeln' && salaryForm === 'monthly') {
    const type = requireType(ctx, '420');
    const pay = ctx.salaryOn(date) ?? 0;
    const dayPercent = ctx.agreement.vacationCompensationBasePercent + vacation.supplementPercent;
    if (!type) return [];
    return [
      makeLine(type, {
        quantity: days,
        rateOre: (pay * dayPercent) / 100,
        from: date,
        to: date,
        name: `Semesterersättning per dag (${String(roundHundredths(dayPercent)).replace('.', ',')} %)`,
      }),
    ];
  }
  const type = requireType(ctx, '421');
  const base = ctx.input.vacationBaseOre;
  if (base === undefined) {
    ctx.problem(
      'VACATION_BASE_MISSING',
      'Semesterlönegrundande lön för intjänandeåret saknas (procentregeln)',
    );
    return [];
  }
  if (!type) return [];
  const rateOre = (base * percent) / 100 / vacation.paidDaysPerYear;
  return [makeLine(type, { quantity: days, rateOre, from: date, to: date })];
}

/**
 * Semesterersättning when the employment ends in the period (or ended the month before) for the
 * paid days left: the caller's balance before the period + the days this payslip earns − the paid
 * days it takes (`compensationLines`), plus under
 * sammalöneregeln 12 % of the variable pay earned: the vacation year's earlier payslips
 * (`variablePayEarnedOre`) and this payslip's own variable lines (`periodVariablePayOre`).
 */
/**
 * The days the final payslip pays out as semesterersättning: paid days (the balance's, before the
 * period, + the days this payslip earns — its `daysEarned`, by the same rule, prorated when the end
 * is mid-month — − the paid days it takes as vacation) and saved days, so the balance after the
 * final payslip is zero. Null when this payslip is not the final one's, or without a balance (no
 * ledger behind the calculation: nothing is paid by the day, as before).
 */
export function terminationDaysPaidOut(
  ctx: PayslipContext,
  periodDaysTaken = 0,
): { paidDays: number; savedDays: number } | null {
  const { endDate } = ctx.input.employment;
  const previousMonthStart = `${previousPeriod(ctx.input.period)}-01`;
  if (!endDate || endDate < previousMonthStart || endDate > ctx.monthEnd) return null;
  const balance = ctx.input.vacationBalance;
  if (!balance) return null;
  return {
    paidDays: roundHundredths(balance.paidDaysLeft + vacationDaysEarned(ctx) - periodDaysTaken),
    savedDays: roundHundredths(balance.savedDays ?? 0),
  };
}

export function terminationLines(
  ctx: PayslipContext,
  periodVariablePayOre = 0,
  periodDaysTaken = 0,
): PayslipLine[] {
  const { endDate, vacation } = ctx.input.employment;
  // Paid in the month the employment ends, or in the next (within a month of the end, §7.1).
  const previousMonthStart = `${previousPeriod(ctx.input.period)}-01`;
  if (!endDate || endDate < previousMonthStart || endDate > ctx.monthEnd) return [];
  const paidOut = terminationDaysPaidOut(ctx, periodDaysTaken);
  const daysLeft = roundHundredths((paidOut?.paidDays ?? 0) + (paidOut?.savedDays ?? 0));
  const lines = compensationLines(ctx, daysLeft, endDate);
  const percent = vacation.percent ?? ctx.agreement.vacationPercent;
  // Earlier payslips' variable pay (the caller's) and this payslip's own (the final month's).
  const variable = (ctx.input.variablePayEarnedOre ?? 0) + periodVariablePayOre;
  if (variable > 0 && vacation.rule === 'sammaloneregeln') {
    const type = requireType(ctx, '421');
    if (type)
      lines.push(
        makeLine(type, {
          quantity: null,
          rateOre: null,
          amountOre: Math.round((variable * percent) / 100),
          from: endDate,
          to: endDate,
          name: `Semesterersättning ${percent} % av rörlig lön`,
        }),
      );
  }
  return lines;
}

/**
 * The vacation year end's days to pay out (paid days neither taken nor savable, semesterlagen 18 §
 * as docs/vacation.md reads it), valued like compensation at a termination on the closing year's
 * last day [ours: the days belong to that year; with procentregeln the base is the one the period
 * pays vacation from, as at a termination]. Paid once: the caller passes the year end's payout
 * only with the event that carries it, which the run marks paid.
 */
export function yearEndPayoutLines(ctx: PayslipContext): PayslipLine[] {
  return (ctx.input.vacationPayouts ?? []).flatMap((payout) =>
    compensationLines(ctx, payout.days, payout.closingYearEnd),
  );
}

/**
 * Days earned this period (semesterlagen 7 §, docs/vacation.md *Earning*): the group's paid days
 * per year × (days employed in the month − full days of absence that does not earn vacation) /
 * days of the earning year, two decimals (the year end rounds the year's total up). Absence that
 * does not earn: unpaid leave, and sick leave, parental leave (per child) and VAB past their limits
 * of the earning year, counted with the earning year's earlier absence (`vacationEarningYear`).
 */
export function vacationDaysEarned(ctx: PayslipContext): number {
  if (!ctx.employedFrom || !ctx.employedTo) return 0;
  const known = ctx.input.vacationEarningYear;
  const year = Number(ctx.monthStart.slice(0, 4));
  const earningYear = known?.earningYear ?? { from: `${year}-01-01`, to: `${year}-12-31` };
  const daysInYear = daysBetween(earningYear.to, earningYear.from) + 1;
  const employed = daysBetween(ctx.employedTo, ctx.employedFrom) + 1;
  const absences = [
    ...(known?.absences ?? []),
    ...ctx.input.events.filter((event): event is AbsencePayload => event.kind === 'absence'),
  ].flatMap((payload) => toEarningAbsence(payload) ?? []);
  const notEarning = countNonEarningDays({
    earningYear,
    employment: { startDate: ctx.input.employment.startDate, endDate: ctx.input.employment.endDate },
    absences,
    isSingleParent: known?.isSingleParent ?? false,
    from: ctx.employedFrom,
    to: ctx.employedTo,
  });
  return roundHundredths(
    (ctx.input.employment.vacation.paidDaysPerYear * (employed - notEarning)) / daysInYear,
  );
}
