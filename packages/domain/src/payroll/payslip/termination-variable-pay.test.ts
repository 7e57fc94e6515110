import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../events/event-schema.ts';
import { calculatePayslip } from './calculate-payslip.ts';
import type { PayslipInput } from './payslip-types.ts';
import { monthlyInput } from './test-input.ts';

// Semesterersättning on variable pay at a termination (sammalöneregeln, 12 % of the year's
// variable pay, swedish-payroll.md §9.3): the final month's own overtime and commission count as
// well as what earlier payslips paid (the caller's `variablePayEarnedOre`).
//
// Vera: 30 000 kr a month, sammalöneregeln with 0,8 % tillägg, employed until 31 July 2026, no
// paid days left; 8 000 kr commission paid April–June (variablePayEarnedOre). July's own earned
// days are paid too (420): 25 × 31/365 = 2,123… → 2,12 days × 30 000 × (4,6 + 0,8) % = 2,12 × 1 620
// = 3 434,40 kr.

const transaction = (salaryTypeCode: string, date: string, fields: object): EventPayload =>
  ({ kind: 'transaction', salaryTypeCode, date, ...fields }) as EventPayload;

function finalJuly(events: EventPayload[]): PayslipInput {
  const input = monthlyInput(3_000_000, {
    period: '2026-07',
    payDate: '2026-07-24',
    vacationBalance: { paidDaysLeft: 0 },
    variablePayEarnedOre: 800_000,
    events,
  });
  input.employment = {
    ...input.employment,
    endDate: '2026-07-31',
    vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
  };
  return input;
}

const amounts = (input: PayslipInput) =>
  calculatePayslip(input).lines.map((line) => [line.code, line.amountOre]);

describe('semesterersättning on variable pay in the final month', () => {
  it('adds the final month’s overtime and commission to the earlier variable pay', () => {
    // 210: 3 h × 30 000 / 94 = 957,446… → 957,45 kr. 510: 2 000 kr.
    // Variable pay 8 000 + 957,45 + 2 000 = 10 957,45 kr; 421: 12 % = 1 314,894 → 1 314,89 kr.
    const input = finalJuly([
      transaction('210', '2026-07-15', { quantity: 3 }),
      transaction('510', '2026-07-20', { amountOre: 200_000 }),
    ]);
    expect(amounts(input)).toEqual([
      ['100', 3_000_000],
      ['420', 343_440],
      ['421', 131_489],
      ['210', 95_745],
      ['510', 200_000],
    ]);
  });

  it('without variable pay in July pays 12 % of the earlier 8 000 kr only', () => {
    // 8 000 × 12 % = 960 kr.
    expect(amounts(finalJuly([]))).toEqual([
      ['100', 3_000_000],
      ['420', 343_440],
      ['421', 96_000],
    ]);
  });

  it('does not count the fixed salary or a retro line of the month as variable pay', () => {
    // A raise to 31 000 kr from 1 June registered late: June gets a 520 line of 1 000 kr
    // (31 000 − 30 000 already paid) and July 31 000 kr (100). Neither is variable: 421 stays
    // 12 % × 8 000 = 960 kr. 420 on the salary of the last day: 2,12 × 31 000 × 5,4 % = 2,12 × 1 674
    // = 3 548,88 kr.
    const input = finalJuly([]);
    input.employment = {
      ...input.employment,
      salaryRows: [
        { validFrom: '2020-01-01', validTo: '2026-05-31', amountOre: 3_000_000 },
        { validFrom: '2026-06-01', validTo: null, amountOre: 3_100_000 },
      ],
    };
    input.alreadyPaid = [{ period: '2026-06', monthlySalaryOre: 3_000_000 }];
    expect(amounts(input)).toEqual([
      ['100', 3_100_000],
      ['520', 100_000],
      ['420', 354_888],
      ['421', 96_000],
    ]);
  });
});
