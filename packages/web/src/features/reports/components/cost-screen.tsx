import '@mantine/charts/styles.css';
import { SALARY_TYPE_GROUPS } from '@lonsam/domain/reports/salary-type-groups';
import { BarChart } from '@mantine/charts';
import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { type CostGrouping, type CostResponse, useCost } from '../api/report-data.ts';
import {
  AmountCell,
  CsvButton,
  csvAmount,
  formatOre,
  monthName,
  ReportError,
  thisMonth,
  toCsv,
  useUrlFilter,
} from './report-kit.tsx';

const COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'yellow.7',
];
const NONE = '__none';
const ALL = 'all';

/**
 * The cost centres (or, grouped by salary type, the groups in their order) that have cost in the
 * months, each a series of the stacked chart and a column of the table.
 */
export function costPivot(cost: CostResponse, groupBy: CostGrouping = 'cost-centre') {
  const entries =
    groupBy === 'salary-type-group'
      ? (cost.groups ?? []).map((row) => ({ period: row.period, key: row.group, ore: row.amountOre }))
      : cost.rows.map((row) => ({ period: row.period, key: row.costCentre ?? NONE, ore: row.totalOre }));
  const seen = new Set(entries.map((entry) => entry.key));
  const codes: string[] =
    groupBy === 'salary-type-group' ? SALARY_TYPE_GROUPS.filter((group) => seen.has(group)) : [...seen];
  const byMonth = new Map<string, Map<string, number>>();
  for (const entry of entries) {
    const month = byMonth.get(entry.period) ?? new Map<string, number>();
    month.set(entry.key, (month.get(entry.key) ?? 0) + entry.ore);
    byMonth.set(entry.period, month);
  }
  return { codes, byMonth };
}

/**
 * Lönekostnad (`reports/cost?to=YYYY-MM&costCentre=…`): cash pay, tax-free allowances and employer
 * contributions per month and cost centre, 12 months, as a stacked chart and a table. In the
 * manager's Analys the server limits it to the team.
 */
export function CostScreen({ titleKey = 'cost.title' }: { titleKey?: 'cost.title' | 'cost.teamTitle' }) {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('reports');
  usePageTitle([t(titleKey), t('title')]);
  const [to, setTo] = useUrlFilter('to', thisMonth());
  const [costCentre, setCostCentre] = useUrlFilter('costCentre', '');
  const [grouping, setGrouping] = useUrlFilter('groupBy', 'cost-centre');
  const groupBy: CostGrouping = grouping === 'salary-type-group' ? 'salary-type-group' : 'cost-centre';
  const byGroup = groupBy === 'salary-type-group';
  const cost = useCost(scope, to, costCentre || undefined, byGroup ? groupBy : undefined);
  const name = (code: string) => {
    if (byGroup) return t(`cost.groups.${code}`, { defaultValue: code });
    if (code === NONE) return t('cost.noCostCentre');
    const found = cost.data?.costCentres.find((entry) => entry.code === code);
    return found ? `${found.code} ${found.name}` : code;
  };
  // Grouped by salary type, an answer without groups is the one before the switch: wait for it.
  const pivot = cost.data && (!byGroup || cost.data.groups) ? costPivot(cost.data, groupBy) : null;
  const csvHeader = ['month', 'costCentre', 'gross', 'taxFree', 'contributions', 'total'].map((key) =>
    t(`cost.columns.${key}`),
  );
  return (
    <Stack gap="md">
      <Title order={2}>{t(titleKey)}</Title>
      <Text>{t('cost.intro')}</Text>
      <Group align="end">
        <TextInput
          type="month"
          label={t('cost.to')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value || null)}
        />
        <Select
          label={t('cost.costCentre')}
          value={costCentre || ALL}
          onChange={(value) => setCostCentre(value && value !== ALL ? value : null)}
          data={[
            { value: ALL, label: t('cost.allCostCentres') },
            ...(cost.data?.costCentres ?? []).map((entry) => ({
              value: entry.code,
              label: `${entry.code} ${entry.name}`,
            })),
          ]}
          allowDeselect={false}
        />
        <Select
          label={t('cost.groupBy')}
          value={groupBy}
          onChange={(value) => setGrouping(value === 'salary-type-group' ? value : null)}
          data={[
            { value: 'cost-centre', label: t('cost.groupings.cost-centre') },
            { value: 'salary-type-group', label: t('cost.groupings.salary-type-group') },
          ]}
          allowDeselect={false}
        />
        {byGroup && cost.data?.groups && cost.data.groups.length > 0 && (
          <CsvButton
            fileName={`lonekostnad-lonearter-${to}.csv`}
            csv={() =>
              toCsv(
                ['month', 'group', 'amount'].map((key) => t(`cost.groupColumns.${key}`)),
                (cost.data.groups ?? []).map((row) => [
                  row.period,
                  name(row.group),
                  csvAmount(row.amountOre),
                ]),
              )
            }
          />
        )}
        {!byGroup && cost.data && cost.data.rows.length > 0 && (
          <CsvButton
            fileName={`lonekostnad-${to}.csv`}
            csv={() =>
              toCsv(
                csvHeader,
                cost.data.rows.map((row) => [
                  row.period,
                  row.costCentre ?? '',
                  csvAmount(row.grossOre),
                  csvAmount(row.taxFreeOre),
                  csvAmount(row.contributionsOre),
                  csvAmount(row.totalOre),
                ]),
              )
            }
          />
        )}
      </Group>
      {cost.isError ? (
        <ReportError />
      ) : !cost.data || !pivot ? (
        <PageLoader />
      ) : cost.data.rows.length === 0 ? (
        <Text>{t('cost.empty')}</Text>
      ) : (
        <>
          <BarChart
            h={320}
            aria-label={t(byGroup ? 'cost.groupChartLabel' : 'cost.chartLabel')}
            data={cost.data.months.map((month) => ({
              month: monthName(month, i18n.language),
              ...Object.fromEntries(
                pivot.codes.map((code) => [code, (pivot.byMonth.get(month)?.get(code) ?? 0) / 100]),
              ),
            }))}
            dataKey="month"
            type="stacked"
            withLegend
            valueFormatter={(kronor) => formatOre(Math.round(kronor * 100), i18n.language)}
            series={pivot.codes.map((code, index) => ({
              name: code,
              label: name(code),
              color: COLORS[index % COLORS.length]!,
            }))}
          />
          <Table.ScrollContainer minWidth={600}>
            <Table striped aria-label={t('cost.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cost.columns.month')}</Table.Th>
                  {pivot.codes.map((code) => (
                    <Table.Th key={code} ta="right">
                      {name(code)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('common.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cost.data.months.map((month) => {
                  const values = pivot.byMonth.get(month);
                  const total = [...(values?.values() ?? [])].reduce((sum, value) => sum + value, 0);
                  return (
                    <Table.Tr key={month}>
                      <Table.Td>{monthName(month, i18n.language)}</Table.Td>
                      {pivot.codes.map((code) => (
                        <AmountCell key={code} ore={values?.get(code) ?? 0} />
                      ))}
                      <AmountCell ore={total} strong />
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
