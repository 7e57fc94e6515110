import { Alert, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { isSampleHistoryRunning, usePayrollRuns } from '../api/list-payroll-runs.ts';
import { formatPeriod } from './format.ts';
import { describeRunProblem } from './run-problem.ts';
import { RunTable } from './run-table.tsx';

/**
 * The admin's runs: the suggested next ordinary run with "Skapa lönekörning" (its period and pay
 * date go to the form in the address), then every run, newest period first. While a test company's
 * payroll history is being made (a job, docs/payroll-runs.md *Sample data*) its progress stands in
 * the suggestion's place (a run made by hand for one of its months would stop it), read again every
 * second until it is done.
 */
export function RunList() {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('payroll');
  const runs = usePayrollRuns(scope);
  if (runs.isPending) return <PageLoader />;
  if (runs.isError) return <Alert color="red">{describeRunProblem(runs.error, t)}</Alert>;
  const { next, sampleHistory } = runs.data;
  const historyRunning = isSampleHistoryRunning(runs.data);
  const createNext = `new?${new URLSearchParams({ kind: 'ordinary', period: next.period, payDate: next.payDate })}`;
  return (
    <Stack gap="md">
      {sampleHistory && historyRunning && (
        <Card withBorder padding="md">
          <Stack gap="xs">
            <Text role="status">
              {t('list.sampleHistory.running', {
                months: sampleHistory.monthsBack,
                progress: Math.round(sampleHistory.progress),
              })}
            </Text>
            <Progress value={sampleHistory.progress} aria-label={t('list.sampleHistory.progressLabel')} />
          </Stack>
        </Card>
      )}
      {sampleHistory?.state === 'failed' && <Alert color="red">{t('list.sampleHistory.failed')}</Alert>}
      {!historyRunning && (
        <PrivilegeGate privilege="PayrollBasis.Run" requiresWrite>
          <Card withBorder padding="md">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>
                {t('list.next', { period: formatPeriod(next.period, i18n.language), payDate: next.payDate })}
              </Text>
              <Group gap="xs">
                <Button component={Link} to={createNext}>
                  {t('list.create')}
                </Button>
                <Button component={Link} to="new" variant="default">
                  {t('list.createOther')}
                </Button>
              </Group>
            </Group>
          </Card>
        </PrivilegeGate>
      )}
      {runs.data.runs.length === 0 ? (
        <Text c="dimmed" role={historyRunning ? undefined : 'status'}>
          {historyRunning ? t('list.sampleHistory.empty') : t('list.empty')}
        </Text>
      ) : (
        <RunTable runs={runs.data.runs} label={t('list.tableLabel')} />
      )}
    </Stack>
  );
}

/** The manager's review: the runs waiting for the first or the second approval. */
export function ApprovalRunList() {
  const scope = useEmployerScope();
  const { t } = useTranslation('payroll');
  const runs = usePayrollRuns(scope);
  if (runs.isPending) return <PageLoader />;
  if (runs.isError) return <Alert color="red">{describeRunProblem(runs.error, t)}</Alert>;
  const waiting = runs.data.runs.filter(
    (run) => run.status === 'calculated' || run.status === 'first-approved',
  );
  if (waiting.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t('approvalList.empty')}
      </Text>
    );
  }
  return <RunTable runs={waiting} label={t('approvalList.tableLabel')} />;
}
