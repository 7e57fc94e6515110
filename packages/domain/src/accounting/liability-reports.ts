import type { VacationTerms } from '../employees/employment-schema.ts';
import { agiPaymentDueDate } from '../files/agi/agi-due-date.ts';
import type { VacationGroup } from '../settings/vacation-settings.ts';
import { calculateVacationLiability, vacationDayValueOre } from '../vacation/vacation-value.ts';
import type { VacationLiabilityChange } from './vacation-accrual-voucher.ts';

/*
 * Semesterskuld and Löneskuld at a date (issue 21): pure figures from values the server reads.
 * Amounts are öre. The vacation liability is valued as the accrual voucher books it, so the report's
 * totals are what 2920 and 2941 hold after the month's accrual (vacation-accrual-voucher.ts).
 */

export type VacationLiabilityEmployee = {
  employmentId: string;
  employeeName: string;
  costCentre: string | null;
  project: string | null;
  /** The employment's own vacation terms (rule, paid days, supplement or percent). */
  terms: VacationTerms;
  /** M: the monthly salary on the date (0 for an hourly wage). */
  monthlySalaryOre: number;
  /** Procentregeln: the semesterlönegrundande pay of the earning year so far. */
  earningBaseOre: number;
  /** Days earned and not taken: the paid days left and the saved days (the balances' ledger). */
  paidDays: number;
  savedDays: number;
};

export type VacationLiabilityRow = {
  employmentId: string;
  employeeName: string;
  costCentre: string | null;
  project: string | null;
  rule: VacationTerms['rule'];
  days: number;
  /** One day's value, rounded to the öre for display; the amount is rounded once on the total. */
  dayValueOre: number;
  amountOre: number;
  contributionsOre: number;
  totalOre: number;
};

export type VacationLiabilityTotals = {
  days: number;
  amountOre: number;
  contributionsOre: number;
  totalOre: number;
};

/** The vacation group the value functions read, from an employment's terms (no variable pay kept). */
export function groupOfTerms(terms: VacationTerms): VacationGroup {
  return {
    id: '00000000-0000-0000-0000-000000000000',
    name: 'Anställningens villkor',
    isDefault: true,
    rule: terms.rule,
    supplementPercent: terms.rule === 'sammaloneregeln' ? terms.supplementPercent : 0.43,
    variablePayPercent: 0,
    variablePayBasis: 'wholeYear',
    percent: terms.rule === 'procentregeln' ? terms.percent : 12,
    paidDaysPerYear: terms.paidDaysPerYear,
    savedDays: { maxPerYear: 0, maxTotal: 0, expiryYears: 5 },
    isAdvanceVacationAllowed: false,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Each employee's semesterlöneskuld: (paid days left + saved days) × the day's value
 * (sammalöneregeln (4.6 % + tillägg) × M; procentregeln percent × base / paid days), rounded once,
 * and employer contributions on it at `contributionRateBasisPoints` (0 when the company does not
 * accrue them), rounded on the liability as the accrual voucher rounds them. A negative balance
 * (days taken in advance) is owed by the employee and counts as nothing here.
 */
export function buildVacationLiabilityReport(input: {
  employees: readonly VacationLiabilityEmployee[];
  contributionRateBasisPoints: number;
}): { rows: VacationLiabilityRow[]; totals: VacationLiabilityTotals } {
  const totals: VacationLiabilityTotals = { days: 0, amountOre: 0, contributionsOre: 0, totalOre: 0 };
  const rows = input.employees.map((employee) => {
    const group = groupOfTerms(employee.terms);
    const basis = {
      monthlySalaryOre: employee.monthlySalaryOre,
      variablePayOre: 0,
      earningBaseOre: employee.earningBaseOre,
    };
    const days = Math.max(0, round2(employee.paidDays + employee.savedDays));
    const liability = calculateVacationLiability({
      group,
      basis,
      days,
      contributionRateBasisPoints: input.contributionRateBasisPoints,
    });
    totals.days = round2(totals.days + days);
    totals.amountOre += liability.amountOre;
    totals.contributionsOre += liability.contributionsOre;
    totals.totalOre += liability.totalOre;
    return {
      employmentId: employee.employmentId,
      employeeName: employee.employeeName,
      costCentre: employee.costCentre,
      project: employee.project,
      rule: employee.terms.rule,
      days,
      dayValueOre: Math.round(vacationDayValueOre(group, basis)),
      amountOre: liability.amountOre,
      contributionsOre: liability.contributionsOre,
      totalOre: liability.totalOre,
    };
  });
  return { rows, totals };
}

/**
 * The accrual voucher's input from the liability at the month before and at the date: one change
 * per employment (one that is in only one of the two counts from or to nothing).
 */
export function vacationLiabilityChanges(
  previous: readonly VacationLiabilityRow[],
  current: readonly VacationLiabilityRow[],
): VacationLiabilityChange[] {
  const before = new Map(previous.map((row) => [row.employmentId, row]));
  const changes: VacationLiabilityChange[] = [];
  const dimensionsOf = (row: VacationLiabilityRow) => ({
    ...(row.costCentre ? { 'cost-centre': row.costCentre } : {}),
    ...(row.project ? { project: row.project } : {}),
  });
  for (const row of current) {
    changes.push({
      dimensions: dimensionsOf(row),
      staff: 'salaried',
      previousLiabilityOre: before.get(row.employmentId)?.amountOre ?? 0,
      currentLiabilityOre: row.amountOre,
    });
    before.delete(row.employmentId);
  }
  for (const row of before.values())
    changes.push({
      dimensions: dimensionsOf(row),
      staff: 'salaried',
      previousLiabilityOre: row.amountOre,
      currentLiabilityOre: 0,
    });
  return changes;
}

/** A completed run as Löneskuld reads it. */
export type PayDebtRun = {
  runId: string;
  label: string;
  /** 'YYYY-MM', the month the run pays for. */
  period: string;
  payDate: string;
  netOre: number;
  taxOre: number;
  contributionsOre: number;
};

export const PAY_DEBT_KINDS = [
  'net-pay-unpaid',
  'tax-unpaid',
  'contributions-unpaid',
  'tax-to-pay',
  'contributions-to-pay',
  'vacation-liability',
  'vacation-contributions',
] as const;
export type PayDebtKind = (typeof PAY_DEBT_KINDS)[number];

export type PayDebtRow = {
  kind: PayDebtKind;
  amountOre: number;
  /** The date it falls due: a run's pay date, or the payment day at Skatteverket. Null for vacation. */
  dueDate: string | null;
  runLabels: string[];
};

/**
 * Löneskuld at the end of `date`:
 * - pay earned and not yet paid: completed runs for a month up to the date's month paid after it
 *   (net pay, tax and contributions of those payslips, due on their pay date);
 * - tax withheld and contributions of runs paid by the date whose payment day at Skatteverket
 *   (the 12th, 17th in January and August, of the month after the pay date) is after it;
 * - the vacation liability and the contributions on it (Semesterskuld at the date).
 * Rows with nothing owed are left out; rows of one kind and due date are summed.
 */
export function buildPayDebtReport(input: {
  date: string;
  runs: readonly PayDebtRun[];
  vacation: VacationLiabilityTotals;
}): { rows: PayDebtRow[]; totalOre: number } {
  const month = input.date.slice(0, 7);
  const rows = new Map<string, PayDebtRow>();
  const add = (kind: PayDebtKind, amountOre: number, dueDate: string | null, label?: string) => {
    if (amountOre === 0) return;
    const key = `${kind}|${dueDate ?? ''}`;
    const row = rows.get(key) ?? { kind, amountOre: 0, dueDate, runLabels: [] };
    row.amountOre += amountOre;
    if (label && !row.runLabels.includes(label)) row.runLabels.push(label);
    rows.set(key, row);
  };
  for (const run of input.runs) {
    if (run.payDate > input.date) {
      if (run.period > month) continue;
      add('net-pay-unpaid', run.netOre, run.payDate, run.label);
      add('tax-unpaid', run.taxOre, run.payDate, run.label);
      add('contributions-unpaid', run.contributionsOre, run.payDate, run.label);
      continue;
    }
    const dueDate = agiPaymentDueDate(run.payDate.slice(0, 7));
    if (dueDate <= input.date) continue;
    add('tax-to-pay', run.taxOre, dueDate, run.label);
    add('contributions-to-pay', run.contributionsOre, dueDate, run.label);
  }
  add('vacation-liability', input.vacation.amountOre, null);
  add('vacation-contributions', input.vacation.contributionsOre, null);
  const order = (row: PayDebtRow) => PAY_DEBT_KINDS.indexOf(row.kind);
  const sorted = [...rows.values()].sort(
    (a, b) => order(a) - order(b) || (a.dueDate ?? '').localeCompare(b.dueDate ?? ''),
  );
  return { rows: sorted, totalOre: sorted.reduce((sum, row) => sum + row.amountOre, 0) };
}
