import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useVacationLiability } from '../api/report-data.ts';
import { PdfButton } from './pdf-button.tsx';
import { AmountCell, CsvButton, csvAmount, ReportError, toCsv, useUrlFilter } from './report-kit.tsx';

/** Today as YYYY-MM-DD in the browser's time zone. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A number of days as the language writes it: 16,04. */
const formatDays = (days: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(days);

/**
 * Semesterskuld (`reports/vacation-liability?date=`): each employee's vacation days owed and their
 * value with contributions at a date, and the month's accrual voucher that brings the books to it.
 */
export function VacationLiabilityScreen() {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('reports');
  usePageTitle([t('vacationLiability.title'), t('title')]);
  const [date, setDate] = useUrlFilter('date', today());
  const report = useVacationLiability(scope, date);
  const header = ['employee', 'costCentre', 'days', 'dayValue', 'amount', 'contributions', 'total'].map(
    (key) => t(`vacationLiability.columns.${key}`),
  );
  const data = report.data;
  return (
    <Stack gap="md">
      <Title order={2}>{t('vacationLiability.title')}</Title>
      <Text>{t('vacationLiability.intro')}</Text>
      <Group align="end">
        <TextInput
          type="date"
          label={t('common.date')}
          value={date}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isDate(value)) setDate(value);
          }}
        />
        {data && data.rows.length > 0 && (
          <>
            <CsvButton
              fileName={`semesterskuld-${date}.csv`}
              csv={() =>
                toCsv(header, [
                  ...data.rows.map((row) => [
                    row.employeeName,
                    row.costCentre ?? '',
                    String(row.days).replace('.', ','),
                    csvAmount(row.dayValueOre),
                    csvAmount(row.amountOre),
                    csvAmount(row.contributionsOre),
                    csvAmount(row.totalOre),
                  ]),
                  [
                    t('common.total'),
                    '',
                    String(data.totals.days).replace('.', ','),
                    '',
                    csvAmount(data.totals.amountOre),
                    csvAmount(data.totals.contributionsOre),
                    csvAmount(data.totals.totalOre),
                  ],
                ])
              }
            />
            <PdfButton
              report="reports/vacation-liability"
              query={{ date }}
              fileName={`semesterskuld-${date}.pdf`}
            />
          </>
        )}
      </Group>
      {report.isPending ? (
        <PageLoader />
      ) : report.isError || !data ? (
        <ReportError />
      ) : data.rows.length === 0 ? (
        <Text>{t('vacationLiability.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label={t('vacationLiability.tableLabel')}>
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
                {data.rows.map((row) => (
                  <Table.Tr key={row.employmentId}>
                    <Table.Td>{row.employeeName}</Table.Td>
                    <Table.Td>{row.costCentre ?? '–'}</Table.Td>
                    <Table.Td ta="right">{formatDays(row.days, i18n.language)}</Table.Td>
                    <AmountCell ore={row.dayValueOre} />
                    <AmountCell ore={row.amountOre} />
                    <AmountCell ore={row.contributionsOre} />
                    <AmountCell ore={row.totalOre} strong />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('common.total')}</Table.Th>
                  <Table.Th />
                  <Table.Th ta="right">{formatDays(data.totals.days, i18n.language)}</Table.Th>
                  <Table.Th />
                  <AmountCell ore={data.totals.amountOre} strong />
                  <AmountCell ore={data.totals.contributionsOre} strong />
                  <AmountCell ore={data.totals.totalOre} strong />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm">
            {t('vacationLiability.rate', {
              rate: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
                data.contributionRateBasisPoints / 100,
              ),
            })}
          </Text>
          <Title order={3}>{t('vacationLiability.accrualTitle')}</Title>
          <Text>
            {t('vacationLiability.accrualIntro', { previousDate: data.accrual.previousDate, date })}
          </Text>
          {data.accrual.rows.length === 0 ? (
            <Text>{t('vacationLiability.accrualEmpty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={500}>
              <Table aria-label={t('vacationLiability.accrualTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('vacationLiability.accrualColumns.account')}</Table.Th>
                    <Table.Th>{t('vacationLiability.accrualColumns.costCentre')}</Table.Th>
                    <Table.Th ta="right">{t('vacationLiability.accrualColumns.debit')}</Table.Th>
                    <Table.Th ta="right">{t('vacationLiability.accrualColumns.credit')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.accrual.rows.map((row) => (
                    <Table.Tr key={`${row.account}-${row.costCentre ?? ''}-${row.project ?? ''}`}>
                      <Table.Td>{row.account}</Table.Td>
                      <Table.Td>{row.costCentre ?? ''}</Table.Td>
                      {row.amountOre >= 0 ? <AmountCell ore={row.amountOre} /> : <Table.Td />}
                      {row.amountOre < 0 ? <AmountCell ore={-row.amountOre} /> : <Table.Td />}
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
