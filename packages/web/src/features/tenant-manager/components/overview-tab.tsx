import { VALUE_STREAM_LABELS } from '@lonsam/domain/privileges/value-streams';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAllPackagingPrivileges } from '../api/get-packaging-privileges.ts';
import { usePackagings } from '../api/list-packagings.ts';
import { buildOverviewGrid } from '../lib/overview-grid.ts';

export function OverviewTab({ tenantManagerId }: { tenantManagerId: string }) {
  const { t } = useTranslation('tenant-manager');
  const { data: packagings } = usePackagings(tenantManagerId);
  const results = useAllPackagingPrivileges(
    tenantManagerId,
    packagings.map((packaging) => packaging.id),
  );
  const privilegesById = new Map(packagings.map((packaging, index) => [packaging.id, results[index]!.data]));
  const grid = buildOverviewGrid(packagings, privilegesById);
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped aria-label={t('overview.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('overview.valueStream')}</Table.Th>
            {grid.columns.map((packaging) => (
              <Table.Th key={packaging.id}>{packaging.name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.rows.map((row) => (
            <Table.Tr key={row.valueStream}>
              <Table.Td>
                <Text size="sm">{VALUE_STREAM_LABELS[row.valueStream]}</Text>
                <Text size="xs" c="dimmed">
                  {row.valueStream}
                </Text>
              </Table.Td>
              {row.cells.map((cell, index) => (
                <Table.Td key={grid.columns[index]!.id}>
                  {cell.isIncluded ? t('overview.yes') : t('overview.no')} ({cell.enabledCount})
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
