import { describe, expect, it } from 'vitest';
import { parseTaxTableFile } from './import-tax-tables.ts';
import { generateTaxTable, generateTaxTables, TAX_COLUMNS } from './tax-table.ts';
import { listTaxYears } from './tax-year-parameters.ts';
import { withholding } from './withholding.ts';

const q = (table: number, column: 1 | 2 | 3 | 4 | 5 | 6, monthlyIncome: number) => ({
  year: 2026,
  table,
  column,
  monthlyIncome,
});

describe('withholding from the computed 2026 tables', () => {
  it('uses the B row that contains the whole-krona income', () => {
    expect(withholding(q(33, 1, 0))).toBe(0);
    expect(withholding(q(33, 1, 2000))).toBe(0);
    expect(withholding(q(33, 1, 2001))).toBe(150);
    expect(withholding(q(33, 6, 2100))).toBe(2);
    expect(withholding(q(33, 1, 34_801))).toBe(7134);
    expect(withholding(q(33, 4, 35_000))).toBe(7134);
    expect(withholding(q(33, 5, 35_000.99))).toBe(10_918); // öre are dropped
  });
  it('switches at 80 000 / 80 001 kr from kronor to per cent of the whole income', () => {
    expect(withholding(q(33, 1, 80_000))).toBe(26_595);
    expect(withholding(q(33, 1, 80_001))).toBe(26_400); // 33 % of 80 001 = 26 400.33
    expect(withholding(q(33, 5, 80_001))).toBe(31_200); // 39 %
  });
  it('applies the open-ended last % row to any higher income', () => {
    expect(withholding(q(33, 4, 1_269_001))).toBe(558_360); // 44 %
    expect(withholding(q(33, 1, 10_000_000))).toBe(5_200_000); // 52 %
    // Column 3 goes from 51 % (row 1 062 001–1 269 000) to 52 % in the open-ended row.
    expect(withholding(q(33, 3, 1_269_000))).toBe(647_190);
    expect(withholding(q(33, 3, 1_269_001))).toBe(659_880);
  });
  it('rejects bad input', () => {
    expect(() => withholding(q(33, 1, -1))).toThrow(RangeError);
    expect(() => withholding(q(33, 1, Number.NaN))).toThrow(RangeError);
    expect(() => withholding(q(33, 7 as 1, 1000))).toThrow(RangeError);
    expect(() => withholding(q(28, 1, 1000))).toThrow(RangeError);
    expect(() => withholding({ ...q(33, 1, 1000), year: 2019 })).toThrow(RangeError);
  });
});

describe('withholding from imported tables', () => {
  const official = parseTaxTableFile(
    [
      '30B33      1   2000    0    0    0    0    0    0',
      '30B33   2001   2050  111    0  150    0  150    2',
      '30B33   2051  80000 9999 6986 3881 71341091810918',
      '30%33  80001          50   33   29   29   39   39',
    ].join('\n'),
    2026,
  );
  it('uses the imported rows instead of the computed ones, also with rows not on the 100-kr grid', () => {
    expect(withholding(q(33, 1, 2050), official)).toBe(111);
    expect(withholding(q(33, 1, 2051), official)).toBe(9999);
    expect(withholding(q(33, 1, 100_000), official)).toBe(50_000);
  });
  it('refuses a table or year that the imported set does not have', () => {
    expect(() => withholding(q(34, 1, 1000), official)).toThrow(RangeError);
    expect(() => withholding({ ...q(33, 1, 1000), year: 2025 }, official)).toThrow(RangeError);
  });
  it('agrees with the generator row by row', () => {
    const table = generateTaxTable(2026, 30);
    for (const row of table.rows.filter((candidate) => candidate.kind === 'B')) {
      expect(withholding({ year: 2026, table: 30, column: 1, monthlyIncome: row.from })).toBe(row.values[0]);
    }
  });
});

describe('the computed tables, row by row as incomes need them', () => {
  // The lazy lookup must answer exactly as the whole generated table does (the conformance tests
  // check the whole tables against Skatteverket's files): every row's first and last krona, and
  // incomes in between, in every table, column and year, against the same tables compiled whole.
  it('agree with the whole generated tables at every row bound and in between', () => {
    for (const year of listTaxYears()) {
      const whole = generateTaxTables(year);
      for (const [number, table] of whole.tables) {
        const incomes = new Set<number>([0, 1, 2_000_000, 2_000_001, 5_000_000]);
        for (const row of table.rows) {
          incomes.add(row.from);
          incomes.add(row.from + 37);
          if (row.to !== null) incomes.add(row.to);
        }
        for (const column of TAX_COLUMNS)
          for (const income of incomes) {
            const query = { year, table: number, column, monthlyIncome: income };
            if (withholding(query) !== withholding(query, whole))
              expect.fail(`${year} table ${number} column ${column} at ${income} kr`);
          }
      }
    }
  });
});
