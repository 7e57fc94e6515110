import { expect, test } from 'vitest';
import { countVacationDays, expandAbsence } from './absence-days.ts';
import { absence, testContext } from './test-context.ts';

const ctx = testContext();

test('vacation Thu 2 – Tue 7 April 2026 over Easter is 2 vacation days', () => {
  // 2 Apr Thu 8 h; 3 Apr långfredagen, 4 Apr Sat, 5 Apr påskdagen, 6 Apr annandag påsk: none;
  // 7 Apr Tue 8 h. 1 + 1 = 2 days, 16 h.
  const payload = absence('vacation-paid', '2026-04-02', '2026-04-07');
  expect(expandAbsence(payload, ctx)).toEqual([
    { date: '2026-04-02', scheduledHours: 8, hours: 8 },
    { date: '2026-04-07', scheduledHours: 8, hours: 8 },
  ]);
  expect(countVacationDays(payload, ctx)).toBe(2);
});

test('percent: 50 % of an 8 h day is 4 h; 33 % of 7.5 h is 2.475 → 2.48 h', () => {
  const half = absence('leave-of-absence', '2026-03-02', '2026-03-03', { mode: 'percent', percent: 50 });
  // Mon 2 and Tue 3 March 2026: 8 × 50 / 100 = 4 h each.
  expect(expandAbsence(half, ctx).map((day) => day.hours)).toEqual([4, 4]);
  const third = absence('vab', '2026-03-02', '2026-03-02', { mode: 'percent', percent: 33 });
  const shortDays = testContext({ schedule: [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0], weeklyHours: 37.5 });
  expect(expandAbsence(third, shortDays)).toEqual([{ date: '2026-03-02', scheduledHours: 7.5, hours: 2.48 }]);
});

test('hours per day over a weekend count only the weekdays; vacation as fractions of the day', () => {
  // Fri 6 – Mon 9 March 2026: Fri and Mon, 3 h each. Vacation 3/8 + 3/8 = 0.75 days.
  const payload = absence('vacation-paid', '2026-03-06', '2026-03-09', { mode: 'hours', hoursPerDay: 3 });
  expect(expandAbsence(payload, ctx).map((day) => [day.date, day.hours])).toEqual([
    ['2026-03-06', 3],
    ['2026-03-09', 3],
  ]);
  expect(countVacationDays(payload, ctx)).toBe(0.75);
});

test('company half day: a whole day of vacation takes its 4 h and costs one vacation day', () => {
  // Mon 5 Jan 2026 is a company half day (4 h), Tue 6 Jan trettondedag jul (0 h), Wed 7 Jan 8 h.
  const payload = absence('vacation-paid', '2026-01-05', '2026-01-07');
  expect(expandAbsence(payload, ctx)).toEqual([
    { date: '2026-01-05', scheduledHours: 4, hours: 4 },
    { date: '2026-01-07', scheduledHours: 8, hours: 8 },
  ]);
  // 1 (half day still a working day) + 1 = 2.
  expect(countVacationDays(payload, ctx)).toBe(2);
  // Half of the half day: 50 % of 4 h = 2 h, 0.5 vacation day.
  const partOfHalfDay = absence('vacation-paid', '2026-01-05', '2026-01-05', {
    mode: 'percent',
    percent: 50,
  });
  expect(expandAbsence(partOfHalfDay, ctx)).toEqual([{ date: '2026-01-05', scheduledHours: 4, hours: 2 }]);
  expect(countVacationDays(partOfHalfDay, ctx)).toBe(0.5);
});

test('days outside the employment are not absence days', () => {
  const employed = testContext({ employmentStart: '2026-03-02' });
  // Thu 26 Feb – Tue 3 Mar 2026: Thu 26, Fri 27 before the start; Sat, Sun off; Mon 2, Tue 3 count.
  const payload = absence('vacation-paid', '2026-02-26', '2026-03-03');
  expect(expandAbsence(payload, employed).map((day) => day.date)).toEqual(['2026-03-02', '2026-03-03']);
  expect(countVacationDays(payload, employed)).toBe(2);
});

test('a Wednesday–Sunday schedule: a week of vacation from Easter Monday is 5 days', () => {
  const weekend = testContext({ schedule: [0, 0, 8, 8, 8, 8, 8] });
  // Mon 6 Apr (annandag påsk, off anyway), Tue 7 off; Wed 8 – Sun 12 April: 5 scheduled days.
  const payload = absence('vacation-paid', '2026-04-06', '2026-04-12');
  expect(expandAbsence(payload, weekend).map((day) => day.date)).toEqual([
    '2026-04-08',
    '2026-04-09',
    '2026-04-10',
    '2026-04-11',
    '2026-04-12',
  ]);
  expect(countVacationDays(payload, weekend)).toBe(5);
});
