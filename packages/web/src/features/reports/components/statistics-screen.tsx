import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useHeadcount } from '../api/report-data.ts';
import { AgeSexSection } from './age-sex-section.tsx';
import { CsvButton, monthName, ReportError, thisMonth, toCsv, useUrlFilter } from './report-kit.tsx';

/**
 * Personalstatistik (`reports/statistics?to=YYYY-MM`): employments at each month end, starts and
 * ends, absence rates, and the age and sex distribution at the end of the last month.
 */
export function StatisticsScreen({
  titleKey = 'statistics.title',
}: {
  titleKey?: 'statistics.title' | 'statistics.teamTitle';
}) {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('reports');
  usePageTitle([t(titleKey), t('title')]);
  const [to, setTo] = useUrlFilter('to', thisMonth());
  const headcount = useHeadcount(scope, to);
  // One column per absence type that occurs in the months: its share of the workdays.
  const types = [
    ...new Set((headcount.data?.months ?? []).flatMap((month) => Object.keys(month.absenceDays))),
  ].sort();
  const header = [
    ...['month', 'headcount', 'starts', 'ends'].map((key) => t(`statistics.columns.${key}`)),
    ...types.map((type) =>
      t('statistics.absenceRate', { type: t(`statistics.absenceTypes.${type}`, { defaultValue: type }) }),
    ),
  ];
  const rate = (month: { workdays: number; absenceDays: Record<string, number> }, type: string) =>
    month.workdays === 0 ? 0 : (month.absenceDays[type] ?? 0) / month.workdays;
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);
  return (
    <Stack gap="md">
      <Title order={2}>{t(titleKey)}</Title>
      <Text>{t('statistics.intro')}</Text>
      <Group align="end">
        <TextInput
          type="month"
          label={t('cost.to')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value || null)}
        />
        {headcount.data && (
          <CsvButton
            fileName={`personalstatistik-${to}.csv`}
            csv={() =>
              toCsv(
                header,
                headcount.data.months.map((month) => [
                  month.period,
                  month.headcount,
                  month.starts,
                  month.ends,
                  ...types.map((type) => (rate(month, type) * 100).toFixed(1).replace('.', ',')),
                ]),
              )
            }
          />
        )}
      </Group>
      {headcount.isPending ? (
        <PageLoader />
      ) : headcount.isError ? (
        <ReportError />
      ) : (
        <Table striped aria-label={t('statistics.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              {header.map((label, index) => (
                <Table.Th key={label} ta={index > 0 ? 'right' : undefined}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headcount.data.months.map((month) => (
              <Table.Tr key={month.period}>
                <Table.Td>{monthName(month.period, i18n.language)}</Table.Td>
                <Table.Td ta="right">{month.headcount}</Table.Td>
                <Table.Td ta="right">{month.starts}</Table.Td>
                <Table.Td ta="right">{month.ends}</Table.Td>
                {types.map((type) => (
                  <Table.Td key={type} ta="right">
                    {percent(rate(month, type))}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AgeSexSection to={to} />
    </Stack>
  );
}
