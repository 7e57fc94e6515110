import { formatOre } from '@lonsam/domain/documents/payslip-texts';
import { formatNumber } from '@lonsam/domain/format/number';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBalances } from '../../features/balances/api/balances.ts';
import { usePayrollRuns } from '../../features/payroll/api/list-payroll-runs.ts';
import { usePayslipList } from '../../features/payslips/api/payslips.ts';
import type { EmployerScope } from '../../lib/employer-scope.tsx';
import { usePrivileges } from '../../ui/privileges/privileges-context.tsx';

/*
 * The start pages' pay cards (issue 15, "as the next issues land"): the admin's next pay date and
 * the current run's state, the employee's latest payslip and balances. Each card shows only with
 * the privilege its call needs, so a packaging without payroll shows none of them.
 */

type CardProps = { scope: EmployerScope; base: string };

export function usePayCards() {
  const { entries, isLoading } = usePrivileges();
  return {
    isLoading,
    runs: hasPrivilege(entries, ['PayrollBasis.View.Preliminary', 'PayrollBasis.View.Completed']),
    startsRuns: hasPrivilege(entries, 'PayrollBasis.Run', { requiresWrite: true }),
    payslips: hasPrivilege(entries, 'ReportingAndCompliance.Payslip'),
    balances: hasPrivilege(entries, 'Employee.Balances.Summary'),
  };
}

function PayCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Admin: the next ordinary pay date, the run in progress (or the way to start one), the last completed. */
export function PayrollRunCard({ scope, base, startsRuns }: CardProps & { startsRuns: boolean }) {
  const { t } = useTranslation(['company', 'payroll']);
  const runs = usePayrollRuns(scope);
  const title = t('start.admin.payrollTitle');
  if (runs.isError) {
    return (
      <PayCard title={title}>
        <Text size="sm">{t('start.loadFailed')}</Text>
      </PayCard>
    );
  }
  if (!runs.data) return <Skeleton h={120} />;
  const open = runs.data.runs.find((run) => run.status !== 'completed');
  const completed = runs.data.runs.find((run) => run.status === 'completed');
  const next = runs.data.next;
  return (
    <PayCard title={title}>
      <Text size="sm" data-testid="next-pay-date">
        {t('start.admin.nextPayDate', { period: next.period, date: next.payDate })}
      </Text>
      {open ? (
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={`${base}/payroll/${open.id}`} size="sm">
            {open.label}
          </Anchor>
          <Badge variant="light" tt="none">
            {t(`payroll:status.${open.status}`)}
          </Badge>
          {open.blockingCount > 0 && (
            <Badge color="red" variant="light" tt="none">
              {t('start.admin.blocking', { count: open.blockingCount })}
            </Badge>
          )}
        </Group>
      ) : (
        startsRuns && (
          <Group>
            <Button component={Link} to={`${base}/payroll/new`} size="sm">
              {t('start.admin.startRun')}
            </Button>
          </Group>
        )
      )}
      {completed && (
        <Text size="sm" c="dimmed">
          {t('start.admin.lastCompleted', {
            label: completed.label,
            net: formatOre(completed.totals.netOre),
          })}
        </Text>
      )}
    </PayCard>
  );
}

/** Employee: the newest payslip they may see, with its net pay. */
export function LatestPayslipCard({ scope, base }: CardProps) {
  const { t } = useTranslation('company');
  const list = usePayslipList(scope);
  const title = t('start.user.payslipsTitle');
  if (list.isError) {
    return (
      <PayCard title={title}>
        <Text size="sm">{t('start.loadFailed')}</Text>
      </PayCard>
    );
  }
  if (!list.data) return <Skeleton h={100} />;
  const latest = list.data[0];
  return (
    <PayCard title={title}>
      {latest ? (
        <>
          <Text size="sm" data-testid="latest-payslip">
            {t('start.user.latestPayslip', { date: latest.payDate, net: formatOre(latest.netOre) })}
          </Text>
          <Group>
            <Button component={Link} to={`${base}/payslips/${latest.id}`} size="sm">
              {t('start.user.openPayslip')}
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm">{t('start.user.payslipsEmpty')}</Text>
      )}
    </PayCard>
  );
}

/** Employee: vacation days left, and comp time and flex where used. */
export function BalancesCard({ scope, base, employmentId }: CardProps & { employmentId: string }) {
  const { t } = useTranslation('company');
  const balances = useBalances(scope, employmentId);
  const title = t('start.user.balancesTitle');
  if (balances.isError) {
    return (
      <PayCard title={title}>
        <Text size="sm">{t('start.loadFailed')}</Text>
      </PayCard>
    );
  }
  if (!balances.data) return <Skeleton h={100} />;
  const { vacation, compTime, flex } = balances.data;
  const days = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);
  return (
    <PayCard title={title}>
      <Text size="sm" data-testid="vacation-days-left">
        {t('start.user.vacationDays', { paid: days(vacation.paidDays), saved: days(vacation.savedDays) })}
      </Text>
      {compTime && compTime.hours !== 0 && (
        <Text size="sm">{t('start.user.compTime', { hours: days(compTime.hours) })}</Text>
      )}
      {flex && flex.hours !== 0 && <Text size="sm">{t('start.user.flex', { hours: days(flex.hours) })}</Text>}
      <Anchor component={Link} to={`${base}/balances`} size="sm">
        {t('start.user.showBalances')}
      </Anchor>
    </PayCard>
  );
}
