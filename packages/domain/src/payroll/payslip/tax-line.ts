import { toWithholdingMethod } from '../../employees/tax-settings.ts';
import { floorDiv } from '../exact-arithmetic.ts';
import {
  adjustedWithholding,
  isBelowSmallPaymentLimit,
  oneOffPercent,
  sideIncomeWithholding,
  sinkWithholding,
  WithholdingRuleError,
} from '../other-withholding.ts';
import { getTaxYearParameters, type TaxColumn } from '../tax-year-parameters.ts';
import { withholding } from '../withholding.ts';
import type { PayslipContext } from './payslip-context.ts';
import type { PayslipTax } from './payslip-types.ts';

/** Whole kronor of an öre amount, öre dropped; nothing below zero (the tables start at 1 kr). */
const kronor = (ore: number) => Math.max(0, floorDiv(ore, 100));

type TaxBase = {
  /** Pay and benefits taxed by the table, öre. */
  tableOre: number;
  /** Engångsbelopp, öre. */
  oneOffOre: number;
  /** Cash and benefits paid earlier this year, öre (the 1 000 kr rule). */
  paidEarlierThisYearOre: number;
};

/**
 * Engångsskatt: the per cent of the column's one-off table for the estimated annual income (default:
 * paid earlier this year + this payslip's table-taxed pay + the pay expected in each month after
 * this one + the one-off amounts, swedish-payroll.md §9.6). The pay expected ahead is the monthly
 * salary of the period's last day for a monthly salary, else this payslip's table-taxed pay: an
 * extra or correction run pays little or nothing by the table, and the year's salary still comes.
 * A column without a published one-off table is reported and taxed at 30 % (the rule for an
 * unknown table).
 */
function oneOffTax(ctx: PayslipContext, year: number, column: TaxColumn, base: TaxBase) {
  const amount = kronor(base.oneOffOre);
  if (amount === 0) return { taxKronor: 0, percent: null };
  const monthsAhead = 12 - Number(ctx.input.period.slice(5, 7));
  const monthlySalary =
    ctx.input.employment.salaryForm === 'monthly' ? ctx.salaryOn(ctx.monthEnd) : undefined;
  const expectedPerMonth = monthlySalary ?? base.tableOre;
  const estimate =
    ctx.input.estimatedAnnualIncomeOre !== undefined
      ? kronor(ctx.input.estimatedAnnualIncomeOre)
      : kronor(base.paidEarlierThisYearOre + base.tableOre + expectedPerMonth * monthsAhead + base.oneOffOre);
  try {
    const percent = oneOffPercent(year, column, estimate);
    return { taxKronor: floorDiv(amount * percent, 100), percent };
  } catch (error) {
    if (!(error instanceof WithholdingRuleError)) throw error;
    ctx.problem('NO_ONE_OFF_TABLE', `Engångsskattetabell saknas för kolumn ${column}; 30 % dras`, 'warning');
    const percent = Math.round(getTaxYearParameters(year).sideIncomeRate * 100);
    return { taxKronor: sideIncomeWithholding(year, amount), percent };
  }
}

/**
 * Preliminary tax for the month (rounding: whole kronor as each table or rule gives them).
 * Table: the monthly table on the table-taxed pay (öre dropped), engångsskatt on one-off amounts.
 * Jämkning by per cent and SINK take their per cent of all of it; a fixed monthly amount stands for
 * the table part. No decision on file: 30 % and a blocking problem. Below 1 000 kr paid in the
 * year in all: nothing (and no contributions, see contributions.ts).
 */
export function computeTax(ctx: PayslipContext, base: TaxBase): PayslipTax {
  const year = Number(ctx.input.payDate.slice(0, 4));
  const totalKronor = kronor(base.tableOre + base.oneOffOre);
  const tableIncomeKronor = kronor(base.tableOre);
  const result = (
    rule: PayslipTax['rule'],
    tableTaxKronor: number,
    oneOff = { taxKronor: 0, percent: null as number | null },
  ): PayslipTax => ({
    rule,
    tableTaxOre: tableTaxKronor * 100,
    oneOffTaxOre: oneOff.taxKronor * 100,
    oneOffPercent: oneOff.percent,
    tableIncomeKronor,
  });
  if (totalKronor > 0 && isBelowSmallPaymentLimit(year, kronor(base.paidEarlierThisYearOre), totalKronor))
    return result({ kind: 'small-payment' }, 0);
  const settings = ctx.input.employee.tax;
  const method = settings ? toWithholdingMethod(settings, ctx.input.payDate) : undefined;
  if (!method) {
    ctx.problem('MISSING_TAX_TABLE', 'Skattetabell eller beslut saknas: 30 % dras');
    const percent = Math.round(getTaxYearParameters(year).sideIncomeRate * 100);
    return result({ kind: 'no-table', percent }, sideIncomeWithholding(year, totalKronor));
  }
  const tables = ctx.input.taxTables;
  switch (method.kind) {
    case 'table': {
      const tax = withholding(
        { year, table: method.table, column: method.column, monthlyIncome: tableIncomeKronor },
        tables,
      );
      return result(
        { kind: 'table', table: method.table, column: method.column },
        tax,
        oneOffTax(ctx, year, method.column, base),
      );
    }
    case 'adjusted': {
      const { adjustment } = method;
      if (adjustment.kind === 'percent') {
        const tax = adjustedWithholding(
          { year, table: 0, column: 1, monthlyIncome: totalKronor, adjustment },
          tables,
        );
        return result({ kind: 'adjusted-percent', percent: adjustment.percent }, tax);
      }
      const tax = adjustedWithholding(
        {
          year,
          table: adjustment.table,
          column: adjustment.column,
          monthlyIncome: tableIncomeKronor,
          adjustment,
        },
        tables,
      );
      return result(
        { kind: 'adjusted-table', table: adjustment.table, column: adjustment.column },
        tax,
        oneOffTax(ctx, year, adjustment.column, base),
      );
    }
    case 'fixed-amount':
      return result(
        { kind: 'adjusted-amount', amountOre: method.amountOre },
        tableIncomeKronor > 0 ? floorDiv(method.amountOre, 100) : 0,
        oneOffTax(ctx, year, 1, base),
      );
    case 'sink': {
      const percent = getTaxYearParameters(year).sinkRate * 100;
      return result({ kind: 'sink', percent }, sinkWithholding(year, totalKronor));
    }
    case 'none':
      return result({ kind: 'none' }, 0);
  }
}
