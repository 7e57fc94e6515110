import { describe, expect, it } from 'vitest';
import type { AbsencePayload } from '../events/event-schema.ts';
import { DEFAULT_HOLIDAY_SETTINGS } from '../settings/company-holidays.ts';
import { absenceNotionalPay } from './vacation-base.ts';

// The pay an hourly employee would have had on semesterlönegrundande absence, added to the
// procentregeln base (semesterlagen 16 b §, 17 §). Worked by hand from the calendar.

const absence = (
  absenceType: AbsencePayload['absenceType'],
  fromDate: string,
  toDate: string,
  extent: AbsencePayload['extent'] = { mode: 'whole-days' },
): AbsencePayload => ({ kind: 'absence', absenceType, fromDate, toDate, extent, certificate: false });

const schedule = (hours: number[]) => ({
  schedule: hours,
  weeklyHours: hours.reduce((sum, day) => sum + day, 0),
  holidays: DEFAULT_HOLIDAY_SETTINGS,
  employmentStart: '2025-01-01',
  employmentEnd: null,
});
const statutoryYear = { from: '2025-04-01', to: '2026-03-31' };

describe('the notional pay of semesterlönegrundande absence', () => {
  it('counts sick leave and VAB at the wage of the day, not leave of absence, vacation or days outside the year', () => {
    // 200 kr an hour until 31 January 2026, 220 kr from 1 February; 8 h Monday–Friday.
    // Sick Mon 2 – Fri 6 Feb 2026: 5 × 8 h × 220 = 8 800 kr.
    // Sick 4 h on Wed 14 Jan 2026: 4 × 200 = 800 kr.
    // VAB Thu 12 Mar 2026, a whole day: 8 × 220 = 1 760 kr.
    // Leave of absence 16–17 Mar (not semesterlönegrundande), paid vacation 7–11 July 2025 (vacation
    // is not absence) and sick 24–28 Mar 2025 (the earning year before): nothing.
    // 52 hours, 8 800 + 800 + 1 760 = 11 360 kr.
    const result = absenceNotionalPay({
      earningYear: statutoryYear,
      before: '2026-07-01',
      schedule: schedule([8, 8, 8, 8, 8, 0, 0]),
      absences: [
        absence('sick', '2026-02-02', '2026-02-06'),
        absence('sick', '2026-01-14', '2026-01-14', { mode: 'hours', hoursPerDay: 4 }),
        absence('vab', '2026-03-12', '2026-03-12'),
        absence('leave-of-absence', '2026-03-16', '2026-03-17'),
        absence('vacation-paid', '2025-07-07', '2025-07-11'),
        absence('sick', '2025-03-24', '2025-03-28'),
      ],
      hourlyWageOn: (date) => (date < '2026-02-01' ? 20_000 : 22_000),
    });
    expect(result).toEqual({ hours: 52, amountOre: 1_136_000 });
  });

  it('stops at 120 calendar days of parental leave, 180 for a single parent', () => {
    // Wednesdays only, 8 h, 200 kr an hour; parental leave 1 April – 30 September 2025.
    // 120 calendar days: 1 April – 29 July (30 + 31 + 30 + 29). Its Wednesdays: April 2, 9, 16, 23,
    // 30; May 7, 14, 21, 28; June 4, 11, 18, 25; July 2, 9, 16, 23 = 17 (no holiday falls on one):
    // 17 × 8 h × 200 = 27 200 kr.
    // 180 days: to 27 September (122 by 31 July, 153 by 31 August). Also July 30; August 6, 13,
    // 20, 27; September 3, 10, 17, 24 = 9 more: 26 × 8 × 200 = 41 600 kr.
    const input = {
      earningYear: statutoryYear,
      schedule: schedule([0, 0, 8, 0, 0, 0, 0]),
      absences: [absence('parental-leave', '2025-04-01', '2025-09-30')],
      hourlyWageOn: () => 20_000,
    };
    expect(absenceNotionalPay(input)).toEqual({ hours: 136, amountOre: 2_720_000 });
    expect(absenceNotionalPay({ ...input, isSingleParent: true })).toEqual({
      hours: 208,
      amountOre: 4_160_000,
    });
  });

  it('counts only days before the period being paid', () => {
    // Calendar-year earning (the year is earned the same year); paid in March: sick Thu 26 Feb –
    // Wed 4 Mar 2026, only Thu 26 and Fri 27 Feb are before 1 March: 2 × 8 h × 200 = 3 200 kr.
    const result = absenceNotionalPay({
      earningYear: { from: '2026-01-01', to: '2026-12-31' },
      before: '2026-03-01',
      schedule: schedule([8, 8, 8, 8, 8, 0, 0]),
      absences: [absence('sick', '2026-02-26', '2026-03-04')],
      hourlyWageOn: () => 20_000,
    });
    expect(result).toEqual({ hours: 16, amountOre: 320_000 });
  });
});
