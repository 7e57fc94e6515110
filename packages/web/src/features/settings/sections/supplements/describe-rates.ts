import { formatNumber } from '@lonsam/domain/format/number';
import type { SupplementRateRow } from '@lonsam/domain/settings/supplement-rates';
import type { TFunction } from 'i18next';

type Translate = TFunction<'settings-supplements'>;

/** A rate as text: "M / 94", "150 % av timlönen", "45,50 kr". */
export function describeRate(rate: SupplementRateRow['rate'], t: Translate): string {
  if (rate.method === 'monthly-divisor')
    return t('describe.divisor', { divisor: formatNumber(rate.divisor, 0) });
  if (rate.method === 'hourly-percent')
    return t('describe.percent', { percent: formatNumber(rate.percent, 0) });
  return t('describe.amount', { amount: formatNumber(rate.amountOre / 100) });
}

/** Dated rates as text for a 409's stored values: "M / 94 från 2025-01-01; M / 90 från 2026-07-01". */
export function describeRates(rows: readonly SupplementRateRow[] | undefined, t: Translate): string {
  if (!rows || rows.length === 0) return t('describe.none');
  return rows
    .map((row) => t('describe.from', { rate: describeRate(row.rate, t), date: row.validFrom }))
    .join('; ');
}
