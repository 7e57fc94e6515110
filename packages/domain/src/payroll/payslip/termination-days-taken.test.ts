import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import { absence, monthlyInput } from './test-input.ts';

// Semesterersättning at a termination pays the days left after the final payslip: the balance the
// caller passes is the one before the period (docs/balances.md *Payroll*), so the days the final
// payslip itself earns (its `daysEarned`: 25 paid days × days employed in the month / 365) are
// added and the paid days it takes as vacation are taken off. Each day: (4,6 + 0,8) % × 35 000 =
// 1 890 kr.

const compensation = (input: ReturnType<typeof monthlyInput>) =>
  calculatePayslip(input)
    .lines.filter((line) => line.code === '420')
    .map((line) => [line.quantity, line.amountOre]);

const ending = (events: ReturnType<typeof absence>[], endDate = '2026-03-31') => {
  const input = monthlyInput(3_500_000, {
    period: '2026-03',
    payDate: '2026-03-25',
    vacationBalance: { paidDaysLeft: 8, savedDays: 2 },
    events,
  });
  input.employment = {
    ...input.employment,
    endDate,
    vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
  };
  return input;
};

describe('termination with vacation taken in the final month', () => {
  it('pays the days left and earned less the days taken on the same payslip', () => {
    // 8 paid + 2 saved = 10 days before March; March earns 25 × 31/365 = 2,123… → 2,12;
    // Mon 16 – Wed 18 March taken: 10 + 2,12 − 3 = 9,12 days × 1 890 = 17 236,80 kr.
    expect(compensation(ending([absence('vacation-paid', '2026-03-16', '2026-03-18')]))).toEqual([
      [9.12, 1_723_680],
    ]);
  });

  it('pays the ten days and March’s earned days without vacation in the month', () => {
    // 10 + 2,12 = 12,12 days × 1 890 = 22 906,80 kr.
    expect(compensation(ending([]))).toEqual([[12.12, 2_290_680]]);
  });

  it('prorates the final month’s earned days when the employment ends mid-month', () => {
    // Ends Fri 13 March: 1–13 March = 13 days employed, 25 × 13/365 = 0,890… → 0,89;
    // 10 + 0,89 = 10,89 days × 1 890 = 20 582,10 kr.
    expect(compensation(ending([], '2026-03-13'))).toEqual([[10.89, 2_058_210]]);
  });

  it('leaves nothing: balance before + earned − taken − compensated is zero', () => {
    // 10 + 2,12 − 3 − 9,12 = 0.
    const slip = calculatePayslip(ending([absence('vacation-paid', '2026-03-16', '2026-03-18')]));
    const compensated = slip.lines.find((line) => line.code === '420')?.quantity ?? 0;
    expect([slip.vacation.daysEarned, slip.vacation.daysTaken]).toEqual([2.12, 3]);
    expect(Math.round((10 + slip.vacation.daysEarned - slip.vacation.daysTaken - compensated) * 100)).toBe(0);
    // What the ledger takes off, saved days first: the 2 saved, and 9,12 − 2 = 7,12 paid days
    // (8 + 2,12 − 3 = 7,12: the paid part is zero too).
    expect([slip.vacation.daysPaidOut, slip.vacation.savedDaysPaidOut]).toEqual([7.12, 2]);
  });

  it('reports no days paid out when more was taken than held (the advance stays on the balance)', () => {
    // 1 paid day before March + 2,12 earned − 5 taken (Mon 16 – Fri 20 March) = −1,88: nothing to
    // pay, and nothing is paid out of the balance.
    const input = ending([absence('vacation-paid', '2026-03-16', '2026-03-20')]);
    input.vacationBalance = { paidDaysLeft: 1, savedDays: 0 };
    const slip = calculatePayslip(input);
    expect(slip.lines.some((line) => line.code === '420')).toBe(false);
    expect(slip.vacation.daysPaidOut).toBeUndefined();
    expect(slip.vacation.savedDaysPaidOut).toBeUndefined();
  });

  it('reports no days paid out on a payslip that is not the final one', () => {
    const input = ending([]);
    input.employment = { ...input.employment, endDate: null };
    expect(calculatePayslip(input).vacation.daysPaidOut).toBeUndefined();
  });
});
