import { describe, expect, test } from 'vitest';
import { createStatutoryVacationGroup } from '../settings/vacation-settings.ts';
import { planLedgerYearEnd } from './vacation-year-end-ledger.ts';

// The law's group: 25 paid days a year; 5 days may be saved a year, 25 in all, for five years.
const law = createStatutoryVacationGroup('00000000-0000-4000-8000-000000000002', 'Alla', true);
const calendar = { vacationYear: 'calendar', earningYear: 'preceding' } as const;
const statutory = { vacationYear: 'statutory', earningYear: 'preceding' } as const;

describe('the year end on the balances ledger', () => {
  test('calendar year: reconciles the payslips’ monthly earning, saves 5, pays out the rest, expires a lot saved 2021', () => {
    // Employed all of 2026, 20 days taken in 2026, 2.08 days accrued on each of 12 payslips = 24.96.
    // The ledger on 31 Dec 2026: 30 paid days, 3 saved from 2021 (last day 2026-12-31).
    const plan = planLedgerYearEnd({
      newYearStart: '2027-01-01',
      settings: calendar,
      group: law,
      employment: { startDate: '2020-01-01', endDate: null },
      absences: [],
      paidDaysBefore: 30,
      accruedInEarningYear: 24.96,
      takenInClosingYear: 20,
      savedByYear: [{ year: 2021, days: 3 }],
    });
    // Left of 2026: 30 − 24.96 = 5.04 of 25.04 paid days; above 20: 5.04, at most 5 a year → 5
    // saved, 0.04 paid out. The law earns 25 for 2027 (all of 2026 employed): 25 − 24.96 = +0.04.
    // Afterwards: 30 − 5 − 0.04 + 0.04 = 25 paid days, and 5 saved from 2026 (the 2021 lot gone).
    expect(plan.closingYear).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(plan.earned).toEqual({ paidDays: 25, accrued: 24.96 });
    expect(plan.daysToPayOut).toBe(0.04);
    expect(plan.adjustments).toEqual([
      {
        balance: 'saved-vacation-days',
        date: '2027-01-01',
        change: -3,
        reason: 'Årsskifte: sparade dagar från 2021 förföll 2026-12-31',
      },
      {
        balance: 'vacation-days',
        date: '2027-01-01',
        change: -5,
        reason: 'Årsskifte: 5 dagar sparade från semesteråret 2026',
      },
      {
        balance: 'saved-vacation-days',
        date: '2027-01-01',
        change: 5,
        reason: 'Årsskifte: sparade från semesteråret 2026, sista dag 2031-12-31',
      },
      {
        balance: 'vacation-days',
        date: '2027-01-01',
        change: -0.04,
        reason: 'Årsskifte: ej uttagna dagar från semesteråret 2026 betalas ut som semesterersättning',
        isPayout: true,
      },
      {
        balance: 'vacation-days',
        date: '2027-01-01',
        change: 0.04,
        reason: 'Årsskifte: 25 betalda dagar intjänade enligt semesterlagen, 24,96 intjänade på lönebeskeden',
      },
    ]);
    const paid = plan.adjustments
      .filter((a) => a.balance === 'vacation-days')
      .reduce((sum, a) => sum + Math.round(a.change * 100), 3000);
    expect(paid / 100).toBe(25);
  });

  test('April year: a start on 1 September 2026 earns 15 days for 2027/28 against 14.5 accrued', () => {
    // Employed 1 Sep 2026–31 Mar 2027: 212 of the earning year's 365 days; 25 × 212 / 365 = 14.52,
    // rounded up to 15. The seven payslips accrued 14.5 and nothing was taken: 15 − 14.5 = +0.5.
    const plan = planLedgerYearEnd({
      newYearStart: '2027-04-01',
      settings: statutory,
      group: law,
      employment: { startDate: '2026-09-01', endDate: null },
      absences: [],
      paidDaysBefore: 14.5,
      accruedInEarningYear: 14.5,
      takenInClosingYear: 0,
      savedByYear: [],
    });
    expect(plan.closingYear).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(plan.earned).toEqual({ paidDays: 15, accrued: 14.5 });
    expect(plan.daysToPayOut).toBe(0);
    expect(plan.adjustments).toEqual([
      {
        balance: 'vacation-days',
        date: '2027-04-01',
        change: 0.5,
        reason: 'Årsskifte: 15 betalda dagar intjänade enligt semesterlagen, 14,5 intjänade på lönebeskeden',
      },
    ]);
  });

  test('an earning year that is the vacation year itself is not reconciled: the payslips keep earning', () => {
    // Calendar year, earned in the same year: 7 days left of 2026 after 18 taken (25 in all):
    // 5 saved, 2 paid out, no earning adjustment.
    const plan = planLedgerYearEnd({
      newYearStart: '2027-01-01',
      settings: { vacationYear: 'calendar', earningYear: 'same' },
      group: law,
      employment: { startDate: '2020-01-01', endDate: null },
      absences: [],
      paidDaysBefore: 7,
      accruedInEarningYear: 25,
      takenInClosingYear: 18,
      savedByYear: [],
    });
    expect(plan.earned).toBeNull();
    expect(plan.adjustments.map((a) => [a.balance, a.change])).toEqual([
      ['vacation-days', -5],
      ['saved-vacation-days', 5],
      ['vacation-days', -2],
    ]);
  });
});
