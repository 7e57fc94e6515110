import { contributionsOnLiabilityOre } from '../accounting/vacation-accrual-voucher.ts';
import { procentregelnPercent } from '../settings/vacation-rules.ts';
import type { VacationGroup } from '../settings/vacation-settings.ts';

/**
 * What vacation days are worth (semesterlagen 16 a §, 16 b §; swedish-payroll.md §7.1, §9.3;
 * docs/vacation.md *Value*). Amounts are öre, rounded once per total, half up.
 */

/** Sammalöneregeln, semesterersättning: 4.6 % of M per day before the tillägg ([unverified] in §9.3). */
export const COMPENSATION_BASE_PERCENT = 4.6;

export type VacationValueBasis = {
  /** M: the monthly salary (incl. fixed supplements) on the day valued. */
  monthlySalaryOre: number;
  /** Sammalöneregeln: the earning year's variable pay (provision, overtime). */
  variablePayOre: number;
  /** Procentregeln: the earning year's semesterlönegrundande pay. */
  earningBaseOre: number;
};

/** Percentages in thousandths of a percent so 0.43 % and 0.605 % stay exact. */
const milli = (percent: number) => Math.round(percent * 1000);

/**
 * One paid day's value when it is paid out or owed. Sammalöneregeln: (4.6 % + the tillägg) of M
 * (5.03 % by law, 5.4 % under PTK), plus the variable part: the whole-year percent spread over
 * the year's paid days, or the per-day percent (PTK 0.5 %). Procentregeln: the base × the
 * percent (+0.48 per day above 25) / the year's paid days. Unrounded.
 */
export function vacationDayValueOre(
  group: VacationGroup,
  basis: VacationValueBasis,
  compensationBasePercent = COMPENSATION_BASE_PERCENT,
): number {
  if (group.rule === 'procentregeln')
    return (basis.earningBaseOre * milli(procentregelnPercent(group))) / 100_000 / group.paidDaysPerYear;
  const fixed =
    (basis.monthlySalaryOre * (milli(compensationBasePercent) + milli(group.supplementPercent))) / 100_000;
  const variableShare =
    (basis.variablePayOre * milli(group.variablePayPercent)) /
    100_000 /
    (group.variablePayBasis === 'perDay' ? 1 : group.paidDaysPerYear);
  return fixed + variableShare;
}

export function valueVacationDaysOre(
  group: VacationGroup,
  basis: VacationValueBasis,
  days: number,
  compensationBasePercent = COMPENSATION_BASE_PERCENT,
): number {
  return Math.round(vacationDayValueOre(group, basis, compensationBasePercent) * days);
}

export type VacationPayForDays = {
  rule: VacationGroup['rule'];
  /** Sammalöneregeln: the semestertillägg (the pay itself continues). */
  supplementOre: number;
  /** Sammalöneregeln: vacation pay on variable pay for the days. */
  variableOre: number;
  /** Procentregeln: semesterlön for the days. */
  vacationPayOre: number;
  /** Procentregeln, monthly pay: the days deducted from the salary (4.6 % of M, line 410). */
  deductionOre: number;
  /** What the days add to the payslip on top of the continuing monthly pay. */
  netOre: number;
};

/**
 * The payslip's vacation lines for days taken, as vacation-lines.ts draws them, in one figure.
 * Sammalöneregeln: the tillägg and the variable part; procentregeln: semesterlön per day less the
 * day's deduction from a monthly salary.
 */
export function vacationPayForDays(
  group: VacationGroup,
  basis: VacationValueBasis,
  days: number,
  options: { isMonthlyPaid: boolean; deductionPercent?: number },
): VacationPayForDays {
  if (group.rule === 'sammaloneregeln') {
    const supplementOre = Math.round(
      (basis.monthlySalaryOre * milli(group.supplementPercent) * days) / 100_000,
    );
    const variableOre = Math.round(
      (basis.variablePayOre * milli(group.variablePayPercent) * days) /
        100_000 /
        (group.variablePayBasis === 'perDay' ? 1 : group.paidDaysPerYear),
    );
    return {
      rule: group.rule,
      supplementOre,
      variableOre,
      vacationPayOre: 0,
      deductionOre: 0,
      netOre: supplementOre + variableOre,
    };
  }
  const vacationPayOre = valueVacationDaysOre(group, basis, days);
  const deductionOre = options.isMonthlyPaid
    ? Math.round(
        (basis.monthlySalaryOre * milli(options.deductionPercent ?? COMPENSATION_BASE_PERCENT) * days) /
          100_000,
      )
    : 0;
  return {
    rule: group.rule,
    supplementOre: 0,
    variableOre: 0,
    vacationPayOre,
    deductionOre,
    netOre: vacationPayOre - deductionOre,
  };
}

/**
 * What the running (unfinished) earning year is worth when the employment ends: sammalöneregeln
 * its days (7 §, rounded up) at (4.6 % + tillägg) of M, plus the whole-year percent of its
 * variable pay (or the per-day percent × days); procentregeln the percent of its base.
 */
export function valueRunningEarningYearOre(
  group: VacationGroup,
  running: VacationValueBasis & { paidDays: number },
  compensationBasePercent = COMPENSATION_BASE_PERCENT,
): number {
  if (group.rule === 'procentregeln')
    return Math.round((running.earningBaseOre * milli(procentregelnPercent(group))) / 100_000);
  const fixed =
    (running.monthlySalaryOre *
      (milli(compensationBasePercent) + milli(group.supplementPercent)) *
      running.paidDays) /
    100_000;
  const variable =
    (running.variablePayOre *
      milli(group.variablePayPercent) *
      (group.variablePayBasis === 'perDay' ? running.paidDays : 1)) /
    100_000;
  return Math.round(fixed + variable);
}

export type VacationLiability = {
  days: number;
  amountOre: number;
  contributionsOre: number;
  totalOre: number;
};

/**
 * Semesterlöneskuld of one employee at a date: the days owed (paid days left, saved days and the
 * days earned so far in the running earning year, unrounded) × the day value, plus employer
 * contributions on it at the employee's rate (rounded as the accrual voucher rounds them).
 */
export function calculateVacationLiability(input: {
  group: VacationGroup;
  basis: VacationValueBasis;
  days: number;
  contributionRateBasisPoints: number;
  compensationBasePercent?: number;
}): VacationLiability {
  const amountOre = valueVacationDaysOre(input.group, input.basis, input.days, input.compensationBasePercent);
  const contributionsOre = contributionsOnLiabilityOre(amountOre, input.contributionRateBasisPoints);
  return { days: input.days, amountOre, contributionsOre, totalOre: amountOre + contributionsOre };
}
