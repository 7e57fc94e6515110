import { describe, expect, test } from 'vitest';
import {
  createStatutoryVacationGroup,
  DEFAULT_VACATION_SETTINGS,
  type VacationGroup,
} from '../settings/vacation-settings.ts';
import type { VacationBalance } from './vacation-balance.ts';
import { calculatePaidDays } from './vacation-earning.ts';
import { takeVacation } from './vacation-taking.ts';
import { settleTermination } from './vacation-termination.ts';
import { openVacationBalance } from './vacation-year-end.ts';

const law: VacationGroup = {
  ...createStatutoryVacationGroup('00000000-0000-4000-8000-000000000002', 'Alla', true),
  isAdvanceVacationAllowed: true,
};
const procent: VacationGroup = { ...law, rule: 'procentregeln' };
const person = { monthlySalaryOre: 3_000_000, variablePayOre: 0, earningBaseOre: 36_000_000 };
const earningYear = { from: '2026-04-01', to: '2027-03-31' };

describe('termination with unused days', () => {
  const balance: VacationBalance = {
    vacationYear: earningYear,
    paidDays: 25,
    paidDaysTaken: 15,
    unpaidDays: 0,
    unpaidDaysTaken: 0,
    advanceDaysTaken: 0,
    saved: [{ savedFrom: '2025-04-01', days: 3, expiresOn: '2031-03-31' }],
    advance: [],
  };
  // Ends 30 September 2026: the running earning year has 183 days, 183 × 25 / 365 = 12.53 → 13.
  const running = calculatePaidDays({
    earningYear,
    employment: { startDate: '2020-01-01', endDate: '2026-09-30' },
    absences: [],
    paidDaysPerYear: 25,
  });

  test('sammalöneregeln: (10 + 3) days × 1 509 kr + 13 days × 1 509 kr = 39 234 kr', () => {
    expect(running.paidDays).toBe(13);
    const settlement = settleTermination({
      group: law,
      balance,
      endDate: '2026-09-30',
      cause: 'resignation',
      basis: person,
      running: { ...person, paidDays: running.paidDays },
    });
    expect(settlement).toEqual({
      daysNotTaken: 13,
      runningYearDays: 13,
      compensationOre: 3_923_400,
      advanceRecoveredOre: 0,
      advanceFromPayOre: 0,
      advanceWrittenOffOre: 0,
      netCompensationOre: 3_923_400,
    });
  });

  test('procentregeln: 13 days × 1 728 kr = 22 464 kr + 12 % × 180 000 kr = 21 600 kr → 44 064 kr', () => {
    const settlement = settleTermination({
      group: procent,
      balance,
      endDate: '2026-09-30',
      cause: 'resignation',
      basis: person,
      running: { ...person, earningBaseOre: 18_000_000, paidDays: running.paidDays },
    });
    expect(settlement.compensationOre).toBe(4_406_400);
  });
});

describe('termination with advance days (förskottssemester)', () => {
  // Starts 1 June 2026: nothing earned for 2026/27, 25 unpaid leave days; takes 10 days in July,
  // paid in advance at 1 509 kr a day = 15 090 kr.
  const employment = { startDate: '2026-06-01', endDate: null };
  const opened = openVacationBalance({
    date: '2026-06-01',
    group: law,
    settings: DEFAULT_VACATION_SETTINGS,
    employment,
  });
  const taken = takeVacation(opened, {
    absenceType: 'vacation-paid',
    date: '2026-07-06',
    days: 10,
    isAdvanceAllowed: law.isAdvanceVacationAllowed,
    advanceDayValueOre: 150_900,
  });
  const runningDays = (endDate: string) =>
    calculatePaidDays({
      earningYear,
      employment: { ...employment, endDate },
      absences: [],
      paidDaysPerYear: 25,
    }).paidDays;
  const settle = (endDate: string, cause: 'resignation' | 'redundancy', mayDeductAdvanceFromPay = false) =>
    settleTermination({
      group: law,
      balance: taken.balance,
      endDate,
      cause,
      basis: person,
      running: { ...person, paidDays: runningDays(endDate) },
      mayDeductAdvanceFromPay,
    });

  test('the leave was advance vacation', () => {
    expect(opened).toMatchObject({ paidDays: 0, unpaidDays: 25 });
    expect(taken.draws).toEqual([{ source: 'advance', days: 10 }]);
  });

  test('resigns 31 December: 214 days → 14.66 → 15 days × 1 509 = 22 635 kr, less 15 090 kr → 7 545 kr', () => {
    expect(runningDays('2026-12-31')).toBe(15);
    expect(settle('2026-12-31', 'resignation')).toMatchObject({
      compensationOre: 2_263_500,
      advanceRecoveredOre: 1_509_000,
      advanceWrittenOffOre: 0,
      netCompensationOre: 754_500,
    });
  });

  test('redundancy: the advance is not recovered', () => {
    expect(settle('2026-12-31', 'redundancy')).toMatchObject({
      advanceRecoveredOre: 0,
      advanceWrittenOffOre: 1_509_000,
      netCompensationOre: 2_263_500,
    });
  });

  test('ends 31 July: 61 days → 4.18 → 5 days = 7 545 kr recovered; the rest only from pay when agreed', () => {
    expect(settle('2026-07-31', 'resignation')).toMatchObject({
      compensationOre: 754_500,
      advanceRecoveredOre: 754_500,
      advanceFromPayOre: 0,
      advanceWrittenOffOre: 754_500,
      netCompensationOre: 0,
    });
    expect(settle('2026-07-31', 'resignation', true)).toMatchObject({
      advanceFromPayOre: 754_500,
      advanceWrittenOffOre: 0,
    });
  });

  test('advance paid more than five years before the end is not recovered', () => {
    const old = { ...taken.balance, advance: [{ takenOn: '2021-12-31', days: 10, valueOre: 1_509_000 }] };
    const settlement = settleTermination({
      group: law,
      balance: old,
      endDate: '2026-12-31',
      cause: 'resignation',
      basis: person,
      running: null,
    });
    expect(settlement).toMatchObject({ advanceRecoveredOre: 0, advanceWrittenOffOre: 1_509_000 });
  });
});
