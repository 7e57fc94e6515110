import { describe, expect, test } from 'vitest';
import { testContext } from './test-context.ts';
import { holidayNameOn, scheduledHoursOn } from './work-schedule.ts';

describe('scheduledHoursOn, Monday–Friday 8 h', () => {
  const ctx = testContext();

  test('Easter 2026: Thursday 2 April works, Good Friday to Easter Monday do not, Tuesday works', () => {
    // 2 Apr Thu (ordinary), 3 Apr långfredagen, 4 Apr Saturday, 5 Apr påskdagen (Sunday),
    // 6 Apr annandag påsk, 7 Apr Tue (ordinary).
    expect(
      ['2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06', '2026-04-07'].map((date) =>
        scheduledHoursOn(date, ctx),
      ),
    ).toEqual([8, 0, 0, 0, 0, 8]);
  });

  test('midsommarafton, julafton and nyårsafton are days off like Sundays (SemL 3 a §)', () => {
    // 19 Jun 2026 Fri, 24 Dec 2026 Thu, 31 Dec 2026 Thu: all weekdays, all 0 h.
    expect(scheduledHoursOn('2026-06-19', ctx)).toBe(0);
    expect(scheduledHoursOn('2026-12-24', ctx)).toBe(0);
    expect(scheduledHoursOn('2026-12-31', ctx)).toBe(0);
  });

  test('company half day halves the day, company whole day takes it', () => {
    // Mon 5 Jan 2026 half day: 8 / 2 = 4 h. Fri 15 May 2026 (klämdag): 0 h.
    expect(scheduledHoursOn('2026-01-05', ctx)).toBe(4);
    expect(scheduledHoursOn('2026-05-15', ctx)).toBe(0);
  });

  test('nothing is scheduled outside the employment', () => {
    const employed = testContext({ employmentStart: '2026-03-02', employmentEnd: '2026-03-31' });
    // Fri 27 Feb before the start, Mon 2 Mar the first day, Tue 31 Mar the last, Wed 1 Apr after.
    expect(scheduledHoursOn('2026-02-27', employed)).toBe(0);
    expect(scheduledHoursOn('2026-03-02', employed)).toBe(8);
    expect(scheduledHoursOn('2026-03-31', employed)).toBe(8);
    expect(scheduledHoursOn('2026-04-01', employed)).toBe(0);
  });
});

test('a Wednesday–Sunday schedule works ordinary Sundays but not påskdagen', () => {
  const ctx = testContext({ schedule: [0, 0, 7.5, 7.5, 7.5, 7.5, 7.5], weeklyHours: 37.5 });
  // Sun 12 Apr 2026 ordinary: 7.5 h. Sun 5 Apr påskdagen: 0. Mon 13 Apr off by the schedule: 0.
  expect(scheduledHoursOn('2026-04-12', ctx)).toBe(7.5);
  expect(scheduledHoursOn('2026-04-05', ctx)).toBe(0);
  expect(scheduledHoursOn('2026-04-13', ctx)).toBe(0);
  // Company half day on a 7.5 h weekday would be 3.75 h; 5 Jan 2026 is a Monday, off anyway.
  expect(scheduledHoursOn('2026-01-05', ctx)).toBe(0);
});

test('holidayNameOn names public, de facto and company days, not ordinary weekends', () => {
  const { holidays } = testContext();
  expect(holidayNameOn('2026-04-03', holidays)).toBe('Långfredagen');
  expect(holidayNameOn('2026-12-24', holidays)).toBe('Julafton');
  expect(holidayNameOn('2026-01-05', holidays)).toBe('Trettondagsafton');
  expect(holidayNameOn('2026-04-04', holidays)).toBeNull();
  expect(holidayNameOn('2026-04-07', holidays)).toBeNull();
});
