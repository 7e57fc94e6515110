import { EVENT_KINDS } from '@lonsam/domain/events/event-schema';
import { type EventTemplate, eventTemplateSettingsSchema } from '@lonsam/domain/events/event-templates';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { ListEditor } from '../../../../ui/list-editor/list-editor.tsx';
import { useListEditor } from '../../../../ui/list-editor/use-list-editor.ts';
import { EventTemplateTable } from './event-template-table.tsx';
import { type EventTemplatesDocument, useUpdateEventTemplates } from './event-templates-api.ts';
import { useSalaryTypeChoices } from './salary-type-choices-api.ts';
import { TemplatePayloadFields } from './template-payload-fields.tsx';
import {
  emptyTemplate,
  errorsOfTemplate,
  type TemplateValues,
  toTemplatePayload,
  toTemplateValues,
} from './template-values.ts';

/**
 * Händelsemallar: the company's presets for quick entry. Each add, change or removal saves the
 * whole list with the version read (settings core, docs/settings.md).
 */
export function EventTemplatesSettings(props: {
  scope: EmployerScope;
  document: EventTemplatesDocument;
  canEdit: boolean;
  createId?: () => string;
}) {
  const { document, canEdit } = props;
  const createId = props.createId ?? (() => crypto.randomUUID());
  const { t } = useTranslation('event-template');
  const update = useUpdateEventTemplates(props.scope);
  const salaryTypes = useSalaryTypeChoices(props.scope);
  const stored = document.value.templates;
  const editor = useListEditor({
    listKey: 'templates',
    schema: eventTemplateSettingsSchema,
    stored,
    version: document.version,
    isSaving: update.isPending,
    saveList: (templates: EventTemplate[]) =>
      update.mutateAsync({ version: document.version, value: { templates } }),
    empty: emptyTemplate,
    toValues: toTemplateValues,
    toItem: (id, values): EventTemplate => ({ id, name: values.name, payload: toTemplatePayload(values) }),
    errorsOfRow: errorsOfTemplate,
    nameOf: (template) => template.name,
    createId,
    texts: {
      failureTitle: t('saveFailed'),
      storedLabel: t('templates.storedTemplates'),
      none: t('none'),
      added: t('templates.add.added'),
      saved: t('templates.edit.saved'),
      removed: t('templates.remove.removed'),
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
        intro: t('templates.intro'),
        empty: t(canEdit ? 'templates.empty' : 'templates.emptyReadOnly'),
        addTitle: t('templates.add.title'),
        editTitle: t('templates.edit.title'),
        addSubmit: t('templates.add.submit'),
        editSubmit: t('templates.edit.submit'),
        editCancel: t('templates.edit.cancel'),
        removeTitle: t('templates.remove.title'),
        removeConfirm: t('templates.remove.confirm'),
        removeCancel: t('templates.remove.cancel'),
      }}
      removeMessage={(template) => t('templates.remove.message', { name: template?.name ?? '' })}
      notice={
        salaryTypes.isError && (
          <Text size="sm" role="note">
            {t('salaryTypesFailed')}
          </Text>
        )
      }
      table={
        <EventTemplateTable
          templates={stored}
          salaryTypes={salaryTypes.data}
          onEdit={canEdit ? editor.startEdit : undefined}
          onRemove={canEdit ? editor.setRemoving : undefined}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('templates.form.name')}
          placeholder={t('templates.form.namePlaceholder')}
          value={values.name}
          maxLength={60}
          error={errors.name}
          onChange={(event) => editor.form.setValue('name', event.currentTarget.value)}
        />
        <Select
          label={t('templates.form.kind')}
          data={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={values.kind}
          allowDeselect={false}
          error={errors.kind}
          onChange={(value) => value && editor.form.setValue('kind', value as TemplateValues['kind'])}
        />
      </SimpleGrid>
      <TemplatePayloadFields
        values={values}
        errors={errors}
        setValue={editor.form.setValue}
        salaryTypes={salaryTypes.data}
      />
    </ListEditor>
  );
}
