import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { type JournalResponse, useJournal } from '../api/report-data.ts';
import { PdfButton } from './pdf-button.tsx';
import {
  AmountCell,
  CsvButton,
  csvAmount,
  ReportError,
  thisMonth,
  toCsv,
  useUrlFilter,
} from './report-kit.tsx';

const COLUMNS = [
  'grossOre',
  'benefitsOre',
  'taxOre',
  'netDeductionsOre',
  'taxFreeOre',
  'netOre',
  'contributionsOre',
] as const;

function journalCsv(journal: JournalResponse, header: string[], totalLabel: string): string {
  const rows = journal.rows.map((row) => [
    row.employeeName,
    row.costCentre ?? '',
    ...COLUMNS.map((column) => csvAmount(row[column])),
  ]);
  rows.push([totalLabel, '', ...COLUMNS.map((column) => csvAmount(journal.totals[column]))]);
  return toCsv(header, rows);
}

/** Lönejournal (`reports/journal?period=YYYY-MM`): every payslip of the month's completed runs. */
export function JournalScreen() {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  usePageTitle([t('journal.title'), t('title')]);
  const [period, setPeriod] = useUrlFilter('period', thisMonth());
  const journal = useJournal(scope, period);
  const header = [
    t('journal.columns.name'),
    t('journal.columns.costCentre'),
    ...COLUMNS.map((c) => t(`journal.columns.${c}`)),
  ];
  return (
    <Stack gap="md">
      <Title order={2}>{t('journal.title')}</Title>
      <Text>{t('journal.intro')}</Text>
      <Group align="end">
        <TextInput
          type="month"
          label={t('common.month')}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value || null)}
        />
        {journal.data && journal.data.rows.length > 0 && (
          <>
            <CsvButton
              fileName={`lonejournal-${period}.csv`}
              csv={() => journalCsv(journal.data, header, t('common.total'))}
            />
            <PdfButton report="reports/journal" query={{ period }} fileName={`lönejournal-${period}.pdf`} />
          </>
        )}
      </Group>
      {journal.isPending ? (
        <PageLoader />
      ) : journal.isError ? (
        <ReportError />
      ) : journal.data.rows.length === 0 ? (
        <Text>{t('journal.empty')}</Text>
      ) : (
        <>
          <Text size="sm">
            {t('journal.runs', {
              runs: journal.data.runs.map((run) => `${run.label} (${run.payDate})`).join(', '),
            })}
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <Table striped aria-label={t('journal.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  {header.map((label, index) => (
                    <Table.Th key={label} ta={index > 1 ? 'right' : undefined}>
                      {label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {journal.data.rows.map((row) => (
                  <Table.Tr key={row.payslipId}>
                    <Table.Td>{row.employeeName}</Table.Td>
                    <Table.Td>{row.costCentre ?? ''}</Table.Td>
                    {COLUMNS.map((column) => (
                      <AmountCell key={column} ore={row[column]} />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={2}>
                    {t('common.total')}
                  </Table.Th>
                  {COLUMNS.map((column) => (
                    <AmountCell key={column} ore={journal.data.totals[column]} strong />
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
