import type { ComparisonMetric } from '@lonsam/domain/reports/twelve-month-comparison';

/*
 * How Analys' comparisons print their figures: cost in kronor (from öre), the absence rate in per
 * cent with two decimals, headcount with at most one (the period's average); the difference with
 * its sign, the per cent change with one decimal.
 */

const DECIMALS: Record<ComparisonMetric, number> = { cost: 2, 'absence-rate': 2, headcount: 1 };

export function formatValue(metric: ComparisonMetric, value: number, language: string, signed = false) {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  if (metric === 'cost') {
    return new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK', signDisplay }).format(
      value / 100,
    );
  }
  if (metric === 'absence-rate') {
    return new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay,
    }).format(value / 100);
  }
  return new Intl.NumberFormat(language, { maximumFractionDigits: DECIMALS.headcount, signDisplay }).format(
    value,
  );
}

/** A rate's difference is in percentage points, a number without the per cent sign. */
export function formatPoints(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(value);
}

export function formatChange(percent: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent / 100);
}

/** A CSV number a Swedish spreadsheet reads: decimal comma, no grouping (cost in kronor). */
export function csvNumber(metric: ComparisonMetric, value: number): string {
  const number = metric === 'cost' ? value / 100 : value;
  const decimals = metric === 'headcount' && Number.isInteger(value) ? 0 : DECIMALS[metric];
  return number.toFixed(decimals).replace('.', ',');
}
