import { describe, expect, it } from 'vitest';
import { buildCalendarWeeks, eventsOnDate } from './calendar-weeks.ts';
import { makeEvent, monthDays } from './report-test-kit.tsx';

describe('buildCalendarWeeks', () => {
  it('lays February 2021 (Monday the 1st to Sunday the 28th) out as exactly four ISO weeks 5–8', () => {
    const weeks = buildCalendarWeeks(monthDays('2021-02'));
    expect(weeks.map((week) => week.week)).toEqual([5, 6, 7, 8]);
    expect(weeks.every((week) => week.days.every((day) => day !== null))).toBe(true);
  });

  it('gives January 2027 the ISO week 53 of 2026 first (1 January 2027 is a Friday)', () => {
    const weeks = buildCalendarWeeks(monthDays('2027-01'));
    expect(weeks[0]?.week).toBe(53);
    expect(weeks[0]?.days.map((day) => day?.date ?? null)).toEqual([
      null,
      null,
      null,
      null,
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weeks[1]?.week).toBe(1);
    // 31 January 2027 is a Sunday: the last week ends on it.
    expect(weeks.at(-1)?.days[6]?.date).toBe('2027-01-31');
  });
});

describe('eventsOnDate', () => {
  it('takes the events whose first to last date covers the day', () => {
    const sick = makeEvent({ fromDate: '2026-04-08', toDate: '2026-04-09' });
    expect(eventsOnDate([sick], '2026-04-07')).toEqual([]);
    expect(eventsOnDate([sick], '2026-04-08')).toEqual([sick]);
    expect(eventsOnDate([sick], '2026-04-09')).toEqual([sick]);
    expect(eventsOnDate([sick], '2026-04-10')).toEqual([]);
  });
});
