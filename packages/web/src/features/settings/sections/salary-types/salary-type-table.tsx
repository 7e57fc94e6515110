import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalaryTypeListItem } from './salary-types-api.ts';

/** The catalogue as a table; the name opens the type (a button, so the keyboard reaches it). */
export function SalaryTypeTable(props: {
  types: readonly SalaryTypeListItem[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('salary-types');
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? t('none') : value ? t('yes') : t('no');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-label={t('table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.code')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.kind')}</Table.Th>
            <Table.Th>{t('columns.unit')}</Table.Th>
            <Table.Th>{t('columns.tax')}</Table.Th>
            <Table.Th>{t('columns.contributions')}</Table.Th>
            <Table.Th>{t('columns.vacation')}</Table.Th>
            <Table.Th>{t('columns.agiBox')}</Table.Th>
            <Table.Th>{t('columns.accounts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.types.map((type) => {
            const treatment = type.current?.treatment;
            return (
              <Table.Tr key={type.id} onClick={() => props.onOpen(type.id)} style={{ cursor: 'pointer' }}>
                <Table.Td>{type.code}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-label={t('open', { code: type.code, name: type.name })}
                      onClick={(event) => {
                        event.stopPropagation();
                        props.onOpen(type.id);
                      }}
                    >
                      {type.name}
                    </Button>
                    {!type.active && (
                      <Badge color="gray" variant="light">
                        {t('inactive')}
                      </Badge>
                    )}
                    {!type.isStandard && <Badge variant="light">{t('own')}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{t(`kinds.${type.kind}`)}</Table.Td>
                <Table.Td>{t(`units.${type.unit}`)}</Table.Td>
                <Table.Td>{treatment ? t(`taxes.${treatment.tax}`) : t('none')}</Table.Td>
                <Table.Td>{yesNo(treatment?.contributionBase)}</Table.Td>
                <Table.Td>{yesNo(treatment?.vacationEarning)}</Table.Td>
                <Table.Td>{treatment?.agiBox ?? t('none')}</Table.Td>
                <Table.Td>
                  {type.debitAccount ?? t('none')} / {type.creditAccount ?? t('none')}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
