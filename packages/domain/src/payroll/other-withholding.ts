/**
 * Withholding other than the monthly table lookup: one-off payments, side income, SINK,
 * jämkning, the small-payment rule, and the choice of table column. Amounts in whole kronor;
 * every percentage result drops öre (rounded down to whole kronor), as the tables do.
 */
import { floorDiv, toScaledInteger } from './exact-arithmetic.ts';
import type { TaxTableSet } from './tax-table.ts';
import { getTaxYearParameters, type TaxColumn } from './tax-year-parameters.ts';
import { withholding } from './withholding.ts';

export class WithholdingRuleError extends Error {
  readonly code: 'NO_ONE_OFF_TABLE' | 'BAD_ADJUSTMENT';
  constructor(code: WithholdingRuleError['code'], message: string) {
    super(message);
    this.name = 'WithholdingRuleError';
    this.code = code;
  }
}

/** rate × amount, öre dropped; rate is a decimal such as 0.225, made exact in 1e-4. */
function applyRate(amount: number, rate: number): number {
  return floorDiv(Math.floor(amount) * toScaledInteger(rate, 1e4), 1e4);
}

/** Engångsskatt: the percentage comes from the estimated annual income including the one-off amount. */
export function oneOffPercent(year: number, column: TaxColumn, estimatedAnnualIncome: number): number {
  const brackets = getTaxYearParameters(year).oneOffBrackets[column];
  if (!brackets)
    throw new WithholdingRuleError(
      'NO_ONE_OFF_TABLE',
      `No engångsskatt table for column ${column} in ${year}`,
    );
  const income = Math.floor(estimatedAnnualIncome);
  const bracket = brackets.find(
    (candidate) => candidate.annualIncomeUpTo === null || income <= candidate.annualIncomeUpTo,
  );
  return (bracket ?? (brackets.at(-1) as (typeof brackets)[number])).percent;
}

export function oneOffWithholding(query: {
  year: number;
  column: TaxColumn;
  amount: number;
  estimatedAnnualIncome: number;
}): number {
  const percent = oneOffPercent(query.year, query.column, query.estimatedAnnualIncome);
  return floorDiv(Math.floor(query.amount) * percent, 100);
}

/** Sidoinkomst, or no tax table known: a flat 30 %. */
export function sideIncomeWithholding(year: number, amount: number): number {
  return applyRate(amount, getTaxYearParameters(year).sideIncomeRate);
}

/** SINK (särskild inkomstskatt för utomlands bosatta), only with a SINK decision. */
export function sinkWithholding(year: number, amount: number): number {
  return applyRate(amount, getTaxYearParameters(year).sinkRate);
}

/** Jämkning from Skatteverket: a fixed percentage, or another table and column to use instead. */
export type TaxAdjustment =
  | { kind: 'percent'; percent: number }
  | { kind: 'table'; table: number; column: TaxColumn };

export function adjustedWithholding(
  query: { year: number; table: number; column: TaxColumn; monthlyIncome: number; adjustment: TaxAdjustment },
  tables?: TaxTableSet,
): number {
  const { adjustment } = query;
  if (adjustment.kind === 'percent') {
    if (!(adjustment.percent >= 0 && adjustment.percent <= 100)) {
      throw new WithholdingRuleError(
        'BAD_ADJUSTMENT',
        `Adjustment percentage ${adjustment.percent} is outside 0–100`,
      );
    }
    return applyRate(query.monthlyIncome, adjustment.percent / 100);
  }
  return withholding(
    {
      year: query.year,
      table: adjustment.table,
      column: adjustment.column,
      monthlyIncome: query.monthlyIncome,
    },
    tables,
  );
}

/**
 * Below 1 000 kr to one recipient in a year, no tax is withheld (and no contributions are
 * paid). `paidEarlierThisYear` + `amount` is what the payer has paid the recipient so far.
 */
export function isBelowSmallPaymentLimit(year: number, paidEarlierThisYear: number, amount: number): boolean {
  return paidEarlierThisYear + amount < getTaxYearParameters(year).smallPaymentsLimitPerYear;
}

export type IncomeKind = 'salary' | 'pension' | 'sicknessOrActivityCompensation' | 'otherPensionQualifying';

/** Whether the person has reached `age` at the start of `year` (born in year − 1 − age or earlier). */
export function hasReachedAgeAtStartOfYear(birthYear: number, year: number, age: number): boolean {
  return birthYear <= year - 1 - age;
}

/**
 * Column of the general tables from the person's age at the start of the year and the kind
 * of income (swedish-payroll.md §1.3). Older persons' non-salary income uses column 2.
 */
export function chooseTaxColumn(year: number, birthYear: number, kind: IncomeKind): TaxColumn {
  const isOlder = hasReachedAgeAtStartOfYear(birthYear, year, getTaxYearParameters(year).taxOlderPersonAge);
  if (kind === 'salary') return isOlder ? 3 : 1;
  if (isOlder) return 2;
  if (kind === 'pension') return 6;
  if (kind === 'sicknessOrActivityCompensation') return 4;
  return 5;
}
