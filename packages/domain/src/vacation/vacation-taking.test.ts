import { describe, expect, test } from 'vitest';
import { absence, testContext } from '../events/test-context.ts';
import type { VacationBalance } from './vacation-balance.ts';
import { paidDaysLeft, savedDaysLeft, unpaidDaysLeft } from './vacation-balance.ts';
import { takeVacation, takeVacationAbsence } from './vacation-taking.ts';

const balance: VacationBalance = {
  vacationYear: { from: '2026-04-01', to: '2027-03-31' },
  paidDays: 20,
  paidDaysTaken: 0,
  unpaidDays: 5,
  unpaidDaysTaken: 0,
  advanceDaysTaken: 0,
  saved: [
    { savedFrom: '2021-04-01', days: 2, expiresOn: '2026-03-31' }, // expired before the year
    { savedFrom: '2022-04-01', days: 2, expiresOn: '2027-03-31' },
    { savedFrom: '2023-04-01', days: 5, expiresOn: '2028-03-31' },
  ],
  advance: [],
};
const noAdvance = { isAdvanceAllowed: false };

describe('taking vacation', () => {
  test('saved days go first-in-first-out, skipping a lot past its last day, then paid days', () => {
    const result = takeVacation(balance, {
      absenceType: 'vacation-saved',
      date: '2026-07-06',
      days: 10,
      ...noAdvance,
    });
    expect(result.draws).toEqual([
      { source: 'saved', days: 2, savedFrom: '2022-04-01' },
      { source: 'saved', days: 5, savedFrom: '2023-04-01' },
      { source: 'paid', days: 3 },
    ]);
    expect(savedDaysLeft(result.balance, '2026-07-06')).toBe(0);
    expect(paidDaysLeft(result.balance)).toBe(17);
    expect(result.warnings).toEqual([]);
  });

  test('paid vacation uses paid days, then unpaid days; saved days are kept', () => {
    const result = takeVacation(balance, {
      absenceType: 'vacation-paid',
      date: '2026-07-06',
      days: 22.5,
      ...noAdvance,
    });
    expect(result.draws).toEqual([
      { source: 'paid', days: 20 },
      { source: 'unpaid', days: 2.5 },
    ]);
    expect(unpaidDaysLeft(result.balance)).toBe(2.5);
    expect(savedDaysLeft(result.balance, '2026-07-06')).toBe(7);
  });

  test('with advance vacation allowed, days past the paid ones are paid in advance and recorded', () => {
    const result = takeVacation(balance, {
      absenceType: 'vacation-paid',
      date: '2026-07-06',
      days: 23,
      isAdvanceAllowed: true,
      advanceDayValueOre: 150_900,
    });
    expect(result.draws).toEqual([
      { source: 'paid', days: 20 },
      { source: 'advance', days: 3 },
    ]);
    // 3 days × 1 509 kr = 4 527 kr.
    expect(result.balance.advance).toEqual([{ takenOn: '2026-07-06', days: 3, valueOre: 452_700 }]);
    expect(unpaidDaysLeft(result.balance)).toBe(2);
  });

  test('unpaid vacation while paid days are left is taken as asked, with a warning', () => {
    const result = takeVacation(balance, {
      absenceType: 'vacation-unpaid',
      date: '2026-07-06',
      days: 2,
      ...noAdvance,
    });
    expect(result.draws).toEqual([{ source: 'unpaid', days: 2 }]);
    expect(result.warnings).toEqual(['UNPAID_WHILE_PAID_LEFT']);
  });

  test('more than the leave days: the rest is reported beyond the entitlement', () => {
    const result = takeVacation(balance, {
      absenceType: 'vacation-paid',
      date: '2026-07-06',
      days: 26,
      ...noAdvance,
    });
    expect(result.beyondEntitlementDays).toBe(1);
    expect(result.warnings).toEqual(['BEYOND_ENTITLEMENT']);
  });

  test('a vacation event costs scheduled working days only: midsommarafton is free (3 a §)', () => {
    // Monday 15 June to Sunday 21 June 2026: Friday 19 June is midsommarafton → 4 days.
    const result = takeVacationAbsence(
      balance,
      { ...absence('vacation-paid', '2026-06-15', '2026-06-21'), absenceType: 'vacation-paid' },
      testContext(),
      noAdvance,
    );
    expect(result.draws).toEqual([{ source: 'paid', days: 4 }]);
  });

  test('half days add up without drifting', () => {
    let current = balance;
    for (let index = 0; index < 3; index += 1)
      current = takeVacation(current, {
        absenceType: 'vacation-paid',
        date: '2026-07-06',
        days: 0.33,
        ...noAdvance,
      }).balance;
    expect(current.paidDaysTaken).toBe(0.99);
  });
});
