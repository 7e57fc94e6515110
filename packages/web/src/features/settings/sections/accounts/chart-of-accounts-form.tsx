import type { SalaryAccountRole } from '@lonsam/domain/accounting/bas-accounts';
import { chartOfAccountsSchema, rolesUsingAccount } from '@lonsam/domain/accounting/chart-of-accounts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type AccountRow, AccountsTable } from './accounts-table.tsx';
import { type ChartOfAccountsDocument, useUpdateChartOfAccounts } from './chart-of-accounts-api.ts';
import { RoleMapping } from './role-mapping.tsx';

type ChartValue = ChartOfAccountsDocument['value'];
type FormValues = { rows: AccountRow[]; roleAccounts: Record<SalaryAccountRole, string> };

let nextRowKey = 0;
const rowKey = () => `account-${++nextRowKey}`;

function toFormValues(value: ChartValue): FormValues {
  return {
    rows: value.accounts.map((account) => ({ key: rowKey(), ...account })),
    roleAccounts: { ...value.roleAccounts },
  };
}

/**
 * Kontoplan: the company's accounts (BAS names, editable, own accounts added) and the account each
 * role of a salary voucher books to. An account a role uses cannot be removed; the server checks the
 * same rules (chartOfAccountsSchema) and answers a stale version with 409.
 */
export function ChartOfAccountsForm(props: {
  scope: EmployerScope;
  document: ChartOfAccountsDocument;
  canEdit: boolean;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-accounts');
  const update = useUpdateChartOfAccounts(props.scope);
  const form = useVersionedForm<FormValues>({
    initialValues: () => toFormValues(document.value),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('chart.saveFailed'),
  });
  const { values, errors, setErrors } = form;

  function describeConflict(current: Record<string, unknown>) {
    const stored = current as Partial<ChartValue>;
    const changedRoles = Object.entries(stored.roleAccounts ?? {}).filter(
      ([role, account]) => values.roleAccounts[role as SalaryAccountRole] !== account,
    );
    return [
      {
        label: t('chart.accountCount'),
        value: t('chart.accountCountValue', { count: stored.accounts?.length ?? 0 }),
      },
      ...changedRoles.map(([role, account]) => ({ label: t(`roles.${role}`), value: String(account) })),
    ];
  }

  function changeRow(index: number, row: AccountRow) {
    form.setValue(
      'rows',
      values.rows.map((current, i) => (i === index ? row : current)),
    );
  }

  function removeRow(index: number) {
    const row = values.rows[index]!;
    const isLastOfItsNumber = values.rows.filter((other) => other.number === row.number).length === 1;
    const roles = isLastOfItsNumber ? rolesUsingAccount(values.roleAccounts, row.number) : [];
    if (roles.length > 0) {
      const names = roles.map((role) => t(`roles.${role}`)).join(', ');
      setErrors({ ...errors, [`accounts.${index}.number`]: t('chart.usedBy', { roles: names }) });
      return;
    }
    setErrors({});
    form.setValue(
      'rows',
      values.rows.filter((_, i) => i !== index),
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const candidate = {
      accounts: values.rows.map(({ number, name }) => ({ number, name })),
      roleAccounts: values.roleAccounts,
    };
    const parsed = chartOfAccountsSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const body = { version: document.version, value: parsed.data };
    if (await form.save(() => update.mutateAsync(body), describeConflict))
      void showToast({ type: 'success', title: t('chart.saved') });
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('chart.title')}>
      <Stack>
        <Title order={3}>{t('chart.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('chart.intro')}
        </Text>
        {form.conflictAlert}
        <AccountsTable
          rows={values.rows}
          errors={errors}
          canEdit={canEdit}
          onChange={changeRow}
          onAdd={() => form.setValue('rows', [...values.rows, { key: rowKey(), number: '', name: '' }])}
          onRemove={removeRow}
        />
        <Title order={4}>{t('chart.mapping')}</Title>
        <Text size="sm" c="dimmed">
          {t('chart.mappingIntro')}
        </Text>
        <RoleMapping
          rows={values.rows}
          roleAccounts={values.roleAccounts}
          errors={errors}
          canEdit={canEdit}
          onChange={(role, account) =>
            form.setValue('roleAccounts', { ...values.roleAccounts, [role]: account })
          }
        />
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('chart.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
