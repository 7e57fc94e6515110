import { expect, test } from 'vitest';
import { isBankDay, isSwedishHoliday, listBankClosedDays } from './swedish-holidays.ts';

test('public and bank holidays of 2026', () => {
  const days = listBankClosedDays(2026);
  expect([...days.keys()]).toEqual([
    '2026-01-01',
    '2026-01-06',
    '2026-04-03',
    '2026-04-05',
    '2026-04-06',
    '2026-05-01',
    '2026-05-14',
    '2026-05-24',
    '2026-06-06',
    '2026-06-19',
    '2026-06-20',
    '2026-10-31',
    '2026-12-24',
    '2026-12-25',
    '2026-12-26',
    '2026-12-31',
  ]);
  expect(listBankClosedDays(2026)).toBe(days);
});

test('isSwedishHoliday and isBankDay', () => {
  expect(isSwedishHoliday('2025-06-20')).toBe(true);
  expect(isSwedishHoliday('2025-06-19')).toBe(false);
  expect(isBankDay('2025-06-19')).toBe(true);
  expect(isBankDay('2025-06-20')).toBe(false);
  expect(isBankDay('2025-06-22')).toBe(false);
});
