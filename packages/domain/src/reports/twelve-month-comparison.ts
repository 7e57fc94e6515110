/*
 * Analys' 12-month comparisons (Analytics.Advanced, issue 21): for cost, absence rate and
 * headcount, each of the last 12 months against the same month a year before, with the
 * difference and the per cent change, and the same for the two 12-month spans as a whole.
 */

export const COMPARISON_METRICS = ['cost', 'absence-rate', 'headcount'] as const;
export type ComparisonMetric = (typeof COMPARISON_METRICS)[number];

/** One month's figures, as Lönekostnad and Personalstatistik count them. */
export type ComparisonMonthFigures = {
  period: string;
  /** Cash gross + tax-free + employer contributions of the completed payslips paid in the month. */
  costOre: number;
  /** Employments at the month's end. */
  headcount: number;
  /** Weekdays employed, and weekdays of absence of every type (part days by their share). */
  workdays: number;
  absenceDays: number;
};

export type ComparisonValues = {
  current: number;
  previous: number;
  /** current − previous (öre, percentage points, people). */
  difference: number;
  /** difference / previous × 100, one decimal; null when the year before had nothing to compare. */
  changePercent: number | null;
};

export type ComparisonRow = ComparisonValues & { period: string; previousPeriod: string };

export type MetricComparison = {
  metric: ComparisonMetric;
  months: ComparisonRow[];
  /** Cost: the sums; absence rate: all days over all workdays; headcount: the average month end. */
  total: ComparisonValues;
};

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  // The epsilon keeps 0.125 from becoming 0.12 through its binary form (half away from zero).
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
};

/** The absence rate in per cent, two decimals (0 without workdays). */
export function absenceRatePercent(absenceDays: number, workdays: number): number {
  return workdays > 0 ? round((absenceDays / workdays) * 100, 2) : 0;
}

/**
 * Compares two already rounded figures: the difference at their precision, the per cent change
 * to one decimal (a rate's change is relative to the rate, not percentage points).
 */
export function compareValues(current: number, previous: number, decimals = 0): ComparisonValues {
  const difference = round(current - previous, decimals);
  return {
    current,
    previous,
    difference,
    changePercent: previous === 0 ? null : round((difference / Math.abs(previous)) * 100, 1),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Builds the three comparisons from 24 months of figures, oldest first: the first 12 are the year
 * before, the last 12 this one, paired month by month (index i with i + 12).
 */
export function buildTwelveMonthComparison(figures: readonly ComparisonMonthFigures[]): MetricComparison[] {
  if (figures.length !== 24) throw new RangeError(`24 months are needed, ${figures.length} were given`);
  const previous = figures.slice(0, 12);
  const current = figures.slice(12);
  const pairs = current.map((month, index) => [month, previous[index]!] as const);
  const rate = (month: ComparisonMonthFigures) => absenceRatePercent(month.absenceDays, month.workdays);
  const row = (value: (month: ComparisonMonthFigures) => number, decimals: number) =>
    pairs.map(([now, before]) => ({
      period: now.period,
      previousPeriod: before.period,
      ...compareValues(value(now), value(before), decimals),
    }));
  const averageHeadcount = (months: ComparisonMonthFigures[]) =>
    round(sum(months.map((month) => month.headcount)) / months.length, 1);
  const spanRate = (months: ComparisonMonthFigures[]) =>
    absenceRatePercent(
      sum(months.map((month) => month.absenceDays)),
      sum(months.map((month) => month.workdays)),
    );
  return [
    {
      metric: 'cost',
      months: row((month) => month.costOre, 0),
      total: compareValues(sum(current.map((m) => m.costOre)), sum(previous.map((m) => m.costOre))),
    },
    {
      metric: 'absence-rate',
      months: row(rate, 2),
      total: compareValues(spanRate(current), spanRate(previous), 2),
    },
    {
      metric: 'headcount',
      months: row((month) => month.headcount, 0),
      total: compareValues(averageHeadcount(current), averageHeadcount(previous), 1),
    },
  ];
}
