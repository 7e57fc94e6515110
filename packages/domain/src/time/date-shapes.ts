/** Text shapes of spec §5 and the constants of §9 that every date helper shares. */

/** `YYYY-MM-DD` */
export type DateOnly = string;
/** `hh:mm:ss` */
export type TimeOnly = string;
/** `YYYY-MM-DDThh:mm:ss` (wall-clock, no offset) */
export type DateTimeText = string;

export const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_ONLY_PATTERN = /^\d{2}:\d{2}:\d{2}$/;
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** Stored in date-time fields to mean "not set". */
export const UNSET_DATE_TIME: DateTimeText = '1970-01-01T00:00:00';
export const BEGINNING_OF_TIME: DateOnly = '1970-01-01';
/** Default maximum of date inputs. */
export const MAX_INPUT_DATE: DateOnly = '9999-12-01';

export const SECONDS_PER_DAY = 86_400;
export const MILLISECONDS_PER_DAY = SECONDS_PER_DAY * 1000;

/** A real calendar date: month 1–12, the month's days, and no year 0000 (PostgreSQL has none). */
export function isDateOnly(value: string): boolean {
  if (!DATE_ONLY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month - 1);
}

export function isTimeOnly(value: string): boolean {
  if (!TIME_ONLY_PATTERN.test(value)) return false;
  const [hours, minutes, seconds] = value.split(':').map(Number) as [number, number, number];
  return hours <= 23 && minutes <= 59 && seconds <= 59;
}

export function isDateTimeText(value: string): boolean {
  if (!DATE_TIME_PATTERN.test(value)) return false;
  const [date = '', time = ''] = value.split('T');
  return isDateOnly(date) && isTimeOnly(time);
}

export function isUnsetDateTime(value: string | null | undefined): boolean {
  return value === undefined || value === null || value === '' || value.startsWith(UNSET_DATE_TIME);
}

/** Date inputs keep only their first 10 characters (a pasted date-time becomes its date). */
export function trimDateInput(value: string): string {
  return value.trim().slice(0, 10);
}

/** Days in a zero-based month; 29 for February of leap years. */
export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}
