import { describe, expect, it } from 'vitest';
import type { AbsencePayload } from '../../events/event-schema.ts';
import { calculatePayslip } from './calculate-payslip.ts';
import type { PayslipInput } from './payslip-types.ts';
import { monthlyInput } from './test-input.ts';

// The payslip's vacation days earned (semesterlagen 7 §, 17 §; docs/vacation.md *Earning*), for a
// monthly salary under sammalöneregeln with 25 days a year: 25 × (days employed in the month −
// whole days of absence that earns no vacation) / days of the earning year, two decimals. Absence
// that earns no vacation: unpaid leave, and sick leave past 180 days, parental leave past 120 days
// per child, counted from the earning year's start with the absence before the month
// (`vacationEarningYear`). Worked by hand from the calendar.

const away = (
  absenceType: AbsencePayload['absenceType'],
  fromDate: string,
  toDate: string,
  more: Partial<AbsencePayload> = {},
): AbsencePayload => ({
  kind: 'absence',
  absenceType,
  fromDate,
  toDate,
  extent: { mode: 'whole-days' },
  certificate: false,
  ...more,
});
const year2026 = { from: '2026-01-01', to: '2026-12-31' }; // 365 days

const earned = (period: string, events: AbsencePayload[], overrides: Partial<PayslipInput> = {}) =>
  calculatePayslip(monthlyInput(3_500_000, { period, payDate: `${period}-25`, events, ...overrides }))
    .vacation.daysEarned;

describe('sick leave past 180 days of the earning year', () => {
  // Sick 1 January – 30 June 2026 = 31 + 28 + 31 + 30 + 31 + 30 = 181 days: 180 earn vacation,
  // 30 June (day 181) does not.
  const before = { earningYear: year2026, absences: [away('sick', '2026-01-01', '2026-05-31')] };

  it('June: 30 June is past the limit; 25 × (30 − 1) / 365 = 1,986… → 1,99', () => {
    // Before June: 1 January – 31 May = 151 days; June's sick days are days 152–181.
    expect(
      earned('2026-06', [away('sick', '2026-06-01', '2026-06-30')], { vacationEarningYear: before }),
    ).toBe(1.99);
  });

  it('July: sick 1–19 July, all past the limit; 25 × (31 − 19) / 365 = 0,821… → 0,82', () => {
    const known = { earningYear: year2026, absences: [away('sick', '2026-01-01', '2026-06-30')] };
    expect(
      earned('2026-07', [away('sick', '2026-07-01', '2026-07-19')], { vacationEarningYear: known }),
    ).toBe(0.82);
    // Without the earning year's earlier sick leave the 19 days look like a new spell within the
    // limit: 25 × 31 / 365 = 2,123… → 2,12 (what the payslip earned before this rule).
    expect(earned('2026-07', [away('sick', '2026-07-01', '2026-07-19')])).toBe(2.12);
  });

  it('part days past the limit are not days away: 50 % sick 1–10 July still earns 25 × 31 / 365 → 2,12', () => {
    const known = { earningYear: year2026, absences: [away('sick', '2026-01-01', '2026-06-29')] }; // 180 days
    const halfDays = away('sick', '2026-07-01', '2026-07-10', { extent: { mode: 'percent', percent: 50 } });
    expect(earned('2026-07', [halfDays], { vacationEarningYear: known })).toBe(2.12);
  });
});

describe('parental leave past 120 days per child (statutory earning year)', () => {
  // Earning year 1 April 2025 – 31 March 2026 = 365 days. Parental leave for the child born
  // 3 November 2025: 1 October 2025 – 28 February 2026 = 31 + 30 + 31 + 31 + 28 = 151 days, so the
  // 120 are used up by 28 January. March: Mon 2 – Fri 13 March = 12 calendar days.
  const statutory = { from: '2025-04-01', to: '2026-03-31' };
  const child = '2025-11-03';
  const known = {
    earningYear: statutory,
    absences: [away('parental-leave', '2025-10-01', '2026-02-28', { childBirthDate: child })],
  };

  it('the same child: 25 × (31 − 12) / 365 = 1,301… → 1,30', () => {
    const march = [away('parental-leave', '2026-03-02', '2026-03-13', { childBirthDate: child })];
    expect(earned('2026-03', march, { vacationEarningYear: known })).toBe(1.3);
  });

  it('another child: its own 120 days, 25 × 31 / 365 → 2,12', () => {
    const march = [away('parental-leave', '2026-03-02', '2026-03-13', { childBirthDate: '2022-08-30' })];
    expect(earned('2026-03', march, { vacationEarningYear: known })).toBe(2.12);
  });

  it('no child given on either leave: one and the same child, → 1,30', () => {
    const unnamed = {
      earningYear: statutory,
      absences: [away('parental-leave', '2025-10-01', '2026-02-28')],
    };
    expect(
      earned('2026-03', [away('parental-leave', '2026-03-02', '2026-03-13')], {
        vacationEarningYear: unnamed,
      }),
    ).toBe(1.3);
  });
});

describe('unpaid leave', () => {
  it('leave of absence Mon 2 – Fri 6 March: 25 × (31 − 5) / 365 = 1,780… → 1,78', () => {
    expect(earned('2026-03', [away('leave-of-absence', '2026-03-02', '2026-03-06')])).toBe(1.78);
  });
});

describe('the final payslip pays out what the month really earned', () => {
  it('ends 31 July after 181 sick days: 10 days + 0,82 earned = 10,82 × 1 890 kr = 20 449,80 kr', () => {
    // PTK: (4,6 + 0,8) % × 35 000 = 1 890 kr a day. July earns 25 × (31 − 19) / 365 → 0,82 as above.
    const input = monthlyInput(3_500_000, {
      period: '2026-07',
      payDate: '2026-07-24',
      vacationBalance: { paidDaysLeft: 10 },
      events: [away('sick', '2026-07-01', '2026-07-19')],
      vacationEarningYear: { earningYear: year2026, absences: [away('sick', '2026-01-01', '2026-06-30')] },
    });
    input.employment = {
      ...input.employment,
      endDate: '2026-07-31',
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
    };
    const compensation = calculatePayslip(input).lines.filter((line) => line.code === '420');
    expect(compensation.map((line) => [line.quantity, line.amountOre])).toEqual([[10.82, 2_044_980]]);
  });
});
