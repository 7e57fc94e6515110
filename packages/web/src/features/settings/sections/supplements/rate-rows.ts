import {
  computeRateAmountOre,
  type RateMethod,
  type SupplementRate,
  type SupplementRateRow,
} from '@lonsam/domain/settings/supplement-rates';
import { type DatedFormRow, fromFormDates, toFormDates } from '../../../../ui/forms/dated-rows-table.tsx';
import { kronorToOre } from '../../../../ui/forms/field-errors.ts';

/**
 * A dated rate as the form holds it: one value whose meaning follows the method: the divisor
 * (M / 94), the percentage of the hourly wage, or the amount in kronor (stored in öre).
 */
export type RateFormRow = DatedFormRow & { method: RateMethod; value: number | string };

export function toRateFormRow(row: SupplementRateRow): RateFormRow {
  const rate = row.rate;
  const value =
    rate.method === 'monthly-divisor'
      ? rate.divisor
      : rate.method === 'hourly-percent'
        ? rate.percent
        : rate.amountOre / 100;
  return { ...toFormDates(row), method: rate.method, value };
}

const toNumber = (value: number | string) => (value === '' ? undefined : Number(value));

/** What the form sends for one rate; the domain schema checks it (and names its errors `rate.divisor` …). */
export function toRateCandidate(row: RateFormRow) {
  const rate =
    row.method === 'monthly-divisor'
      ? { method: row.method, divisor: toNumber(row.value) }
      : row.method === 'hourly-percent'
        ? { method: row.method, percent: toNumber(row.value) }
        : { method: row.method, amountOre: kronorToOre(row.value) };
  return { ...fromFormDates(row), rate };
}

/** The error keys a rate's one value input shows. */
export const RATE_VALUE_ERROR_KEYS = ['rate.divisor', 'rate.percent', 'rate.amountOre', 'rate'] as const;

/**
 * One unit of the rate for an example monthly salary (öre), for the preview column; undefined
 * when the row's value is not a usable number yet.
 */
export function previewRateOre(row: RateFormRow, monthlySalaryOre: number | undefined): number | undefined {
  const candidate = toRateCandidate(row).rate;
  const value = Object.values(candidate)[1];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  if (candidate.method === 'monthly-divisor' && value === 0) return undefined;
  if (candidate.method !== 'amount' && monthlySalaryOre === undefined) return undefined;
  return computeRateAmountOre(candidate as SupplementRate, { monthlySalaryOre });
}

export function newRateFormRow(validFrom: string): RateFormRow {
  return { validFrom, validTo: '', method: 'monthly-divisor', value: '' };
}
