import { getAccess, type PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import { Badge, CloseButton, Group, Paper, ScrollArea, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Lists the current role's privileges with read (R) or write (W) marks. */
export function DebugPanel({
  entries,
  onClose,
}: {
  entries: readonly PrivilegeSourceEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation('company');
  const ids = [...new Set(entries.map((entry) => entry.id))].sort();
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      role="region"
      aria-label={t('debug.title')}
      data-testid="debug-panel"
    >
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('debug.title')} ({ids.length})
        </Title>
        <CloseButton aria-label={t('debug.close')} onClick={onClose} />
      </Group>
      <ScrollArea.Autosize mah={300}>
        <Table striped>
          <Table.Tbody>
            {ids.map((id) => {
              const access = getAccess(entries, id);
              return (
                <Table.Tr key={id}>
                  <Table.Td>{id}</Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      color={access === 'write' ? 'green' : access === 'read' ? 'blue' : 'gray'}
                    >
                      {access === 'write' ? 'W' : access === 'read' ? 'R' : '-'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
