import { formatPersonnummer } from '@lonsam/domain/format/personnummer';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { useFocusFirstError } from '../../../ui/focus-first-error.ts';
import { useVersionedForm } from '../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useUpdateEmployee } from '../api/change-employee.ts';
import type { Employee } from '../api/types.ts';

const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'personnummer',
  'birthDate',
  'email',
  'phone',
  'streetAddress',
  'postalCode',
  'city',
  'clearingNumber',
  'accountNumber',
] as const;
type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** A stored value as the form shows it: the personnummer with its hyphen (YYYYMMDD-NNNN). */
function toShownValue(field: PersonalField, value: unknown): string {
  const text = (value as string | null | undefined) ?? '';
  return field === 'personnummer' ? formatPersonnummer(text) : text;
}

/**
 * Personal data with the fields the role may change as inputs and the rest as text; fields the
 * role may not read are not sent by the server and not shown. A bank account is saved as a pair.
 */
export function PersonalDataForm({ scope, employee }: { scope: EmployerScope; employee: Employee }) {
  const { t } = useTranslation('employees');
  const update = useUpdateEmployee(scope, employee.id);
  const visible = PERSONAL_FIELDS.filter((field) => field in employee);
  const editable = visible.filter((field) => employee.editableFields.includes(field));
  const initial = () =>
    Object.fromEntries(visible.map((field) => [field, toShownValue(field, employee[field])])) as Record<
      PersonalField,
      string
    >;
  const form = useVersionedForm({
    initialValues: initial,
    version: employee.version,
    isSaving: update.isPending,
    failureTitle: t('errors.saveFailed'),
  });
  const { values, errors } = form;
  const { containerRef: formRef, focusFirstError } = useFocusFirstError();

  async function save(event: FormEvent) {
    event.preventDefault();
    const changed = editable.filter((field) => values[field] !== toShownValue(field, employee[field]));
    if (changed.some((field) => field === 'clearingNumber' || field === 'accountNumber')) {
      for (const field of ['clearingNumber', 'accountNumber'] as const)
        if (!changed.includes(field)) changed.push(field);
    }
    if (changed.length === 0) return;
    const body = Object.fromEntries(
      changed.map((field) => [field, values[field].trim() === '' ? null : values[field]]),
    );
    const isSaved = await form.save(
      () => update.mutateAsync({ ...body, version: employee.version }),
      // What the user typed stays; the stored values of the fields they changed are listed.
      (current) =>
        changed.map((field) => ({
          label: t(`fields.${field}`),
          value: toShownValue(field, current[field]) || '–',
        })),
    );
    if (isSaved) void showToast({ type: 'success', title: t('personal.saved') });
    else focusFirstError();
  }

  return (
    <form ref={formRef} onSubmit={save} noValidate>
      <Stack>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {visible.map((field) =>
            editable.includes(field) ? (
              <TextInput
                key={field}
                label={t(`fields.${field}`)}
                value={values[field]}
                error={errors[field]}
                description={field === 'personnummer' ? t('fields.personnummerHelp') : undefined}
                onChange={(event) => form.setValue(field, event.currentTarget.value)}
              />
            ) : (
              <Stack key={field} gap={2}>
                <Text size="sm" fw={500}>
                  {t(`fields.${field}`)}
                </Text>
                <Text data-testid={`value-${field}`}>{toShownValue(field, employee[field]) || '–'}</Text>
              </Stack>
            ),
          )}
        </SimpleGrid>
        {editable.length > 0 && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('personal.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
