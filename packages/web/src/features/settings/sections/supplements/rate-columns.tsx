import { formatCurrency } from '@lonsam/domain/format/number';
import { RATE_METHODS, type RateMethod } from '@lonsam/domain/settings/supplement-rates';
import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DatedRowsColumn } from '../../../../ui/forms/dated-rows-table.tsx';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { previewRateOre, RATE_VALUE_ERROR_KEYS, type RateFormRow } from './rate-rows.ts';

/**
 * The columns of a rate table: how the rate is computed, its value, and what one unit is for the
 * example monthly salary on the screen ("372,34 kr" for 35 000 kr at M / 94).
 */
export function useRateColumns(exampleSalaryOre: number | undefined): DatedRowsColumn<RateFormRow>[] {
  const { t } = useTranslation('settings-supplements');
  const methodOptions = RATE_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) }));
  return [
    {
      label: t('rates.method'),
      errorKeys: ['rate.method'],
      render: (row, cell) => (
        <Select
          aria-label={cell.label}
          data={methodOptions}
          value={row.method}
          allowDeselect={false}
          readOnly={cell.readOnly}
          error={cell.error}
          onChange={(method) => method && cell.onChange({ ...row, method: method as RateMethod })}
        />
      ),
    },
    {
      label: t('rates.value'),
      errorKeys: RATE_VALUE_ERROR_KEYS,
      render: (row, cell) => (
        <NumberInput
          aria-label={cell.label}
          value={row.value}
          prefix={row.method === 'monthly-divisor' ? `${t('rates.monthlySalaryShort')} / ` : undefined}
          suffix={row.method === 'hourly-percent' ? ' %' : row.method === 'amount' ? ' kr' : undefined}
          readOnly={cell.readOnly}
          error={cell.error}
          onChange={(value) => cell.onChange({ ...row, value })}
        />
      ),
    },
    {
      label: t('rates.example'),
      errorKeys: [],
      render: (row) => {
        const ore = previewRateOre(row, exampleSalaryOre);
        return <Text size="sm">{ore === undefined ? '–' : formatCurrency(ore / 100)}</Text>;
      },
    },
  ];
}
