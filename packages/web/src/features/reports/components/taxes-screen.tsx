import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useTaxes } from '../api/report-data.ts';
import { PdfButton } from './pdf-button.tsx';
import {
  AmountCell,
  CsvButton,
  csvAmount,
  monthName,
  ReportError,
  toCsv,
  useUrlFilter,
} from './report-kit.tsx';

/** Skatter och avgifter (`reports/taxes?year=YYYY`): per month what goes to the skattekonto, and by when. */
export function TaxesScreen() {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('reports');
  usePageTitle([t('taxes.title'), t('title')]);
  const [year, setYear] = useUrlFilter('year', String(new Date().getFullYear()));
  const taxes = useTaxes(scope, year);
  const header = ['period', 'tax', 'contributions', 'toPay', 'declarationDue', 'paymentDue'].map((key) =>
    t(`taxes.columns.${key}`),
  );
  return (
    <Stack gap="md">
      <Title order={2}>{t('taxes.title')}</Title>
      <Text>{t('taxes.intro')}</Text>
      <Group align="end">
        <TextInput
          type="number"
          label={t('common.year')}
          value={year}
          min={2000}
          max={2100}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (/^\d{4}$/.test(value)) setYear(value);
          }}
        />
        {taxes.data && taxes.data.months.length > 0 && (
          <>
            <CsvButton
              fileName={`skatter-och-avgifter-${year}.csv`}
              csv={() =>
                toCsv(
                  header,
                  taxes.data.months.map((month) => [
                    month.period,
                    csvAmount(month.taxOre),
                    csvAmount(month.contributionsOre),
                    csvAmount(month.toPayOre),
                    month.declarationDueDate,
                    month.paymentDueDate,
                  ]),
                )
              }
            />
            <PdfButton
              report="reports/taxes"
              query={{ year }}
              fileName={`skatter-och-avgifter-${year}.pdf`}
            />
          </>
        )}
      </Group>
      {taxes.isPending ? (
        <PageLoader />
      ) : taxes.isError ? (
        <ReportError />
      ) : taxes.data.months.length === 0 ? (
        <Text>{t('taxes.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped aria-label={t('taxes.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                {header.map((label, index) => (
                  <Table.Th key={label} ta={index > 0 && index < 4 ? 'right' : undefined}>
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {taxes.data.months.map((month) => (
                <Table.Tr key={month.period}>
                  <Table.Td>{monthName(month.period, i18n.language)}</Table.Td>
                  <AmountCell ore={month.taxOre} />
                  <AmountCell ore={month.contributionsOre} />
                  <AmountCell ore={month.toPayOre} strong />
                  <Table.Td>{month.declarationDueDate}</Table.Td>
                  <Table.Td>{month.paymentDueDate}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
