import { expect, test } from 'vitest';
import { calculateBankPayDate, calculateNominalPayDate, calculatePayDate } from './pay-date.ts';

test('the 25th on a weekday stays', () => {
  expect(calculatePayDate({ year: 2025, month: 5 })).toBe('2025-06-25');
});

test('a Saturday or Sunday 25th moves back to Friday', () => {
  expect(calculatePayDate({ year: 2025, month: 4 })).toBe('2025-05-23'); // Sunday 25 May
  expect(calculatePayDate({ year: 2025, month: 9 })).toBe('2025-10-24'); // Saturday 25 Oct
});

test('DST changes around the pay date do not move it', () => {
  // Sunday 25 October 2026 and Sunday 25 March 2029 are the days the clocks change.
  expect(calculatePayDate({ year: 2026, month: 9 })).toBe('2026-10-23');
  expect(calculatePayDate({ year: 2029, month: 2 })).toBe('2029-03-23');
  expect(calculateBankPayDate({ year: 2026, month: 9 })).toBe('2026-10-23');
});

test('the plain helper ignores holidays; the bank variant steps over them', () => {
  expect(calculatePayDate({ year: 2025, month: 11 })).toBe('2025-12-25');
  expect(calculateBankPayDate({ year: 2025, month: 11 })).toBe('2025-12-23');
  // Midsummer Eve on Friday 25 June 2021 is a bank holiday.
  expect(calculatePayDate({ year: 2021, month: 5 })).toBe('2021-06-25');
  expect(calculateBankPayDate({ year: 2021, month: 5 })).toBe('2021-06-24');
});

test('bank pay dates match the table in the payroll research notes (2025, 2026)', () => {
  const expected: Record<number, number[]> = {
    2025: [24, 25, 25, 25, 23, 25, 25, 25, 25, 24, 25, 23],
    2026: [23, 25, 25, 24, 25, 25, 24, 25, 25, 23, 25, 23],
  };
  for (const [year, days] of Object.entries(expected)) {
    const actual = days.map((_, month) =>
      Number(calculateBankPayDate({ year: Number(year), month }).slice(8)),
    );
    expect(actual, year).toEqual(days);
  }
});

test('another pay day of the month, or the last banking day', () => {
  // The 27th of February 2026 is a Friday and stays.
  expect(calculateBankPayDate({ year: 2026, month: 1 }, 27)).toBe('2026-02-27');
  // The 1st of January 2027 is nyårsdagen (a Friday); 31 December is nyårsafton, a bank holiday,
  // so the previous banking day is Wednesday 30 December 2026.
  expect(calculateBankPayDate({ year: 2027, month: 0 }, 1)).toBe('2026-12-30');
  // The last day of May 2026 is Sunday the 31st; Friday the 29th is a banking day.
  expect(calculateBankPayDate({ year: 2026, month: 4 }, 'last')).toBe('2026-05-29');
  // February 2028 has 29 days (a leap year); the 29th is a Tuesday.
  expect(calculateBankPayDate({ year: 2028, month: 1 }, 'last')).toBe('2028-02-29');
  expect(calculateNominalPayDate({ year: 2026, month: 1 }, 'last')).toBe('2026-02-28');
});
