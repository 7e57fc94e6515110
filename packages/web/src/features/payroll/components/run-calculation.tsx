import type { PayrollRunView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useCalculatePayrollRun } from '../api/calculate-payroll-run.ts';
import { describeRunProblem } from './run-problem.ts';

/** The job's progress, employees done of total, while the run calculates (the page polls the run). */
export function CalculationProgress({ run }: { run: PayrollRunView }) {
  const { t } = useTranslation('payroll');
  const done = run.progress?.done ?? 0;
  const total = run.progress?.total ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = total > 0 ? t('run.calculating', { done, total }) : t('run.calculatingStarting');
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {text}
      </Text>
      <Progress value={percent} size="lg" animated aria-label={t('run.progressLabel')} />
    </Stack>
  );
}

/** "Beräkna" (a draft) or "Beräkna igen" (a calculated run): starts the job; the page follows it. */
export function CalculateButton({ run }: { run: PayrollRunView }) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payroll');
  const calculate = useCalculatePayrollRun(scope, run.id);
  const [problem, setProblem] = useState<string | null>(null);
  if (run.status !== 'draft' && run.status !== 'calculated') return null;
  return (
    <Stack gap="xs">
      <div>
        <Button
          loading={calculate.isPending}
          variant={run.status === 'draft' ? 'filled' : 'default'}
          onClick={() => {
            setProblem(null);
            calculate.mutate(run.version, {
              onSuccess: () => void showToast({ type: 'success', title: t('run.done.calculating') }),
              onError: (error) => setProblem(describeRunProblem(error, t)),
            });
          }}
        >
          {run.status === 'draft' ? t('run.calculate') : t('run.calculateAgain')}
        </Button>
      </div>
      {problem && (
        <Alert color="red" title={t('problems.title')} role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
