import { type EventGroup, eventGroupSettingsSchema } from '@lonsam/domain/events/event-groups';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { ListEditor } from '../../../../ui/list-editor/list-editor.tsx';
import { useListEditor } from '../../../../ui/list-editor/use-list-editor.ts';
import { useSalaryTypeChoices } from '../event-templates/salary-type-choices-api.ts';
import { EventGroupTable } from './event-group-table.tsx';
import { type EventGroupsDocument, useEmploymentChoices, useUpdateEventGroups } from './event-groups-api.ts';
import { GroupFormFields } from './group-form-fields.tsx';
import { emptyGroup, errorsOfGroup, toEventGroup, toGroupValues } from './group-values.ts';

const swedishDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/**
 * Händelsegrupper: which employees may report which events. Each add, change or removal saves the
 * whole list with the version read (settings core, docs/settings.md).
 */
export function EventGroupsSettings(props: {
  scope: EmployerScope;
  document: EventGroupsDocument;
  canEdit: boolean;
  createId?: () => string;
}) {
  const { document, canEdit } = props;
  const createId = props.createId ?? (() => crypto.randomUUID());
  const { t } = useTranslation('event-template');
  const update = useUpdateEventGroups(props.scope);
  const salaryTypes = useSalaryTypeChoices(props.scope);
  const [today] = useState(() => swedishDate.format(new Date()));
  const employments = useEmploymentChoices(props.scope, today);
  const stored = document.value.groups;
  const editor = useListEditor({
    listKey: 'groups',
    schema: eventGroupSettingsSchema,
    stored,
    version: document.version,
    isSaving: update.isPending,
    saveList: (groups: EventGroup[]) => update.mutateAsync({ version: document.version, value: { groups } }),
    empty: emptyGroup,
    toValues: toGroupValues,
    toItem: toEventGroup,
    errorsOfRow: errorsOfGroup,
    nameOf: (group) => group.name,
    createId,
    texts: {
      failureTitle: t('saveFailed'),
      storedLabel: t('groups.storedGroups'),
      none: t('none'),
      added: t('groups.add.added'),
      saved: t('groups.edit.saved'),
      removed: t('groups.remove.removed'),
    },
  });
  const { values, errors } = editor.form;

  return (
    <ListEditor
      editor={editor}
      stored={stored}
      canEdit={canEdit}
      isSaving={update.isPending}
      texts={{
        intro: t('groups.intro'),
        empty: t(canEdit ? 'groups.empty' : 'groups.emptyReadOnly'),
        addTitle: t('groups.add.title'),
        editTitle: t('groups.edit.title'),
        addSubmit: t('groups.add.submit'),
        editSubmit: t('groups.edit.submit'),
        editCancel: t('groups.edit.cancel'),
        removeTitle: t('groups.remove.title'),
        removeConfirm: t('groups.remove.confirm'),
        removeCancel: t('groups.remove.cancel'),
      }}
      removeMessage={(group) => t('groups.remove.message', { name: group?.name ?? '' })}
      table={
        <EventGroupTable
          groups={stored}
          employments={employments.data}
          salaryTypes={salaryTypes.data}
          onEdit={canEdit ? editor.startEdit : undefined}
          onRemove={canEdit ? editor.setRemoving : undefined}
        />
      }
    >
      <TextInput
        label={t('groups.form.name')}
        placeholder={t('groups.form.namePlaceholder')}
        value={values.name}
        maxLength={60}
        error={errors.name}
        onChange={(event) => editor.form.setValue('name', event.currentTarget.value)}
      />
      <GroupFormFields
        values={values}
        errors={errors}
        setValue={editor.form.setValue}
        employments={employments.data}
        employmentsFailed={employments.isError}
        salaryTypes={salaryTypes.data}
      />
      {salaryTypes.isError && values.kinds.includes('transaction') && (
        <Text size="sm" role="note">
          {t('salaryTypesFailed')}
        </Text>
      )}
    </ListEditor>
  );
}
