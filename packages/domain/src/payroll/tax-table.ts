/**
 * Monthly tax tables ("allmänna tabeller, månad") computed by SKV 433, in the same shape as
 * the official files so that computed and imported tables are interchangeable.
 */
import {
  type CompiledTaxYear,
  compileTaxYear,
  computeAnnualTaxesFromBasis,
  computeIncomeBasis,
  type IncomeBasis,
} from './annual-tax.ts';
import { floorDiv, floorToMultiple } from './exact-arithmetic.ts';
import { getTaxYearParameters, type TaxColumn, type TaxYearParameters } from './tax-year-parameters.ts';

export const TAX_TABLE_NUMBERS: readonly number[] = [29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42];
export const TAX_COLUMNS: readonly TaxColumn[] = [1, 2, 3, 4, 5, 6];

/** 'B': the values are the tax in kronor; '%': the values are whole per cent of the whole income. */
export type TaxTableRowKind = 'B' | '%';

export type TaxTableRow = {
  kind: TaxTableRowKind;
  /** Monthly income in whole kronor, inclusive. */
  from: number;
  /** Inclusive; null on the last, open-ended row. */
  to: number | null;
  /** Columns 1–6: kronor for 'B' rows, per cent for '%' rows. */
  values: readonly number[];
};

export type TaxTable = { year: number; table: number; rows: TaxTableRow[] };

/** All tables of one year, keyed by table number. */
export type TaxTableSet = { year: number; tables: ReadonlyMap<number, TaxTable> };

const compiledYears = new Map<number, CompiledTaxYear>();

export function getCompiledTaxYear(parameters: TaxYearParameters): CompiledTaxYear {
  let compiled = compiledYears.get(parameters.year);
  if (!compiled || compiled.parameters !== parameters) {
    compiled = compileTaxYear(parameters);
    compiledYears.set(parameters.year, compiled);
  }
  return compiled;
}

/** SKV 433: the annual income of a row is its upper bound × 12, rounded down to a whole 100. */
function annualIncomeOfRow(monthlyTo: number): number {
  return floorToMultiple(monthlyTo * 12, 100);
}

/**
 * Whole per cent for a "%" row: the monthly tax at the step's upper bound over that income,
 * to the nearest whole per cent. An exact tie (x.5 %) is decided as Skatteverket's own
 * computation does, by the IEEE-754 double quotient (m / income) × 100 rounded half up: this
 * is what makes all 1 232 "%" rows of 2026 match (110 ties in 2026, 9 of which go down).
 */
export function percentOfMonthlyTax(tax: number, monthlyIncome: number): number {
  const twice = 200 * tax;
  if (twice % (2 * monthlyIncome) === monthlyIncome) return Math.round((tax / monthlyIncome) * 100);
  return floorDiv(twice + monthlyIncome, 2 * monthlyIncome);
}

function sameValues(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The income grid of a year's tables: upper bounds of the B rows, then of the % steps. */
type IncomeGrid = { amountRowTo: number[]; percentStepTo: number[]; bases: IncomeBasis[] };

function buildIncomeGrid(parameters: TaxYearParameters): IncomeGrid {
  const year = getCompiledTaxYear(parameters);
  const amountRowTo: number[] = [];
  let from = 1;
  for (const { upTo, step } of parameters.amountRowSteps) {
    for (let to = from + step - 1; to <= upTo; to += step) {
      amountRowTo.push(to);
      from = to + 1;
    }
  }
  const percentStepTo: number[] = [];
  for (
    let to = from + parameters.percentRowStep - 1;
    to <= parameters.percentRowsComputedUpTo;
    to += parameters.percentRowStep
  ) {
    percentStepTo.push(to);
  }
  const bases = [...amountRowTo, ...percentStepTo].map((to) =>
    computeIncomeBasis(year, annualIncomeOfRow(to)),
  );
  return { amountRowTo, percentStepTo, bases };
}

function generateFromGrid(parameters: TaxYearParameters, table: number, grid: IncomeGrid): TaxTable {
  if (!TAX_TABLE_NUMBERS.includes(table)) throw new RangeError(`No tax table ${table}`);
  const year = getCompiledTaxYear(parameters);
  const rows: TaxTableRow[] = [];
  const annual = [0, 0, 0, 0, 0, 0];
  let index = 0;
  let from = 1;
  for (const to of grid.amountRowTo) {
    computeAnnualTaxesFromBasis(year, table, grid.bases[index++] as IncomeBasis, annual);
    rows.push({ kind: 'B', from, to, values: annual.map((tax) => floorDiv(tax, 12)) });
    from = to + 1;
  }
  // "%" rows: computed on a fixed grid; consecutive steps with the same six percentages merge.
  let current: TaxTableRow | null = null;
  for (const to of grid.percentStepTo) {
    computeAnnualTaxesFromBasis(year, table, grid.bases[index++] as IncomeBasis, annual);
    const values = annual.map((tax) => percentOfMonthlyTax(floorDiv(tax, 12), to));
    if (current && sameValues(current.values, values)) {
      current.to = to;
    } else {
      current = { kind: '%', from, to, values };
      rows.push(current);
    }
    from = to + 1;
  }
  if (current) current.to = null;
  return { year: parameters.year, table, rows };
}

// The grid depends on the year alone: made once, not once per table (a payroll run's first
// payslips generate up to fourteen tables; bench/payroll-run.ts, #18). Read-only once made.
const incomeGrids = new WeakMap<TaxYearParameters, IncomeGrid>();

function getIncomeGrid(parameters: TaxYearParameters): IncomeGrid {
  let grid = incomeGrids.get(parameters);
  if (!grid) {
    grid = buildIncomeGrid(parameters);
    incomeGrids.set(parameters, grid);
  }
  return grid;
}

export function generateTaxTableFromParameters(parameters: TaxYearParameters, table: number): TaxTable {
  return generateFromGrid(parameters, table, getIncomeGrid(parameters));
}

/** One whole monthly table (all six columns) of an income year. */
export function generateTaxTable(year: number, table: number): TaxTable {
  return generateTaxTableFromParameters(getTaxYearParameters(year), table);
}

/** All fourteen tables of an income year. */
export function generateTaxTables(year: number): TaxTableSet {
  const parameters = getTaxYearParameters(year);
  return {
    year,
    tables: new Map(
      TAX_TABLE_NUMBERS.map((table) => [table, generateTaxTableFromParameters(parameters, table)]),
    ),
  };
}
