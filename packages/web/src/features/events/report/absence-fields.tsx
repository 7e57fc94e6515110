import { ABSENCE_TYPES, type AbsenceType } from '@lonsam/domain/events/event-schema';
import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import type { FieldsProps } from './field-props.ts';
import type { AbsenceValues } from './form-values.ts';

const MODES = ['whole-days', 'hours', 'percent'] as const;

/**
 * Type, dates and extent (whole days, hours a day or a share of each day); a certificate for sick
 * leave; the child's birth date for parental leave (its vacation-earning limit is per child) and
 * whether the parent is single for the child (the limit is then 180 days, not 120).
 */
export function AbsenceFields({
  values,
  errors,
  onChange,
  allowedTypes,
}: FieldsProps<AbsenceValues> & { allowedTypes: readonly string[] }) {
  const { t } = useTranslation('transaction');
  // The groups' types, and the stored type of an event being changed even if no longer offered.
  const types = ABSENCE_TYPES.filter((type) => allowedTypes.includes(type) || type === values.absenceType);
  return (
    <Stack gap="sm">
      <Select
        label={t('report.form.absenceType')}
        data={types.map((type) => ({ value: type, label: t(`event.absenceTypes.${type}`) }))}
        value={values.absenceType}
        onChange={(value) => value && onChange({ absenceType: value as AbsenceType })}
        error={errors.absenceType}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateInput
          label={t('report.form.fromDate')}
          value={values.fromDate}
          onChange={(fromDate) =>
            onChange(
              values.toDate < fromDate || values.toDate === values.fromDate
                ? { fromDate, toDate: fromDate }
                : { fromDate },
            )
          }
          error={errors.fromDate}
        />
        <DateInput
          label={t('report.form.toDate')}
          value={values.toDate}
          onChange={(toDate) => onChange({ toDate })}
          error={errors.toDate}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('report.form.extent')}
        value={values.mode}
        onChange={(mode) => onChange({ mode: mode as AbsenceValues['mode'] })}
      >
        <Group gap="md" mt={4}>
          {MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`report.form.modes.${mode}`)} />
          ))}
        </Group>
      </Radio.Group>
      {values.mode === 'hours' ? (
        <NumberInput
          label={t('report.form.hoursPerDay')}
          value={values.hoursPerDay}
          onChange={(hoursPerDay) => onChange({ hoursPerDay })}
          error={errors['extent.hoursPerDay']}
          min={0}
          max={24}
          allowNegative={false}
        />
      ) : null}
      {values.mode === 'percent' ? (
        <NumberInput
          label={t('report.form.percent')}
          value={values.percent}
          onChange={(percent) => onChange({ percent })}
          error={errors['extent.percent']}
          min={0}
          max={100}
          allowNegative={false}
        />
      ) : null}
      {values.absenceType === 'sick' ? (
        <Checkbox
          label={t('report.form.certificate')}
          description={t('report.form.certificateHint')}
          checked={values.certificate}
          onChange={(event) => onChange({ certificate: event.currentTarget.checked })}
        />
      ) : null}
      {values.absenceType === 'parental-leave' ? (
        <>
          <DateInput
            label={t('report.form.childBirthDate')}
            description={t('report.form.childBirthDateHint')}
            value={values.childBirthDate}
            onChange={(childBirthDate) => onChange({ childBirthDate })}
            error={errors.childBirthDate}
          />
          <Checkbox
            label={t('report.form.singleParent')}
            description={t('report.form.singleParentHint')}
            checked={values.singleParent}
            onChange={(event) => onChange({ singleParent: event.currentTarget.checked })}
            error={errors.singleParent}
          />
        </>
      ) : null}
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
