import { ActionIcon, Button, Group, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';

export type AccountRow = { key: string; number: string; name: string };

/**
 * The company's accounts as an editable table: number and name per row, a row added at the end,
 * a row removed unless `onRemove` refuses it (the form refuses an account a role books to).
 */
export function AccountsTable(props: {
  rows: AccountRow[];
  errors: FieldErrorMap;
  canEdit: boolean;
  onChange: (index: number, row: AccountRow) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('settings-accounts');
  const { rows, errors, canEdit } = props;
  return (
    <>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={t('chart.table')} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>{t('chart.number')}</Table.Th>
              <Table.Th>{t('chart.name')}</Table.Th>
              {canEdit && <Table.Th w={48}>{t('chart.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <TextInput
                    aria-label={t('chart.numberOfRow', { row: index + 1 })}
                    value={row.number}
                    inputMode="numeric"
                    maxLength={4}
                    readOnly={!canEdit}
                    error={errors[`accounts.${index}.number`]}
                    onChange={(event) => props.onChange(index, { ...row, number: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('chart.nameOfRow', { row: index + 1 })}
                    value={row.name}
                    readOnly={!canEdit}
                    error={errors[`accounts.${index}.name`]}
                    onChange={(event) => props.onChange(index, { ...row, name: event.currentTarget.value })}
                  />
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('chart.remove', { number: row.number || index + 1 })}
                      onClick={() => props.onRemove(index)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canEdit && (
        <Group>
          <Button variant="light" onClick={props.onAdd}>
            {t('chart.add')}
          </Button>
        </Group>
      )}
    </>
  );
}
