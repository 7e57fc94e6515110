import {
  EMPLOYMENT_TYPES,
  employmentUpdateSchema,
  PENSION_PLANS,
} from '@lonsam/domain/employees/employment-schema';
import { Button, Group, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import type { ConflictValue } from '../../../ui/forms/conflict-alert.tsx';
import { toFieldErrors } from '../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../ui/forms/use-versioned-form.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../ui/toast.ts';
import { toReferenceOptions, useEmploymentChoices } from '../api/list-employment-choices.ts';
import { useOwnManagerRole } from '../api/lookup-manager-role.ts';
import type { Employment, Pension } from '../api/types.ts';
import { type EmploymentUpdate, toEmploymentUpdate, useUpdateEmployment } from '../api/update-employment.ts';
import { formatDecimal, formatPercentValue } from './format-values.ts';

const NO_MANAGER = 'none';
/** The Select value of "no workplace / cost centre / project" (Mantine's values are strings). */
const NONE = 'none';

type EmploymentFormValues = {
  employmentType: Employment['employmentType'];
  position: string;
  workplaceId: string;
  costCentreId: string;
  projectId: string;
  managerRoleId: string;
  employmentRate: number | string;
  weeklyHours: number | string;
  pensionPlan: Pension['plan'];
  pensionPercent: number | string;
  groups: string[];
};

function toFormValues(employment: Employment): EmploymentFormValues {
  return {
    employmentType: employment.employmentType,
    position: employment.position,
    workplaceId: employment.workplaceId ?? NONE,
    costCentreId: employment.costCentreId ?? NONE,
    projectId: employment.projectId ?? NONE,
    managerRoleId: employment.managerRoleId ?? NO_MANAGER,
    employmentRate: employment.employmentRate,
    weeklyHours: employment.weeklyHours,
    pensionPlan: employment.pension?.plan ?? 'none',
    pensionPercent: employment.pension?.percent ?? '',
    groups: employment.groups ?? [],
  };
}

function toChanges(values: EmploymentFormValues, hasPension: boolean): Partial<EmploymentUpdate> {
  const number = (value: number | string) => (value === '' ? Number.NaN : Number(value));
  return {
    employmentType: values.employmentType,
    position: values.position,
    workplaceId: values.workplaceId === NONE ? null : values.workplaceId,
    costCentreId: values.costCentreId === NONE ? null : values.costCentreId,
    projectId: values.projectId === NONE ? null : values.projectId,
    managerRoleId: values.managerRoleId === NO_MANAGER ? null : values.managerRoleId,
    employmentRate: number(values.employmentRate),
    weeklyHours: number(values.weeklyHours),
    groups: values.groups,
    ...(hasPension
      ? {
          pension: {
            plan: values.pensionPlan,
            percent: values.pensionPercent === '' ? null : Number(values.pensionPercent),
          },
        }
      : {}),
  };
}

/**
 * The settings of one employment (type, position, workplace, cost centre, manager, employment
 * rate, weekly hours, pension, groups). The API replaces the whole employment, so the form sends
 * what it read (dates, salary rows, vacation) with the changes and the version.
 */
export function EmploymentForm(props: {
  scope: EmployerScope;
  employeeId: string;
  employment: Employment;
  onDone: () => void;
}) {
  const { employment } = props;
  const { t } = useTranslation('employees');
  const update = useUpdateEmployment(props.scope, props.employeeId);
  const ownManagerRole = useOwnManagerRole(props.scope.employerId);
  const choices = useEmploymentChoices(props.scope);
  const form = useVersionedForm({
    initialValues: () => toFormValues(employment),
    version: employment.version,
    isSaving: update.isPending,
    describeConflict: describeStored,
    failureTitle: t('errors.saveFailed'),
  });
  const { values, errors, setErrors } = form;
  const set = form.setValue;
  const hasPension = employment.pension !== undefined;

  const managerOptions = [{ value: NO_MANAGER, label: t('employmentForm.noManager') }];
  if (ownManagerRole.data) managerOptions.push({ value: ownManagerRole.data, label: t('employmentForm.me') });
  for (const id of [employment.managerRoleId, values.managerRoleId])
    if (id && id !== NO_MANAGER && !managerOptions.some((option) => option.value === id))
      managerOptions.push({ value: id, label: t('employmentForm.currentManager') });

  const objects = (dimension: 'cost-centre' | 'project') =>
    (choices.data?.dimensionObjects ?? [])
      .filter((object) => object.dimension === dimension)
      .map((object) => ({ value: object.id, label: `${object.code} – ${object.name}` }));
  const workplaceOptions = toReferenceOptions(
    (choices.data?.workplaces ?? []).map((workplace) => ({ value: workplace.id, label: workplace.name })),
    { id: employment.workplaceId, label: employment.workplace },
    { value: NONE, label: t('employmentForm.noWorkplace') },
  );
  const costCentreOptions = toReferenceOptions(
    objects('cost-centre'),
    { id: employment.costCentreId, label: employment.costCentre },
    { value: NONE, label: t('employmentForm.noCostCentre') },
  );
  const projectOptions = toReferenceOptions(
    objects('project'),
    { id: employment.projectId, label: null },
    { value: NONE, label: t('employmentForm.noProject') },
  );

  function describeStored(current: Record<string, unknown>): ConflictValue[] {
    const stored = current as Partial<Employment>;
    const list: ConflictValue[] = [];
    if (stored.employmentType)
      list.push({ label: t('fields.employmentType'), value: t(`employmentType.${stored.employmentType}`) });
    if (stored.position) list.push({ label: t('fields.position'), value: stored.position });
    list.push({ label: t('fields.workplace'), value: stored.workplace ?? '–' });
    list.push({ label: t('fields.costCentre'), value: stored.costCentre ?? '–' });
    if (stored.employmentRate !== undefined)
      list.push({ label: t('fields.employmentRate'), value: formatPercentValue(stored.employmentRate) });
    if (stored.weeklyHours !== undefined)
      list.push({ label: t('fields.weeklyHours'), value: formatDecimal(stored.weeklyHours) });
    if (stored.pension)
      list.push({
        label: t('fields.pensionPlan'),
        value: `${t(`pension.${stored.pension.plan}`)}${stored.pension.percent === null ? '' : ` ${formatPercentValue(stored.pension.percent)}`}`,
      });
    if (stored.groups) list.push({ label: t('fields.groups'), value: stored.groups.join(', ') || '–' });
    return list;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = toEmploymentUpdate(employment, toChanges(values, hasPension));
    const parsed = employmentUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ employmentId: employment.id, body }))) {
      void showToast({ type: 'success', title: t('employmentForm.saved') });
      props.onDone();
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('employmentForm.title')}>
      <Stack>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.employmentType')}
            value={values.employmentType}
            allowDeselect={false}
            onChange={(value) => value && set('employmentType', value as Employment['employmentType'])}
            data={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`employmentType.${value}`) }))}
            error={errors.employmentType ?? errors.endDate}
          />
          <TextInput
            label={t('fields.position')}
            value={values.position}
            onChange={(event) => set('position', event.currentTarget.value)}
            error={errors.position}
          />
          <Select
            label={t('fields.workplace')}
            description={workplaceOptions.length === 1 ? t('employmentForm.noWorkplacesYet') : undefined}
            value={values.workplaceId}
            allowDeselect={false}
            searchable
            onChange={(value) => value && set('workplaceId', value)}
            data={workplaceOptions}
            error={errors.workplaceId}
          />
          <Select
            label={t('fields.costCentre')}
            value={values.costCentreId}
            allowDeselect={false}
            searchable
            onChange={(value) => value && set('costCentreId', value)}
            data={costCentreOptions}
            error={errors.costCentreId}
          />
          <Select
            label={t('fields.project')}
            value={values.projectId}
            allowDeselect={false}
            searchable
            onChange={(value) => value && set('projectId', value)}
            data={projectOptions}
            error={errors.projectId}
          />
          <Select
            label={t('fields.manager')}
            value={values.managerRoleId}
            allowDeselect={false}
            onChange={(value) => value && set('managerRoleId', value)}
            data={managerOptions}
            error={errors.managerRoleId}
          />
          <NumberInput
            label={t('fields.employmentRate')}
            value={values.employmentRate}
            onChange={(value) => set('employmentRate', value)}
            error={errors.employmentRate}
            allowNegative={false}
            suffix=" %"
          />
          <NumberInput
            label={t('fields.weeklyHours')}
            value={values.weeklyHours}
            onChange={(value) => set('weeklyHours', value)}
            error={errors.weeklyHours}
            allowNegative={false}
          />
          {hasPension && (
            <Select
              label={t('fields.pensionPlan')}
              value={values.pensionPlan}
              allowDeselect={false}
              onChange={(value) => value && set('pensionPlan', value as Pension['plan'])}
              data={PENSION_PLANS.map((value) => ({ value, label: t(`pension.${value}`) }))}
              error={errors['pension.plan']}
            />
          )}
          {hasPension && values.pensionPlan !== 'none' && (
            <NumberInput
              label={t('fields.pensionPercent')}
              value={values.pensionPercent}
              onChange={(value) => set('pensionPercent', value)}
              error={errors['pension.percent']}
              allowNegative={false}
              suffix=" %"
            />
          )}
          <TagsInput
            label={t('fields.groups')}
            description={t('employmentForm.groupsHint')}
            value={values.groups}
            onChange={(groups) => set('groups', groups)}
            error={errors.groups}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('employmentForm.save')}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
