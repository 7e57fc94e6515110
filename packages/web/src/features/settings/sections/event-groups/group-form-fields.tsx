import { ABSENCE_TYPES, EVENT_KINDS } from '@lonsam/domain/events/event-schema';
import { Checkbox, Group, MultiSelect, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';
import { reportableChoices, type SalaryTypeChoice } from '../event-templates/salary-type-choices-api.ts';
import type { EmploymentChoice } from './event-groups-api.ts';
import type { GroupValues } from './group-values.ts';

type SetValue = <K extends keyof GroupValues>(key: K, value: GroupValues[K]) => void;

/** Whom a group applies to and what they may report: employees, kinds, absence and salary types. */
export function GroupFormFields(props: {
  values: GroupValues;
  errors: FieldErrorMap;
  setValue: SetValue;
  employments: readonly EmploymentChoice[] | undefined;
  employmentsFailed: boolean;
  salaryTypes: readonly SalaryTypeChoice[] | undefined;
}) {
  const { values, errors, setValue } = props;
  const { t } = useTranslation('event-template');
  const employmentData = (props.employments ?? []).map((choice) => ({
    value: choice.employmentId,
    label: choice.hasEnded ? t('groups.ended', { name: choice.name }) : choice.name,
  }));
  // A stored group may name an employment the list no longer holds: keep it choosable and named.
  for (const id of values.employmentIds)
    if (!employmentData.some((item) => item.value === id))
      employmentData.push({ value: id, label: t('groups.unknownEmployment') });
  const salaryChoices = reportableChoices(props.salaryTypes ?? []);
  const salaryData = salaryChoices.map((choice) => ({
    value: choice.code,
    label: `${choice.code} ${choice.name}`,
  }));
  for (const code of values.salaryTypeCodes)
    if (!salaryData.some((item) => item.value === code)) salaryData.push({ value: code, label: code });

  return (
    <Stack>
      <MultiSelect
        label={t('groups.form.employees')}
        description={t('groups.form.employeesHint')}
        placeholder={values.employmentIds.length === 0 ? t('groups.form.employeesPlaceholder') : undefined}
        data={employmentData}
        value={values.employmentIds}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('groups.form.clearEmployees') }}
        hidePickedOptions
        error={errors.employmentIds ?? (props.employmentsFailed ? t('groups.employeesFailed') : undefined)}
        onChange={(value) => setValue('employmentIds', value)}
      />
      <Checkbox.Group
        label={t('groups.form.kinds')}
        value={values.kinds}
        error={errors.kinds}
        onChange={(value) =>
          setValue(
            'kinds',
            EVENT_KINDS.filter((kind) => value.includes(kind)),
          )
        }
      >
        <Group mt="xs">
          {EVENT_KINDS.map((kind) => (
            <Checkbox key={kind} value={kind} label={t(`kinds.${kind}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      {values.kinds.includes('absence') && (
        <Checkbox.Group
          label={t('groups.form.absenceTypes')}
          value={values.absenceTypes}
          error={errors.absenceTypes}
          onChange={(value) =>
            setValue(
              'absenceTypes',
              ABSENCE_TYPES.filter((type) => value.includes(type)),
            )
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {ABSENCE_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`absenceTypes.${type}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      {values.kinds.includes('transaction') && (
        <Stack gap="xs">
          <Radio.Group
            label={t('groups.form.salaryTypes')}
            value={values.allSalaryTypes ? 'all' : 'chosen'}
            error={values.allSalaryTypes ? errors.salaryTypeCodes : undefined}
            onChange={(value) => setValue('allSalaryTypes', value === 'all')}
          >
            <Group mt="xs">
              <Radio value="all" label={t('groups.form.allSalaryTypes')} />
              <Radio value="chosen" label={t('groups.form.chosenSalaryTypes')} />
            </Group>
          </Radio.Group>
          {!values.allSalaryTypes && (
            <Checkbox.Group
              aria-label={t('groups.form.chosenSalaryTypes')}
              value={values.salaryTypeCodes}
              error={errors.salaryTypeCodes}
              onChange={(value) => setValue('salaryTypeCodes', value)}
            >
              {salaryData.length === 0 ? (
                <Text size="sm">{t('none')}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                  {salaryData.map((item) => (
                    <Checkbox key={item.value} value={item.value} label={item.label} />
                  ))}
                </SimpleGrid>
              )}
            </Checkbox.Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
