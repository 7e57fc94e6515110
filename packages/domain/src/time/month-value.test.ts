import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  addMonths,
  compareMonthValues,
  createMonthValue,
  formatMonthValue,
  getFirstDayOfMonth,
  getLastDayOfMonth,
  monthValueOf,
  parseMonthValue,
} from './month-value.ts';

test('months are zero-based', () => {
  expect(createMonthValue(2025, 0)).toEqual({ year: 2025, month: 0 });
  expect(formatMonthValue({ year: 2025, month: 0 })).toBe('2025-01');
  expect(parseMonthValue('2025-12')).toEqual({ year: 2025, month: 11 });
  expect(monthValueOf('2024-02-29')).toEqual({ year: 2024, month: 1 });
  expect(() => createMonthValue(2025, 12)).toThrow();
  expect(() => createMonthValue(2025, -1)).toThrow();
  expect(() => parseMonthValue('2025-1')).toThrow();
  expect(() => parseMonthValue('2025-13')).toThrow();
});

test('first and last days, 29 February', () => {
  expect(getFirstDayOfMonth({ year: 2024, month: 1 })).toBe('2024-02-01');
  expect(getLastDayOfMonth({ year: 2024, month: 1 })).toBe('2024-02-29');
  expect(getLastDayOfMonth({ year: 2025, month: 1 })).toBe('2025-02-28');
});

test('adding months across years', () => {
  expect(addMonths({ year: 2025, month: 11 }, 1)).toEqual({ year: 2026, month: 0 });
  expect(addMonths({ year: 2025, month: 0 }, -1)).toEqual({ year: 2024, month: 11 });
  expect(addMonths({ year: 2025, month: 5 }, -30)).toEqual({ year: 2022, month: 11 });
});

test('laws: adding then subtracting is identity; comparison agrees with adding', () => {
  const month = fc.record({
    year: fc.integer({ min: 1900, max: 2200 }),
    month: fc.integer({ min: 0, max: 11 }),
  });
  fc.assert(
    fc.property(month, fc.integer({ min: -500, max: 500 }), (value, months) => {
      expect(addMonths(addMonths(value, months), -months)).toEqual(value);
      expect(compareMonthValues(addMonths(value, months), value)).toBe(Math.sign(months));
    }),
  );
});
