import type { SalaryTypeEffect } from '../salary-types/salary-type-enums.ts';

/*
 * Lönekostnad per salary-type group (issue 21). Each payslip line is put in a group by its
 * effect (which its salary type's kind gives: an earning adds to the gross, an absence deduction
 * reduces it, an allowance or outlay is paid tax-free) and its code, in the ranges of the standard
 * plan (standard-salary-types.ts); employer contributions are a group of their own. The groups
 * add up to the cost-centre view: the cash lines are the gross, the tax-free lines the tax-free.
 * Not counted, as the cost report never counted them: benefits (their value is not paid through
 * payroll; their contributions are in the contributions), net deductions, information lines, and
 * pension premiums (not on the payslip: the Pension report).
 */

export const SALARY_TYPE_GROUPS = [
  'salary',
  'overtime-and-supplements',
  'absence',
  'vacation',
  'allowances',
  'other',
  'contributions',
] as const;
export type SalaryTypeGroup = (typeof SALARY_TYPE_GROUPS)[number];

/** The group a payslip line's amount counts in, or null when it is not a cost the report counts. */
export function salaryTypeGroup(line: { code: string; effect: SalaryTypeEffect }): SalaryTypeGroup | null {
  const cash = line.effect === 'adds-to-gross' || line.effect === 'reduces-gross';
  if (!cash && line.effect !== 'adds-to-net') return null;
  const code = /^\d+$/.test(line.code) ? Number(line.code) : Number.NaN;
  // 7xx are travel allowances and outlays: their taxable excess (cash) is an allowance too.
  if (line.effect === 'adds-to-net' || (code >= 700 && code <= 799)) return 'allowances';
  if ((code >= 100 && code <= 199) || (code >= 500 && code <= 599)) return 'salary';
  if (code >= 200 && code <= 299) return 'overtime-and-supplements';
  if (code >= 300 && code <= 399) return 'absence';
  if (code >= 400 && code <= 499) return 'vacation';
  // A company's own type outside the plan's ranges: a deduction is absence, anything else other.
  return line.effect === 'reduces-gross' ? 'absence' : 'other';
}

export type CostLineSum = { period: string; code: string; effect: SalaryTypeEffect; amountOre: number };
export type GroupCost = { period: string; group: SalaryTypeGroup; amountOre: number };

/**
 * The month's lines (summed per code and effect) and contributions as one amount per month and
 * group, in the months' order and the groups' order; groups with nothing are left out.
 */
export function costBySalaryTypeGroup(
  lines: readonly CostLineSum[],
  contributions: readonly { period: string; contributionsOre: number }[],
): GroupCost[] {
  const sums = new Map<string, Map<SalaryTypeGroup, number>>();
  const add = (period: string, group: SalaryTypeGroup, amountOre: number) => {
    const month = sums.get(period) ?? new Map<SalaryTypeGroup, number>();
    month.set(group, (month.get(group) ?? 0) + amountOre);
    sums.set(period, month);
  };
  for (const line of lines) {
    const group = salaryTypeGroup(line);
    if (group) add(line.period, group, line.amountOre);
  }
  for (const row of contributions) add(row.period, 'contributions', row.contributionsOre);
  return [...sums.keys()].sort().flatMap((period) =>
    SALARY_TYPE_GROUPS.flatMap((group) => {
      const amountOre = sums.get(period)?.get(group);
      return amountOre === undefined || amountOre === 0 ? [] : [{ period, group, amountOre }];
    }),
  );
}
