import '@mantine/charts/styles.css';
import type { ComparisonMetric } from '@lonsam/domain/reports/twelve-month-comparison';
import { LineChart } from '@mantine/charts';
import { Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { type ComparisonResponse, useComparison } from '../api/comparison.ts';
import { csvNumber, formatChange, formatPoints, formatValue } from './comparison-format.ts';
import { CsvButton, monthName, ReportError, thisMonth, toCsv, useUrlFilter } from './report-kit.tsx';

type Metric = ComparisonResponse['metrics'][number];
type Values = Metric['total'];

function ValueCells({ metric, values }: { metric: ComparisonMetric; values: Values }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const cell = (text: string) => (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Table.Td>
  );
  return (
    <>
      {cell(formatValue(metric, values.current, language))}
      {cell(formatValue(metric, values.previous, language))}
      {cell(
        metric === 'absence-rate'
          ? t('comparison.points', { value: formatPoints(values.difference, language) })
          : formatValue(metric, values.difference, language, true),
      )}
      {values.changePercent === null ? (
        <Table.Td ta="right">
          <span aria-hidden title={t('comparison.noChange')}>
            –
          </span>
          <VisuallyHidden>{t('comparison.noChange')}</VisuallyHidden>
        </Table.Td>
      ) : (
        cell(formatChange(values.changePercent, language))
      )}
    </>
  );
}

function MetricSection({ entry }: { entry: Metric }) {
  const { t, i18n } = useTranslation('reports');
  const name = t(`comparison.metrics.${entry.metric}`);
  return (
    <Stack gap="sm">
      <Title order={3}>{name}</Title>
      <LineChart
        h={260}
        aria-label={t('comparison.chartLabel', { metric: name })}
        data={entry.months.map((row) => ({
          month: monthName(row.period, i18n.language),
          current: row.current,
          previous: row.previous,
        }))}
        dataKey="month"
        withLegend
        valueFormatter={(value) => formatValue(entry.metric, value, i18n.language)}
        series={[
          { name: 'current', label: t('comparison.series.current'), color: 'blue.6' },
          { name: 'previous', label: t('comparison.series.previous'), color: 'gray.6' },
        ]}
      />
      <Table.ScrollContainer minWidth={700}>
        <Table striped aria-label={t('comparison.tableLabel', { metric: name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('comparison.columns.month')}</Table.Th>
              <Table.Th>{t('comparison.columns.previousMonth')}</Table.Th>
              {(['current', 'previous', 'difference', 'change'] as const).map((key) => (
                <Table.Th key={key} ta="right">
                  {t(`comparison.columns.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.months.map((row) => (
              <Table.Tr key={row.period}>
                <Table.Td>{monthName(row.period, i18n.language)}</Table.Td>
                <Table.Td>{monthName(row.previousPeriod, i18n.language)}</Table.Td>
                <ValueCells metric={entry.metric} values={row} />
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td colSpan={2}>{t('comparison.total')}</Table.Td>
              <ValueCells metric={entry.metric} values={entry.total} />
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * Analys' 12-month comparisons (`analytics/comparison?to=YYYY-MM`, Analytics.Advanced): cost,
 * absence rate and headcount against the year before, each a line chart and a table, one CSV.
 * The server counts them, for a manager over the team only.
 */
export function ComparisonScreen() {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  usePageTitle([t('comparison.title'), t('title')]);
  const [to, setTo] = useUrlFilter('to', thisMonth());
  const comparison = useComparison(scope, to);
  const csv = (data: ComparisonResponse) =>
    toCsv(
      ['metric', 'month', 'previousMonth', 'current', 'previous', 'difference', 'change'].map((key) =>
        t(`comparison.columns.${key}`),
      ),
      data.metrics.flatMap((entry) =>
        [...entry.months, { ...entry.total, period: t('comparison.total'), previousPeriod: '' }].map(
          (row) => [
            t(`comparison.metrics.${entry.metric}`),
            row.period,
            row.previousPeriod,
            csvNumber(entry.metric, row.current),
            csvNumber(entry.metric, row.previous),
            csvNumber(entry.metric, row.difference),
            row.changePercent === null ? '' : row.changePercent.toFixed(1).replace('.', ','),
          ],
        ),
      ),
    );
  return (
    <Stack gap="lg">
      <Title order={2}>{t('comparison.title')}</Title>
      <Text>{t('comparison.intro')}</Text>
      <Group align="end">
        <TextInput
          type="month"
          label={t('comparison.to')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value || null)}
        />
        {comparison.data && <CsvButton fileName={`jamforelse-${to}.csv`} csv={() => csv(comparison.data)} />}
      </Group>
      {comparison.isError ? (
        <ReportError />
      ) : !comparison.data ? (
        <PageLoader />
      ) : (
        <>
          {comparison.data.metrics.map((entry) => (
            <MetricSection key={entry.metric} entry={entry} />
          ))}
          <Text size="sm" c="dimmed">
            {t('comparison.totalHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
