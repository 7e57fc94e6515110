import {
  CUSTOM_FIELD_TYPES,
  type CustomField,
  customFieldSettingsSchema,
} from '@lonsam/domain/settings/custom-field-settings';
import {
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { type FieldErrorMap, toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
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
  const [editingId, setEditingId] = useState<string | undefined>();
  const [removing, setRemoving] = useState<CustomField | undefined>();
  const stored = document.value.fields;
  const form = useVersionedForm<FieldValues>({
    initialValues: () => emptyField,
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => [
      {
        label: t('storedFields'),
        value: ((current.fields ?? []) as CustomField[]).map((field) => field.label).join(', ') || t('none'),
      },
    ],
  });
  const { values, errors, setErrors } = form;
  const isTypeLocked = editingId !== undefined && stored.some((field) => field.id === editingId);

  const saveList = (fields: CustomField[]) =>
    update.mutateAsync({ version: document.version, value: { fields } });

  function startEdit(field: CustomField) {
    setEditingId(field.id);
    setErrors({});
    form.setValues(toValues(field));
  }

  function stopEdit() {
    setEditingId(undefined);
    setErrors({});
    form.setValues(emptyField);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const field: CustomField = {
      id: editingId ?? createId(),
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
    };
    const fields = editingId
      ? stored.map((saved) => (saved.id === editingId ? field : saved))
      : [...stored, field];
    const index = fields.indexOf(field);
    const parsed = customFieldSettingsSchema.safeParse({ fields });
    if (!parsed.success) {
      setErrors(errorsOfRow(toFieldErrors(parsed.error.issues), index));
      return;
    }
    setErrors({});
    if (await form.save(() => saveList(parsed.data.fields))) {
      void showToast({ type: 'success', title: t(editingId ? 'edit.saved' : 'add.added') });
      stopEdit();
    } else {
      setErrors((current) => ({ ...current, ...errorsOfRow(current, index) }));
    }
  }

  async function remove() {
    if (!removing) return;
    if (await form.save(() => saveList(stored.filter((field) => field.id !== removing.id)))) {
      void showToast({ type: 'success', title: t('remove.removed') });
      if (editingId === removing.id) stopEdit();
    }
    setRemoving(undefined);
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {form.conflictAlert}
      {stored.length === 0 ? (
        <Text size="sm" role="status">
          {t(canEdit ? 'empty' : 'emptyReadOnly')}
        </Text>
      ) : (
        <CustomFieldTable
          fields={stored}
          onEdit={canEdit ? startEdit : undefined}
          onRemove={canEdit ? setRemoving : undefined}
        />
      )}
      {canEdit && (
        <form onSubmit={submit} noValidate aria-label={editingId ? t('edit.title') : t('add.title')}>
          <Stack>
            <Title order={3}>{editingId ? t('edit.title') : t('add.title')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('form.label')}
                placeholder={t('form.labelPlaceholder')}
                value={values.label}
                maxLength={60}
                error={errors.label}
                onChange={(event) => form.setValue('label', event.currentTarget.value)}
              />
              <Select
                label={t('form.type')}
                description={isTypeLocked ? t('form.typeLocked') : undefined}
                data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                value={values.type}
                allowDeselect={false}
                disabled={isTypeLocked}
                error={errors.type}
                onChange={(value) => value && form.setValue('type', value as FieldValues['type'])}
              />
            </SimpleGrid>
            {values.type === 'choice' && (
              <Textarea
                label={t('form.options')}
                description={t('form.optionsHint')}
                rows={3}
                value={values.optionsText}
                error={errors.options}
                onChange={(event) => form.setValue('optionsText', event.currentTarget.value)}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Radio.Group
                label={t('form.entity')}
                value={values.entity}
                onChange={(value) => form.setValue('entity', value as FieldValues['entity'])}
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
                onChange={(event) => form.setValue('isRequired', event.currentTarget.checked)}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={update.isPending}>
                {editingId ? t('edit.submit') : t('add.submit')}
              </Button>
              {editingId && (
                <Button variant="default" onClick={stopEdit}>
                  {t('edit.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        isOpen={removing !== undefined}
        title={t('remove.title')}
        message={t('remove.message', { label: removing?.label ?? '' })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        isBusy={update.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      />
    </Stack>
  );
}
