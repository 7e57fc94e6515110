import { type DateOnly, isDateOnly, MILLISECONDS_PER_DAY } from './date-shapes.ts';

/**
 * Calendar arithmetic on `YYYY-MM-DD` text. Everything runs on UTC midnights, so daylight-saving
 * changes of any local zone cannot move a date.
 */

export function assertDateOnly(value: string): asserts value is DateOnly {
  if (!isDateOnly(value)) throw new RangeError(`Invalid date: ${value}`);
}

/** Days since 1970-01-01. */
export function toEpochDay(date: DateOnly): number {
  assertDateOnly(date);
  return Date.parse(`${date}T00:00:00Z`) / MILLISECONDS_PER_DAY;
}

export function fromEpochDay(epochDay: number): DateOnly {
  return new Date(epochDay * MILLISECONDS_PER_DAY).toISOString().slice(0, 10);
}

export function createDateOnly(year: number, monthIndex: number, day: number): DateOnly {
  const date = `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  assertDateOnly(date);
  return date;
}

export function addDays(date: DateOnly, days: number): DateOnly {
  return fromEpochDay(toEpochDay(date) + days);
}

/** later − earlier in whole days. */
export function differenceInDays(later: DateOnly, earlier: DateOnly): number {
  return toEpochDay(later) - toEpochDay(earlier);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function getIsoWeekday(date: DateOnly): number {
  const weekday = new Date(toEpochDay(date) * MILLISECONDS_PER_DAY).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function isWeekend(date: DateOnly): boolean {
  return getIsoWeekday(date) >= 6;
}

/** ISO 8601 week number and its week-year (the year of the week's Thursday). */
export function getIsoWeek(date: DateOnly): { weekYear: number; week: number } {
  const thursday = addDays(date, 4 - getIsoWeekday(date));
  const weekYear = Number(thursday.slice(0, 4));
  const week = Math.floor(differenceInDays(thursday, `${thursday.slice(0, 4)}-01-01`) / 7) + 1;
  return { weekYear, week };
}

// Building a formatter costs far more than using one, and using one (about 5 µs) still showed in the
// server's profile: every time zone's offset is a whole number of minutes, so the date of one minute
// is the date of all its instants and is remembered for the rest of that minute.
const dateFormatters = new Map<string, { format: Intl.DateTimeFormat; minute: number; date: DateOnly }>();

/** The calendar date of an instant in a time zone (default Swedish time). */
export function toDateOnly(instant: Date, timeZone = 'Europe/Stockholm'): DateOnly {
  const minute = Math.floor(instant.getTime() / 60_000);
  let entry = dateFormatters.get(timeZone);
  if (!entry) {
    // sv-SE formats dates as YYYY-MM-DD, which is exactly our shape.
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    entry = { format, minute: Number.NaN, date: '' };
    dateFormatters.set(timeZone, entry);
  }
  if (entry.minute !== minute) {
    entry.date = entry.format.format(instant);
    entry.minute = minute;
  }
  return entry.date;
}
