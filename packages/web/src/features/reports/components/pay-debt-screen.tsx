import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { usePayDebt } from '../api/report-data.ts';
import { AmountCell, CsvButton, csvAmount, ReportError, toCsv, useUrlFilter } from './report-kit.tsx';
import { today } from './vacation-liability-screen.tsx';

/**
 * Löneskuld (`reports/pay-debt?date=`): earned but unpaid pay, tax and contributions still to pay
 * to Skatteverket, and the vacation liability, at the end of a date.
 */
export function PayDebtScreen() {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  usePageTitle([t('payDebt.title'), t('title')]);
  const [date, setDate] = useUrlFilter('date', today());
  const report = usePayDebt(scope, date);
  const header = ['kind', 'dueDate', 'runs', 'amount'].map((key) => t(`payDebt.columns.${key}`));
  const data = report.data;
  return (
    <Stack gap="md">
      <Title order={2}>{t('payDebt.title')}</Title>
      <Text>{t('payDebt.intro')}</Text>
      <Group align="end">
        <TextInput
          type="date"
          label={t('common.date')}
          value={date}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setDate(value);
          }}
        />
        {data && data.rows.length > 0 && (
          <CsvButton
            fileName={`loneskuld-${date}.csv`}
            csv={() =>
              toCsv(header, [
                ...data.rows.map((row) => [
                  t(`payDebt.kinds.${row.kind}`),
                  row.dueDate ?? '',
                  row.runLabels.join(', '),
                  csvAmount(row.amountOre),
                ]),
                [t('common.total'), '', '', csvAmount(data.totalOre)],
              ])
            }
          />
        )}
      </Group>
      {report.isPending ? (
        <PageLoader />
      ) : report.isError || !data ? (
        <ReportError />
      ) : data.rows.length === 0 ? (
        <Text>{t('payDebt.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped aria-label={t('payDebt.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                {header.map((label, index) => (
                  <Table.Th key={label} ta={index === 3 ? 'right' : undefined}>
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={`${row.kind}-${row.dueDate ?? ''}`}>
                  <Table.Td>{t(`payDebt.kinds.${row.kind}`)}</Table.Td>
                  <Table.Td>{row.dueDate ?? '–'}</Table.Td>
                  <Table.Td>{row.runLabels.join(', ')}</Table.Td>
                  <AmountCell ore={row.amountOre} />
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('common.total')}</Table.Th>
                <Table.Th />
                <Table.Th />
                <AmountCell ore={data.totalOre} strong />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
