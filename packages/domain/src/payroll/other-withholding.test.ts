import { describe, expect, it } from 'vitest';
import {
  adjustedWithholding,
  chooseTaxColumn,
  isBelowSmallPaymentLimit,
  oneOffPercent,
  oneOffWithholding,
  sideIncomeWithholding,
  sinkWithholding,
  WithholdingRuleError,
} from './other-withholding.ts';
import { withholding } from './withholding.ts';

describe('engångsbelopp (column 1)', () => {
  it('chooses the percentage at the bracket edges, 2026', () => {
    expect(oneOffPercent(2026, 1, 25_041)).toBe(0);
    expect(oneOffPercent(2026, 1, 25_042)).toBe(10);
    expect(oneOffPercent(2026, 1, 192_000)).toBe(21);
    expect(oneOffPercent(2026, 1, 192_001)).toBe(26);
    expect(oneOffPercent(2026, 1, 660_000)).toBe(34);
    expect(oneOffPercent(2026, 1, 660_001)).toBe(54);
  });
  it('uses the year’s own brackets (2025: 28 % up to 475 200)', () => {
    expect(oneOffPercent(2025, 1, 300_000)).toBe(28);
    expect(oneOffPercent(2026, 1, 300_000)).toBe(26);
  });
  it('withholds the percentage of the amount, öre dropped', () => {
    expect(oneOffWithholding({ year: 2026, column: 1, amount: 10_001, estimatedAnnualIncome: 400_000 })).toBe(
      2600,
    );
  });
  it('fails clearly for columns whose table is not in the parameters', () => {
    expect(() => oneOffPercent(2026, 2, 100_000)).toThrow(WithholdingRuleError);
  });
});

describe('flat rates', () => {
  it('side income 30 %', () => {
    expect(sideIncomeWithholding(2026, 10_000)).toBe(3000);
    expect(sideIncomeWithholding(2026, 999)).toBe(299);
  });
  it('SINK 25 % in 2025, 22.5 % in 2026', () => {
    expect(sinkWithholding(2025, 30_000)).toBe(7500);
    expect(sinkWithholding(2026, 30_000)).toBe(6750);
    expect(sinkWithholding(2026, 30_001)).toBe(6750); // 6 750.225
  });
});

describe('jämkning', () => {
  it('a fixed percentage', () => {
    expect(
      adjustedWithholding({
        year: 2026,
        table: 33,
        column: 1,
        monthlyIncome: 40_000,
        adjustment: { kind: 'percent', percent: 27.5 },
      }),
    ).toBe(11_000);
    expect(() =>
      adjustedWithholding({
        year: 2026,
        table: 33,
        column: 1,
        monthlyIncome: 40_000,
        adjustment: { kind: 'percent', percent: 101 },
      }),
    ).toThrow(WithholdingRuleError);
  });
  it('a table override', () => {
    const adjusted = adjustedWithholding({
      year: 2026,
      table: 33,
      column: 1,
      monthlyIncome: 40_000,
      adjustment: { kind: 'table', table: 36, column: 1 },
    });
    expect(adjusted).toBe(withholding({ year: 2026, table: 36, column: 1, monthlyIncome: 40_000 }));
    expect(adjusted).toBeGreaterThan(
      withholding({ year: 2026, table: 33, column: 1, monthlyIncome: 40_000 }),
    );
  });
});

describe('payments below 1 000 kr a year', () => {
  it('counts what was paid earlier in the year', () => {
    expect(isBelowSmallPaymentLimit(2026, 0, 999)).toBe(true);
    expect(isBelowSmallPaymentLimit(2026, 0, 1000)).toBe(false);
    expect(isBelowSmallPaymentLimit(2026, 500, 499)).toBe(true);
    expect(isBelowSmallPaymentLimit(2026, 500, 500)).toBe(false);
  });
});

describe('column choice', () => {
  it('uses age 66 at the start of 2026: born 1959 is older, 1960 is not', () => {
    expect(chooseTaxColumn(2026, 1959, 'salary')).toBe(3);
    expect(chooseTaxColumn(2026, 1960, 'salary')).toBe(1);
    expect(chooseTaxColumn(2026, 1959, 'pension')).toBe(2);
    expect(chooseTaxColumn(2026, 1960, 'pension')).toBe(6);
    expect(chooseTaxColumn(2026, 1960, 'sicknessOrActivityCompensation')).toBe(4);
    expect(chooseTaxColumn(2026, 1960, 'otherPensionQualifying')).toBe(5);
    expect(chooseTaxColumn(2025, 1958, 'salary')).toBe(3);
    expect(chooseTaxColumn(2025, 1959, 'salary')).toBe(1);
  });
});
