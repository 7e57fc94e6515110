import type { DateOnly } from '../time/date-shapes.ts';
import {
  STATUTORY_PAID_DAYS,
  UNSAVABLE_DAYS,
  type VacationGroup,
  type VacationSettings,
} from './vacation-settings.ts';

export type DatePeriod = { from: DateOnly; to: DateOnly };

/**
 * The vacation year a date falls in and the earning year (intjänandeår) that pays for it.
 * Law (3 §): 1 April–31 March, earned in the twelve months before. Calendar: the calendar year,
 * earned in the year before or, as some agreements have it, in the same year.
 */
export function findVacationYear(
  date: DateOnly,
  settings: Pick<VacationSettings, 'vacationYear' | 'earningYear'>,
) {
  const year = Number(date.slice(0, 4));
  if (settings.vacationYear === 'statutory') {
    const startYear = date.slice(5) >= '04-01' ? year : year - 1;
    return {
      vacationYear: aprilYear(startYear),
      earningYear: aprilYear(startYear - 1),
    };
  }
  const earningYear = settings.earningYear === 'same' ? year : year - 1;
  return { vacationYear: calendarYear(year), earningYear: calendarYear(earningYear) };
}

const aprilYear = (startYear: number): DatePeriod => ({
  from: `${startYear}-04-01`,
  to: `${startYear + 1}-03-31`,
});
const calendarYear = (year: number): DatePeriod => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** Percentages as whole thousandths of a percent, so 0.43 % and 0.605 % stay exact. */
const toMilliPercent = (percent: number) => Math.round(percent * 1000);
/** amount × percent / 100 × factor, to the nearest öre. */
const percentOf = (amountOre: number, percent: number, factor = 1) =>
  Math.round((amountOre * toMilliPercent(percent) * factor) / 100_000);

/** Sammalöneregeln: the semestertillägg for `days` paid days, from the monthly salary. */
export function vacationSupplementOre(group: VacationGroup, monthlySalaryOre: number, days: number): number {
  return percentOf(monthlySalaryOre, group.supplementPercent, days);
}

/**
 * Sammalöneregeln: the vacation pay on variable pay (provision, overtime) for `days` days. Per day
 * (PTK): % × days of the earning year's variable pay. Whole year (law): % of it spread over the
 * year's paid days.
 */
export function variablePayVacationOre(group: VacationGroup, variablePayOre: number, days: number): number {
  if (group.variablePayBasis === 'perDay') return percentOf(variablePayOre, group.variablePayPercent, days);
  return percentOf(variablePayOre, group.variablePayPercent, days / group.paidDaysPerYear);
}

/**
 * Procentregeln's percentage: the group's, plus 0.48 % per paid day above 25 (12 % / 25 days;
 * verksamt.se, swedish-payroll.md §9.3).
 */
export function procentregelnPercent(group: VacationGroup): number {
  const extraDays = Math.max(0, group.paidDaysPerYear - STATUTORY_PAID_DAYS);
  return (toMilliPercent(group.percent) + 480 * extraDays) / 1000;
}

/** Procentregeln: vacation pay per paid day from the earning year's semesterlönegrundande pay. */
export function procentregelnPayPerDayOre(group: VacationGroup, earningBaseOre: number): number {
  return Math.round(percentOf(earningBaseOre, procentregelnPercent(group)) / group.paidDaysPerYear);
}

/**
 * Days an employee may save from a vacation year (18 §): only what is above 20 of the year's paid
 * days and not taken, at most the group's days per year and up to the group's total.
 */
export function findSavableDays(
  group: VacationGroup,
  year: { paidDays: number; takenPaidDays: number; savedDaysBefore: number },
): number {
  const aboveTwenty = Math.max(0, year.paidDays - UNSAVABLE_DAYS);
  const unused = Math.max(0, year.paidDays - year.takenPaidDays);
  const roomLeft = Math.max(0, group.savedDays.maxTotal - year.savedDaysBefore);
  return Math.min(aboveTwenty, unused, group.savedDays.maxPerYear, roomLeft);
}

/** The last day to take days saved from the vacation year that ended on `vacationYearEnd`. */
export function findSavedDaysDeadline(group: VacationGroup, vacationYearEnd: DateOnly): DateOnly {
  return `${Number(vacationYearEnd.slice(0, 4)) + group.savedDays.expiryYears}${vacationYearEnd.slice(4)}`;
}
