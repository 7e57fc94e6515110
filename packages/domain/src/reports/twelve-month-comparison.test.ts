import { describe, expect, it } from 'vitest';
import {
  absenceRatePercent,
  buildTwelveMonthComparison,
  type ComparisonMonthFigures,
} from './twelve-month-comparison.ts';

/*
 * Worked by hand. The year before (April 2024 – March 2025): cost 1 000 000 öre a month but
 * March 2025 0, 4 employed at each month end, 80 workdays with 2 days of absence (2,50 %) but
 * July 2024 1 day (1/80 = 1,25 %). This year (April 2025 – March 2026): cost 1 100 000 but April
 * 900 000, 5 employed but 6 in March 2026, 100 workdays with 3 days (3,00 %) but June 2025 1,5
 * days of 88 (1,5/88 = 1,7045 % → 1,70).
 */
const month = (index: number) => {
  const total = 2024 * 12 + 3 + index; // index 0 = April 2024
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};
const figures: ComparisonMonthFigures[] = Array.from({ length: 24 }, (_, index) => {
  const thisYear = index >= 12;
  const i = index % 12;
  if (!thisYear) {
    return {
      period: month(index),
      costOre: i === 11 ? 0 : 1_000_000,
      headcount: 4,
      workdays: 80,
      absenceDays: i === 3 ? 1 : 2,
    };
  }
  return {
    period: month(index),
    costOre: i === 0 ? 900_000 : 1_100_000,
    headcount: i === 11 ? 6 : 5,
    workdays: i === 2 ? 88 : 100,
    absenceDays: i === 2 ? 1.5 : 3,
  };
});

describe('buildTwelveMonthComparison', () => {
  const [cost, absence, headcount] = buildTwelveMonthComparison(figures);

  it('pairs each of the last 12 months with the same month a year before', () => {
    expect(cost?.metric).toBe('cost');
    expect(cost?.months).toHaveLength(12);
    expect(cost?.months[0]).toMatchObject({ period: '2025-04', previousPeriod: '2024-04' });
    expect(cost?.months[11]).toMatchObject({ period: '2026-03', previousPeriod: '2025-03' });
  });

  it('compares the cost per month and over the year', () => {
    // April: 900 000 − 1 000 000 = −100 000, −100 000 / 1 000 000 = −10,0 %.
    expect(cost?.months[0]).toMatchObject({
      current: 900_000,
      previous: 1_000_000,
      difference: -100_000,
      changePercent: -10,
    });
    // May: +100 000, +10,0 %.
    expect(cost?.months[1]).toMatchObject({ difference: 100_000, changePercent: 10 });
    // March: nothing a year before, so no per cent change.
    expect(cost?.months[11]).toMatchObject({ current: 1_100_000, previous: 0, changePercent: null });
    // 900 000 + 11 × 1 100 000 = 13 000 000 against 11 × 1 000 000 = 11 000 000:
    // +2 000 000, 2/11 = 18,18 % → 18,2.
    expect(cost?.total).toEqual({
      current: 13_000_000,
      previous: 11_000_000,
      difference: 2_000_000,
      changePercent: 18.2,
    });
  });

  it('compares the absence rate, the change relative to last year’s rate', () => {
    // April: 3/100 = 3,00 % against 2/80 = 2,50 %: +0,50 points, 0,50/2,50 = +20,0 %.
    expect(absence?.months[0]).toMatchObject({
      current: 3,
      previous: 2.5,
      difference: 0.5,
      changePercent: 20,
    });
    // June: 1,70 % against 2,50 %: −0,80, −0,80/2,50 = −32,0 %.
    expect(absence?.months[2]).toMatchObject({
      current: 1.7,
      previous: 2.5,
      difference: -0.8,
      changePercent: -32,
    });
    // July: 3,00 against 1,25: +1,75, 1,75/1,25 = +140,0 %.
    expect(absence?.months[3]).toMatchObject({ previous: 1.25, difference: 1.75, changePercent: 140 });
    // The year: (11 × 3 + 1,5) / (11 × 100 + 88) = 34,5/1188 = 2,904 % → 2,90; before
    // (11 × 2 + 1) / (12 × 80) = 23/960 = 2,396 % → 2,40; +0,50, 0,50/2,40 = 20,83 → 20,8 %.
    expect(absence?.total).toEqual({ current: 2.9, previous: 2.4, difference: 0.5, changePercent: 20.8 });
  });

  it('compares the headcount, the year as the average month end', () => {
    // April 5 against 4: +1, +25,0 %; March 6 against 4: +2, +50,0 %.
    expect(headcount?.months[0]).toMatchObject({ current: 5, previous: 4, difference: 1, changePercent: 25 });
    expect(headcount?.months[11]).toMatchObject({ current: 6, difference: 2, changePercent: 50 });
    // (11 × 5 + 6) / 12 = 61/12 = 5,083 → 5,1 against 4,0: +1,1, 1,1/4 = 27,5 %.
    expect(headcount?.total).toEqual({ current: 5.1, previous: 4, difference: 1.1, changePercent: 27.5 });
  });

  it('needs exactly 24 months, and a month without workdays has no absence rate', () => {
    expect(() => buildTwelveMonthComparison(figures.slice(1))).toThrow(RangeError);
    expect(absenceRatePercent(2, 0)).toBe(0);
  });
});
