import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkplaceView } from './workplaces-api.ts';

/** The workplaces with their AGI address and number; with write access, the buttons per row. */
export function WorkplaceTable(props: {
  workplaces: WorkplaceView[];
  onEdit?: (workplace: WorkplaceView) => void;
  onArchive?: (workplace: WorkplaceView) => void;
  onRestore?: (workplace: WorkplaceView) => void;
}) {
  const { t } = useTranslation('settings-workplaces');
  const canEdit = Boolean(props.onEdit);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('table')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('columns.address')}</Table.Th>
            <Table.Th>{t('fields.workplaceNumber')}</Table.Th>
            <Table.Th>{t('columns.employments')}</Table.Th>
            {canEdit && <Table.Th>{t('columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.workplaces.map((workplace) => {
            const isArchived = workplace.archivedAt !== null;
            const hasAddress = Boolean(workplace.streetAddress && workplace.city);
            return (
              <Table.Tr key={workplace.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{workplace.name}</Text>
                    {isArchived && <Badge color="gray">{t('archived')}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {hasAddress ? (
                    <Text size="sm">
                      {workplace.streetAddress}, {workplace.postalCode} {workplace.city}
                    </Text>
                  ) : (
                    <Badge color="orange">{t('addressMissing')}</Badge>
                  )}
                </Table.Td>
                <Table.Td>{workplace.workplaceNumber ?? '–'}</Table.Td>
                <Table.Td>{workplace.activeEmploymentCount}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('actions.editNamed', { name: workplace.name })}
                        onClick={() => props.onEdit?.(workplace)}
                      >
                        {t('actions.edit')}
                      </Button>
                      {isArchived ? (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('actions.restoreNamed', { name: workplace.name })}
                          onClick={() => props.onRestore?.(workplace)}
                        >
                          {t('actions.restore')}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          aria-label={t('actions.archiveNamed', { name: workplace.name })}
                          // A running employment holds it: say why instead of a refused click.
                          disabled={workplace.activeEmploymentCount > 0}
                          title={workplace.activeEmploymentCount > 0 ? t('archive.inUse') : undefined}
                          onClick={() => props.onArchive?.(workplace)}
                        >
                          {t('actions.archive')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
