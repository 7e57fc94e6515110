import {
  describeAuditAction,
  findSettingsDocument,
  SETTINGS_DOCUMENT_LABELS,
  summariseAuditChange,
} from '@lonsam/domain/audit/audit-action-labels';
import { Button, Group, Loader, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { downloadCsv } from '../../../../ui/data-table/csv.ts';
import { PrivilegeGate } from '../../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../../ui/toast.ts';
import {
  exportProcessHistory,
  NO_FILTERS,
  type ProcessHistoryFilters,
  type ProcessHistoryPage,
  useProcessHistory,
} from './process-history-api.ts';
import { ProcessHistoryFilterBar } from './process-history-filters.tsx';

const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** /{employerId}/settings/process-history: who changed what in the company, and when. */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  return (
    <PrivilegeGate privilege="TenantManagement.ProcessHistory" fallback="explain">
      <ProcessHistory scope={scope} />
    </PrivilegeGate>
  );
}

export function ProcessHistory({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-history');
  const [filters, setFilters] = useState<ProcessHistoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useProcessHistory(scope, filters, page);
  const [isExporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      downloadCsv(await exportProcessHistory(scope, filters), 'processhistorik.csv');
    } catch {
      void showToast({ type: 'error', title: t('exportFailed') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack>
      <ProcessHistoryFilterBar
        filters={filters}
        people={query.data?.people ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data ? t('table.total', { count: query.data.total }) : null}
        </Text>
        <Button variant="default" onClick={exportCsv} loading={isExporting}>
          {t('export')}
        </Button>
      </Group>
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError ? (
        <Text c="red">{t('loadFailed')}</Text>
      ) : (
        <HistoryTable page={query.data} />
      )}
      {query.data && query.data.total > query.data.pageSize && (
        <Pagination
          total={Math.ceil(query.data.total / query.data.pageSize)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
        />
      )}
    </Stack>
  );
}

function HistoryTable({ page }: { page: ProcessHistoryPage }) {
  const { t } = useTranslation('settings-history');
  // "Inställningar ändrade: Utbetalning": a settings change names the document it changed.
  const describeEvent = (item: ProcessHistoryPage['items'][number]) => {
    // Never a key: an action or document without a text reads as the domain's Swedish fallback.
    const action = t(`actions.${item.action}`, { defaultValue: describeAuditAction(item.action) });
    const document =
      item.action === 'settings.updated' ? findSettingsDocument(item.before, item.after) : undefined;
    const documentLabel = document && SETTINGS_DOCUMENT_LABELS[document];
    if (!document || !documentLabel) return action;
    return `${action}: ${t(`documents.${document}`, { defaultValue: documentLabel })}`;
  };
  if (page.items.length === 0) return <Text>{t('table.empty')}</Text>;
  return (
    // Wide on a phone: the table scrolls inside, the page does not.
    <ScrollArea type="auto">
      <Table striped miw={640}>
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.when')}</Table.Th>
            <Table.Th>{t('table.who')}</Table.Th>
            <Table.Th>{t('table.what')}</Table.Th>
            <Table.Th>{t('table.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {timeFormat.format(new Date(item.occurredAt))}
              </Table.Td>
              <Table.Td>
                {item.apiToken
                  ? t('table.viaApiToken', { actor: item.actor ?? t('table.system'), token: item.apiToken })
                  : (item.actor ?? t('table.system'))}
              </Table.Td>
              <Table.Td>{describeEvent(item)}</Table.Td>
              <Table.Td>
                <Text size="sm">{summariseAuditChange(item.before, item.after)}</Text>
                {item.hiddenChanges && (
                  <Text size="xs" c="dimmed">
                    {t('table.hidden')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
