/*
 * A span of months for the SIE export (issue 21): from one month to another, both included, within
 * one financial year, so one file never mixes the books of two years (a SIE 4I file is imported
 * into one year's books). The company has no financial-year setting yet, so the server asks for
 * the calendar year (first month January); `firstMonth` is here for a broken financial year
 * (brutet räkenskapsår, e.g. July–June) once the settings hold one.
 */

/** 'YYYY-MM' */
export type Month = string;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Why a span cannot be exported: the last month before the first, or two financial years. */
export type MonthSpanProblem = 'reversed' | 'crosses-financial-year';

function parts(month: Month): [number, number] {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`Not a month: ${month}`);
  const [year, number] = month.split('-').map(Number) as [number, number];
  return [year, number];
}

function format(year: number, month: number): Month {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The first month of the financial year the month belongs to (firstMonth 1: the calendar year). */
export function financialYearStart(month: Month, firstMonth = 1): Month {
  if (!Number.isInteger(firstMonth) || firstMonth < 1 || firstMonth > 12)
    throw new RangeError(`Not a month number: ${firstMonth}`);
  const [year, number] = parts(month);
  return format(number >= firstMonth ? year : year - 1, firstMonth);
}

/** Null when the span can be exported as one file. */
export function checkMonthSpan(from: Month, to: Month, firstMonth = 1): MonthSpanProblem | null {
  if (to < from) return 'reversed';
  if (financialYearStart(from, firstMonth) !== financialYearStart(to, firstMonth))
    return 'crosses-financial-year';
  return null;
}

/** Every month from `from` to `to`, both included, in order (empty when reversed). */
export function monthsInSpan(from: Month, to: Month): Month[] {
  let [year, month] = parts(from);
  parts(to);
  const months: Month[] = [];
  for (let current = from; current <= to; current = format(year, month)) {
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
