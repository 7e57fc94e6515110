import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import { monthlyInput } from './test-input.ts';

// Comp hours above the comp bank's cap, paid as money on 222 (docs/balances.md *Payroll*).

const lines = (input: ReturnType<typeof monthlyInput>) =>
  calculatePayslip(input).lines.map((line) => [line.code, line.quantity, line.amountOre]);

describe('comp time paid out above the cap', () => {
  it('pays each overflow at the hourly wage of M per comp hour', () => {
    // 35 000 kr, 40 h a week: 35 000 × 12 / (52 × 40) = 201,923… kr an hour.
    // 3 comp hours: 605,77 kr; 1.5 comp hours: 302,88 kr (each line rounded to öre).
    const input = monthlyInput(3_500_000, {
      compTimePayouts: [
        { date: '2026-03-10', hours: 3 },
        { date: '2026-03-20', hours: 1.5 },
      ],
    });
    expect(lines(input)).toEqual([
      ['100', 1, 3_500_000],
      ['222', 3, 60_577],
      ['222', 1.5, 30_288],
    ]);
    expect(calculatePayslip(input).grossOre).toBe(3_500_000 + 60_577 + 30_288);
  });

  it('pays expired and year-end hours on 222 too, and records only those on the payslip', () => {
    // 35 000 kr, 40 h a week: 201,923… kr an hour (the rate kept exact, each line rounded once).
    // Overflow 1 h: 201,92 kr; expired 4 h: 4 × 201,923… = 807,69 kr; year end 3 h: 605,77 kr.
    const input = monthlyInput(3_500_000, {
      compTimePayouts: [
        { date: '2026-03-05', hours: 1 },
        { date: '2026-03-15', hours: 4, cause: 'expired' },
        { date: '2026-03-31', hours: 3, cause: 'yearEnd' },
      ],
    });
    expect(lines(input)).toEqual([
      ['100', 1, 3_500_000],
      ['222', 1, 20_192],
      ['222', 4, 80_769],
      ['222', 3, 60_577],
    ]);
    // The overflow is tied to its overtime event (paid once with it); the banked hours are recorded.
    expect(calculatePayslip(input).compTime).toEqual({
      paidOut: [
        { cause: 'expired', date: '2026-03-15', hours: 4 },
        { cause: 'yearEnd', date: '2026-03-31', hours: 3 },
      ],
    });
    expect(calculatePayslip(monthlyInput(3_500_000, {})).compTime).toBeUndefined();
  });

  it('pays the hours left at the end of the employment on 222 and records them', () => {
    // 35 000 kr, 40 h a week: 35 000 × 12 / (52 × 40) = 201,923 076… kr an hour.
    // 7,5 h left on the end date 20 March: 7,5 × 201,923 076… = 1 514,423… → 1 514,42 kr.
    const input = monthlyInput(3_500_000, {
      compTimePayouts: [{ date: '2026-03-20', hours: 7.5, cause: 'termination' }],
    });
    expect(lines(input)).toEqual([
      ['100', 1, 3_500_000],
      ['222', 7.5, 151_442],
    ]);
    expect(calculatePayslip(input).compTime).toEqual({
      paidOut: [{ cause: 'termination', date: '2026-03-20', hours: 7.5 }],
    });
  });

  it('pays nothing without overflow', () => {
    expect(lines(monthlyInput(3_500_000, { compTimePayouts: [] }))).toEqual([['100', 1, 3_500_000]]);
  });
});
