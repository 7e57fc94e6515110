import { addDays, createDateOnly, getIsoWeekday } from './calendar-date.ts';
import type { DateOnly } from './date-shapes.ts';
import type { MonthValue } from './month-value.ts';
import { isBankDay } from './swedish-holidays.ts';

export const PAY_DAY_OF_MONTH = 25;

/** The 25th of the month, moved back to the Friday when it falls on a weekend. */
export function calculatePayDate(value: MonthValue): DateOnly {
  const twentyFifth = createDateOnly(value.year, value.month, PAY_DAY_OF_MONTH);
  const weekday = getIsoWeekday(twentyFifth);
  return weekday >= 6 ? addDays(twentyFifth, 5 - weekday) : twentyFifth;
}

/** The 25th, moved back to the last banking day: over weekends, public holidays and bank holidays. */
export function calculateBankPayDate(value: MonthValue): DateOnly {
  let date = createDateOnly(value.year, value.month, PAY_DAY_OF_MONTH);
  while (!isBankDay(date)) date = addDays(date, -1);
  return date;
}
