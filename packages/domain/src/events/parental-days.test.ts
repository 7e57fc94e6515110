import { expect, test } from 'vitest';
import { absenceReportDays } from './parental-days.ts';
import { absence, testContext } from './test-context.ts';

const ctx = testContext();

test('VAB and parental leave per scheduled day with hours and percent; other absence ignored', () => {
  const days = absenceReportDays(
    [
      // Fri 3 April 2026 is långfredagen: only Thu 2 April is a VAB day, whole: 8 h, 100 %.
      { payload: absence('vab', '2026-04-02', '2026-04-03') },
      // Parental leave 25 % on Tue 7 April: 8 × 0.25 = 2 h.
      { payload: absence('parental-leave', '2026-04-07', '2026-04-07', { mode: 'percent', percent: 25 }) },
      // VAB 3 h on Tue 7 April: 3 / 8 = 37.5 %.
      { payload: absence('vab', '2026-04-07', '2026-04-07', { mode: 'hours', hoursPerDay: 3 }) },
      { payload: absence('sick', '2026-04-08', '2026-04-08') },
    ],
    ctx,
  );
  expect(days).toEqual([
    { date: '2026-04-02', type: 'vab', agiType: 'TILLFALLIG_FORALDRAPENNING', hours: 8, percent: 100 },
    { date: '2026-04-07', type: 'parental-leave', agiType: 'FORALDRAPENNING', hours: 2, percent: 25 },
    { date: '2026-04-07', type: 'vab', agiType: 'TILLFALLIG_FORALDRAPENNING', hours: 3, percent: 37.5 },
  ]);
});

test('two VAB events on one day are added; a percent keeps its own value', () => {
  const shortDays = testContext({ schedule: [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0], weeklyHours: 37.5 });
  const days = absenceReportDays(
    [
      // 33 % of 7.5 h = 2.475 → 2.48 h, reported as 33 %.
      { payload: absence('vab', '2026-03-02', '2026-03-02', { mode: 'percent', percent: 33 }) },
      // 1.5 h of 7.5 h = 20 %. Together 2.48 + 1.5 = 3.98 h, 33 + 20 = 53 %.
      { payload: absence('vab', '2026-03-02', '2026-03-02', { mode: 'hours', hoursPerDay: 1.5 }) },
    ],
    shortDays,
  );
  expect(days).toEqual([
    { date: '2026-03-02', type: 'vab', agiType: 'TILLFALLIG_FORALDRAPENNING', hours: 3.98, percent: 53 },
  ]);
});
