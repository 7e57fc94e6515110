import { addDays, createDateOnly, getIsoWeekday } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';

/**
 * Sweden's holidays of a year by the current law (SFS 1989:253 as amended by 2004:1320, so
 * nationaldagen and no annandag pingst for every year), plus the three de facto days off
 * midsommarafton, julafton and nyårsafton that semesterlagen 3 a § treats like sundays
 * (docs/settings.md *Helgdagar*). Sundays are holidays too; only the named ones are listed.
 */
export const PUBLIC_HOLIDAY_IDS = [
  'newYearsDay',
  'epiphany',
  'goodFriday',
  'easterSunday',
  'easterMonday',
  'mayDay',
  'ascensionDay',
  'whitSunday',
  'nationalDay',
  'midsummerEve',
  'midsummerDay',
  'allSaintsDay',
  'christmasEve',
  'christmasDay',
  'boxingDay',
  'newYearsEve',
] as const;
export type PublicHolidayId = (typeof PUBLIC_HOLIDAY_IDS)[number];

/** The Swedish names, for the server and tests; the web shows its own translations by id. */
export const PUBLIC_HOLIDAY_NAMES: Record<PublicHolidayId, string> = {
  newYearsDay: 'Nyårsdagen',
  epiphany: 'Trettondedag jul',
  goodFriday: 'Långfredagen',
  easterSunday: 'Påskdagen',
  easterMonday: 'Annandag påsk',
  mayDay: 'Första maj',
  ascensionDay: 'Kristi himmelsfärdsdag',
  whitSunday: 'Pingstdagen',
  nationalDay: 'Sveriges nationaldag',
  midsummerEve: 'Midsommarafton',
  midsummerDay: 'Midsommardagen',
  allSaintsDay: 'Alla helgons dag',
  christmasEve: 'Julafton',
  christmasDay: 'Juldagen',
  boxingDay: 'Annandag jul',
  newYearsEve: 'Nyårsafton',
};

/** `public`: allmän helgdag by law; `deFacto`: a day off by custom that the law treats as a sunday. */
export type PublicHoliday = { id: PublicHolidayId; date: DateOnly; kind: 'public' | 'deFacto' };

/** Easter Sunday, Gregorian (the anonymous algorithm of Meeus/Jones/Butcher). */
export function findEasterSunday(year: number): DateOnly {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return createDateOnly(year, month - 1, day);
}

/** The Saturday among the given seven days of a month (midsommardagen, alla helgons dag). */
function findSaturdayFrom(first: DateOnly): DateOnly {
  return addDays(first, (6 - getIsoWeekday(first) + 7) % 7);
}

export function listSwedishPublicHolidays(year: number): PublicHoliday[] {
  const easter = findEasterSunday(year);
  const on = (month: number, day: number) => createDateOnly(year, month - 1, day);
  const midsummerDay = findSaturdayFrom(on(6, 20));
  const holidays: PublicHoliday[] = [
    { id: 'newYearsDay', date: on(1, 1), kind: 'public' },
    { id: 'epiphany', date: on(1, 6), kind: 'public' },
    { id: 'goodFriday', date: addDays(easter, -2), kind: 'public' },
    { id: 'easterSunday', date: easter, kind: 'public' },
    { id: 'easterMonday', date: addDays(easter, 1), kind: 'public' },
    { id: 'mayDay', date: on(5, 1), kind: 'public' },
    { id: 'ascensionDay', date: addDays(easter, 39), kind: 'public' },
    { id: 'whitSunday', date: addDays(easter, 49), kind: 'public' },
    { id: 'nationalDay', date: on(6, 6), kind: 'public' },
    { id: 'midsummerEve', date: addDays(midsummerDay, -1), kind: 'deFacto' },
    { id: 'midsummerDay', date: midsummerDay, kind: 'public' },
    { id: 'allSaintsDay', date: findSaturdayFrom(on(10, 31)), kind: 'public' },
    { id: 'christmasEve', date: on(12, 24), kind: 'deFacto' },
    { id: 'christmasDay', date: on(12, 25), kind: 'public' },
    { id: 'boxingDay', date: on(12, 26), kind: 'public' },
    { id: 'newYearsEve', date: on(12, 31), kind: 'deFacto' },
  ];
  // Pingstdagen falls on nationaldagen in some years (2049); both stay listed.
  return holidays.sort((left, right) => left.date.localeCompare(right.date));
}
