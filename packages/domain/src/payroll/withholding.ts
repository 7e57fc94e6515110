/**
 * Fast monthly withholding lookup. An imported table is compiled once into typed arrays: a bucket
 * index by 100 kr of income for the "B" rows, and the "%" row bounds. The engine's own tables are
 * computed row by row as incomes need them (lazyTaxTableLookup).
 */
import { floorDiv } from './exact-arithmetic.ts';
import { lazyTaxTableLookup, type MonthlyTaxLookup, type TaxTable, type TaxTableSet } from './tax-table.ts';
import { getTaxYearParameters, type TaxColumn } from './tax-year-parameters.ts';

export type WithholdingQuery = {
  year: number;
  table: number;
  column: TaxColumn;
  /** Monthly income in kronor; öre are dropped, as the tables are in whole kronor. */
  monthlyIncome: number;
};

/** Keeps income × percent a safe integer. */
const MAX_MONTHLY_INCOME = 1e12;

type CompiledLookup = {
  /** Row index of every 100-kr bucket (income − 1) / 100 of the "B" part, or null to search. */
  bucketRow: Int32Array | null;
  /** From-bounds of all rows, for the search. */
  rowFrom: Float64Array;
  /** values[row × 6 + column − 1]. */
  values: Int32Array;
  /** First row index that is a "%" row (rows.length if none). */
  firstPercentRow: number;
  /** Highest income covered by "B" rows. */
  lastAmountIncome: number;
};

function compileLookup(table: TaxTable): CompiledLookup {
  const rows = table.rows;
  const values = new Int32Array(rows.length * 6);
  const rowFrom = new Float64Array(rows.length);
  let firstPercentRow = rows.length;
  rows.forEach((row, index) => {
    rowFrom[index] = row.from;
    for (let column = 0; column < 6; column++) values[index * 6 + column] = row.values[column] as number;
    if (row.kind === '%' && firstPercentRow === rows.length) firstPercentRow = index;
  });
  const lastAmountIncome =
    firstPercentRow === 0 ? 0 : (rows[firstPercentRow - 1]?.to ?? Number.MAX_SAFE_INTEGER);
  // The bucket index works when every B row starts at x01 kr, as in all official tables.
  let bucketRow: Int32Array | null = null;
  const amountRows = rows.slice(0, firstPercentRow);
  if (
    Number.isSafeInteger(lastAmountIncome) &&
    lastAmountIncome % 100 === 0 &&
    amountRows.every((row) => row.from % 100 === 1)
  ) {
    bucketRow = new Int32Array(lastAmountIncome / 100);
    amountRows.forEach((row, index) => {
      const last = (row.to as number) / 100;
      for (let bucket = (row.from - 1) / 100; bucket < last; bucket++) bucketRow![bucket] = index;
    });
  }
  return { bucketRow, rowFrom, values, firstPercentRow, lastAmountIncome };
}

/** Index of the last row whose from ≤ income, between lo and hi (inclusive). */
function searchRow(rowFrom: Float64Array, income: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((rowFrom[mid] as number) <= income) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function lookUp(compiled: CompiledLookup, column: TaxColumn, income: number): number {
  if (income <= 0) return 0;
  if (income <= compiled.lastAmountIncome) {
    const row =
      compiled.bucketRow !== null
        ? (compiled.bucketRow[((income - 1) / 100) | 0] as number)
        : searchRow(compiled.rowFrom, income, 0, compiled.firstPercentRow - 1);
    return compiled.values[row * 6 + column - 1] as number;
  }
  const row = searchRow(compiled.rowFrom, income, compiled.firstPercentRow, compiled.rowFrom.length - 1);
  const percent = compiled.values[row * 6 + column - 1] as number;
  // The tables give whole kronor: öre of percent × income are dropped.
  return floorDiv(income * percent, 100);
}

const computedLookups = new Map<number, MonthlyTaxLookup>();
const importedLookups = new WeakMap<TaxTableSet, Map<number, CompiledLookup>>();

function getComputedLookup(year: number, table: number): MonthlyTaxLookup {
  const key = year * 100 + table;
  let lookup = computedLookups.get(key);
  if (!lookup) {
    lookup = lazyTaxTableLookup(getTaxYearParameters(year), table);
    computedLookups.set(key, lookup);
  }
  return lookup;
}

function getImportedLookup(tables: TaxTableSet, year: number, table: number): CompiledLookup {
  if (tables.year !== year) throw new RangeError(`Tax tables are for ${tables.year}, not ${year}`);
  let perTable = importedLookups.get(tables);
  if (!perTable) {
    perTable = new Map();
    importedLookups.set(tables, perTable);
  }
  let compiled = perTable.get(table);
  if (!compiled) {
    const source = tables.tables.get(table);
    if (!source) throw new RangeError(`No table ${table} in the ${year} tables`);
    compiled = compileLookup(source);
    perTable.set(table, compiled);
  }
  return compiled;
}

/**
 * Preliminary tax in whole kronor on a monthly income by the general monthly tables.
 * Without `tables` the engine's computed tables for the year are used; with an imported
 * official TaxTableSet, that set is used instead.
 */
export function withholding(query: WithholdingQuery, tables?: TaxTableSet): number {
  const { year, table, column, monthlyIncome } = query;
  if (!(monthlyIncome >= 0) || monthlyIncome > MAX_MONTHLY_INCOME)
    throw new RangeError(`Bad monthly income ${monthlyIncome}`);
  if (column < 1 || column > 6 || (column | 0) !== column) throw new RangeError(`Bad tax column ${column}`);
  if (!tables) return getComputedLookup(year, table)(column, Math.floor(monthlyIncome));
  return lookUp(getImportedLookup(tables, year, table), column, Math.floor(monthlyIncome));
}
