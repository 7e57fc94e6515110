/**
 * Conformance with Skatteverket's official 2026 monthly tables. The file lives in the shared,
 * read-only research data; if it is missing, the test fails (it is never skipped).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareTaxTables } from './compare-tax-tables.ts';
import { parseTaxTableFile } from './import-tax-tables.ts';
import { generateTaxTables, TAX_TABLE_NUMBERS } from './tax-table.ts';
import { withholding } from './withholding.ts';

const OFFICIAL_2026 = new URL(
  '../../../../../shared/research-data/skatteverket/allmanna-tabeller-manad-2026.txt',
  import.meta.url,
);

describe('2026 tables computed by SKV 433 vs the official file', () => {
  const official = parseTaxTableFile(readFileSync(OFFICIAL_2026), 2026);
  const computed = generateTaxTables(2026);

  it('reads the whole official file: 14 tables, 6 734 B rows and 1 232 % rows', () => {
    const rows = [...official.tables.values()].flatMap((table) => table.rows);
    expect([...official.tables.keys()]).toEqual(TAX_TABLE_NUMBERS);
    expect(rows.filter((row) => row.kind === 'B')).toHaveLength(6734);
    expect(rows.filter((row) => row.kind === '%')).toHaveLength(1232);
  });

  it('matches every row of every table and column, "%" rows included', () => {
    const comparison = compareTaxTables(official, computed);
    expect(comparison.mismatches).toEqual([]);
    for (const counts of Object.values(comparison.columns))
      expect(counts).toEqual({ matched: 7966, total: 7966 });
    // The reverse direction catches extra computed rows.
    expect(compareTaxTables(computed, official).isIdentical).toBe(true);
  });

  it('gives the same withholding from the official and the computed tables at row edges', () => {
    const differences: string[] = [];
    let checked = 0;
    for (const table of TAX_TABLE_NUMBERS) {
      for (const row of official.tables.get(table)?.rows ?? []) {
        for (const income of [row.from, row.to ?? row.from + 5_000_000]) {
          for (const column of [1, 2, 3, 4, 5, 6] as const) {
            const query = { year: 2026, table, column, monthlyIncome: income };
            checked++;
            if (withholding(query) !== withholding(query, official))
              differences.push(`${table}/${column}/${income}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
    expect(checked).toBe(7966 * 2 * 6);
  });
});
