import { RATE_SETTINGS, type RateSetting } from '@lonsam/domain/salary-types/salary-type-enums';
import type { RateMethod } from '@lonsam/domain/salary-types/salary-type-rate';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';
import { HOURLY_BASES, MONTHLY_BASES, type RateRuleValues } from './rate-rule-values.ts';

const METHODS: readonly RateMethod[] = [
  'fixed',
  'monthly-salary',
  'hourly-salary',
  'settings',
  'entered',
  'quantity-only',
];

/** How the amount per unit is found; errors as the server keys them (`treatment.rateRule.factor`). */
export function RateRuleFields(props: {
  values: RateRuleValues;
  errors: FieldErrorMap;
  onChange: (values: RateRuleValues) => void;
}) {
  const { t } = useTranslation('salary-types');
  const { values } = props;
  const error = (field: string) => props.errors[`treatment.rateRule.${field}`];
  const set = <K extends keyof RateRuleValues>(key: K, value: RateRuleValues[K]) =>
    props.onChange({ ...values, [key]: value });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t('rate.method')}
        value={values.method}
        error={error('method')}
        onChange={(event) => set('method', event.currentTarget.value as RateMethod)}
        data={METHODS.map((method) => ({ value: method, label: t(`rateMethods.${method}`) }))}
      />
      {values.method === 'fixed' && (
        <TextInput
          label={t('rate.amount')}
          inputMode="decimal"
          value={values.amount}
          error={error('amountOre')}
          onChange={(event) => set('amount', event.currentTarget.value)}
        />
      )}
      {values.method === 'monthly-salary' && (
        <NativeSelect
          label={t('rate.base')}
          value={values.monthlyBase}
          onChange={(event) => set('monthlyBase', event.currentTarget.value as RateRuleValues['monthlyBase'])}
          data={MONTHLY_BASES.map((base) => ({ value: base, label: t(`rate.monthlyBases.${base}`) }))}
        />
      )}
      {values.method === 'monthly-salary' && values.monthlyBase === 'divisor' && (
        <TextInput
          label={t('rate.divisor')}
          inputMode="decimal"
          value={values.divisor}
          error={error('divisor')}
          onChange={(event) => set('divisor', event.currentTarget.value)}
        />
      )}
      {values.method === 'hourly-salary' && (
        <NativeSelect
          label={t('rate.base')}
          value={values.hourlyBase}
          onChange={(event) => set('hourlyBase', event.currentTarget.value as RateRuleValues['hourlyBase'])}
          data={HOURLY_BASES.map((base) => ({ value: base, label: t(`rate.hourlyBases.${base}`) }))}
        />
      )}
      {(values.method === 'monthly-salary' || values.method === 'hourly-salary') && (
        <TextInput
          label={t('rate.factor')}
          description={t('rate.factorHint')}
          inputMode="decimal"
          value={values.factor}
          error={error('factor')}
          onChange={(event) => set('factor', event.currentTarget.value)}
        />
      )}
      {values.method === 'settings' && (
        <NativeSelect
          label={t('rate.setting')}
          value={values.setting}
          error={error('setting')}
          onChange={(event) => set('setting', event.currentTarget.value as RateSetting)}
          data={RATE_SETTINGS.map((setting) => ({ value: setting, label: t(`rate.settings.${setting}`) }))}
        />
      )}
      {values.method === 'settings' && (
        <TextInput
          label={t('rate.settingKey')}
          value={values.settingKey}
          error={error('key')}
          onChange={(event) => set('settingKey', event.currentTarget.value)}
        />
      )}
    </SimpleGrid>
  );
}
