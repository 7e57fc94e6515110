import { describe, expect, test } from 'vitest';
import { absence } from '../events/test-context.ts';
import type { DatePeriod } from '../settings/vacation-rules.ts';
import { createStatutoryVacationGroup, DEFAULT_VACATION_SETTINGS } from '../settings/vacation-settings.ts';
import {
  calculatePaidDays,
  type EarningAbsence,
  findLeaveDays,
  toEarningAbsence,
} from './vacation-earning.ts';
import { openVacationBalance } from './vacation-year-end.ts';

const law = createStatutoryVacationGroup('00000000-0000-4000-8000-000000000002', 'Alla', true);
const year2026: DatePeriod = { from: '2026-01-01', to: '2026-12-31' }; // 365 days
const always = { startDate: '2020-01-01', endDate: null };

const full = (cause: EarningAbsence['cause'], fromDate: string, toDate: string, childKey?: string) => ({
  fromDate,
  toDate,
  cause,
  isFullDay: true,
  ...(childKey ? { childKey } : {}),
});
const earn = (absences: EarningAbsence[], isSingleParent = false) =>
  calculatePaidDays({
    earningYear: year2026,
    employment: always,
    absences,
    paidDaysPerYear: 25,
    isSingleParent,
  });

describe('a start on 31 August or 1 September (4 §, 7 §)', () => {
  const statutory = { vacationYear: 'statutory', earningYear: 'preceding' } as const;

  test('31 August: the first vacation year has 25 leave days, all unpaid (nothing earned before)', () => {
    const balance = openVacationBalance({
      date: '2026-08-31',
      group: law,
      settings: statutory,
      employment: { startDate: '2026-08-31', endDate: null },
    });
    expect(balance.vacationYear).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(balance).toMatchObject({ paidDays: 0, unpaidDays: 25 });
  });

  test('1 September: the law gives five days that year, unpaid', () => {
    const balance = openVacationBalance({
      date: '2026-09-01',
      group: law,
      settings: statutory,
      employment: { startDate: '2026-09-01', endDate: null },
    });
    expect(balance).toMatchObject({ paidDays: 0, unpaidDays: 5 });
  });

  test('the next year: 213 and 212 days of a 365-day earning year both round up to 15 paid days', () => {
    // Earning year 2026-04-01..2027-03-31 = 365 days (February 2027 has 28).
    // From 31 Aug: 1 + 30 + 31 + 30 + 31 + 31 + 28 + 31 = 213; 213 × 25 / 365 = 14.589 → 15.
    // From 1 Sep: 212; 212 × 25 / 365 = 14.521 → 15. Leave days 25 → 10 unpaid.
    const earningYear = { from: '2026-04-01', to: '2027-03-31' };
    const fromAugust = calculatePaidDays({
      earningYear,
      employment: { startDate: '2026-08-31', endDate: null },
      absences: [],
      paidDaysPerYear: 25,
    });
    const fromSeptember = calculatePaidDays({
      earningYear,
      employment: { startDate: '2026-09-01', endDate: null },
      absences: [],
      paidDaysPerYear: 25,
    });
    expect(fromAugust).toMatchObject({
      daysInEarningYear: 365,
      employedDays: 213,
      exactDays: 14.59,
      paidDays: 15,
    });
    expect(fromSeptember).toMatchObject({ employedDays: 212, exactDays: 14.52, paidDays: 15 });
    const vacationYear = { from: '2027-04-01', to: '2028-03-31' };
    expect(
      findLeaveDays({
        vacationYear,
        employment: { startDate: '2026-09-01', endDate: null },
        paidDays: 15,
        paidDaysPerYear: 25,
      }),
    ).toEqual({ leaveDays: 25, paidDays: 15, unpaidDays: 10 });
  });
});

describe('sick leave earns vacation for 180 days of an earning year (17 §)', () => {
  test('100 sick days: all within the limit, 25 paid days', () => {
    // 2026-01-01..2026-04-10 = 31 + 28 + 31 + 10 = 100 days.
    expect(earn([full('sick', '2026-01-01', '2026-04-10')])).toMatchObject({
      earningAbsenceDays: 100,
      nonEarningAbsenceDays: 0,
      paidDays: 25,
    });
  });

  test('200 sick days: 180 earn, 20 do not; (365 − 20) × 25 / 365 = 23.63 → 24', () => {
    // 2026-01-01..2026-07-19 = 181 (Jan–Jun) + 19 = 200 days.
    expect(earn([full('sick', '2026-01-01', '2026-07-19')])).toMatchObject({
      earningAbsenceDays: 180,
      nonEarningAbsenceDays: 20,
      exactDays: 23.63,
      paidDays: 24,
    });
  });

  test('part days past the limit do not reduce the days (the employee counts as present)', () => {
    const absences = [
      full('sick', '2026-01-01', '2026-06-29'), // 180 days
      { fromDate: '2026-06-30', toDate: '2026-07-19', cause: 'sick' as const, isFullDay: false },
    ];
    expect(earn(absences)).toMatchObject({ earningAbsenceDays: 180, nonEarningAbsenceDays: 0, paidDays: 25 });
  });

  test('a part sick day within the limit uses a whole day of it', () => {
    const absences = [
      { fromDate: '2026-01-01', toDate: '2026-01-10', cause: 'sick' as const, isFullDay: false },
      full('sick', '2026-02-01', '2026-07-31'), // 181 days: 170 left of the limit → 11 over
    ];
    // 10 part days use 10 of 180; 170 full days earn, 11 do not: (365 − 11) × 25 / 365 = 24.25 → 25.
    expect(earn(absences)).toMatchObject({
      earningAbsenceDays: 180,
      nonEarningAbsenceDays: 11,
      paidDays: 25,
    });
  });
});

describe('parental leave earns vacation for 120 days per child (180 for a single parent)', () => {
  test('120 days: within the limit, 25 paid days', () => {
    // 2026-01-01..2026-04-30 = 31 + 28 + 31 + 30 = 120.
    expect(earn([full('parental', '2026-01-01', '2026-04-30')])).toMatchObject({
      nonEarningAbsenceDays: 0,
      paidDays: 25,
    });
  });

  test('150 days: 30 over; (365 − 30) × 25 / 365 = 22.95 → 23', () => {
    // 2026-01-01..2026-05-30 = 120 + 30 = 150.
    expect(earn([full('parental', '2026-01-01', '2026-05-30')])).toMatchObject({
      earningAbsenceDays: 120,
      nonEarningAbsenceDays: 30,
      paidDays: 23,
    });
  });

  test('a single parent: the same 150 days are within 180, 25 paid days', () => {
    expect(earn([full('parental', '2026-01-01', '2026-05-30')], true)).toMatchObject({
      nonEarningAbsenceDays: 0,
      paidDays: 25,
    });
  });

  test('two children, 100 days each: each within its own limit', () => {
    const absences = [
      full('parental', '2026-01-01', '2026-04-10', 'first'),
      full('parental', '2026-06-01', '2026-09-08', 'second'), // 30 + 31 + 31 + 8 = 100
    ];
    expect(earn(absences)).toMatchObject({ earningAbsenceDays: 200, nonEarningAbsenceDays: 0, paidDays: 25 });
  });

  test('one child, 200 days: 80 over; (365 − 80) × 25 / 365 = 19.52 → 20', () => {
    expect(earn([full('parental', '2026-01-01', '2026-07-19')])).toMatchObject({
      nonEarningAbsenceDays: 80,
      paidDays: 20,
    });
  });
});

describe('other absence', () => {
  test('30 days of unpaid leave: (365 − 30) × 25 / 365 = 22.95 → 23; vacation itself does not count', () => {
    expect(
      earn([full('unpaid', '2026-03-01', '2026-03-30'), full('neutral', '2026-07-01', '2026-07-31')]),
    ).toMatchObject({ nonEarningAbsenceDays: 30, paidDays: 23 });
  });

  test('absence events become earning absence: a part day is not a full day, vacation is left out', () => {
    expect(toEarningAbsence(absence('leave-of-absence', '2026-03-02', '2026-03-06'))).toEqual({
      fromDate: '2026-03-02',
      toDate: '2026-03-06',
      cause: 'unpaid',
      isFullDay: true,
    });
    expect(
      toEarningAbsence(absence('sick', '2026-03-02', '2026-03-06', { mode: 'percent', percent: 50 })),
    ).toMatchObject({ cause: 'sick', isFullDay: false });
    expect(toEarningAbsence(absence('parental-leave', '2026-03-02', '2026-03-06'), 'first')).toMatchObject({
      cause: 'parental',
      childKey: 'first',
    });
    expect(toEarningAbsence(absence('vacation-paid', '2026-03-02', '2026-03-06'))).toBeNull();
  });

  test('a group with 30 days: 180 employed days × 30 / 365 = 14.79 → 15', () => {
    expect(
      calculatePaidDays({
        earningYear: year2026,
        employment: { startDate: '2026-07-05', endDate: null }, // 27 + 31 + 30 + 31 + 30 + 31 = 180
        absences: [],
        paidDaysPerYear: 30,
      }),
    ).toMatchObject({ employedDays: 180, paidDays: 15 });
  });
});

describe('calendar-year and April–March vacation years', () => {
  const employment = { startDate: '2026-02-01', endDate: null };

  test('April–March: the year from 1 April 2027 is earned from April 2026 to March 2027, 25 days', () => {
    const balance = openVacationBalance({
      date: '2027-04-01',
      group: law,
      settings: DEFAULT_VACATION_SETTINGS,
      employment,
    });
    expect(balance).toMatchObject({
      vacationYear: { from: '2027-04-01', to: '2028-03-31' },
      paidDays: 25,
      unpaidDays: 0,
    });
  });

  test('April–March: the first year is earned from February and March 2026, 59 × 25 / 365 = 4.04 → 5', () => {
    const balance = openVacationBalance({
      date: '2026-06-01',
      group: law,
      settings: DEFAULT_VACATION_SETTINGS,
      employment,
    });
    expect(balance).toMatchObject({ vacationYear: { from: '2026-04-01' }, paidDays: 5, unpaidDays: 20 });
  });

  test('calendar year earned the year before: 2027 from 334 days of 2026, 334 × 25 / 365 = 22.88 → 23', () => {
    const settings = { vacationYear: 'calendar', earningYear: 'preceding' } as const;
    expect(openVacationBalance({ date: '2027-01-01', group: law, settings, employment })).toMatchObject({
      vacationYear: { from: '2027-01-01', to: '2027-12-31' },
      paidDays: 23,
      unpaidDays: 2,
    });
    expect(openVacationBalance({ date: '2026-03-01', group: law, settings, employment })).toMatchObject({
      paidDays: 0,
      unpaidDays: 25,
    });
  });

  test('calendar year earned in the same year: 2026 gives 23 paid days at once', () => {
    const settings = { vacationYear: 'calendar', earningYear: 'same' } as const;
    expect(openVacationBalance({ date: '2026-02-01', group: law, settings, employment })).toMatchObject({
      vacationYear: { from: '2026-01-01', to: '2026-12-31' },
      paidDays: 23,
      unpaidDays: 2,
    });
  });

  test('calendar year: a start on 1 September gives five leave days that year', () => {
    expect(
      findLeaveDays({
        vacationYear: year2026,
        employment: { startDate: '2026-09-01', endDate: null },
        paidDays: 0,
        paidDaysPerYear: 25,
      }),
    ).toEqual({ leaveDays: 5, paidDays: 0, unpaidDays: 5 });
  });
});
