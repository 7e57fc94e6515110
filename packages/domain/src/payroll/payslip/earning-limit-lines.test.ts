import { describe, expect, it } from 'vitest';
import type { AbsencePayload } from '../../events/event-schema.ts';
import { calculatePayslip } from './calculate-payslip.ts';
import type { PayslipInput, VacationTerms } from './payslip-types.ts';
import { monthlyInput } from './test-input.ts';

// Procentregeln with a monthly salary: the vacation base is the earning year's vacation-earning
// lines. A deduction for parental leave within 120 days per child (or sick leave within 180, VAB
// within 120) does not lower it: the absence is semesterlönegrundande (semesterlagen 17 §). Past
// the limit it is not, so the deduction's line is vacation-earning and lowers the base; a line
// with days on both sides of the limit is split by its days [ours], the amounts adding up to the
// one line's. Worked by hand.
//
// M = 30 000 kr; M × 12 / 365 = 986,30137… kr a calendar day (§9.1, parental leave over five
// workdays, `321`). Statutory earning year 1 April 2025 – 31 March 2026.

const parental = (fromDate: string, toDate: string): AbsencePayload => ({
  kind: 'absence',
  absenceType: 'parental-leave',
  fromDate,
  toDate,
  extent: { mode: 'whole-days' },
  certificate: false,
  childBirthDate: '2025-10-20',
});
const PROCENT: VacationTerms = {
  rule: 'procentregeln',
  paidDaysPerYear: 25,
  supplementPercent: 0,
  percent: 12,
};

function march(vacation: VacationTerms, earlier: AbsencePayload[]): PayslipInput {
  const input = monthlyInput(3_000_000, {
    period: '2026-03',
    payDate: '2026-03-25',
    events: [parental('2026-03-02', '2026-03-20')],
    vacationEarningYear: { earningYear: { from: '2025-04-01', to: '2026-03-31' }, absences: earlier },
  });
  input.employment = { ...input.employment, vacation };
  return input;
}

const leaveLines = (input: PayslipInput) =>
  calculatePayslip(input)
    .lines.filter((line) => line.code === '321')
    .map((line) => ({
      quantity: line.quantity,
      amountOre: line.amountOre,
      from: line.periodFrom,
      to: line.periodTo,
      vacationEarning: line.vacationEarning,
    }));

describe('parental-leave deductions past the limit lower the procentregeln base', () => {
  // Before March: 10 November 2025 – 28 February 2026 = 21 + 31 + 31 + 28 = 111 days. March: Mon
  // 2 – Fri 20 March = 19 calendar days (15 workdays, no holiday), days 112–130 of the leave: 2–10
  // March (9 days) within the 120, 11–20 March (10 days) past it.
  // The deduction: 19 × 986,30137… = 18 739,726… → 18 739,73 kr.
  // Split 10/19 past: −1 873 973 öre × 10 / 19 = −986 301,57… → −986 302 öre (−9 863,02 kr);
  // the 9 days within: −1 873 973 − (−986 302) = −887 671 öre (−8 876,71 kr).
  const earlier = [parental('2025-11-10', '2026-02-28')];

  it('splits the line where the limit is passed; the deduction stays 18 739,73 kr', () => {
    expect(leaveLines(march(PROCENT, earlier))).toEqual([
      { quantity: 9, amountOre: -887_671, from: '2026-03-02', to: '2026-03-10', vacationEarning: false },
      { quantity: 10, amountOre: -986_302, from: '2026-03-11', to: '2026-03-20', vacationEarning: true },
    ]);
  });

  it('marks the whole line when every day is past the limit', () => {
    // Before March 1 November 2025 – 28 February 2026 = 30 + 31 + 31 + 28 = 120 days: March's
    // 19 days are all past. 19 × 986,30137… → −18 739,73 kr, vacation-earning.
    expect(leaveLines(march(PROCENT, [parental('2025-11-01', '2026-02-28')]))).toEqual([
      { quantity: 19, amountOre: -1_873_973, from: '2026-03-02', to: '2026-03-20', vacationEarning: true },
    ]);
  });

  it('leaves the line alone under sammalöneregeln (no base) and within the limit', () => {
    const same: VacationTerms = { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.43 };
    const whole = {
      quantity: 19,
      amountOre: -1_873_973,
      from: '2026-03-02',
      to: '2026-03-20',
      vacationEarning: false,
    };
    expect(leaveLines(march(same, earlier))).toEqual([whole]);
    expect(leaveLines(march(PROCENT, []))).toEqual([whole]);
  });
});
