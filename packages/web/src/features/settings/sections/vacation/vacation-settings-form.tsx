import {
  createStatutoryVacationGroup,
  type VacationGroup,
  type VacationSettings,
  vacationSettingsSchema,
} from '@lonsam/domain/settings/vacation-settings';
import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { useUpdateVacation, type VacationDocument } from './vacation-api.ts';
import { VacationGroupFields } from './vacation-group-fields.tsx';

/**
 * Semester: the vacation year and the terms of each employment group (semesterlagen 3 §, 4 §,
 * 16 a–b §, 18 §), saved as one document with the version read.
 */
export function VacationSettingsForm(props: {
  scope: EmployerScope;
  document: VacationDocument;
  canEdit: boolean;
  /** New groups' ids; the browser's random UUIDs unless a test gives its own. */
  createId?: () => string;
}) {
  const { document, canEdit } = props;
  const createId = props.createId ?? (() => crypto.randomUUID());
  const { t } = useTranslation('settings-vacation');
  const update = useUpdateVacation(props.scope);
  const [removingIndex, setRemovingIndex] = useState<number | undefined>();
  const form = useVersionedForm<VacationSettings>({
    initialValues: () => document.value,
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => {
      const stored = current as Partial<VacationSettings>;
      return [
        { label: t('year.title'), value: stored.vacationYear ? t(`year.${stored.vacationYear}`) : '' },
        { label: t('groups.title'), value: (stored.groups ?? []).map((group) => group.name).join(', ') },
      ];
    },
  });
  const { values, errors, setErrors } = form;

  function changeGroup(index: number, changed: VacationGroup) {
    form.setValue(
      'groups',
      values.groups.map((group, at) =>
        // One default: choosing a group as default unchecks the others.
        at === index ? changed : changed.isDefault ? { ...group, isDefault: false } : group,
      ),
    );
  }

  function removeGroup(index: number) {
    const groups = values.groups.filter((_, at) => at !== index);
    const first = groups[0];
    if (first && !groups.some((group) => group.isDefault)) groups[0] = { ...first, isDefault: true };
    form.setValue('groups', groups);
    setRemovingIndex(undefined);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = vacationSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('saved') });
  }

  const removing = removingIndex === undefined ? undefined : values.groups[removingIndex];
  return (
    <form onSubmit={save} noValidate aria-label={t('title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {form.conflictAlert}
        <Title order={3}>{t('year.title')}</Title>
        <Radio.Group
          label={t('year.label')}
          value={values.vacationYear}
          onChange={(value) => form.setValue('vacationYear', value as VacationSettings['vacationYear'])}
          error={errors.vacationYear}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="statutory" label={t('year.statutory')} disabled={!canEdit} />
            <Radio value="calendar" label={t('year.calendar')} disabled={!canEdit} />
          </Stack>
        </Radio.Group>
        {values.vacationYear === 'calendar' ? (
          <Radio.Group
            label={t('year.earningLabel')}
            value={values.earningYear}
            onChange={(value) => form.setValue('earningYear', value as VacationSettings['earningYear'])}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="preceding" label={t('year.preceding')} disabled={!canEdit} />
              <Radio value="same" label={t('year.same')} disabled={!canEdit} />
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm">{t('year.statutoryEarning')}</Text>
        )}
        <Title order={3}>{t('groups.title')}</Title>
        {errors.groups && (
          <Text c="red" size="sm" role="alert">
            {errors.groups}
          </Text>
        )}
        {values.groups.length === 1 && (
          <Text size="sm" c="dimmed">
            {t('groups.onlyDefault')}
          </Text>
        )}
        {values.groups.map((group, index) => (
          <VacationGroupFields
            key={group.id}
            group={group}
            index={index}
            errors={errors}
            canEdit={canEdit}
            canRemove={values.groups.length > 1}
            onChange={(changed) => changeGroup(index, changed)}
            onRemove={() => setRemovingIndex(index)}
          />
        ))}
        {canEdit && (
          <Group>
            <Button
              variant="default"
              onClick={() =>
                form.setValue('groups', [
                  ...values.groups,
                  createStatutoryVacationGroup(createId(), '', false),
                ])
              }
            >
              {t('groups.add')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={removing !== undefined}
        title={t('groups.removeTitle')}
        message={t('groups.removeMessage', {
          name: removing?.name || t('group.unnamed', { number: (removingIndex ?? 0) + 1 }),
        })}
        confirmLabel={t('groups.removeConfirm')}
        cancelLabel={t('groups.removeCancel')}
        onConfirm={() => removingIndex !== undefined && removeGroup(removingIndex)}
        onCancel={() => setRemovingIndex(undefined)}
      />
    </form>
  );
}
