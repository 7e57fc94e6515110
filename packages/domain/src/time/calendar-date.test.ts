import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  addDays,
  createDateOnly,
  differenceInDays,
  fromEpochDay,
  getIsoWeek,
  getIsoWeekday,
  isWeekend,
  toDateOnly,
  toEpochDay,
} from './calendar-date.ts';

test('epoch days', () => {
  expect(toEpochDay('1970-01-01')).toBe(0);
  expect(fromEpochDay(19_000)).toBe('2022-01-08');
  expect(() => toEpochDay('2023-02-29')).toThrow('Invalid date: 2023-02-29');
});

test('adding days across leap day, year end and DST changes', () => {
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
  expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
  expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  expect(differenceInDays('2025-01-01', '2024-01-01')).toBe(366);
});

test('createDateOnly pads and validates', () => {
  expect(createDateOnly(2025, 0, 5)).toBe('2025-01-05');
  expect(() => createDateOnly(2025, 1, 29)).toThrow();
});

test('weekday and weekend', () => {
  expect(getIsoWeekday('2025-06-30')).toBe(1);
  expect(getIsoWeekday('2025-06-29')).toBe(7);
  expect(isWeekend('2025-06-28')).toBe(true);
  expect(isWeekend('2025-06-27')).toBe(false);
});

test('ISO week numbers at year boundaries', () => {
  expect(getIsoWeek('2021-01-03')).toEqual({ weekYear: 2020, week: 53 });
  expect(getIsoWeek('2021-01-04')).toEqual({ weekYear: 2021, week: 1 });
  expect(getIsoWeek('2024-12-30')).toEqual({ weekYear: 2025, week: 1 });
  expect(getIsoWeek('2026-12-31')).toEqual({ weekYear: 2026, week: 53 });
  expect(getIsoWeek('2025-06-30')).toEqual({ weekYear: 2025, week: 27 });
});

test('law: ISO weeks are 1–53, and seven consecutive days from a Monday share a week', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 60_000 }), (epochDay) => {
      const date = fromEpochDay(epochDay);
      const { week } = getIsoWeek(date);
      expect(week).toBeGreaterThanOrEqual(1);
      expect(week).toBeLessThanOrEqual(53);
      const monday = addDays(date, 1 - getIsoWeekday(date));
      expect(getIsoWeek(addDays(monday, 6))).toEqual(getIsoWeek(monday));
      expect(toEpochDay(date)).toBe(epochDay);
    }),
  );
});

test('toDateOnly turns the day at Swedish midnight exactly, whatever it remembered last', () => {
  const before = new Date('2025-06-29T21:59:59.999Z');
  const midnight = new Date('2025-06-29T22:00:00.000Z');
  expect(toDateOnly(before)).toBe('2025-06-29');
  expect(toDateOnly(midnight)).toBe('2025-06-30');
  expect(toDateOnly(before)).toBe('2025-06-29');
  expect(toDateOnly(new Date('2025-06-29T21:59:00.000Z'))).toBe('2025-06-29');
  expect(toDateOnly(new Date('2025-06-29T22:00:59.999Z'))).toBe('2025-06-30');
  // Each time zone remembers its own minute.
  expect(toDateOnly(midnight, 'UTC')).toBe('2025-06-29');
  expect(toDateOnly(midnight)).toBe('2025-06-30');
});

test('toDateOnly uses Swedish calendar days by default', () => {
  expect(toDateOnly(new Date('2025-06-29T22:30:00Z'))).toBe('2025-06-30');
  expect(toDateOnly(new Date('2025-06-29T22:30:00Z'), 'UTC')).toBe('2025-06-29');
  expect(toDateOnly(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
});
