import {
  SALARY_ACCOUNT_ROLE_GROUPS,
  SALARY_ACCOUNT_ROLES,
  type SalaryAccountRole,
} from '@lonsam/domain/accounting/bas-accounts';
import { Fieldset, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';
import type { AccountRow } from './accounts-table.tsx';

/** Which account each role of a salary voucher books to, grouped as a voucher reads. */
export function RoleMapping(props: {
  rows: AccountRow[];
  roleAccounts: Record<SalaryAccountRole, string>;
  errors: FieldErrorMap;
  canEdit: boolean;
  onChange: (role: SalaryAccountRole, account: string) => void;
}) {
  const { t } = useTranslation('settings-accounts');
  const seen = new Set<string>();
  const options = props.rows
    .filter((row) => /^\d{4}$/.test(row.number) && !seen.has(row.number) && seen.add(row.number))
    .map((row) => ({ value: row.number, label: `${row.number} ${row.name}`.trim() }));
  return (
    <Stack>
      {SALARY_ACCOUNT_ROLE_GROUPS.map((group) => (
        <Fieldset key={group} legend={t(`groups.${group}`)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SALARY_ACCOUNT_ROLES.filter((definition) => definition.group === group).map(({ role }) => {
              const account = props.roleAccounts[role];
              // An account removed from the list still shows, so the error beside it makes sense.
              const data = options.some((option) => option.value === account)
                ? options
                : [...options, { value: account, label: account }];
              return (
                // A native select: 32 of them stay light, and a phone shows its own picker.
                <NativeSelect
                  key={role}
                  label={t(`roles.${role}`)}
                  data={data}
                  value={account}
                  disabled={!props.canEdit}
                  error={props.errors[`roleAccounts.${role}`]}
                  onChange={(event) => props.onChange(role, event.currentTarget.value)}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
