import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../events/event-schema.ts';
import type { TaxColumn } from '../tax-year-parameters.ts';
import { withholding } from '../withholding.ts';
import { calculatePayslip } from './calculate-payslip.ts';
import { absence, monthlyInput, transaction } from './test-input.ts';

const arbitraryInput = fc
  .record({
    salaryOre: fc.integer({ min: 0, max: 20_000_000 }),
    table: fc.integer({ min: 29, max: 42 }),
    column: fc.integer({ min: 1, max: 6 }),
    birthYear: fc.integer({ min: 1936, max: 2008 }),
    payDate: fc.constantFrom('2026-03-25', '2026-04-24'),
    sick: fc.option(
      fc.record({ start: fc.integer({ min: 1, max: 28 }), days: fc.integer({ min: 1, max: 25 }) }),
    ),
    netDeductionOre: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
    carBenefitOre: fc.option(fc.integer({ min: 1, max: 1_500_000 })),
    bonusOre: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
    expenseOre: fc.option(fc.integer({ min: 1, max: 500_000 })),
  })
  .map((drawn) => {
    const events: EventPayload[] = [];
    if (drawn.sick) {
      const from = `2026-03-${String(drawn.sick.start).padStart(2, '0')}`;
      const last = Math.min(31, drawn.sick.start + drawn.sick.days - 1);
      events.push(absence('sick', from, `2026-03-${String(last).padStart(2, '0')}`));
    }
    if (drawn.netDeductionOre) events.push(transaction('800', { amountOre: drawn.netDeductionOre }));
    if (drawn.carBenefitOre) events.push(transaction('600', { amountOre: drawn.carBenefitOre }));
    if (drawn.bonusOre) events.push(transaction('500', { amountOre: drawn.bonusOre }));
    if (drawn.expenseOre) events.push(transaction('720', { amountOre: drawn.expenseOre }));
    const input = monthlyInput(drawn.salaryOre, {
      payDate: drawn.payDate,
      employee: {
        birthDate: `${drawn.birthYear}-06-01`,
        tax: { method: 'table', table: drawn.table, column: drawn.column },
      },
      events,
    });
    return { input, table: drawn.table, column: drawn.column as TaxColumn };
  });

describe('payslip properties', () => {
  it('net pay is gross − tax − net deductions + tax-free amounts', () => {
    fc.assert(
      fc.property(arbitraryInput, ({ input }) => {
        const slip = calculatePayslip(input);
        expect(slip.netOre).toBe(slip.grossOre - slip.taxOre - slip.netDeductionsOre + slip.taxFreeOre);
        const cash = slip.lines.filter(
          (line) => line.effect === 'adds-to-gross' || line.effect === 'reduces-gross',
        );
        expect(slip.grossOre).toBe(cash.reduce((sum, line) => sum + line.amountOre, 0));
        if (slip.netOre < 0) expect(slip.problems.map((problem) => problem.code)).toContain('NEGATIVE_NET');
      }),
      { numRuns: 300 },
    );
  });

  it('table tax is the table lookup for the month’s taxable amount in whole kronor', () => {
    fc.assert(
      fc.property(arbitraryInput, ({ input, table, column }) => {
        const slip = calculatePayslip(input);
        const monthlyIncome = Math.max(0, Math.floor(slip.taxableOre / 100));
        expect(slip.tax.tableTaxOre).toBe(withholding({ year: 2026, table, column, monthlyIncome }) * 100);
        expect(slip.taxOre).toBe(slip.tax.tableTaxOre + slip.tax.oneOffTaxOre);
        if (slip.oneOffOre === 0) expect(slip.tax.oneOffTaxOre).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('contributions are the sum of the rate classes, and the voucher balances', () => {
    fc.assert(
      fc.property(arbitraryInput, ({ input }) => {
        const slip = calculatePayslip(input);
        const classes = Object.values(slip.contributions.byClass);
        expect(slip.contributions.totalOre).toBe(
          classes.reduce((sum, item) => sum + item.amountKronor * 100, 0),
        );
        const base = slip.lines
          .filter((line) => line.contributionBase)
          .reduce((sum, line) => sum + line.amountOre, 0);
        if (base > 0)
          expect(classes.reduce((sum, item) => sum + item.baseKronor, 0)).toBeLessThanOrEqual(
            Math.floor(base / 100),
          );
        const debit = slip.accounting.reduce((sum, row) => sum + row.debitOre, 0);
        const credit = slip.accounting.reduce((sum, row) => sum + row.creditOre, 0);
        expect(debit).toBe(credit);
      }),
      { numRuns: 300 },
    );
  });
});
