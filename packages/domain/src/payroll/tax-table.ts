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

/** The monthly tax in whole kronor for a column and a whole-krona income. */
export type MonthlyTaxLookup = (column: TaxColumn, monthlyIncome: number) => number;

/**
 * One table of an income year as a lookup that computes a row the first time an income falls in
 * it: the same rows as generateTaxTable (merging equal "%" steps changes no value), but a payroll's
 * employees touch a few hundred of a table's thousands of rows, so a process's first run does not
 * compute fourteen whole tables first (about 150 ms of a 10 000-employee run; bench/payroll-run.ts).
 */
export function lazyTaxTableLookup(parameters: TaxYearParameters, table: number): MonthlyTaxLookup {
  if (!TAX_TABLE_NUMBERS.includes(table)) throw new RangeError(`No tax table ${table}`);
  const year = getCompiledTaxYear(parameters);
  const grid = getIncomeGrid(parameters);
  const amountRows = grid.amountRowTo.length;
  const steps = grid.percentStepTo.length;
  // values[row × 6 + column − 1]; rows made is 1 where the row's six values are computed.
  const amounts = new Int32Array(amountRows * 6);
  const amountsMade = new Uint8Array(amountRows);
  const percents = new Int32Array(steps * 6);
  const percentsMade = new Uint8Array(steps);
  const annual = [0, 0, 0, 0, 0, 0];
  const lastAmountIncome = amountRows > 0 ? (grid.amountRowTo[amountRows - 1] as number) : 0;
  return (column, monthlyIncome) => {
    if (monthlyIncome <= 0) return 0;
    if (monthlyIncome <= lastAmountIncome) {
      const row = firstAtLeast(grid.amountRowTo, monthlyIncome, 0, amountRows - 1);
      if (amountsMade[row] === 0) {
        computeAnnualTaxesFromBasis(year, table, grid.bases[row] as IncomeBasis, annual);
        for (let c = 0; c < 6; c++) amounts[row * 6 + c] = floorDiv(annual[c] as number, 12);
        amountsMade[row] = 1;
      }
      return amounts[row * 6 + column - 1] as number;
    }
    if (steps === 0) throw new RangeError(`No tax table row for ${monthlyIncome} kr`);
    // Above the last step the open-ended last row applies: it has the last step's values.
    const step = firstAtLeast(grid.percentStepTo, monthlyIncome, 0, steps - 1);
    if (percentsMade[step] === 0) {
      const to = grid.percentStepTo[step] as number;
      computeAnnualTaxesFromBasis(year, table, grid.bases[amountRows + step] as IncomeBasis, annual);
      for (let c = 0; c < 6; c++)
        percents[step * 6 + c] = percentOfMonthlyTax(floorDiv(annual[c] as number, 12), to);
      percentsMade[step] = 1;
    }
    // The tables give whole kronor: öre of percent × income are dropped.
    return floorDiv(monthlyIncome * (percents[step * 6 + column - 1] as number), 100);
  };
}

/** Index of the first bound ≥ value between lo and hi (hi when none is). */
function firstAtLeast(bounds: readonly number[], value: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((bounds[mid] as number) >= value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
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
