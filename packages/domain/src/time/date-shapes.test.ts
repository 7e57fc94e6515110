import { expect, test } from 'vitest';
import {
  daysInMonth,
  isDateOnly,
  isDateTimeText,
  isTimeOnly,
  isUnsetDateTime,
  SECONDS_PER_DAY,
  trimDateInput,
  UNSET_DATE_TIME,
} from './date-shapes.ts';

test('date-only shape and real calendar dates, 29 February', () => {
  expect(isDateOnly('2024-02-29')).toBe(true);
  expect(isDateOnly('2023-02-29')).toBe(false);
  expect(isDateOnly('2000-02-29')).toBe(true);
  expect(isDateOnly('1900-02-29')).toBe(false);
  expect(isDateOnly('2025-13-01')).toBe(false);
  expect(isDateOnly('2025-00-10')).toBe(false);
  expect(isDateOnly('2025-1-01')).toBe(false);
  expect(isDateOnly('20250101')).toBe(false);
});

test('no year 0000: PostgreSQL has none (1 BC is its 0001 BC)', () => {
  expect(isDateOnly('0000-01-01')).toBe(false);
  expect(isDateOnly('0000-02-29')).toBe(false);
  expect(isDateOnly('0001-01-01')).toBe(true);
});

test('time-only and date-time shapes', () => {
  expect(isTimeOnly('23:59:59')).toBe(true);
  expect(isTimeOnly('24:00:00')).toBe(false);
  expect(isTimeOnly('12:60:00')).toBe(false);
  expect(isTimeOnly('12:00')).toBe(false);
  expect(isDateTimeText('2025-06-30T01:00:00')).toBe(true);
  expect(isDateTimeText('2025-06-30 01:00:00')).toBe(false);
  expect(isDateTimeText('2025-06-31T01:00:00')).toBe(false);
  expect(isDateTimeText('2025-06-30T01:00')).toBe(false);
});

test('the unset sentinel', () => {
  expect(UNSET_DATE_TIME).toBe('1970-01-01T00:00:00');
  expect(isUnsetDateTime('1970-01-01T00:00:00')).toBe(true);
  expect(isUnsetDateTime('1970-01-01T00:00:00.000Z')).toBe(true);
  expect(isUnsetDateTime(null)).toBe(true);
  expect(isUnsetDateTime(undefined)).toBe(true);
  expect(isUnsetDateTime('')).toBe(true);
  expect(isUnsetDateTime('1970-01-01T00:00:01')).toBe(false);
});

test('a day is 86400 s; months have their lengths', () => {
  expect(SECONDS_PER_DAY).toBe(86_400);
  expect(daysInMonth(2024, 1)).toBe(29);
  expect(daysInMonth(2025, 1)).toBe(28);
  expect(daysInMonth(2025, 11)).toBe(31);
  expect(daysInMonth(2025, 3)).toBe(30);
});

test('date inputs are trimmed to 10 characters', () => {
  expect(trimDateInput(' 2025-06-30T12:00:00 ')).toBe('2025-06-30');
});
