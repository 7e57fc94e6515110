import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { type AgeSexResponse, useAgeSex } from '../api/report-data.ts';
import { CsvButton, ReportError, toCsv } from './report-kit.tsx';

const SEXES = ['men', 'women', 'unknown'] as const;
const COLORS = { men: 'blue.6', women: 'grape.6', unknown: 'gray.5' } as const;

/** The last day of a month (YYYY-MM): the date the distribution is counted at. */
export function monthEnd(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/**
 * Personalstatistik's age and sex distribution at the end of the chosen month: a bar chart with
 * one stack per age band and a table with the totals. The server counts (a manager: the team).
 */
export function AgeSexSection({ to }: { to: string }) {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('reports');
  const date = monthEnd(to);
  const distribution = useAgeSex(scope, date);
  const bandName = (band: AgeSexResponse['bands'][number]['band']) => t(`statistics.ageSex.bands.${band}`);
  const header = [
    t('statistics.ageSex.columns.band'),
    ...SEXES.map((sex) => t(`statistics.ageSex.columns.${sex}`)),
    t('common.total'),
  ];
  const dateText = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <Title order={3}>{t('statistics.ageSex.title', { date: dateText })}</Title>
        {distribution.data && (
          <CsvButton
            label={t('statistics.ageSex.csv')}
            fileName={`alder-och-kon-${date}.csv`}
            csv={() =>
              toCsv(header, [
                ...distribution.data.bands.map((row) => [
                  bandName(row.band),
                  row.men,
                  row.women,
                  row.unknown,
                  row.total,
                ]),
                [
                  t('common.total'),
                  distribution.data.totals.men,
                  distribution.data.totals.women,
                  distribution.data.totals.unknown,
                  distribution.data.totals.total,
                ],
              ])
            }
          />
        )}
      </Group>
      <Text>{t('statistics.ageSex.intro')}</Text>
      {distribution.isError ? (
        <ReportError />
      ) : !distribution.data ? (
        <PageLoader />
      ) : (
        <>
          <BarChart
            h={260}
            aria-label={t('statistics.ageSex.chartLabel')}
            data={distribution.data.bands.map((row) => ({
              band: bandName(row.band),
              men: row.men,
              women: row.women,
              unknown: row.unknown,
            }))}
            dataKey="band"
            type="stacked"
            withLegend
            series={SEXES.map((sex) => ({
              name: sex,
              label: t(`statistics.ageSex.columns.${sex}`),
              color: COLORS[sex],
            }))}
          />
          <Table striped aria-label={t('statistics.ageSex.tableLabel')}>
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
              {distribution.data.bands.map((row) => (
                <Table.Tr key={row.band}>
                  <Table.Td>{bandName(row.band)}</Table.Td>
                  <Table.Td ta="right">{row.men}</Table.Td>
                  <Table.Td ta="right">{row.women}</Table.Td>
                  <Table.Td ta="right">{row.unknown}</Table.Td>
                  <Table.Td ta="right">{row.total}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('common.total')}</Table.Td>
                <Table.Td ta="right">{distribution.data.totals.men}</Table.Td>
                <Table.Td ta="right">{distribution.data.totals.women}</Table.Td>
                <Table.Td ta="right">{distribution.data.totals.unknown}</Table.Td>
                <Table.Td ta="right">{distribution.data.totals.total}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
