import { describe, expect, it } from 'vitest';
import { generateTaxTable, generateTaxTables, percentOfMonthlyTax } from './tax-table.ts';
import { getTaxYearParameters, listTaxYears } from './tax-year-parameters.ts';

describe('table structure', () => {
  for (const year of listTaxYears()) {
    it(`${year}: 481 B rows in the official steps, then % rows ending open-ended`, () => {
      const table = generateTaxTable(year, 33);
      const amountRows = table.rows.filter((row) => row.kind === 'B');
      expect(amountRows).toHaveLength(481);
      expect(amountRows[0]).toMatchObject({ from: 1, to: 2000, values: [0, 0, 0, 0, 0, 0] });
      expect(amountRows[1]).toMatchObject({ from: 2001, to: 2100 });
      expect(amountRows.at(-1)).toMatchObject({ from: 79_801, to: 80_000 });
      const percentRows = table.rows.filter((row) => row.kind === '%');
      expect(percentRows[0]?.from).toBe(80_001);
      expect(percentRows.at(-1)?.to).toBeNull();
      expect(percentRows.slice(0, -1).every((row) => row.to !== null)).toBe(true);
    });
  }
});

describe('2025 by the same code path (samples of the 2025 open-data CSV, swedish-payroll.md §1.2a)', () => {
  it('B rows', () => {
    expect(generateTaxTable(2025, 29).rows.find((row) => row.from === 2001)?.values).toEqual([
      150, 0, 150, 0, 150, 7,
    ]);
    expect(generateTaxTable(2025, 33).rows.find((row) => row.from === 34_801)?.values).toEqual([
      7467, 7329, 4246, 8071, 10935, 10935,
    ]);
  });
  it('% rows, including the irregular boundary at 81 200 and the open-ended last row', () => {
    const rows = generateTaxTable(2025, 33).rows.filter((row) => row.kind === '%');
    expect(rows[0]).toEqual({ kind: '%', from: 80_001, to: 81_200, values: [34, 34, 30, 33, 39, 39] });
    expect(rows[1]?.from).toBe(81_201);
    expect(rows.at(-1)).toEqual({ kind: '%', from: 1_218_401, to: null, values: [52, 52, 52, 48, 52, 52] });
  });
  it('differs from 2026 (the parameters are really used)', () => {
    expect(generateTaxTable(2026, 33).rows.find((row) => row.from === 34_801)?.values).toEqual([
      7134, 6986, 3881, 7134, 10918, 10918,
    ]);
  });
});

describe('percent of monthly tax', () => {
  it('rounds to the nearest whole per cent', () => {
    expect(percentOfMonthlyTax(33_400, 100_000)).toBe(33);
    expect(percentOfMonthlyTax(33_600, 100_000)).toBe(34);
  });
  it('breaks exact x.5 % ties by the IEEE double quotient, as the official 2026 tables do', () => {
    // Table 40 col 1 at 674 000 kr: monthly tax 387 550 = 57.5 % exactly; official value 57.
    expect(percentOfMonthlyTax(387_550, 674_000)).toBe(57);
    // Table 29 col 5 at 99 600 kr: 37 350 = 37.5 % exactly; official value 38.
    expect(percentOfMonthlyTax(37_350, 99_600)).toBe(38);
  });
});

describe('generateTaxTables', () => {
  it('gives all 14 tables and refuses unknown years and tables', () => {
    expect([...generateTaxTables(2026).tables.keys()]).toEqual([
      29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42,
    ]);
    expect(() => generateTaxTables(1999)).toThrow(RangeError);
    expect(() => generateTaxTable(2026, 28)).toThrow(RangeError);
    expect(getTaxYearParameters(2026).prisbasbelopp).toBe(59_200);
  });
});
