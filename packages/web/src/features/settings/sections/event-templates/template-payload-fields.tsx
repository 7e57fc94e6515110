import { ABSENCE_TYPES, BALANCE_KINDS } from '@lonsam/domain/events/event-schema';
import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { reportableChoices, type SalaryTypeChoice } from './salary-type-choices-api.ts';
import type { TemplateValues } from './template-values.ts';

type SetValue = <K extends keyof TemplateValues>(key: K, value: TemplateValues[K]) => void;

/** The chosen kind's fields of a template. */
export function TemplatePayloadFields(props: {
  values: TemplateValues;
  errors: FieldErrorMap;
  setValue: SetValue;
  salaryTypes: readonly SalaryTypeChoice[] | undefined;
}) {
  const { values, errors, setValue } = props;
  const { t } = useTranslation('event-template');
  switch (values.kind) {
    case 'absence':
      return (
        <Stack>
          <Select
            label={t('templates.form.absenceType')}
            data={ABSENCE_TYPES.map((type) => ({ value: type, label: t(`absenceTypes.${type}`) }))}
            value={values.absenceType}
            allowDeselect={false}
            error={errors.absenceType}
            onChange={(value) => value && setValue('absenceType', value as TemplateValues['absenceType'])}
          />
          <Radio.Group
            label={t('templates.form.extent')}
            value={values.extentMode}
            error={errors.extentMode}
            onChange={(value) => setValue('extentMode', value as TemplateValues['extentMode'])}
          >
            <Group mt="xs">
              <Radio value="whole-days" label={t('extentModes.whole-days')} />
              <Radio value="hours" label={t('extentModes.hours')} />
              <Radio value="percent" label={t('extentModes.percent')} />
            </Group>
          </Radio.Group>
          {values.extentMode === 'hours' && (
            <NumberInput
              label={t('templates.form.hoursPerDay')}
              value={values.hoursPerDay}
              error={errors.hoursPerDay}
              onChange={(value) => setValue('hoursPerDay', value)}
            />
          )}
          {values.extentMode === 'percent' && (
            <NumberInput
              label={t('templates.form.percent')}
              suffix=" %"
              value={values.percent}
              error={errors.percent}
              onChange={(value) => setValue('percent', value)}
            />
          )}
        </Stack>
      );
    case 'transaction': {
      const choices = reportableChoices(props.salaryTypes ?? []);
      const data = choices.map((choice) => ({ value: choice.code, label: `${choice.code} ${choice.name}` }));
      if (values.salaryTypeCode && !choices.some((choice) => choice.code === values.salaryTypeCode))
        data.unshift({ value: values.salaryTypeCode, label: values.salaryTypeCode });
      return (
        <Stack>
          <Select
            label={t('templates.form.salaryType')}
            description={t('templates.form.salaryTypeHint')}
            data={data}
            searchable
            value={values.salaryTypeCode || null}
            error={errors.salaryTypeCode}
            onChange={(value) => setValue('salaryTypeCode', value ?? '')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('templates.form.quantity')}
              value={values.quantity}
              error={errors.quantity}
              onChange={(value) => setValue('quantity', value)}
            />
            <NumberInput
              label={t('templates.form.amount')}
              value={values.amountKronor}
              error={errors.amountKronor}
              onChange={(value) => setValue('amountKronor', value)}
            />
          </SimpleGrid>
        </Stack>
      );
    }
    case 'travel':
      return (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('templates.form.destination')}
              value={values.destination}
              maxLength={200}
              error={errors.destination}
              onChange={(event) => setValue('destination', event.currentTarget.value)}
            />
            <TextInput
              label={t('templates.form.country')}
              description={t('templates.form.countryHint')}
              value={values.country}
              maxLength={2}
              error={errors.country}
              onChange={(event) => setValue('country', event.currentTarget.value)}
            />
          </SimpleGrid>
          <Checkbox
            label={t('templates.form.overnight')}
            checked={values.overnight}
            onChange={(event) => setValue('overnight', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('templates.form.moreThan50Km')}
            checked={values.moreThan50Km}
            onChange={(event) => setValue('moreThan50Km', event.currentTarget.checked)}
          />
        </Stack>
      );
    case 'balance':
      return (
        <Stack>
          <Select
            label={t('templates.form.balance')}
            data={BALANCE_KINDS.map((kind) => ({ value: kind, label: t(`balances.${kind}`) }))}
            value={values.balance}
            allowDeselect={false}
            error={errors.balance}
            onChange={(value) => value && setValue('balance', value as TemplateValues['balance'])}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('templates.form.change')}
              value={values.change}
              error={errors.change}
              onChange={(value) => setValue('change', value)}
            />
            <TextInput
              label={t('templates.form.reason')}
              value={values.reason}
              maxLength={500}
              error={errors.reason}
              onChange={(event) => setValue('reason', event.currentTarget.value)}
            />
          </SimpleGrid>
        </Stack>
      );
  }
}
