import Holidays from 'date-holidays';
import { expect, test } from 'vitest';
import { getIsoWeekday } from '../time/calendar-date.ts';
import { listBankClosedDays } from '../time/swedish-holidays.ts';
import { findEasterSunday, listSwedishPublicHolidays } from './swedish-public-holidays.ts';

test('2026 by hand against the table of swedish-payroll.md §7.3', () => {
  // Easter 2026 is 5 April: långfredagen −2 = 3 April, annandag påsk +1 = 6 April,
  // Kristi himmelsfärd +39 = 14 May, pingstdagen +49 = 24 May. 1 January 2026 is a Thursday, so
  // 20 June is 170 days later = 24 weeks + 2 days → Saturday: midsommardagen 20 June,
  // midsommarafton Friday 19 June; 31 October is day 303 = 43 weeks + 2 → Saturday.
  const days = listSwedishPublicHolidays(2026).map(
    (holiday) => `${holiday.date} ${holiday.id} ${holiday.kind}`,
  );
  expect(days).toEqual([
    '2026-01-01 newYearsDay public',
    '2026-01-06 epiphany public',
    '2026-04-03 goodFriday public',
    '2026-04-05 easterSunday public',
    '2026-04-06 easterMonday public',
    '2026-05-01 mayDay public',
    '2026-05-14 ascensionDay public',
    '2026-05-24 whitSunday public',
    '2026-06-06 nationalDay public',
    '2026-06-19 midsummerEve deFacto',
    '2026-06-20 midsummerDay public',
    '2026-10-31 allSaintsDay public',
    '2026-12-24 christmasEve deFacto',
    '2026-12-25 christmasDay public',
    '2026-12-26 boxingDay public',
    '2026-12-31 newYearsEve deFacto',
  ]);
});

test('2025 moving days against §7.3', () => {
  const byId = new Map(listSwedishPublicHolidays(2025).map((holiday) => [holiday.id, holiday.date]));
  expect(findEasterSunday(2025)).toBe('2025-04-20');
  expect(byId.get('goodFriday')).toBe('2025-04-18');
  expect(byId.get('ascensionDay')).toBe('2025-05-29');
  expect(byId.get('whitSunday')).toBe('2025-06-08');
  expect(byId.get('midsummerEve')).toBe('2025-06-20');
  expect(byId.get('midsummerDay')).toBe('2025-06-21');
  expect(byId.get('allSaintsDay')).toBe('2025-11-01');
});

test('Easter at its extremes: 22 March 2285 and 25 April 2038 (known dates)', () => {
  expect(findEasterSunday(2285)).toBe('2285-03-22');
  expect(findEasterSunday(2038)).toBe('2038-04-25');
  expect(findEasterSunday(1900)).toBe('1900-04-15');
});

test('midsommardagen and alla helgons dag are always the Saturday of their week', () => {
  for (let year = 1900; year <= 2100; year += 1) {
    const byId = new Map(listSwedishPublicHolidays(year).map((holiday) => [holiday.id, holiday.date]));
    const midsummer = byId.get('midsummerDay') ?? '';
    const allSaints = byId.get('allSaintsDay') ?? '';
    expect(getIsoWeekday(midsummer)).toBe(6);
    expect(midsummer >= `${year}-06-20` && midsummer <= `${year}-06-26`).toBe(true);
    expect(getIsoWeekday(allSaints)).toBe(6);
    expect(allSaints >= `${year}-10-31` && allSaints <= `${year}-11-06`).toBe(true);
  }
});

test('the same dates as date-holidays (public and bank days) for every year of today’s law, 2005–2100', () => {
  // The library is the second source, in the tests only: the product counts the days itself.
  const library = new Holidays('SE');
  for (let year = 2005; year <= 2100; year += 1) {
    const theirs = [
      ...new Set(
        library
          .getHolidays(year, 'sv')
          .filter((holiday) => holiday.type === 'public' || holiday.type === 'bank')
          // The library's `date` is local wall-clock text `YYYY-MM-DD hh:mm:ss`.
          .map((holiday) => holiday.date.slice(0, 10)),
      ),
    ];
    const ours = [...new Set(listSwedishPublicHolidays(year).map((holiday) => holiday.date))];
    expect(ours, String(year)).toEqual(theirs);
    expect([...listBankClosedDays(year).keys()], String(year)).toEqual(theirs);
  }
});
