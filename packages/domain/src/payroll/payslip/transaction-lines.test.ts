import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import { monthlyInput, transaction } from './test-input.ts';

const line = (code: string, events: ReturnType<typeof transaction>[], salaryOre = 3_000_000) =>
  calculatePayslip(monthlyInput(salaryOre, { events }))
    .lines.filter((candidate) => candidate.code === code)
    .map((candidate) => [candidate.quantity, candidate.amountOre]);

describe('transactions priced by the salary type and the settings', () => {
  it('prices enkel övertid at M/94 and a negative correction negative', () => {
    // 30 000 / 94 = 319,1489… kr × 3 h = 957,4468 → 957,45 kr; −2 h → −638,2979 → −638,30 kr.
    expect(line('210', [transaction('210', { quantity: 3 })])).toEqual([[3, 95_745]]);
    expect(line('210', [transaction('210', { quantity: -2 })])).toEqual([[-2, -63_830]]);
  });

  it('prices OB and stand-by from the default settings', () => {
    // OB kväll M/600: 30 000 / 600 = 50 kr × 10 h = 500 kr. Beredskap (vardag) M/1750 × 24 h =
    // 17,142857… × 24 = 411,4286 → 411,43 kr.
    expect(line('230', [transaction('230', { quantity: 10 })])).toEqual([[10, 50_000]]);
    expect(line('240', [transaction('240', { quantity: 24 })])).toEqual([[24, 41_143]]);
  });

  it('prices kostförmån from the year’s values and keeps an entered amount as the line total', () => {
    // 2026 lunch 124 kr × 3 = 372 kr; bonus entered 5 000 kr.
    expect(line('621', [transaction('621', { quantity: 3 })])).toEqual([[3, 37_200]]);
    expect(line('500', [transaction('500', { amountOre: 500_000 })])).toEqual([[null, 500_000]]);
  });

  it('reports a type the company does not have, and a rate it lacks', () => {
    const slip = calculatePayslip(
      monthlyInput(3_000_000, {
        events: [transaction('9999', { amountOre: 100 }), transaction('600', { quantity: 1 })],
      }),
    );
    expect(slip.problems.map((problem) => problem.code)).toEqual(['UNKNOWN_SALARY_TYPE', 'MISSING_RATE']);
  });
});
