import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import { monthlyInput } from './test-input.ts';

// The vacation year end's days to pay out, paid as semesterersättning on the next payslip
// (docs/balances.md *Year end*), valued like compensation at a termination.

const lines = (input: ReturnType<typeof monthlyInput>) =>
  calculatePayslip(input).lines.map((line) => [line.code, line.quantity, line.amountOre]);

describe('year-end payout of vacation days', () => {
  it('sammalöneregeln: 4.6 % + the tillägg of M on the closing year’s last day, per day', () => {
    // 30 000 kr until 31 Dec 2025, 32 000 kr from 1 Jan 2026; 2 days of 2025 paid out in January
    // 2026 at 2025's salary: 2 × 30 000 × (4,6 + 0,43) % = 2 × 1 509 = 3 018 kr (420), beside
    // January's 32 000 kr (100).
    const input = monthlyInput(0, {
      period: '2026-01',
      payDate: '2026-01-23',
      vacationPayouts: [{ days: 2, closingYearEnd: '2025-12-31' }],
    });
    input.employment = {
      ...input.employment,
      salaryRows: [
        { validFrom: '2020-01-01', validTo: '2025-12-31', amountOre: 3_000_000 },
        { validFrom: '2026-01-01', validTo: null, amountOre: 3_200_000 },
      ],
    };
    expect(lines(input)).toEqual([
      ['100', 1, 3_200_000],
      ['420', 2, 301_800],
    ]);
    // Semesterersättning is an engångsbelopp: taxed apart from the table.
    expect(calculatePayslip(input).oneOffOre).toBe(301_800);
  });

  it('procentregeln: the per cent of the earning year’s base per paid day', () => {
    // Base 360 000 kr, 12 %, 25 days a year: 43 200 / 25 = 1 728 kr a day; 2.5 days = 4 320 kr (421).
    const input = monthlyInput(3_000_000, {
      period: '2026-04',
      payDate: '2026-04-24',
      vacationBaseOre: 36_000_000,
      vacationPayouts: [{ days: 2.5, closingYearEnd: '2026-03-31' }],
    });
    input.employment = {
      ...input.employment,
      vacation: { rule: 'procentregeln', paidDaysPerYear: 25, supplementPercent: 0, percent: 12 },
    };
    expect(lines(input)).toEqual([
      ['100', 1, 3_000_000],
      ['421', 2.5, 432_000],
    ]);
  });

  it('pays nothing without a payout', () => {
    expect(lines(monthlyInput(3_000_000, { period: '2026-01', payDate: '2026-01-23' }))).toEqual([
      ['100', 1, 3_000_000],
    ]);
  });
});
