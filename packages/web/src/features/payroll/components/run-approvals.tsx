import type { ApprovalStep, PayrollRunView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useHasPrivilege } from '../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAbortPayrollRun } from '../api/abort-payroll-run.ts';
import { useApprovePayrollRun } from '../api/approve-payroll-run.ts';
import { AbortDialog } from './abort-dialog.tsx';
import { describeRunProblem } from './run-problem.ts';

const APPROVE: Record<ApprovalStep, PrivilegeId> = {
  first: 'PayrollBasis.Approve.First',
  second: 'PayrollBasis.Approve.Second',
  complete: 'PayrollBasis.Approve.Complete',
};
const ABORT: Record<ApprovalStep, PrivilegeId> = {
  first: 'PayrollBasis.Abort.First',
  second: 'PayrollBasis.Abort.Second',
  complete: 'PayrollBasis.Abort.Complete',
};

/** The step the run's status leads to next, and the steps that can be sent back from it. */
function stepsFor(status: PayrollRunView['status']): { next?: ApprovalStep; aborts: ApprovalStep[] } {
  switch (status) {
    case 'calculated':
      return { next: 'first', aborts: [] };
    case 'first-approved':
      return { next: 'second', aborts: ['first'] };
    case 'second-approved':
      return { next: 'complete', aborts: ['second', 'complete'] };
    default:
      return { aborts: [] };
  }
}

/**
 * The approval buttons the role's privileges and the run's status allow: First, Second, Complete
 * (after a confirmation, since a completed run is final) and the abort steps with their reason.
 * A refusal (409/422, e.g. the same person approving twice) shows in Swedish above the buttons.
 */
export function RunApprovals({ run }: { run: PayrollRunView }) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payroll');
  const approve = useApprovePayrollRun(scope, run.id);
  const abort = useAbortPayrollRun(scope, run.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirmingComplete, setConfirmingComplete] = useState(false);
  const [abortStep, setAbortStep] = useState<ApprovalStep | null>(null);
  const { next, aborts } = stepsFor(run.status);
  const canApproveFirst = useHasPrivilege(APPROVE.first, true);
  const canApproveSecond = useHasPrivilege(APPROVE.second, true);
  const canComplete = useHasPrivilege(APPROVE.complete, true);
  const canAbortFirst = useHasPrivilege(ABORT.first, true);
  const canAbortSecond = useHasPrivilege(ABORT.second, true);
  const canAbortComplete = useHasPrivilege(ABORT.complete, true);
  const canApprove = { first: canApproveFirst, second: canApproveSecond, complete: canComplete };
  const canAbort = { first: canAbortFirst, second: canAbortSecond, complete: canAbortComplete };

  const doApprove = (step: ApprovalStep) => {
    setProblem(null);
    approve.mutate(
      { step, version: run.version },
      {
        onSuccess: () => void showToast({ type: 'success', title: t(`run.done.${step}`) }),
        onError: (error) => setProblem(describeRunProblem(error, t)),
        onSettled: () => setConfirmingComplete(false),
      },
    );
  };
  const doAbort = (reason: string) => {
    if (!abortStep) return;
    setProblem(null);
    abort.mutate(
      { step: abortStep, version: run.version, reason },
      {
        onSuccess: () => void showToast({ type: 'success', title: t('run.done.aborted') }),
        onError: (error) => setProblem(describeRunProblem(error, t)),
        onSettled: () => setAbortStep(null),
      },
    );
  };

  const isBlocked = next === 'first' && run.blockingCount > 0;
  const showNext = next !== undefined && canApprove[next];
  const shownAborts = aborts.filter((step) => canAbort[step]);
  if (!showNext && shownAborts.length === 0 && !problem) return null;

  return (
    <Stack gap="sm">
      {problem && (
        <Alert color="red" title={t('problems.title')} role="alert">
          {problem}
        </Alert>
      )}
      {isBlocked && showNext && (
        <Text c="red.9" size="sm">
          {t('run.approve.blockingFirst', { count: run.blockingCount })}
        </Text>
      )}
      <Group gap="sm">
        {showNext && next && (
          <Button
            disabled={isBlocked}
            loading={approve.isPending}
            color={next === 'complete' ? 'green' : undefined}
            onClick={() => (next === 'complete' ? setConfirmingComplete(true) : doApprove(next))}
          >
            {t(`run.approve.${next}`)}
          </Button>
        )}
        {shownAborts.map((step) => (
          <Button key={step} variant="default" color="red" onClick={() => setAbortStep(step)}>
            {t(`run.abort.${step}`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        isOpen={isConfirmingComplete}
        title={t('run.complete.title')}
        message={t('run.complete.message')}
        confirmLabel={t('run.complete.confirm')}
        cancelLabel={t('run.complete.cancel')}
        isBusy={approve.isPending}
        onConfirm={() => doApprove('complete')}
        onCancel={() => setConfirmingComplete(false)}
      />
      <AbortDialog
        key={abortStep ?? 'closed'}
        step={abortStep}
        isBusy={abort.isPending}
        onConfirm={doAbort}
        onCancel={() => setAbortStep(null)}
      />
    </Stack>
  );
}
