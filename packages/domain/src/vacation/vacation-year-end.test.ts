import { describe, expect, test } from 'vitest';
import { createStatutoryVacationGroup, DEFAULT_VACATION_SETTINGS } from '../settings/vacation-settings.ts';
import { savedDaysLeft, type VacationBalance } from './vacation-balance.ts';
import { takeVacation } from './vacation-taking.ts';
import { closeVacationYear, openVacationBalance, type YearEndInput } from './vacation-year-end.ts';

const law = createStatutoryVacationGroup('00000000-0000-4000-8000-000000000002', 'Alla', true);
const employment = { startDate: '2020-01-01', endDate: null };
const settings = DEFAULT_VACATION_SETTINGS;

const yearEnd = (balance: VacationBalance, overrides: Partial<YearEndInput> = {}) =>
  closeVacationYear({
    balance,
    group: law,
    settings,
    employment,
    absences: [],
    newYearStart: `${Number(balance.vacationYear.to.slice(0, 4))}-04-01`,
    ...overrides,
  });

const take20 = (balance: VacationBalance) =>
  takeVacation(balance, {
    absenceType: 'vacation-paid',
    date: balance.vacationYear.from,
    days: 20,
    isAdvanceAllowed: false,
  }).balance;

describe('saving days (18 §) and the year end', () => {
  test('5 days saved each year for five years, and the first lot expires at the sixth year end', () => {
    let balance = openVacationBalance({ date: '2026-04-01', group: law, settings, employment });
    expect(balance.paidDays).toBe(25);
    // Five years: 25 paid, 20 taken, 5 saved (law group: 5 a year, 25 in all, five years).
    for (let year = 0; year < 5; year += 1) balance = yearEnd(take20(balance)).balance;
    expect(balance.vacationYear.from).toBe('2031-04-01');
    expect(balance.saved.map((lot) => [lot.savedFrom, lot.days, lot.expiresOn])).toEqual([
      ['2026-04-01', 5, '2032-03-31'],
      ['2027-04-01', 5, '2033-03-31'],
      ['2028-04-01', 5, '2034-03-31'],
      ['2029-04-01', 5, '2035-03-31'],
      ['2030-04-01', 5, '2036-03-31'],
    ]);
    // The sixth year 2031/32 is the last of the first lot's five: not taken, it expires on 31 March
    // 2032. That frees room under the 25-day cap, so the year's 5 unused days are saved.
    const sixth = yearEnd(take20(balance));
    expect(sixth.changes.filter((change) => change.kind !== 'earned')).toEqual([
      { kind: 'expired', days: 5, savedFrom: '2026-04-01', expiresOn: '2032-03-31' },
      { kind: 'saved', days: 5, savedFrom: '2031-04-01', expiresOn: '2037-03-31' },
    ]);
    expect(savedDaysLeft(sixth.balance)).toBe(25);
  });

  test('saved days taken in their fifth year do not expire', () => {
    let balance = openVacationBalance({ date: '2026-04-01', group: law, settings, employment });
    for (let year = 0; year < 5; year += 1) balance = yearEnd(take20(balance)).balance;
    const taken = takeVacation(take20(balance), {
      absenceType: 'vacation-saved',
      date: '2032-03-02',
      days: 5,
      isAdvanceAllowed: false,
    });
    expect(taken.draws).toEqual([{ source: 'saved', days: 5, savedFrom: '2026-04-01' }]);
    expect(yearEnd(taken.balance).changes.some((change) => change.kind === 'expired')).toBe(false);
  });

  test('days that may not be saved are paid out, at most 5 saved a year', () => {
    const balance = openVacationBalance({ date: '2026-04-01', group: law, settings, employment });
    const closed = yearEnd({ ...balance, paidDaysTaken: 12 });
    // 13 days left: 5 above 20 may be saved, the other 8 are paid out.
    expect(closed.changes.filter((change) => change.kind !== 'earned')).toEqual([
      { kind: 'saved', days: 5, savedFrom: '2026-04-01', expiresOn: '2032-03-31' },
      { kind: 'paidOut', days: 8, vacationYear: { from: '2026-04-01', to: '2027-03-31' } },
    ]);
  });

  test('the employee may choose to save fewer days', () => {
    const balance = openVacationBalance({ date: '2026-04-01', group: law, settings, employment });
    const closed = yearEnd(take20(balance), { daysToSave: 2 });
    expect(closed.changes.filter((change) => change.kind !== 'earned')).toEqual([
      { kind: 'saved', days: 2, savedFrom: '2026-04-01', expiresOn: '2032-03-31' },
      { kind: 'paidOut', days: 3, vacationYear: { from: '2026-04-01', to: '2027-03-31' } },
    ]);
  });

  test('the new year is earned with its cause: 200 sick days give 24 paid days', () => {
    const balance = openVacationBalance({ date: '2026-04-01', group: law, settings, employment });
    // Earning year 2026-04-01..2027-03-31; sick 2026-04-01..2026-10-17 = 30+31+30+31+31+30+17 = 200.
    const closed = yearEnd(take20(balance), {
      absences: [{ fromDate: '2026-04-01', toDate: '2026-10-17', cause: 'sick', isFullDay: true }],
    });
    expect(closed.changes.at(-1)).toMatchObject({
      kind: 'earned',
      vacationYear: { from: '2027-04-01', to: '2028-03-31' },
      paidDays: 24,
      unpaidDays: 1,
      earning: { nonEarningAbsenceDays: 20 },
    });
  });

  test('advance vacation older than five years is written off', () => {
    const balance = openVacationBalance({ date: '2026-04-01', group: law, settings, employment });
    const closed = yearEnd({
      ...take20(balance),
      advance: [
        { takenOn: '2022-03-31', days: 3, valueOre: 300_000 },
        { takenOn: '2022-04-01', days: 2, valueOre: 200_000 },
      ],
    });
    expect(closed.changes).toContainEqual({
      kind: 'advanceWrittenOff',
      days: 3,
      valueOre: 300_000,
      takenOn: '2022-03-31',
    });
    expect(closed.balance.advance).toEqual([{ takenOn: '2022-04-01', days: 2, valueOre: 200_000 }]);
  });

  test('idempotent: closing the same year twice changes nothing the second time', () => {
    const balance = take20(openVacationBalance({ date: '2026-04-01', group: law, settings, employment }));
    const once = yearEnd(balance, { newYearStart: '2027-04-01' });
    const twice = yearEnd(once.balance, { newYearStart: '2027-04-01' });
    expect(once.changes.length).toBeGreaterThan(0);
    expect(twice.changes).toEqual([]);
    expect(twice.balance).toEqual(once.balance);
  });

  test('calendar years close on 1 January', () => {
    const calendar = { vacationYear: 'calendar', earningYear: 'preceding' } as const;
    const balance = openVacationBalance({ date: '2026-06-01', group: law, settings: calendar, employment });
    const closed = closeVacationYear({
      balance: take20(balance),
      group: law,
      settings: calendar,
      employment,
      absences: [],
      newYearStart: '2027-01-01',
    });
    expect(closed.balance).toMatchObject({
      vacationYear: { from: '2027-01-01', to: '2027-12-31' },
      paidDays: 25,
    });
    expect(closed.balance.saved).toEqual([{ savedFrom: '2026-01-01', days: 5, expiresOn: '2031-12-31' }]);
  });
});
