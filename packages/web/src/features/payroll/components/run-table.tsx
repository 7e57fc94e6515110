import type { PayrollRunView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { createDataTableColumnHelper } from '../../../ui/data-table/data-table-features.ts';
import { useAddressTableView } from '../../../ui/data-table/use-address-table-view.ts';
import { formatMoney } from './format.ts';
import { RunStatusBadge } from './run-status-badge.tsx';

const column = createDataTableColumnHelper<PayrollRunView>();
const COLUMN_IDS = ['label', 'payDate', 'status', 'employees', 'gross', 'net', 'checks'] as const;

/** Runs in the server's order (newest period first); each label links to the run's page. */
export function RunTable({ runs, label }: { runs: PayrollRunView[]; label: string }) {
  const { t } = useTranslation('payroll');
  const { view, onViewChange } = useAddressTableView(COLUMN_IDS);
  const columns = useMemo(
    () => [
      column.accessor('label', {
        id: 'label',
        header: t('list.columns.label'),
        cell: (info) => (
          // The text's own colour, underlined: the brand colour is too faint on a striped row (axe color-contrast).
          <Anchor component={Link} to={info.row.original.id} c="inherit" underline="always">
            {info.getValue()}
          </Anchor>
        ),
      }),
      column.accessor('payDate', { id: 'payDate', header: t('list.columns.payDate') }),
      column.accessor('status', {
        id: 'status',
        header: t('list.columns.status'),
        cell: (info) => <RunStatusBadge status={info.getValue()} />,
      }),
      column.accessor('employeeCount', { id: 'employees', header: t('list.columns.employees') }),
      column.accessor((run) => run.totals.grossOre, {
        id: 'gross',
        header: t('list.columns.gross'),
        cell: (info) => formatMoney(info.getValue()),
        meta: { csvHeader: t('list.columns.gross') },
      }),
      column.accessor((run) => run.totals.netOre, {
        id: 'net',
        header: t('list.columns.net'),
        cell: (info) => formatMoney(info.getValue()),
        meta: { csvHeader: t('list.columns.net') },
      }),
      column.accessor((run) => run.blockingCount * 100_000 + run.warningCount, {
        id: 'checks',
        header: t('list.columns.checks'),
        cell: (info) => {
          const run = info.row.original;
          if (run.blockingCount === 0 && run.warningCount === 0) return t('list.noChecks');
          return (
            <Text size="sm" c={run.blockingCount > 0 ? 'red.9' : undefined}>
              {t('list.checksSummary', { blocking: run.blockingCount, warnings: run.warningCount })}
            </Text>
          );
        },
        meta: { csvHeader: t('list.columns.checks') },
      }),
    ],
    [t],
  );
  return (
    <DataTable
      label={label}
      data={runs}
      columns={columns}
      getRowId={(run) => run.id}
      view={view}
      onViewChange={onViewChange}
      withCsvExport={false}
    />
  );
}
