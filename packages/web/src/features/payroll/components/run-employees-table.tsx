import type {
  PayrollRunStatus,
  RunEmployeeView,
} from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { createDataTableColumnHelper } from '../../../ui/data-table/data-table-features.ts';
import { useAddressTableView } from '../../../ui/data-table/use-address-table-view.ts';
import { showToast } from '../../../ui/toast.ts';
import { useRecalculateEmployee } from '../api/recalculate-employee.ts';
import { CheckBadges } from './check-badges.tsx';
import { formatMoney } from './format.ts';
import { describeRunProblem } from './run-problem.ts';

const column = createDataTableColumnHelper<RunEmployeeView>();
const COLUMN_IDS = ['name', 'gross', 'tax', 'net', 'contributions', 'checks'] as const;
/** `?remarks=only`: the filter "Visa bara med anmärkningar" (a reload and a shared link keep it). */
export const REMARKS_PARAM = 'remarks';

const money = (value: number | undefined) => (value === undefined ? '–' : formatMoney(value));
const severityRank = (row: RunEmployeeView) =>
  row.checks.reduce((rank, check) => rank + (check.severity === 'blocking' ? 1000 : 1), 0);

export type RunEmployeesTableProps = {
  runId: string;
  status: PayrollRunStatus;
  employees: RunEmployeeView[];
  /** Whether "Beräkna om" shows (PayrollBasis.Run in the admin's section, the run not approved). */
  canRecalculate: boolean;
};

/**
 * Each employee's gross, tax, net, contributions and checks; a link to the payslip once it exists,
 * and "Beräkna om" after the employee's data was fixed (the row's net changes with the answer).
 */
export function RunEmployeesTable({ runId, status, employees, canRecalculate }: RunEmployeesTableProps) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payroll');
  const [params, setParams] = useSearchParams();
  const { view, onViewChange } = useAddressTableView(COLUMN_IDS);
  const addressOnly = params.get(REMARKS_PARAM) === 'only';
  // The box turns at the click; the address follows in the router's transition (back and reload keep it).
  const [onlyWithChecks, setOnlyWithChecks] = useState(addressOnly);
  useEffect(() => setOnlyWithChecks(addressOnly), [addressOnly]);
  const recalculate = useRecalculateEmployee(scope, runId);
  const showRecalculate = canRecalculate && (status === 'draft' || status === 'calculated');

  const columns = useMemo(
    () => [
      column.accessor('employeeName', {
        id: 'name',
        header: t('run.employees.name'),
        cell: (info) => {
          const row = info.row.original;
          return row.payslipId ? (
            // The text's own colour, underlined: the brand colour is too faint on a striped row (axe).
            <Anchor
              component={Link}
              c="inherit"
              underline="always"
              to={`payslips/${row.payslipId}`}
              aria-label={t('run.employees.payslipFor', { name: row.employeeName })}
            >
              {row.employeeName}
            </Anchor>
          ) : (
            row.employeeName
          );
        },
      }),
      column.accessor((row) => row.totals?.grossOre, {
        id: 'gross',
        header: t('run.employees.gross'),
        cell: (info) => money(info.getValue()),
      }),
      column.accessor((row) => row.totals?.taxOre, {
        id: 'tax',
        header: t('run.employees.tax'),
        cell: (info) => money(info.getValue()),
      }),
      column.accessor((row) => row.totals?.netOre, {
        id: 'net',
        header: t('run.employees.net'),
        cell: (info) => (
          <Text size="sm" fw={600} c={(info.getValue() ?? 0) < 0 ? 'red.9' : undefined}>
            {info.row.original.totals ? money(info.getValue()) : t('run.employees.notCalculated')}
          </Text>
        ),
      }),
      column.accessor((row) => row.totals?.employerContributionsOre, {
        id: 'contributions',
        header: t('run.employees.contributions'),
        cell: (info) => money(info.getValue()),
      }),
      column.accessor(severityRank, {
        id: 'checks',
        header: t('run.employees.checks'),
        cell: (info) => <CheckBadges checks={info.row.original.checks} />,
      }),
      ...(showRecalculate
        ? [
            column.display({
              id: 'recalculate',
              header: t('run.employees.actions'),
              cell: (info) => {
                const row = info.row.original;
                // Nothing to recalculate before the run's first calculation.
                if (!row.totals) return null;
                const isBusy = recalculate.isPending && recalculate.variables === row.employmentId;
                return (
                  <Button
                    size="xs"
                    variant="light"
                    loading={isBusy}
                    aria-label={t('run.employees.recalculateFor', { name: row.employeeName })}
                    onClick={() =>
                      recalculate.mutate(row.employmentId, {
                        onSuccess: () =>
                          void showToast({
                            type: 'success',
                            title: t('run.done.recalculated', { name: row.employeeName }),
                          }),
                        onError: (error) =>
                          void showToast({
                            type: 'error',
                            title: t('problems.title'),
                            description: describeRunProblem(error, t),
                          }),
                      })
                    }
                  >
                    {t('run.employees.recalculate')}
                  </Button>
                );
              },
            }),
          ]
        : []),
    ],
    [t, showRecalculate, recalculate],
  );

  const rows = onlyWithChecks ? employees.filter((row) => row.checks.length > 0) : employees;
  const toggle = (checked: boolean) => {
    setOnlyWithChecks(checked);
    const next = new URLSearchParams(params);
    if (checked) next.set(REMARKS_PARAM, 'only');
    else next.delete(REMARKS_PARAM);
    next.delete('page');
    setParams(next);
  };

  return (
    <Stack gap="sm">
      <Checkbox
        label={t('run.employees.onlyWithChecks')}
        checked={onlyWithChecks}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <DataTable
        label={t('run.employees.tableLabel')}
        data={rows}
        columns={columns}
        getRowId={(row) => row.employmentId}
        view={view}
        onViewChange={onViewChange}
        csvFileName="lonekorning.csv"
      />
    </Stack>
  );
}
