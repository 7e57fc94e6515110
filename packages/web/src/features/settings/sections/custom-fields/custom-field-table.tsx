import type { CustomField } from '@lonsam/domain/settings/custom-field-settings';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The company's own fields: name, type, what they belong to and whether they are required. */
export function CustomFieldTable(props: {
  fields: readonly CustomField[];
  onEdit?: (field: CustomField) => void;
  onRemove?: (field: CustomField) => void;
}) {
  const { t } = useTranslation('settings-custom-fields');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={t('table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.label')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.entity')}</Table.Th>
            <Table.Th>{t('columns.isRequired')}</Table.Th>
            {props.onEdit && <Table.Th>{t('columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.fields.map((field) => (
            <Table.Tr key={field.id}>
              <Table.Td>{field.label}</Table.Td>
              <Table.Td>
                {t(`types.${field.type}`)}
                {field.type === 'choice' ? `: ${field.options.join(', ')}` : ''}
              </Table.Td>
              <Table.Td>{t(`entities.${field.entity}`)}</Table.Td>
              <Table.Td>{t(field.isRequired ? 'yes' : 'no')}</Table.Td>
              {props.onEdit && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('edit.button', { label: field.label })}
                      onClick={() => props.onEdit?.(field)}
                    >
                      {t('edit.short')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('remove.button', { label: field.label })}
                      onClick={() => props.onRemove?.(field)}
                    >
                      {t('remove.confirm')}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
