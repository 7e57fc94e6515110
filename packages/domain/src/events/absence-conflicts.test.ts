import { expect, test } from 'vitest';
import { findAbsenceProblems, NO_SCHEDULED_DAYS_MESSAGE } from './absence-conflicts.ts';
import { absence, testContext } from './test-context.ts';

const ctx = testContext();

test('two whole-day absences on the same day are refused, naming the day in Swedish', () => {
  // Existing vacation Wed 1 – Thu 2 April 2026; sick Thu 2 – Tue 7 April overlaps on 2 April only
  // (3–6 April are Easter holidays, 7 April is free).
  const others = [{ id: 'a', payload: absence('vacation-paid', '2026-04-01', '2026-04-02') }];
  expect(findAbsenceProblems(absence('sick', '2026-04-02', '2026-04-07'), others, ctx)).toEqual([
    'Den 2 april 2026 finns redan en heldagsfrånvaro (Semester, betald)',
  ]);
});

test('part days may share a day up to its scheduled hours, not beyond', () => {
  // Mon 2 March 2026, 8 h scheduled. Existing: VAB 50 % = 4 h.
  const others = [
    { id: 'a', payload: absence('vab', '2026-03-02', '2026-03-02', { mode: 'percent', percent: 50 }) },
  ];
  // 4 + 4 = 8 h: fits exactly.
  const fits = absence('sick', '2026-03-02', '2026-03-02', { mode: 'hours', hoursPerDay: 4 });
  expect(findAbsenceProblems(fits, others, ctx)).toEqual([]);
  // 4 + 4.5 = 8.5 h > 8 h.
  const over = absence('sick', '2026-03-02', '2026-03-02', { mode: 'hours', hoursPerDay: 4.5 });
  expect(findAbsenceProblems(over, others, ctx)).toEqual([
    'Den 2 mars 2026 blir frånvaron sammanlagt 8,5 timmar men dagen har 8 schemalagda timmar',
  ]);
  // A whole day over a part day: 8 + 4 = 12 h > 8 h.
  expect(findAbsenceProblems(absence('sick', '2026-03-02', '2026-03-02'), others, ctx)).toEqual([
    'Den 2 mars 2026 blir frånvaron sammanlagt 12 timmar men dagen har 8 schemalagda timmar',
  ]);
});

test('hours over the day on their own are refused; a company half day has 4 h', () => {
  // Mon 5 January 2026 is the company's half day: 8 / 2 = 4 h; 6 h reported.
  const payload = absence('flex-leave', '2026-01-05', '2026-01-05', { mode: 'hours', hoursPerDay: 6 });
  expect(findAbsenceProblems(payload, [], ctx)).toEqual([
    'Den 5 januari 2026 är frånvaron 6 timmar men dagen har 4 schemalagda timmar',
  ]);
});

test('a range with no scheduled day: the Easter weekend', () => {
  // Fri 3 – Mon 6 April 2026: långfredagen, Saturday, påskdagen, annandag påsk.
  expect(findAbsenceProblems(absence('vacation-paid', '2026-04-03', '2026-04-06'), [], ctx)).toEqual([
    NO_SCHEDULED_DAYS_MESSAGE,
  ]);
});

test('an absence outside the employment is refused at both ends', () => {
  const employed = testContext({ employmentStart: '2026-03-02', employmentEnd: '2026-03-31' });
  const payload = absence('sick', '2026-02-27', '2026-04-01');
  expect(findAbsenceProblems(payload, [], employed)).toEqual([
    'Anställningen börjar den 2 mars 2026; frånvaron kan inte börja före det',
    'Anställningen slutar den 31 mars 2026; frånvaron kan inte sluta efter det',
  ]);
  // Wholly before the employment: there is no scheduled day either.
  expect(findAbsenceProblems(absence('sick', '2026-02-23', '2026-02-27'), [], employed)).toEqual([
    'Anställningen börjar den 2 mars 2026; frånvaron kan inte börja före det',
    NO_SCHEDULED_DAYS_MESSAGE,
  ]);
});

test('absences on other days do not conflict, and a long overlap names the first ten days', () => {
  const others = [{ id: 'a', payload: absence('vacation-paid', '2026-07-01', '2026-07-31') }];
  expect(findAbsenceProblems(absence('sick', '2026-08-03', '2026-08-04'), others, ctx)).toEqual([]);
  // July 2026 has 23 weekdays (1–3, 6–10, 13–17, 20–24, 27–31): 10 named, 13 summed up.
  const problems = findAbsenceProblems(absence('sick', '2026-07-01', '2026-07-31'), others, ctx);
  expect(problems).toHaveLength(11);
  expect(problems[0]).toBe('Den 1 juli 2026 finns redan en heldagsfrånvaro (Semester, betald)');
  expect(problems[10]).toBe('… och 13 dagar till med samma problem');
});
