import { addDays, createDateOnly, getIsoWeekday } from './calendar-date.ts';
import type { DateOnly } from './date-shapes.ts';
import { getLastDayOfMonth, type MonthValue } from './month-value.ts';
import { isBankDay } from './swedish-holidays.ts';

export const PAY_DAY_OF_MONTH = 25;

/** The 25th of the month, moved back to the Friday when it falls on a weekend. */
export function calculatePayDate(value: MonthValue): DateOnly {
  const twentyFifth = createDateOnly(value.year, value.month, PAY_DAY_OF_MONTH);
  const weekday = getIsoWeekday(twentyFifth);
  return weekday >= 6 ? addDays(twentyFifth, 5 - weekday) : twentyFifth;
}

/** A day of the month that every month has, or the month's last day. */
export type PayDay = number | 'last';

/** The day the contract names (the 25th unless told), before it is moved to a banking day. */
export function calculateNominalPayDate(value: MonthValue, payDay: PayDay = PAY_DAY_OF_MONTH): DateOnly {
  return payDay === 'last' ? getLastDayOfMonth(value) : createDateOnly(value.year, value.month, payDay);
}

/**
 * The pay day (the 25th unless told), moved back to the last banking day: over weekends, public
 * holidays and bank holidays. "Senast den 25:e" means earlier, never later (unionen.se).
 */
export function calculateBankPayDate(value: MonthValue, payDay: PayDay = PAY_DAY_OF_MONTH): DateOnly {
  let date = calculateNominalPayDate(value, payDay);
  while (!isBankDay(date)) date = addDays(date, -1);
  return date;
}
