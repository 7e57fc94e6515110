import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { usePension } from '../api/report-data.ts';
import {
  AmountCell,
  CsvButton,
  csvAmount,
  monthName,
  ReportError,
  toCsv,
  useUrlFilter,
} from './report-kit.tsx';

/** Pension (`reports/pension?year=`): premium basis and premiums per employee, month and plan. */
export function PensionScreen() {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('reports');
  usePageTitle([t('pension.title'), t('title')]);
  const [year, setYear] = useUrlFilter('year', String(new Date().getFullYear()));
  const report = usePension(scope, year);
  const header = ['employee', 'period', 'plan', 'basis', 'premium', 'specialPayrollTax'].map((key) =>
    t(`pension.columns.${key}`),
  );
  const planName = (name: string | null) => name ?? t('pension.ownPercent');
  const data = report.data;
  return (
    <Stack gap="md">
      <Title order={2}>{t('pension.title')}</Title>
      <Text>{t('pension.intro')}</Text>
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
        {data && data.rows.length > 0 && (
          <CsvButton
            fileName={`pension-${year}.csv`}
            csv={() =>
              toCsv(header, [
                ...data.rows.map((row) => [
                  row.employeeName,
                  row.period,
                  planName(row.planName),
                  csvAmount(row.basisOre),
                  csvAmount(row.premiumOre),
                  csvAmount(row.specialPayrollTaxOre),
                ]),
                [
                  t('common.total'),
                  '',
                  '',
                  csvAmount(data.totals.basisOre),
                  csvAmount(data.totals.premiumOre),
                  csvAmount(data.totals.specialPayrollTaxOre),
                ],
              ])
            }
          />
        )}
      </Group>
      {report.isPending ? (
        <PageLoader />
      ) : report.isError || !data ? (
        <ReportError />
      ) : (
        <>
          {data.withoutPlan.length > 0 && (
            <Text c="orange.8">
              {t('pension.withoutPlan', {
                names: data.withoutPlan.map((row) => row.employeeName).join(', '),
              })}
            </Text>
          )}
          {data.rows.length === 0 ? (
            <Text>{t('pension.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={t('pension.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    {header.map((label, index) => (
                      <Table.Th key={label} ta={index > 2 ? 'right' : undefined}>
                        {label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={`${row.employmentId}-${row.period}`}>
                      <Table.Td>{row.employeeName}</Table.Td>
                      <Table.Td>{monthName(row.period, i18n.language)}</Table.Td>
                      <Table.Td>{planName(row.planName)}</Table.Td>
                      <AmountCell ore={row.basisOre} />
                      <AmountCell ore={row.premiumOre} />
                      <AmountCell ore={row.specialPayrollTaxOre} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  {data.byPlan.map((plan) => (
                    <Table.Tr key={plan.planName ?? ''}>
                      <Table.Th>{t('common.total')}</Table.Th>
                      <Table.Th />
                      <Table.Th>{planName(plan.planName)}</Table.Th>
                      <AmountCell ore={plan.basisOre} strong />
                      <AmountCell ore={plan.premiumOre} strong />
                      <AmountCell ore={plan.specialPayrollTaxOre} strong />
                    </Table.Tr>
                  ))}
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
