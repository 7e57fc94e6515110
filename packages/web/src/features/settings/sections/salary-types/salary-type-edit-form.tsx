import { salaryTypeEditBody } from '@lonsam/domain/contracts/salary-types/salary-type-shapes';
import { checkAccounts } from '@lonsam/domain/salary-types/salary-type-schema';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type SalaryTypeDetail, useUpdateSalaryType } from './salary-types-api.ts';
import { toAccount } from './treatment-defaults.ts';

type FormValues = {
  name: string;
  debitAccount: string;
  creditAccount: string;
  reportable: boolean;
  active: boolean;
};

/** What changes in place (audited): name, accounts, reportable, active; 409 shows the stored values. */
export function SalaryTypeEditForm(props: {
  scope: EmployerScope;
  type: SalaryTypeDetail;
  canEdit: boolean;
}) {
  const { type, canEdit } = props;
  const { t } = useTranslation('salary-types');
  const update = useUpdateSalaryType(props.scope, type.id);
  const form = useVersionedForm<FormValues>({
    initialValues: () => ({
      name: type.name,
      debitAccount: type.debitAccount ?? '',
      creditAccount: type.creditAccount ?? '',
      reportable: type.reportable,
      active: type.active,
    }),
    version: type.version,
    isSaving: update.isPending,
    failureTitle: t('detail.saveFailed'),
    describeConflict: (current) => [
      { label: t('new.name'), value: String(current.name ?? '') },
      { label: t('new.debitAccount'), value: String(current.debitAccount ?? t('none')) },
      { label: t('new.creditAccount'), value: String(current.creditAccount ?? t('none')) },
      { label: t('detail.active'), value: current.active ? t('yes') : t('no') },
    ],
  });
  const { values, errors, setErrors, setValue } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      version: type.version,
      name: values.name,
      debitAccount: toAccount(values.debitAccount),
      creditAccount: toAccount(values.creditAccount),
      reportable: values.reportable,
      active: values.active,
    };
    const parsed = salaryTypeEditBody.safeParse(body);
    const clientErrors = parsed.success
      ? toFieldErrors(checkAccounts(type.kind, parsed.data))
      : toFieldErrors(parsed.error.issues);
    if (Object.keys(clientErrors).length > 0) {
      setErrors(clientErrors);
      return;
    }
    if (await form.save(() => update.mutateAsync(body)))
      void showToast({ type: 'success', title: t('detail.saved') });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('detail.editTitle')}>
      <Stack gap="sm">
        <Title order={4}>{t('detail.editTitle')}</Title>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('new.name')}
            value={values.name}
            error={errors.name}
            readOnly={!canEdit}
            onChange={(event) => setValue('name', event.currentTarget.value)}
          />
          <TextInput
            label={t('new.debitAccount')}
            inputMode="numeric"
            value={values.debitAccount}
            error={errors.debitAccount}
            readOnly={!canEdit}
            onChange={(event) => setValue('debitAccount', event.currentTarget.value)}
          />
          <TextInput
            label={t('new.creditAccount')}
            inputMode="numeric"
            value={values.creditAccount}
            error={errors.creditAccount}
            readOnly={!canEdit}
            onChange={(event) => setValue('creditAccount', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Checkbox
          label={t('new.reportable')}
          checked={values.reportable}
          disabled={!canEdit}
          onChange={(event) => setValue('reportable', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('detail.active')}
          checked={values.active}
          disabled={!canEdit}
          onChange={(event) => setValue('active', event.currentTarget.checked)}
        />
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('detail.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
