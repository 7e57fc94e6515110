/**
 * Row-by-row comparison of two table sets (typically official vs computed), counted per
 * column so the conformance can be stated as rows matched / rows total.
 */
import { TAX_COLUMNS, type TaxTableRow, type TaxTableSet } from './tax-table.ts';
import type { TaxColumn } from './tax-year-parameters.ts';

export type TaxTableMismatch = {
  table: number;
  column: TaxColumn | null;
  expected: TaxTableRow | null;
  actual: TaxTableRow | null;
};

export type TaxTableComparison = {
  /** Per column 1–6: rows of `expected` whose bounds, kind and value `actual` reproduces. */
  columns: Record<TaxColumn, { matched: number; total: number }>;
  /** The first mismatches (at most `maxMismatches`). */
  mismatches: TaxTableMismatch[];
  isIdentical: boolean;
};

function rowKey(row: TaxTableRow): string {
  return `${row.kind}:${row.from}:${row.to ?? ''}`;
}

export function compareTaxTables(
  expected: TaxTableSet,
  actual: TaxTableSet,
  maxMismatches = 20,
): TaxTableComparison {
  const columns = Object.fromEntries(
    TAX_COLUMNS.map((column) => [column, { matched: 0, total: 0 }]),
  ) as TaxTableComparison['columns'];
  const mismatches: TaxTableMismatch[] = [];
  let isIdentical = expected.tables.size === actual.tables.size;
  const note = (mismatch: TaxTableMismatch) => {
    isIdentical = false;
    if (mismatches.length < maxMismatches) mismatches.push(mismatch);
  };
  for (const [table, expectedTable] of expected.tables) {
    const actualRows = new Map((actual.tables.get(table)?.rows ?? []).map((row) => [rowKey(row), row]));
    if (actualRows.size !== expectedTable.rows.length) isIdentical = false;
    for (const row of expectedTable.rows) {
      const other = actualRows.get(rowKey(row)) ?? null;
      if (!other) note({ table, column: null, expected: row, actual: null });
      for (const column of TAX_COLUMNS) {
        const counts = columns[column];
        counts.total++;
        if (other && other.values[column - 1] === row.values[column - 1]) counts.matched++;
        else if (other) note({ table, column, expected: row, actual: other });
      }
    }
  }
  return { columns, mismatches, isIdentical };
}
