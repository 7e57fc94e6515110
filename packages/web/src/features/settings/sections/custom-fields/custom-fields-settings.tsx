import {
  CUSTOM_FIELD_TYPES,
  type CustomField,
  customFieldSettingsSchema,
} from '@lonsam/domain/settings/custom-field-settings';
import { Group, Radio, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';
import { ListEditor } from '../../../../ui/list-editor/list-editor.tsx';
import { useListEditor } from '../../../../ui/list-editor/use-list-editor.ts';
import { CustomFieldTable } from './custom-field-table.tsx';
import { type CustomFieldsDocument, useUpdateCustomFields } from './custom-fields-api.ts';

type FieldValues = {
  label: string;
  type: CustomField['type'];
  /** A choice list's options, one per line. */
  optionsText: string;
  isRequired: boolean;
  entity: CustomField['entity'];
};
const emptyField: FieldValues = {
  label: '',
  type: 'text',
  optionsText: '',
  isRequired: false,
  entity: 'employee',
};

const toValues = (field: CustomField): FieldValues => ({ ...field, optionsText: field.options.join('\n') });

const toField = (id: string, values: FieldValues): CustomField => ({
  id,
  label: values.label,
  type: values.type,
  options:
    values.type === 'choice'
      ? values.optionsText
          .split('\n')
          .map((option) => option.trim())
          .filter(Boolean)
      : [],
  isRequired: values.isRequired,
  entity: values.entity,
});

/** The list's errors of one row (`fields.2.label`) as the form's own (`label`). */
function errorsOfRow(errors: FieldErrorMap, index: number): FieldErrorMap {
  const prefix = `fields.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length).split('.')[0] as string, message]),
  );
}

/**
 * Egna fält: the definitions of the company's own fields on employees and employments. Each add,
 * change or removal saves the whole list with the version read; a saved field's type is fixed.
 */
export function CustomFieldsSettings(props: {
  scope: EmployerScope;
  document: CustomFieldsDocument;
  canEdit: boolean;
  createId?: () => string;
}) {
  const { document, canEdit } = props;
  const createId = props.createId ?? (() => crypto.randomUUID());
  const { t } = useTranslation('settings-custom-fields');
  const update = useUpdateCustomFields(props.scope);
  const stored = document.value.fields;
  const editor = useListEditor({
    listKey: 'fields',
    schema: customFieldSettingsSchema,
    stored,
    version: document.version,
    isSaving: update.isPending,
    saveList: (fields: CustomField[]) => update.mutateAsync({ version: document.version, value: { fields } }),
    empty: emptyField,
    toValues,
    toItem: toField,
    errorsOfRow,
    nameOf: (field) => field.label,
    createId,
    texts: {
      failureTitle: t('saveFailed'),
      storedLabel: t('storedFields'),
      none: t('none'),
      added: t('add.added'),
      saved: t('edit.saved'),
      removed: t('remove.removed'),
    },
  });
  const { values, errors, setValue } = editor.form;
  const { editingId } = editor;
  const isTypeLocked = editingId !== undefined && stored.some((field) => field.id === editingId);

  return (
    <ListEditor
      editor={editor}
      stored={stored}
      canEdit={canEdit}
      isSaving={update.isPending}
      texts={{
        intro: t('intro'),
        empty: t(canEdit ? 'empty' : 'emptyReadOnly'),
        addTitle: t('add.title'),
        editTitle: t('edit.title'),
        addSubmit: t('add.submit'),
        editSubmit: t('edit.submit'),
        editCancel: t('edit.cancel'),
        removeTitle: t('remove.title'),
        removeConfirm: t('remove.confirm'),
        removeCancel: t('remove.cancel'),
      }}
      removeMessage={(field) => t('remove.message', { label: field?.label ?? '' })}
      table={
        <CustomFieldTable
          fields={stored}
          onEdit={canEdit ? editor.startEdit : undefined}
          onRemove={canEdit ? editor.setRemoving : undefined}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('form.label')}
          placeholder={t('form.labelPlaceholder')}
          value={values.label}
          maxLength={60}
          error={errors.label}
          onChange={(event) => setValue('label', event.currentTarget.value)}
        />
        <Select
          label={t('form.type')}
          description={isTypeLocked ? t('form.typeLocked') : undefined}
          data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          value={values.type}
          allowDeselect={false}
          disabled={isTypeLocked}
          error={errors.type}
          onChange={(value) => value && setValue('type', value as FieldValues['type'])}
        />
      </SimpleGrid>
      {values.type === 'choice' && (
        <Textarea
          label={t('form.options')}
          description={t('form.optionsHint')}
          rows={3}
          value={values.optionsText}
          error={errors.options}
          onChange={(event) => setValue('optionsText', event.currentTarget.value)}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Radio.Group
          label={t('form.entity')}
          value={values.entity}
          onChange={(value) => setValue('entity', value as FieldValues['entity'])}
          error={errors.entity}
        >
          <Group mt="xs">
            <Radio value="employee" label={t('entities.employee')} />
            <Radio value="employment" label={t('entities.employment')} />
          </Group>
        </Radio.Group>
        <Switch
          mt={{ sm: 'xl' }}
          label={t('form.isRequired')}
          checked={values.isRequired}
          onChange={(event) => setValue('isRequired', event.currentTarget.checked)}
        />
      </SimpleGrid>
    </ListEditor>
  );
}
