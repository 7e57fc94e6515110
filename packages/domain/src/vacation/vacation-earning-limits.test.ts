import { describe, expect, it } from 'vitest';
import type { AbsencePayload } from '../events/event-schema.ts';
import { DEFAULT_HOLIDAY_SETTINGS } from '../settings/company-holidays.ts';
import { absenceNotionalPay } from './vacation-base.ts';
import {
  calculatePaidDays,
  countNonEarningDays,
  type EarningAbsence,
  earningYearContaining,
  toEarningAbsence,
} from './vacation-earning.ts';

// Semesterlönegrundande absence per earning year (semesterlagen 17 §; limits and sources in
// docs/vacation.md *Earning*): sick leave 180 days, parental leave 120 days per child (180 for a
// single parent), VAB 120. Days past a limit that are whole days away are left out of the paid
// days (7 §): paid days = 25 × (days employed − such days) / days of the earning year, rounded up.
// Worked by hand from the calendar.

const parental = (fromDate: string, toDate: string, childBirthDate?: string): AbsencePayload => ({
  kind: 'absence',
  absenceType: 'parental-leave',
  fromDate,
  toDate,
  extent: { mode: 'whole-days' },
  certificate: false,
  ...(childBirthDate ? { childBirthDate } : {}),
});
const year2026 = { from: '2026-01-01', to: '2026-12-31' }; // 365 days
const always = { startDate: '2020-01-01', endDate: null };
const earning = (payloads: AbsencePayload[]) =>
  payloads.flatMap((payload) => toEarningAbsence(payload) ?? []) as EarningAbsence[];

describe('parental leave is told apart per child by the event’s child birth date', () => {
  // Child A: 1 Jan – 30 Apr 2026 = 31 + 28 + 31 + 30 = 120 days (the whole limit).
  // Then 1 – 31 May 2026 = 31 days.
  it('another child’s leave has its own 120 days: 25 paid days', () => {
    const absences = earning([
      parental('2026-01-01', '2026-04-30', '2025-11-03'),
      parental('2026-05-01', '2026-05-31', '2023-06-10'),
    ]);
    expect(absences.map((absence) => absence.childKey)).toEqual(['2025-11-03', '2023-06-10']);
    // 120 + 31 days, each within its child's limit: nothing is left out, 25 × 365 / 365 = 25.
    expect(
      calculatePaidDays({ earningYear: year2026, employment: always, absences, paidDaysPerYear: 25 }),
    ).toMatchObject({ earningAbsenceDays: 151, nonEarningAbsenceDays: 0, paidDays: 25 });
  });

  it('the same child, or no child given (one and the same child): the 31 May days are past the limit', () => {
    // 25 × (365 − 31) / 365 = 8 350 / 365 = 22,876… → rounded up to 23 (exact 22,88).
    const expected = { earningAbsenceDays: 120, nonEarningAbsenceDays: 31, exactDays: 22.88, paidDays: 23 };
    const sameChild = earning([
      parental('2026-01-01', '2026-04-30', '2025-11-03'),
      parental('2026-05-01', '2026-05-31', '2025-11-03'),
    ]);
    const noChild = earning([parental('2026-01-01', '2026-04-30'), parental('2026-05-01', '2026-05-31')]);
    for (const absences of [sameChild, noChild])
      expect(
        calculatePaidDays({ earningYear: year2026, employment: always, absences, paidDaysPerYear: 25 }),
      ).toMatchObject(expected);
  });

  it('only parental leave carries a child: VAB and sick leave keep one limit each', () => {
    const vab = { ...parental('2026-05-04', '2026-05-04', '2025-11-03'), absenceType: 'vab' as const };
    expect(toEarningAbsence(vab)).not.toHaveProperty('childKey');
    // A key the caller gives wins over the event's date.
    expect(toEarningAbsence(parental('2026-05-04', '2026-05-04', '2025-11-03'), 'twins')).toMatchObject({
      childKey: 'twins',
    });
  });
});

describe('countNonEarningDays: a period’s whole days that earn no vacation', () => {
  it('counts from the earning year’s start: sick 1 Jan – 30 Jun uses 180, so 30 Jun and 1–19 Jul are past', () => {
    // 1 Jan – 30 Jun 2026 = 181 days: day 181 (30 June) is past the 180. July: 1–19 = 19 days.
    const absences = earning([
      { ...parental('2026-01-01', '2026-06-30'), absenceType: 'sick' },
      { ...parental('2026-07-01', '2026-07-19'), absenceType: 'sick' },
    ]);
    const count = (from: string, to: string) =>
      countNonEarningDays({ earningYear: year2026, employment: always, absences, from, to });
    expect(count('2026-06-01', '2026-06-30')).toBe(1);
    expect(count('2026-07-01', '2026-07-31')).toBe(19);
    // The whole year: 20 days; 25 × (365 − 20) / 365 = 23,63… → 24 (the brief's example).
    expect(count('2026-01-01', '2026-12-31')).toBe(20);
    expect(
      calculatePaidDays({ earningYear: year2026, employment: always, absences, paidDaysPerYear: 25 }),
    ).toMatchObject({ nonEarningAbsenceDays: 20, exactDays: 23.63, paidDays: 24 });
  });

  it('leave of absence never earns; a part day past a limit is not a whole day away', () => {
    const absences = earning([
      { ...parental('2026-03-02', '2026-03-06'), absenceType: 'leave-of-absence' },
      { ...parental('2026-01-01', '2026-06-29'), absenceType: 'sick' }, // exactly 180 days
      {
        ...parental('2026-07-01', '2026-07-10'),
        absenceType: 'sick',
        extent: { mode: 'percent', percent: 50 },
      },
    ]);
    const count = (from: string, to: string) =>
      countNonEarningDays({ earningYear: year2026, employment: always, absences, from, to });
    // Leave of absence Mon 2 – Fri 6 March: 5 calendar days.
    expect(count('2026-03-01', '2026-03-31')).toBe(5);
    // 50 % sick 1–10 July, past the 180: part days, nothing left out.
    expect(count('2026-07-01', '2026-07-31')).toBe(0);
  });
});

describe('earningYearContaining', () => {
  it('is 1 April – 31 March by law, the calendar year otherwise', () => {
    expect(earningYearContaining('2026-03-01', { vacationYear: 'statutory' })).toEqual({
      from: '2025-04-01',
      to: '2026-03-31',
    });
    expect(earningYearContaining('2026-04-01', { vacationYear: 'statutory' })).toEqual({
      from: '2026-04-01',
      to: '2027-03-31',
    });
    expect(earningYearContaining('2026-03-01', { vacationYear: 'calendar' })).toEqual(year2026);
  });
});

describe('procentregeln: parental leave past the limit adds no notional pay, per child', () => {
  // Wednesdays only, 8 h, 200 kr an hour; statutory earning year 2025-04-01 – 2026-03-31.
  // Child A: 1 April – 29 July 2025 = 30 + 31 + 30 + 29 = 120 days; its Wednesdays: April 2, 9, 16,
  // 23, 30; May 7, 14, 21, 28; June 4, 11, 18, 25; July 2, 9, 16, 23 = 17 (no holiday on one).
  // Then 1 August – 30 September 2025 (61 days); its Wednesdays: August 6, 13, 20, 27; September
  // 3, 10, 17, 24 = 8.
  const input = (absences: AbsencePayload[]) => ({
    earningYear: { from: '2025-04-01', to: '2026-03-31' },
    schedule: {
      schedule: [0, 0, 8, 0, 0, 0, 0],
      weeklyHours: 8,
      holidays: DEFAULT_HOLIDAY_SETTINGS,
      employmentStart: '2025-01-01',
      employmentEnd: null,
    },
    absences,
    hourlyWageOn: () => 20_000,
  });

  it('another child: all 25 Wednesdays count, 25 × 8 h × 200 = 40 000 kr', () => {
    expect(
      absenceNotionalPay(
        input([
          parental('2025-04-01', '2025-07-29', '2025-03-20'),
          parental('2025-08-01', '2025-09-30', '2022-01-15'),
        ]),
      ),
    ).toEqual({ hours: 200, amountOre: 4_000_000 });
  });

  it('the same child (no child given): the 8 Wednesdays past 120 days add nothing, 17 × 8 × 200 = 27 200 kr', () => {
    expect(
      absenceNotionalPay(input([parental('2025-04-01', '2025-07-29'), parental('2025-08-01', '2025-09-30')])),
    ).toEqual({ hours: 136, amountOre: 2_720_000 });
  });
});
