import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import { hourlyInput, monthlyInput, transaction } from './test-input.ts';

const codes = (problems: { code: string }[]) => problems.map((problem) => problem.code);

describe('tax rules other than the table', () => {
  it('withholds 30 % and reports it when there is no tax table or decision', () => {
    // 20 000 kr × 30 % = 6 000 kr.
    const slip = calculatePayslip(
      monthlyInput(2_000_000, { employee: { birthDate: '1985-04-12', tax: null } }),
    );
    expect(slip.taxOre).toBe(600_000);
    expect(slip.tax.rule).toEqual({ kind: 'no-table', percent: 30 });
    expect(codes(slip.problems)).toContain('MISSING_TAX_TABLE');
  });

  it('withholds nothing with a no-tax decision and the fixed amount of a jämkning by amount', () => {
    const none = calculatePayslip(
      monthlyInput(2_000_000, { employee: { birthDate: '1985-04-12', tax: { method: 'none' } } }),
    );
    expect(none.taxOre).toBe(0);
    const fixed = calculatePayslip(
      monthlyInput(2_000_000, {
        employee: { birthDate: '1985-04-12', tax: { method: 'adjusted-amount', amountOre: 500_000 } },
      }),
    );
    expect(fixed.taxOre).toBe(500_000);
  });

  it('falls back to 30 % on a one-off amount when the column has no one-off table', () => {
    // Column 3 (66+): no 2026 engångsskatt table for it is known; bonus 10 000 kr × 30 % = 3 000 kr.
    const slip = calculatePayslip(
      monthlyInput(3_000_000, {
        employee: { birthDate: '1958-06-10', tax: { method: 'table', table: 33, column: 3 } },
        events: [transaction('500', { amountOre: 1_000_000 })],
      }),
    );
    expect(slip.tax.oneOffTaxOre).toBe(300_000);
    expect(codes(slip.problems)).toContain('NO_ONE_OFF_TABLE');
  });

  it('withholds nothing and pays no contributions below 1 000 kr in the year', () => {
    // 5 h × 150 kr = 750 kr, nothing earlier this year: below 1 000 kr.
    const events = [transaction('110', { quantity: 5 })];
    const sink = { birthDate: '1985-04-12', tax: { method: 'sink' as const } };
    const small = calculatePayslip(hourlyInput(15_000, { employee: sink, events }));
    expect(small.tax.rule).toEqual({ kind: 'small-payment' });
    expect([small.taxOre, small.contributions.totalOre]).toEqual([0, 0]);
    // With 500 kr paid earlier the year reaches 1 250 kr: SINK 22,5 % × 750 = 168,75 → 168 kr.
    const later = calculatePayslip(
      hourlyInput(15_000, {
        employee: sink,
        events,
        yearToDateBefore: { grossOre: 50_000, taxOre: 0, benefitsOre: 0 },
      }),
    );
    expect(later.taxOre).toBe(16_800);
  });
});
