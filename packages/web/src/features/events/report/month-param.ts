import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { addMonths, formatMonthValue, parseMonthValue } from '@lonsam/domain/time/month-value';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `?month=YYYY-MM`, or the month of `today` when missing or not a month (a bad link still opens). */
export function readMonthParam(value: string | null, today: string): string {
  return value && MONTH_PATTERN.test(value) ? value : today.slice(0, 7);
}

/** `2026-04` + 1 → `2026-05`; over the year's end too. */
export function shiftMonth(month: string, months: number): string {
  return formatMonthValue(addMonths(parseMonthValue(month), months));
}

/** Today in Swedish time: the calendar marks it and opens on its month. */
export function todayInSweden(now: Date = new Date()): string {
  return toDateOnly(now);
}
