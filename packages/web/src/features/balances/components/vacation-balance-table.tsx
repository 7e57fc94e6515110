import { Alert, Button, Center, Checkbox, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { downloadCsv } from '../../../ui/data-table/csv.ts';
import {
  fetchVacationBalancesCsv,
  useVacationBalances,
  type VacationBalanceFilters,
} from '../api/balances.ts';

const NUMBERS = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/**
 * Semestersaldon (Controlling.BulkVacationBalance): every employment's vacation balance at a date
 * in one table, filtered by name and by ended employments, with the server's CSV.
 */
export function VacationBalanceTable() {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('balances');
  const [filters, setFilters] = useState<VacationBalanceFilters>({ date: '', q: '', includeEnded: false });
  const [exportFailed, setExportFailed] = useState(false);
  const balances = useVacationBalances(scope, filters);
  const number = new Intl.NumberFormat(i18n.language || 'sv-SE', { maximumFractionDigits: 2 });

  const exportCsv = async () => {
    setExportFailed(false);
    try {
      const csv = await fetchVacationBalancesCsv(scope, filters);
      downloadCsv(csv.replace(/^\uFEFF/, ''), `semestersaldon-${balances.data?.date ?? 'idag'}.csv`);
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('bulk.search')}
          value={filters.q}
          onChange={(event) => setFilters({ ...filters, q: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('bulk.date')}
          value={filters.date}
          onChange={(event) => setFilters({ ...filters, date: event.currentTarget.value })}
        />
        <Checkbox
          label={t('bulk.includeEnded')}
          checked={filters.includeEnded}
          onChange={(event) => setFilters({ ...filters, includeEnded: event.currentTarget.checked })}
        />
        <Button variant="default" onClick={exportCsv} disabled={!balances.data}>
          {t('bulk.export')}
        </Button>
      </Group>
      {exportFailed && (
        <Alert color="red" role="alert">
          {t('bulk.exportFailed')}
        </Alert>
      )}
      {balances.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('bulk.title')} />
        </Center>
      ) : balances.isError ? (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('asOf', { date: balances.data.date })}
          </Text>
          {balances.data.rows.length === 0 ? (
            <Text c="dimmed">{t('bulk.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('bulk.employee')}</Table.Th>
                    <Table.Th scope="col" style={NUMBERS}>
                      {t('vacation.paid')}
                    </Table.Th>
                    <Table.Th scope="col" style={NUMBERS}>
                      {t('vacation.saved')}
                    </Table.Th>
                    <Table.Th scope="col" style={NUMBERS}>
                      {t('vacation.unpaidTaken')}
                    </Table.Th>
                    <Table.Th scope="col" style={NUMBERS}>
                      {t('vacation.advance')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {balances.data.rows.map((row) => (
                    <Table.Tr key={row.employmentId}>
                      <Table.Th scope="row" fw={400}>
                        {row.employeeName}
                      </Table.Th>
                      <Table.Td style={NUMBERS}>{number.format(row.paidDays)}</Table.Td>
                      <Table.Td style={NUMBERS}>{number.format(row.savedDays)}</Table.Td>
                      <Table.Td style={NUMBERS}>{number.format(row.unpaidDaysTaken)}</Table.Td>
                      <Table.Td style={NUMBERS}>{number.format(row.advanceDays)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
