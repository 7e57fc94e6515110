import { BALANCE_KINDS, type BalanceKind } from '@lonsam/domain/events/event-schema';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import type { FieldsProps } from './field-props.ts';
import type { BalanceValues } from './form-values.ts';

/** A manual change of comp time, flex (hours) or vacation days, with the reason. */
export function BalanceFields({ values, errors, onChange }: FieldsProps<BalanceValues>) {
  const { t } = useTranslation('transaction');
  return (
    <Stack gap="sm">
      <Select
        label={t('report.form.balance')}
        data={BALANCE_KINDS.map((kind) => ({ value: kind, label: t(`event.balanceKinds.${kind}`) }))}
        value={values.balance}
        onChange={(value) => value && onChange({ balance: value as BalanceKind })}
        error={errors.balance}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateInput
          label={t('report.form.date')}
          value={values.date}
          onChange={(date) => onChange({ date })}
          error={errors.date}
        />
        <NumberInput
          label={t('report.form.change')}
          description={t('report.form.changeHint')}
          value={values.change}
          onChange={(change) => onChange({ change })}
          error={errors.change}
        />
      </SimpleGrid>
      <TextInput
        label={t('report.form.reason')}
        value={values.reason}
        onChange={(event) => onChange({ reason: event.currentTarget.value })}
        error={errors.reason}
        maxLength={500}
      />
    </Stack>
  );
}
