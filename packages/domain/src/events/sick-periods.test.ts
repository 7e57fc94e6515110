import { describe, expect, test } from 'vitest';
import { buildSickPeriods, sickInfoForEvent } from './sick-periods.ts';
import { absence, testContext } from './test-context.ts';

// Monday–Friday 8 h, 40 h a week: a karensavdrag is 20 % × 40 = 8 h.
const ctx = testContext();
const sick = (id: string, from: string, to: string, extent?: Parameters<typeof absence>[3]) => ({
  id,
  payload: absence('sick', from, to, extent),
});

describe('re-sickness: day 5 versus day 6 after the last sick day', () => {
  // First spell Mon 2 – Wed 4 March 2026: days 1–3, karens 8 h on Monday 2 March.
  const first = sick('a', '2026-03-02', '2026-03-04');

  test('starting Monday 9 March (4 + 5) continues the period: days 4–5, one karensavdrag', () => {
    const periods = buildSickPeriods([first, sick('b', '2026-03-09', '2026-03-10')], ctx);
    expect(periods).toHaveLength(1);
    expect(periods[0]?.days.map((day) => [day.date, day.dayNumber])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 2],
      ['2026-03-04', 3],
      ['2026-03-09', 4],
      ['2026-03-10', 5],
    ]);
    expect(periods[0]?.karensHoursByEvent).toEqual({ a: 8 });
    expect(sickInfoForEvent('b', periods)).toEqual({
      periodStart: '2026-03-02',
      firstDay: 4,
      lastDay: 5,
      karens: false,
      certificateNeeded: false,
      beyondDay14: false,
    });
  });

  test('starting Tuesday 10 March (4 + 6) is a new period: day 1 again, a second karensavdrag', () => {
    const periods = buildSickPeriods([first, sick('b', '2026-03-10', '2026-03-11')], ctx);
    expect(periods.map((period) => [period.start, period.end, period.karensHours])).toEqual([
      ['2026-03-02', '2026-03-04', 8],
      ['2026-03-10', '2026-03-11', 8],
    ]);
    expect(sickInfoForEvent('b', periods)).toEqual({
      periodStart: '2026-03-10',
      firstDay: 1,
      lastDay: 2,
      karens: true,
      certificateNeeded: false,
      beyondDay14: false,
    });
  });
});

describe('day 8 and day 14 versus 15 (calendar days, weekends included)', () => {
  test('Mon 2 – Sun 8 March is 7 days: no certificate yet', () => {
    const periods = buildSickPeriods([sick('a', '2026-03-02', '2026-03-08')], ctx);
    expect(sickInfoForEvent('a', periods)).toMatchObject({ lastDay: 7, certificateNeeded: false });
    expect(periods[0]?.certificateNeededFrom).toBeNull();
  });

  test('Mon 2 – Mon 9 March is 8 days: certificate needed from Monday 9 March', () => {
    const periods = buildSickPeriods([sick('a', '2026-03-02', '2026-03-09')], ctx);
    expect(sickInfoForEvent('a', periods)).toMatchObject({ lastDay: 8, certificateNeeded: true });
    expect(periods[0]?.certificateNeededFrom).toBe('2026-03-09');
  });

  test('Mon 2 – Sun 15 March is day 14: still sjuklön, not flagged', () => {
    const periods = buildSickPeriods([sick('a', '2026-03-02', '2026-03-15')], ctx);
    expect(sickInfoForEvent('a', periods)).toMatchObject({ lastDay: 14, beyondDay14: false });
    expect(periods[0]?.beyondDay14From).toBeNull();
  });

  test('Mon 2 – Mon 16 March reaches day 15: flagged for Försäkringskassan from 16 March', () => {
    const periods = buildSickPeriods([sick('a', '2026-03-02', '2026-03-16')], ctx);
    expect(sickInfoForEvent('a', periods)).toMatchObject({ firstDay: 1, lastDay: 15, beyondDay14: true });
    expect(periods[0]?.beyondDay14From).toBe('2026-03-16');
  });

  test('a continuing spell carries the count: 2–4 March then 9–19 March ends on day 14', () => {
    // 3 days, then 9..19 March = 11 days: 3 + 11 = 14. Ending on 20 March would be day 15.
    const periods = buildSickPeriods(
      [sick('a', '2026-03-02', '2026-03-04'), sick('b', '2026-03-09', '2026-03-19')],
      ctx,
    );
    expect(sickInfoForEvent('b', periods)).toMatchObject({ firstDay: 4, lastDay: 14, beyondDay14: false });
    const longer = buildSickPeriods(
      [sick('a', '2026-03-02', '2026-03-04'), sick('b', '2026-03-09', '2026-03-20')],
      ctx,
    );
    expect(sickInfoForEvent('b', longer)).toMatchObject({
      lastDay: 15,
      beyondDay14: true,
      certificateNeeded: true,
    });
  });
});

describe('karensavdrag in hours', () => {
  test('part days carry karens over: 4 h Monday + 4 of 6 h Tuesday = 8 h', () => {
    const monday = sick('mon', '2026-03-02', '2026-03-02', { mode: 'hours', hoursPerDay: 4 });
    const tuesday = sick('tue', '2026-03-03', '2026-03-03', { mode: 'hours', hoursPerDay: 6 });
    const periods = buildSickPeriods([monday, tuesday], ctx);
    // Target 0.2 × 40 = 8 h: Monday takes all its 4 h, Tuesday the remaining 8 − 4 = 4 h.
    expect(periods[0]?.days.map((day) => [day.date, day.hours, day.karensHours])).toEqual([
      ['2026-03-02', 4, 4],
      ['2026-03-03', 6, 4],
    ]);
    expect(periods[0]?.karensHours).toBe(8);
    expect(sickInfoForEvent('tue', periods)).toMatchObject({ firstDay: 2, lastDay: 2, karens: true });
  });

  test('a whole sick day takes the whole karens; the next days have none', () => {
    const periods = buildSickPeriods([sick('a', '2026-03-02', '2026-03-04')], ctx);
    expect(periods[0]?.days.map((day) => day.karensHours)).toEqual([8, 0, 0]);
  });

  test('a spell starting on a Saturday carries karens to Monday; part-time week 20 h → 4 h', () => {
    const partTime = testContext({ schedule: [4, 4, 4, 4, 4, 0, 0], weeklyHours: 20 });
    // Sat 7 and Sun 8 March have 0 h; Mon 9 March 4 h = the whole 0.2 × 20 = 4 h.
    const periods = buildSickPeriods([sick('a', '2026-03-07', '2026-03-10')], partTime);
    expect(periods[0]?.days.map((day) => [day.dayNumber, day.hours, day.karensHours])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
      [3, 4, 4],
      [4, 4, 0],
    ]);
  });

  test('karens not fully deducted in a new period after a 6-day gap starts over', () => {
    // 2 h on Mon 2 March (2 of 8 h karens), then a new period from Tue 10 March: 8 h again.
    const periods = buildSickPeriods(
      [
        sick('a', '2026-03-02', '2026-03-02', { mode: 'hours', hoursPerDay: 2 }),
        sick('b', '2026-03-10', '2026-03-10'),
      ],
      ctx,
    );
    expect(periods.map((period) => period.karensHours)).toEqual([2, 8]);
  });

  test('after ten karensavdrag in twelve months the eleventh period has none', () => {
    // One sick Monday every other week from Mon 5 Jan 2026: gaps of 14 days, eleven periods,
    // the eleventh on 5 Jan + 10 × 14 = 140 days = Mon 25 May 2026, all within twelve months.
    const mondays = Array.from({ length: 11 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 0, 5 + index * 14)).toISOString().slice(0, 10);
      return sick(`s${index}`, date, date);
    });
    const periods = buildSickPeriods(mondays, ctx);
    expect(periods).toHaveLength(11);
    expect(periods[10]?.start).toBe('2026-05-25');
    expect(periods.map((period) => period.karens)).toEqual([...Array(10).fill(true), false]);
    expect(periods[10]?.karensHours).toBe(0);
  });
});

test('the certificate handed in is read from any event of the period; other absence types are ignored', () => {
  const periods = buildSickPeriods(
    [
      { id: 'a', payload: absence('sick', '2026-03-02', '2026-03-10', { mode: 'whole-days' }, true) },
      { id: 'v', payload: absence('vab', '2026-03-11', '2026-03-11') },
    ],
    ctx,
  );
  expect(periods).toHaveLength(1);
  expect(periods[0]?.certificateHandedIn).toBe(true);
  expect(sickInfoForEvent('v', periods)).toBeNull();
});
