import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { type AdminDashboard, useAdminDashboard } from '../../features/dashboard/api/get-admin-dashboard.ts';
import {
  INITIAL_EMPLOYEE_LIST_FILTERS,
  useEmployeeList,
} from '../../features/employees/api/list-employees.ts';
import { usePrivileges } from '../../ui/privileges/privileges-context.tsx';
import type { AreaData } from './area-data.ts';
import { ReportThisMonthCard, useEventCards, WaitingForAttestationCard } from './start-page-events.tsx';
import { BalancesCard, LatestPayslipCard, PayrollRunCard, usePayCards } from './start-page-pay.tsx';

/*
 * The start page of each role area: what matters to the role now, from the data that exists, and
 * the next step as a button that takes it. Sections the packaging lacks are simply not offered
 * (the navigation leaves them out); nothing here says what the packaging includes.
 */

/** The index route of every role area. */
export function StartPageRoute() {
  const { role, scope, base } = useOutletContext<AreaData>();
  if (role === 'admin') return <AdminStartPage scope={scope} base={base} />;
  if (role === 'manager') return <ManagerStartPage scope={scope} base={base} />;
  return <UserStartPage scope={scope} base={base} />;
}

type PageProps = Pick<AreaData, 'scope' | 'base'>;

function useCan(privilege: Parameters<typeof hasPrivilege>[1], requiresWrite = false) {
  const { entries, isLoading } = usePrivileges();
  return { isLoading, can: hasPrivilege(entries, privilege, { requiresWrite }) };
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
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

function AdminStartPage({ scope, base }: PageProps) {
  const { t } = useTranslation('company');
  const register = useCan(['Employee.Register', 'Employee.BulkList']);
  const create = useCan('Employee.Lifecycle.Create', true);
  const canOpenEmployee = useCan('Employee.Register').can;
  const dashboard = useAdminDashboard(scope, { enabled: !register.isLoading && register.can });
  const events = useEventCards();
  const pay = usePayCards();

  const actions = create.can ? (
    <Group gap="sm">
      <Button component={Link} to={`${base}/employees/new`}>
        {t('start.admin.newEmployee')}
      </Button>
      <Button component={Link} to={`${base}/employees/import`} variant="default">
        {t('start.admin.import')}
      </Button>
    </Group>
  ) : null;

  if (register.isLoading) return <Skeleton h={160} />;
  if (!register.can) {
    // A packaging without the register: the navigation shows what the role has.
    return <Text>{t('area.welcome.admin')}</Text>;
  }
  if (dashboard.isError) {
    return (
      <Alert color="red" title={t('start.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void dashboard.refetch()}>
          {t('start.retry')}
        </Button>
      </Alert>
    );
  }
  if (!dashboard.data) return <Skeleton h={160} />;
  const data = dashboard.data;

  if (data.activeEmployees === 0 && data.startsThisMonth.total === 0 && data.endsThisMonth.total === 0) {
    return (
      <SummaryCard title={t('start.admin.emptyTitle')}>
        <Text>{create.can ? t('start.admin.empty') : t('start.admin.emptyNoCreate')}</Text>
        {actions}
      </SummaryCard>
    );
  }

  const employeeLink = (person: { employeeId: string; firstName: string; lastName: string }) => {
    const name = `${person.firstName} ${person.lastName}`;
    return canOpenEmployee ? (
      <Anchor component={Link} to={`${base}/employees/${person.employeeId}`}>
        {name}
      </Anchor>
    ) : (
      name
    );
  };

  return (
    <Stack gap="md">
      {actions && (
        <Group justify="space-between" wrap="wrap">
          <Text>{t('area.welcome.admin')}</Text>
          {actions}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SummaryCard title={t('start.admin.activeEmployees')}>
          <Text fz={32} fw={700} lh={1} data-testid="active-employees">
            {data.activeEmployees}
          </Text>
          <Text size="sm" c="dimmed">
            {t('start.admin.activeEmployeesHint')}
          </Text>
          <Anchor component={Link} to={`${base}/employees?status=active`} size="sm">
            {t('start.admin.showEmployees')}
          </Anchor>
        </SummaryCard>
        <DatedList
          title={t('start.admin.starts')}
          empty={t('start.admin.noStarts')}
          list={data.startsThisMonth}
          render={employeeLink}
        />
        <DatedList
          title={t('start.admin.ends')}
          empty={t('start.admin.noEnds')}
          list={data.endsThisMonth}
          render={employeeLink}
        />
      </SimpleGrid>
      {pay.runs && <PayrollRunCard scope={scope} base={base} startsRuns={pay.startsRuns} />}
      <MissingPayrollData data={data} render={employeeLink} />
      {events.attests && <WaitingForAttestationCard scope={scope} to={`${base}/events?states=reported`} />}
    </Stack>
  );
}

type Person = { employeeId: string; firstName: string; lastName: string };

function DatedList({
  title,
  empty,
  list,
  render,
}: {
  title: string;
  empty: string;
  list: AdminDashboard['startsThisMonth'];
  render: (person: Person) => ReactNode;
}) {
  const { t } = useTranslation('company');
  return (
    <SummaryCard title={title}>
      {list.total === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="none">
          {list.items.map((person) => (
            <List.Item key={`${person.employeeId}-${person.date}`}>
              {render(person)}{' '}
              <Text span size="sm" c="dimmed">
                {person.date}
              </Text>
            </List.Item>
          ))}
          {list.total > list.items.length && (
            <List.Item>{t('start.more', { count: list.total - list.items.length })}</List.Item>
          )}
        </List>
      )}
    </SummaryCard>
  );
}

function MissingPayrollData({
  data,
  render,
}: {
  data: AdminDashboard;
  render: (person: Person) => ReactNode;
}) {
  const { t } = useTranslation('company');
  const { missingPayrollData: missing } = data;
  return (
    <SummaryCard title={t('start.admin.missingTitle')}>
      {missing.total === 0 ? (
        <Text size="sm">{t('start.admin.missingNone')}</Text>
      ) : (
        <>
          <Text size="sm">{t('start.admin.missingIntro')}</Text>
          <List spacing={6} listStyleType="none" data-testid="missing-payroll-data">
            {missing.items.map((person) => (
              <List.Item key={person.employeeId}>
                <Group gap="xs" wrap="wrap">
                  {render(person)}
                  {person.missing.map((what) => (
                    <Badge key={what} color="orange" variant="dot" tt="none">
                      {t(`start.admin.missing.${what}`)}
                    </Badge>
                  ))}
                </Group>
              </List.Item>
            ))}
            {missing.total > missing.items.length && (
              <List.Item>{t('start.more', { count: missing.total - missing.items.length })}</List.Item>
            )}
          </List>
        </>
      )}
    </SummaryCard>
  );
}

function ManagerStartPage({ scope, base }: PageProps) {
  const { t } = useTranslation('company');
  const team = useCan('Employee.BulkList');
  const events = useEventCards();
  if (team.isLoading || events.isLoading) return <Skeleton h={120} />;
  if (!team.can && !events.attests) return <Text>{t('area.welcome.manager')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {team.can && <ManagerTeamCard scope={scope} base={base} />}
      {events.attests && <WaitingForAttestationCard scope={scope} to={`${base}/attestation`} />}
    </SimpleGrid>
  );
}

function ManagerTeamCard({ scope, base }: PageProps) {
  const { t } = useTranslation('company');
  const list = useEmployeeList(scope, { ...INITIAL_EMPLOYEE_LIST_FILTERS, status: 'active' });
  const total = list.data?.total;
  return (
    <SummaryCard title={t('start.manager.teamTitle')}>
      {list.isError ? (
        <Text size="sm">{t('start.loadFailed')}</Text>
      ) : total === undefined ? (
        <Skeleton h={40} />
      ) : total === 0 ? (
        <Text size="sm">{t('start.manager.emptyTeam')}</Text>
      ) : (
        <Text data-testid="team-size">{t('start.manager.teamSize', { count: total })}</Text>
      )}
      <Group>
        <Button component={Link} to={`${base}/team`} variant={total === 0 ? 'default' : 'filled'}>
          {t('start.manager.showTeam')}
        </Button>
      </Group>
    </SummaryCard>
  );
}

function UserStartPage({ scope, base }: PageProps) {
  const { t } = useTranslation('company');
  const details = useCan(['Employee.PersonalData.Names', 'Employee.EmploymentOverview']);
  const events = useEventCards();
  const pay = usePayCards();
  const { employmentId } = useParams();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {events.reports && <ReportThisMonthCard scope={scope} base={base} marksReady={events.marksReady} />}
      {details.can && (
        <SummaryCard title={t('start.user.detailsTitle')}>
          <Text size="sm">{t('start.user.details')}</Text>
          <Group>
            <Button component={Link} to={`${base}/me`}>
              {t('start.user.showDetails')}
            </Button>
          </Group>
        </SummaryCard>
      )}
      {pay.payslips && <LatestPayslipCard scope={scope} base={base} />}
      {pay.balances && employmentId && <BalancesCard scope={scope} base={base} employmentId={employmentId} />}
    </SimpleGrid>
  );
}
