import { expect, test } from 'vitest';
import { formatRelativeDate, formatRelativePeriod } from './relative-date.ts';

const today = '2025-03-01';

test('today, yesterday, tomorrow, within 7 days, then the date', () => {
  expect(formatRelativeDate('2025-03-01', today)).toBe('i dag');
  expect(formatRelativeDate('2025-02-28', today)).toBe('i går');
  expect(formatRelativeDate('2025-03-02', today)).toBe('i morgon');
  expect(formatRelativeDate('2025-03-08', today)).toBe('om 7 dagar');
  expect(formatRelativeDate('2025-02-22', today)).toBe('för 7 dagar sedan');
  expect(formatRelativeDate('2025-03-09', today)).toBe('2025-03-09');
  expect(formatRelativeDate('2025-02-21', today)).toBe('2025-02-21');
});

test('weeks under 4, months under 12, then years', () => {
  expect(formatRelativePeriod('2025-03-03', today)).toBe('om 2 dagar');
  expect(formatRelativePeriod('2025-03-08', today)).toBe('om 1 vecka');
  expect(formatRelativePeriod('2025-02-08', today)).toBe('för 3 veckor sedan');
  expect(formatRelativePeriod('2025-03-28', today)).toBe('om 3 veckor');
  expect(formatRelativePeriod('2025-03-29', today)).toBe('om 1 månad');
  expect(formatRelativePeriod('2025-03-31', today)).toBe('om 1 månad');
  expect(formatRelativePeriod('2025-01-31', today)).toBe('för 1 månad sedan');
  expect(formatRelativePeriod('2024-12-01', today)).toBe('för 3 månader sedan');
  expect(formatRelativePeriod('2026-02-28', today)).toBe('om 11 månader');
  expect(formatRelativePeriod('2026-03-01', today)).toBe('om 1 år');
  expect(formatRelativePeriod('2023-01-15', today)).toBe('för 2 år sedan');
});

test('29 February: one year on is counted in whole months', () => {
  expect(formatRelativePeriod('2025-02-28', '2024-02-29')).toBe('om 11 månader');
  expect(formatRelativePeriod('2025-03-01', '2024-02-29')).toBe('om 1 år');
});
