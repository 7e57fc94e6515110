import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import type { ReportableSalaryType } from '../api/get-event-calendar.ts';
import type { FieldsProps } from './field-props.ts';
import type { TransactionValues } from './form-values.ts';

const QUANTITY_UNITS = ['hour', 'day', 'calendar-day', 'km', 'month', 'percent'];

/** A reportable salary type on a date: a quantity in its unit, an amount in kronor, or both. */
export function TransactionFields({
  values,
  errors,
  onChange,
  salaryTypes,
}: FieldsProps<TransactionValues> & { salaryTypes: readonly ReportableSalaryType[] }) {
  const { t } = useTranslation('transaction');
  const type = salaryTypes.find((candidate) => candidate.code === values.salaryTypeCode);
  const hasQuantity = type?.unit !== 'kr';
  const unit = type && QUANTITY_UNITS.includes(type.unit) ? type.unit : 'other';
  return (
    <Stack gap="sm">
      <Select
        label={t('report.form.salaryType')}
        placeholder={t('report.form.salaryTypePlaceholder')}
        data={salaryTypes.map((candidate) => ({
          value: candidate.code,
          label: `${candidate.code} ${candidate.name}`,
        }))}
        value={values.salaryTypeCode || null}
        onChange={(value) => onChange({ salaryTypeCode: value ?? '' })}
        error={errors.salaryTypeCode}
        searchable
        nothingFoundMessage={t('report.form.noSalaryType')}
        comboboxProps={{ withinPortal: true }}
      />
      <DateInput
        label={t('report.form.date')}
        value={values.date}
        onChange={(date) => onChange({ date })}
        error={errors.date}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {hasQuantity ? (
          <NumberInput
            label={t(`report.form.quantityIn.${unit}`)}
            value={values.quantity}
            onChange={(quantity) => onChange({ quantity })}
            error={errors.quantity}
          />
        ) : null}
        <NumberInput
          label={t('report.form.amountKronor')}
          description={hasQuantity ? t('report.form.amountHint') : undefined}
          value={values.amountKronor}
          onChange={(amountKronor) => onChange({ amountKronor })}
          error={errors.amountOre ?? (hasQuantity ? undefined : errors.quantity)}
          suffix=" kr"
        />
      </SimpleGrid>
      <Textarea
        label={t('report.form.comment')}
        value={values.comment}
        onChange={(event) => onChange({ comment: event.currentTarget.value })}
        error={errors.comment}
        maxLength={500}
        rows={2}
      />
    </Stack>
  );
}
