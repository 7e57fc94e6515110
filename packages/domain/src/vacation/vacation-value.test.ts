import { describe, expect, test } from 'vitest';
import {
  createStatutoryVacationGroup,
  SAMMALONEREGELN_PRESETS,
  type VacationGroup,
} from '../settings/vacation-settings.ts';
import type { VacationBalance } from './vacation-balance.ts';
import { calculatePaidDays } from './vacation-earning.ts';
import { findLiabilityDays } from './vacation-termination.ts';
import {
  calculateVacationLiability,
  vacationDayValueOre,
  vacationPayForDays,
  valueRunningEarningYearOre,
} from './vacation-value.ts';

const sammalone = createStatutoryVacationGroup('00000000-0000-4000-8000-000000000002', 'Alla', true);
const procent: VacationGroup = { ...sammalone, rule: 'procentregeln' };
const ptk: VacationGroup = { ...sammalone, ...SAMMALONEREGELN_PRESETS.ptk };
// The same person: M 30 000 kr; the earning year's base 12 × 30 000 = 360 000 kr; no variable pay.
const person = { monthlySalaryOre: 3_000_000, variablePayOre: 0, earningBaseOre: 36_000_000 };

describe('sammalöneregeln and procentregeln for the same person, 5 days', () => {
  test('sammalöneregeln: pay continues, tillägg 0.43 % × 30 000 = 129 kr a day → 645 kr', () => {
    expect(vacationPayForDays(sammalone, person, 5, { isMonthlyPaid: true })).toEqual({
      rule: 'sammaloneregeln',
      supplementOre: 64_500,
      variableOre: 0,
      vacationPayOre: 0,
      deductionOre: 0,
      netOre: 64_500,
    });
  });

  test('procentregeln: 12 % × 360 000 / 25 = 1 728 kr a day → 8 640 kr, less 4.6 % × 30 000 × 5 = 6 900 kr', () => {
    expect(vacationPayForDays(procent, person, 5, { isMonthlyPaid: true })).toEqual({
      rule: 'procentregeln',
      supplementOre: 0,
      variableOre: 0,
      vacationPayOre: 864_000,
      deductionOre: 690_000,
      netOre: 174_000,
    });
  });

  test('an hourly-paid employee under procentregeln has nothing deducted', () => {
    expect(vacationPayForDays(procent, person, 5, { isMonthlyPaid: false }).netOre).toBe(864_000);
  });

  test('a day paid out: 5.03 % × 30 000 = 1 509 kr by sammalöneregeln, 1 728 kr by procentregeln', () => {
    expect(vacationDayValueOre(sammalone, person)).toBe(150_900);
    expect(vacationDayValueOre(procent, person)).toBe(172_800);
  });

  test('variable pay 50 000 kr: law 12 % spread over 25 days, PTK 0.5 % a day', () => {
    const withVariable = { ...person, variablePayOre: 5_000_000 };
    // Law: 12 % × 50 000 × 5 / 25 = 1 200 kr. PTK: tillägg 0.8 % × 30 000 × 5 = 1 200 kr and
    // 0.5 % × 50 000 × 5 = 1 250 kr.
    expect(vacationPayForDays(sammalone, withVariable, 5, { isMonthlyPaid: true }).variableOre).toBe(120_000);
    expect(vacationPayForDays(ptk, withVariable, 5, { isMonthlyPaid: true })).toMatchObject({
      supplementOre: 120_000,
      variableOre: 125_000,
      netOre: 245_000,
    });
    // PTK day paid out: 5.4 % × 30 000 = 1 620 kr + 250 kr = 1 870 kr.
    expect(vacationDayValueOre(ptk, withVariable)).toBe(187_000);
  });

  test('procentregeln with 30 days: 12 % + 5 × 0.48 % = 14.4 %; 14.4 % × 360 000 / 30 = 1 728 kr', () => {
    expect(vacationDayValueOre({ ...procent, paidDaysPerYear: 30 }, person)).toBe(172_800);
  });

  test('the running earning year: sammalöne its days, procent 12 % of its base', () => {
    // 13 days × 1 509 kr = 19 617 kr; 12 % × 180 000 kr = 21 600 kr.
    const running = { ...person, earningBaseOre: 18_000_000, paidDays: 13 };
    expect(valueRunningEarningYearOre(sammalone, running)).toBe(1_961_700);
    expect(valueRunningEarningYearOre(procent, running)).toBe(2_160_000);
    // Law variable pay in the running year: 12 % of all of it, 12 % × 20 000 = 2 400 kr.
    expect(valueRunningEarningYearOre(sammalone, { ...running, variablePayOre: 2_000_000 })).toBe(
      1_961_700 + 240_000,
    );
  });
});

describe('vacation liability at a date', () => {
  const balance: VacationBalance = {
    vacationYear: { from: '2026-04-01', to: '2027-03-31' },
    paidDays: 25,
    paidDaysTaken: 15,
    unpaidDays: 0,
    unpaidDaysTaken: 0,
    advanceDaysTaken: 0,
    saved: [{ savedFrom: '2025-04-01', days: 3, expiresOn: '2031-03-31' }],
    advance: [],
  };

  test('10 paid days left + 3 saved + 183/365 × 25 = 12.53 earned so far = 25.53 days, with contributions', () => {
    const soFar = calculatePaidDays({
      earningYear: { from: '2026-04-01', to: '2027-03-31' },
      employment: { startDate: '2020-01-01', endDate: null },
      absences: [],
      paidDaysPerYear: 25,
      until: '2026-09-30',
    });
    expect(soFar).toMatchObject({ employedDays: 183, exactDays: 12.53, paidDays: 13 });
    const days = findLiabilityDays(
      balance,
      { vacationYear: 'statutory', earningYear: 'preceding' },
      soFar.exactDays,
      '2026-09-30',
    );
    expect(days).toBe(25.53);
    // 25.53 × 1 509 kr = 38 524.77 kr; contributions 31.42 % = 12 104.482734 kr → 12 104.48 kr.
    expect(
      calculateVacationLiability({
        group: sammalone,
        basis: person,
        days,
        contributionRateBasisPoints: 3142,
      }),
    ).toEqual({
      days: 25.53,
      amountOre: 3_852_477,
      contributionsOre: 1_210_448,
      totalOre: 5_062_925,
    });
  });

  test('earned in the same calendar year: days earned so far less days taken', () => {
    // 2026-01-01..2026-06-30 = 181 days; 181 × 25 / 365 = 12.397 → 12.40; taken 10 → 2.4 days.
    const soFar = calculatePaidDays({
      earningYear: { from: '2026-01-01', to: '2026-12-31' },
      employment: { startDate: '2020-01-01', endDate: null },
      absences: [],
      paidDaysPerYear: 25,
      until: '2026-06-30',
    });
    const calendar = {
      ...balance,
      vacationYear: { from: '2026-01-01', to: '2026-12-31' },
      paidDaysTaken: 10,
      saved: [],
    };
    expect(
      findLiabilityDays(
        calendar,
        { vacationYear: 'calendar', earningYear: 'same' },
        soFar.exactDays,
        '2026-06-30',
      ),
    ).toBe(2.4);
  });
});
