import { createDateOnly, toEpochDay } from './calendar-date.ts';
import { type DateOnly, daysInMonth } from './date-shapes.ts';

/** A calendar month; `month` is zero-based (0 = January), as JavaScript dates count. */
export interface MonthValue {
  year: number;
  month: number;
}

export function createMonthValue(year: number, month: number): MonthValue {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 0 || month > 11) {
    throw new RangeError(`Invalid month value: ${year}/${month}`);
  }
  return { year, month };
}

export function addMonths(value: MonthValue, months: number): MonthValue {
  const index = value.year * 12 + value.month + months;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export function compareMonthValues(left: MonthValue, right: MonthValue): number {
  return Math.sign(left.year * 12 + left.month - (right.year * 12 + right.month));
}

/** `YYYY-MM` with a one-based month, as shown and sent. */
export function formatMonthValue(value: MonthValue): string {
  return `${String(value.year).padStart(4, '0')}-${String(value.month + 1).padStart(2, '0')}`;
}

export function parseMonthValue(text: string): MonthValue {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Invalid month: ${text}`);
  return createMonthValue(Number(match[1]), Number(match[2]) - 1);
}

export function monthValueOf(date: DateOnly): MonthValue {
  toEpochDay(date);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) - 1 };
}

export function getFirstDayOfMonth(value: MonthValue): DateOnly {
  return createDateOnly(value.year, value.month, 1);
}

export function getLastDayOfMonth(value: MonthValue): DateOnly {
  return createDateOnly(value.year, value.month, daysInMonth(value.year, value.month));
}
