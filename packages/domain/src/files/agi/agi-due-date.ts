import { addDays } from '../../time/calendar-date.ts';
import type { DateOnly } from '../../time/date-shapes.ts';
import { isBankDay } from '../../time/swedish-holidays.ts';

/**
 * When the declaration for a redovisningsperiod (YYYY-MM, the month of payment) must reach
 * Skatteverket (swedish-payroll.md §3.1): the 12th of the next month, the 17th when that month is
 * January or August; employers with a VAT base over 40 MSEK declare on the 26th. A day that is a
 * weekend or a holiday (midsommar-, jul- and nyårsafton count as holidays here) moves to the next
 * weekday.
 */
export function agiDueDate(period: string, options: { largeEmployer?: boolean } = {}): DateOnly {
  const due = nextMonth(period);
  const day = options.largeEmployer ? 26 : dayOfPaymentDue(due.month);
  return nextWeekday(format(due.year, due.month, day));
}

/**
 * When the tax and contributions of the period must be paid: the 12th (17th in January and
 * August), for large employers too.
 */
export function agiPaymentDueDate(period: string): DateOnly {
  const due = nextMonth(period);
  return nextWeekday(format(due.year, due.month, dayOfPaymentDue(due.month)));
}

function dayOfPaymentDue(month: number): number {
  return month === 1 || month === 8 ? 17 : 12;
}

function nextMonth(period: string): { year: number; month: number } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (!match) throw new RangeError(`Not a period YYYY-MM: ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

function format(year: number, month: number, day: number): DateOnly {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function nextWeekday(date: DateOnly): DateOnly {
  let day = date;
  while (!isBankDay(day)) day = addDays(day, 1);
  return day;
}
