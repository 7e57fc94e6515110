import type { PayrollRunView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeletePayrollRun } from '../api/delete-payroll-run.ts';
import { usePayrollRun } from '../api/get-payroll-run.ts';
import { formatMoment, formatMoney } from './format.ts';
import { RunApprovals } from './run-approvals.tsx';
import { RunBasis } from './run-basis.tsx';
import { CalculateButton, CalculationProgress } from './run-calculation.tsx';
import { RunEmployeesTable } from './run-employees-table.tsx';
import { describeRunProblem } from './run-problem.ts';
import { RunStatusBadge } from './run-status-badge.tsx';

export type RunPageProps = {
  runId: string;
  /** The admin's section: calculate, recalculate and delete (with PayrollBasis.Run). The manager's review only approves and aborts. */
  canEdit: boolean;
  backTo: { to: string; label: string };
};

function Totals({ run }: { run: PayrollRunView }) {
  const { t } = useTranslation('payroll');
  const items = [
    [t('run.totals.employees'), String(run.employeeCount)],
    [t('run.totals.gross'), formatMoney(run.totals.grossOre)],
    [t('run.totals.tax'), formatMoney(run.totals.taxOre)],
    [t('run.totals.net'), formatMoney(run.totals.netOre)],
    [t('run.totals.contributions'), formatMoney(run.totals.employerContributionsOre)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
      {items.map(([label, value]) => (
        <Card key={label} withBorder padding="sm">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function DeleteRun({ run, backTo }: { run: PayrollRunView; backTo: string }) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const remove = useDeletePayrollRun(scope, run.id);
  const [isOpen, setOpen] = useState(false);
  if (run.status !== 'draft' && run.status !== 'calculated') return null;
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setOpen(true)}>
        {t('run.delete.button')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('run.delete.title', { label: run.label })}
        message={t('run.delete.message')}
        confirmLabel={t('run.delete.confirm')}
        cancelLabel={t('run.delete.cancel')}
        isBusy={remove.isPending}
        onConfirm={() =>
          remove.mutate(run.version, {
            onSuccess: () => {
              void showToast({ type: 'success', title: t('run.done.deleted') });
              navigate(backTo);
            },
            onError: (error) => {
              setOpen(false);
              void showToast({
                type: 'error',
                title: t('problems.title'),
                description: describeRunProblem(error, t),
              });
            },
          })
        }
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/**
 * Whether this page saw the job give up: the run went from calculating back to draft (the job's
 * last attempt failed and removed what it had written).
 */
function useCalculationFailed(status: PayrollRunView['status'] | undefined): boolean {
  const previous = useRef(status);
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    if (previous.current === 'calculating' && status === 'draft') setFailed(true);
    if (status === 'calculating') setFailed(false);
    previous.current = status;
  }, [status]);
  return hasFailed;
}

/**
 * One run (`…/payroll/{runId}`, titled by its label, "Lön november 2026"): status and approvals,
 * totals, the basis, the calculation with its progress (followed by polling, so a reload in the
 * middle of the job shows where it is), the approval steps and each employee's row.
 */
export function RunPage({ runId, canEdit, backTo }: RunPageProps) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payroll');
  const query = usePayrollRun(scope, runId);
  const hasCalculationFailed = useCalculationFailed(query.data?.run.status);
  const canRun = useHasPrivilege('PayrollBasis.Run', true) && canEdit;
  const canSeePayout = useHasPrivilege('ReportingAndCompliance.PayoutInsight');
  usePageTitle([query.data?.run.label]);
  const back = (
    <Anchor component={Link} to={backTo.to} size="sm">
      ← {backTo.label}
    </Anchor>
  );
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="sm">
        {back}
        <Alert color={isMissing ? 'gray' : 'red'} role="alert">
          {isMissing ? t('run.notFound') : describeRunProblem(query.error, t)}
        </Alert>
      </Stack>
    );
  }
  const { run, employees } = query.data;
  const isCalculated = employees.some((row) => row.totals !== null);
  return (
    <Stack gap="md">
      {back}
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={2}>{run.label}</Title>
          <RunStatusBadge status={run.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('run.summary', { kind: t(`kind.${run.kind}`), payDate: run.payDate, name: run.createdByName })}
        </Text>
        {run.approvals.map((approval) => (
          <Text key={approval.step} size="sm">
            {t('run.approvedBy', {
              step: t(`run.steps.${approval.step}`),
              name: approval.byName,
              at: formatMoment(approval.at),
            })}
          </Text>
        ))}
        {run.completedAt && (
          <Text size="sm">{t('run.completedAt', { at: formatMoment(run.completedAt) })}</Text>
        )}
        {run.completedAt && canEdit && (
          // The payout and payment file of a completed run (features/bank-files, issue 19).
          <Anchor component={Link} to="payout" size="sm">
            {t('run.payoutLink')}
          </Anchor>
        )}
        {run.completedAt && !canEdit && canSeePayout && (
          // A manager with PayoutInsight: the payout of their own team (issue 19).
          <Anchor component={Link} to="payout" size="sm">
            {t('run.payoutInsightLink')}
          </Anchor>
        )}
      </Stack>
      {run.abortReason && (
        <Alert color="orange" role="note">
          {t('run.abortReason', { reason: run.abortReason })}
        </Alert>
      )}
      {hasCalculationFailed && run.status === 'draft' && (
        <Alert color="red" role="alert">
          {t('run.calculationFailed')}
        </Alert>
      )}
      {run.status === 'calculating' ? (
        <CalculationProgress run={run} />
      ) : (
        canRun && (
          <PrivilegeGate privilege="PayrollBasis.Run" requiresWrite>
            <CalculateButton run={run} />
          </PrivilegeGate>
        )
      )}
      {isCalculated && <Totals run={run} />}
      <RunApprovals run={run} />
      <RunBasis data={query.data} />
      <Stack gap="sm" component="section" aria-labelledby="run-employees-title">
        <Title order={3} id="run-employees-title">
          {t('run.employees.title')}
        </Title>
        {!isCalculated && run.status === 'draft' && <Text c="dimmed">{t('run.notCalculated')}</Text>}
        <RunEmployeesTable runId={run.id} status={run.status} employees={employees} canRecalculate={canRun} />
      </Stack>
      {canRun && (
        <Group>
          <DeleteRun run={run} backTo={backTo.to} />
        </Group>
      )}
    </Stack>
  );
}
